import { isApiHttpError } from '@tourmarket/api-client'
import type { TourProgramSubscriptionPage } from '@tourmarket/contracts'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import { data, type RouterContextProvider } from 'react-router'
import { callApi } from '../../../../lib/api-call.ts'
import { postedText, readFormPost } from '../../../../lib/form-posts/form-post.server.ts'
import { apiClientOf, shellRequestOf } from '../../../../lib/shell-context.server.ts'
import { sitePageOf } from '../../../../routing/route-access.server.ts'
import { subscribeBody, subscribeTargetOf, type SubscribeTarget } from './program-subscription.ts'
import {
  programFailureMessage,
  programRecipientError,
  programTranslator,
  type ProgramFormInitial,
} from './tour-program-actions.tsx'

/** Personal pages (an address, a key in the path): never indexed nor cached. */
export const PROGRAM_SUBSCRIPTION_HEADERS = {
  'X-Robots-Tag': 'noindex',
  'Cache-Control': 'private, no-store',
}

const notFound = () =>
  new Response(null, {
    status: 404,
    statusText: 'Not Found',
    headers: PROGRAM_SUBSCRIPTION_HEADERS,
  })

export type SubscribePageData = SubscribeTarget & { readonly currency: BrandCurrency }

/** The subscribe page (what the tour page's form posts to without JavaScript): its tour. */
export function loadSubscribePage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): SubscribePageData {
  sitePageOf(context)
  const target = subscribeTargetOf(new URL(request.url).searchParams)
  if (target === null) throw notFound()
  return { ...target, currency: target.currency ?? shellRequestOf(context).currency }
}

/**
 * 'Keep me posted about this tour' posted without JavaScript (decision 0021): the §5 check, then
 * §7 subscribe-tour-program as the visitor (their address counts against its limits); the page
 * then shows the answer, or the form again with the message under the field.
 */
export async function subscribeAction(request: Request, context: Readonly<RouterContextProvider>) {
  const page = loadSubscribePage(request, context)
  const post = await readFormPost(request, context)
  const { locale } = post.shell
  const t = programTranslator(locale)
  const email = postedText(post.fields, 'email').trim()
  const answer = (status: number, body: ProgramFormInitial) =>
    data<ProgramFormInitial>(body, { status, headers: PROGRAM_SUBSCRIPTION_HEADERS })

  const invalid = programRecipientError('subscribe', email, locale)
  if (invalid !== null) return answer(400, { value: email, error: invalid, done: false })
  try {
    await callApi(post.api, 'subscribeTourProgram', {
      body: subscribeBody({ email, tourId: page.tourId, currency: page.currency }),
    })
  } catch (error) {
    if (!isApiHttpError(error)) console.error('subscribe-tour-program failed', error)
    const status = isApiHttpError(error) ? error.status : 503
    return answer(status, {
      value: email,
      error: programFailureMessage('subscribe', error, t),
      done: false,
    })
  }
  return answer(200, { value: email, error: null, done: true })
}

/** The unsubscribe page: the subscription its mail's link names; an unknown uuid is the 404 page. */
export async function loadUnsubscribePage(
  request: Request,
  uuid: string,
  context: Readonly<RouterContextProvider>,
): Promise<TourProgramSubscriptionPage> {
  sitePageOf(context)
  try {
    return await callApi(apiClientOf(context), 'tourProgramSubscription', { query: { uuid } })
  } catch (error) {
    if (isApiHttpError(error) && (error.status === 404 || error.status === 400)) throw notFound()
    throw error
  }
}

export type UnsubscribeAnswer = { readonly failed: boolean }

/**
 * 'Unsubscribe' posted, from the page (with or without JavaScript) or by a mail client's own
 * button (RFC 8058 one-click, which posts here without an Origin): the API's unsubscribe call.
 */
export async function unsubscribeAction(
  request: Request,
  uuid: string,
  context: Readonly<RouterContextProvider>,
) {
  const post = await readFormPost(request, context)
  try {
    await callApi(post.api, 'unsubscribeTourProgram', { body: { uuid } })
    return data<UnsubscribeAnswer>({ failed: false }, { headers: PROGRAM_SUBSCRIPTION_HEADERS })
  } catch (error) {
    if (isApiHttpError(error) && (error.status === 404 || error.status === 400)) throw notFound()
    console.error('unsubscribe-tour-program failed', error)
    return data<UnsubscribeAnswer>(
      { failed: true },
      { status: 503, headers: PROGRAM_SUBSCRIPTION_HEADERS },
    )
  }
}
