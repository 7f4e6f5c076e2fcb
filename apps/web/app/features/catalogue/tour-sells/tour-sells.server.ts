import type { ApiClient } from '@tourmarket/api-client/client'
import type { OrganizerReplyTime, TourCard, TourPage } from '@tourmarket/contracts'
import { tourType } from '@tourmarket/domain/enums'
import { normalizeSearchFilter, toApiParams } from '@tourmarket/domain/search'
import { callApi } from '../../../lib/api-call.ts'

/** Cards in the similar tours row: one row of four on a desktop, a swipe on a phone. */
export const SIMILAR_TOURS_SHOWN = 4

/**
 * Issue 42: tours like this one, for the end of its page: the same country and type, itself
 * left out, in the search's default order. A failed search leaves the row out, not the page.
 */
export async function loadSimilarTours(
  api: ApiClient,
  tour: Pick<TourPage, 'id' | 'type' | 'country'>,
  signal: AbortSignal,
): Promise<TourCard[]> {
  const filter = normalizeSearchFilter({
    countries: [tour.country.id],
    // The search narrows to excursions only; a tour's cards are sorted out below.
    ...(tour.type === tourType.excursion ? { type: tourType.excursion } : {}),
  })
  try {
    const answer = await callApi(api, 'tours', {
      query: { ...toApiParams(filter), per_page: SIMILAR_TOURS_SHOWN * 2 + 1 },
      signal,
    })
    return answer.data
      .filter((card) => card.id !== tour.id && card.type === tour.type)
      .slice(0, SIMILAR_TOURS_SHOWN)
  } catch {
    return []
  }
}

/** Issue 42: how soon the organizer usually replies; unknown when the call fails. */
export async function loadReplyTime(
  api: ApiClient,
  organizerId: number,
  signal: AbortSignal,
): Promise<OrganizerReplyTime['reply_time']> {
  try {
    const answer = await callApi(api, 'organizerReplyTime', {
      query: { organizer_id: organizerId },
      signal,
    })
    return answer.reply_time
  } catch {
    return null
  }
}
