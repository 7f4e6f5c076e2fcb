import { isApiHttpError } from '@tourmarket/api-client'
import type { ReviewPage } from '@tourmarket/contracts'
import type { RouterContextProvider } from 'react-router'
import { callApi } from '../../lib/api-call.ts'
import { apiClientOf } from '../../lib/shell-context.server.ts'
import { sitePageOf } from '../../routing/route-access.server.ts'
import { REVIEW_SENT_PARAM, isReviewSent, type ReviewSent } from './review-form-values.ts'

export type ReviewPageData = {
  readonly uuid: string
  readonly page: ReviewPage
  /** The review was just published or saved without JavaScript (the action's 303 says so). */
  readonly sent: ReviewSent | null
}

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })

/** §2 /review/{uuid}: the trip and the review written so far; an unknown uuid is the 404 page. */
export async function loadReviewPage({
  request,
  params,
  context,
}: {
  request: Request
  params: { readonly uuid?: string }
  context: Readonly<RouterContextProvider>
}): Promise<ReviewPageData> {
  sitePageOf(context)
  const uuid = params.uuid ?? ''
  try {
    const page = await callApi(apiClientOf(context), 'reviewPage', { query: { uuid } })
    const sent = new URL(request.url).searchParams.get(REVIEW_SENT_PARAM)
    return { uuid, page, sent: isReviewSent(sent) ? sent : null }
  } catch (error) {
    if (isApiHttpError(error) && error.status === 404) throw notFound()
    throw error
  }
}
