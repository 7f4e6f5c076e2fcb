/** The reviews page's filters as its address holds them (a plain GET form sets them). */
export type ReviewFilters = {
  readonly tour_id?: number
  readonly rating?: number
  readonly without_reply: boolean
  readonly page: number
}

function positiveInteger(value: string | null, max: number): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined
  const number = Number(value)
  return number >= 1 && number <= max ? number : undefined
}

/** The filters of an address; a value that makes no sense is left out rather than refused. */
export function readReviewFilters(params: URLSearchParams): ReviewFilters {
  const tourId = positiveInteger(params.get('tour_id'), 2_147_483_647)
  const rating = positiveInteger(params.get('rating'), 5)
  return {
    ...(tourId === undefined ? {} : { tour_id: tourId }),
    ...(rating === undefined ? {} : { rating }),
    without_reply: params.get('without_reply') === '1',
    page: positiveInteger(params.get('page'), 10_000) ?? 1,
  }
}

/** `?…` for the filters and a page ('' for none), as the page's links and redirects write it. */
export function reviewFiltersQuery(filters: ReviewFilters, page = filters.page): string {
  const params = new URLSearchParams()
  if (filters.tour_id !== undefined) params.set('tour_id', String(filters.tour_id))
  if (filters.rating !== undefined) params.set('rating', String(filters.rating))
  if (filters.without_reply) params.set('without_reply', '1')
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}

export function isFiltered(filters: ReviewFilters): boolean {
  return filters.tour_id !== undefined || filters.rating !== undefined || filters.without_reply
}
