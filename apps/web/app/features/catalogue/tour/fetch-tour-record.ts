import { isApiHttpError, type ApiClient } from '@tourmarket/api-client'
import { type TourPage as TourPageRecord } from '@tourmarket/contracts'
import { redirect } from 'react-router'
import { sameSitePath } from '../../../lib/same-site-path.ts'
import { callApi } from '../../../lib/api-call.ts'

/** The API's statuses the tour page passes on to the §8 error screen as they are. */
const PASSED_ON_STATUSES: ReadonlySet<number> = new Set([404, 410])

/**
 * §2 tour by slug through /spa/tour with the program and the first reviews. Unknown slug: 404;
 * every date passed: §8 410; an old slug: a permanent redirect to the tour's current address.
 */
export async function fetchTourRecord(api: ApiClient, slug: string): Promise<TourPageRecord> {
  let answer
  try {
    answer = await callApi(api, 'tour', {
      query: { slug, expand_program: true, expand_reviews: true },
    })
  } catch (error) {
    if (isApiHttpError(error) && PASSED_ON_STATUSES.has(error.status)) {
      throw new Response(null, { status: error.status })
    }
    throw error
  }
  if ('redirect' in answer) throw redirect(sameSitePath(answer.redirect.url), 301)
  return answer
}
