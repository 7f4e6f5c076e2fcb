import { SEARCH_PER_PAGE_MAX } from '@tourmarket/contracts'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import type { SearchService } from '../search/service.ts'

/**
 * Pages of a saved search looked at for new tours. A search broader than this many tours is not
 * one whose news a mail could list; a new tour that ranks past it waits for a narrower search.
 */
const PAGES_MAX = 20

/**
 * The tours a saved search finds now, through the search service (the in-memory engine, SQL
 * until it is built), as the tours page would: the stored query is the page's filter.
 */
export function savedSearchMatcher(
  search: Pick<SearchService, 'tours'>,
  currency: BrandCurrency,
): (saved: string) => Promise<number[]> {
  return async (saved) => {
    const query = Object.fromEntries(new URLSearchParams(saved))
    const ids: number[] = []
    for (let page = 1; page <= PAGES_MAX; page += 1) {
      const answer = await search.tours({ ...query, page: String(page) }, SEARCH_PER_PAGE_MAX, {
        language: 'en-US',
        currency,
      })
      ids.push(...answer.data.map((card) => card.id))
      if (answer.data.length < SEARCH_PER_PAGE_MAX || ids.length >= answer.total) break
    }
    return ids
  }
}
