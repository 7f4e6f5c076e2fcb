/** §9 pagination: 7 buttons before ellipsis, 3 trailing. */
export const PAGINATION_LEADING_BUTTONS = 7
export const PAGINATION_TRAILING_BUTTONS = 3

export type PaginationItem = number | 'ellipsis'

function pageRange(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index)
}

/**
 * The page buttons to show (§9 "7 buttons before ellipsis, 3 trailing"):
 *
 * - up to 7 + 3 = 10 pages: every page;
 * - the current page among the first 6: pages 1–7, an ellipsis, the last 3
 *   (1 2 3 4 5 6 7 … 18 19 20), so the page after the current one is always a button;
 * - the current page among the last 6: the mirror image (1 2 3 … 14 15 16 17 18 19 20);
 * - otherwise the first 3, an ellipsis, the current page between its neighbours, an ellipsis,
 *   the last 3 (1 2 3 … 9 10 11 … 18 19 20): still 7 items before the trailing ellipsis.
 *
 * The first and the last page are always buttons, and past 10 pages there are always 11 items,
 * so the bar does not change width as the user pages. An ellipsis always stands for at least
 * one page. A current page outside 1..totalPages is clamped into it; no pages, no buttons.
 */
export function paginationWindow(currentPage: number, totalPages: number): PaginationItem[] {
  const total = Number.isFinite(totalPages) ? Math.floor(totalPages) : 0
  if (total < 1) return []
  const current = Math.min(Math.max(Math.trunc(currentPage) || 1, 1), total)
  const leading = PAGINATION_LEADING_BUTTONS
  const trailing = PAGINATION_TRAILING_BUTTONS
  if (total <= leading + trailing) return pageRange(1, total)
  if (current + 1 <= leading) {
    return [...pageRange(1, leading), 'ellipsis', ...pageRange(total - trailing + 1, total)]
  }
  if (current - 1 >= total - leading + 1) {
    return [...pageRange(1, trailing), 'ellipsis', ...pageRange(total - leading + 1, total)]
  }
  return [
    ...pageRange(1, trailing),
    'ellipsis',
    ...pageRange(current - 1, current + 1),
    'ellipsis',
    ...pageRange(total - trailing + 1, total),
  ]
}

function assertCount(name: string, value: number, minimum: number): void {
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new RangeError(`${name} must be an integer of at least ${minimum}, got ${value}`)
  }
}

/** Pages needed for `total` items, `perPage` to a page; 0 when there are no items. */
export function totalPageCount(total: number, perPage: number): number {
  assertCount('total', total, 0)
  assertCount('perPage', perPage, 1)
  return Math.ceil(total / perPage)
}

export type RangeLabelParams = { rangeFrom: number; rangeTo: number; total: number }

/**
 * The values for the §9 string '{rangeFrom}–{rangeTo} of {total}': page 2 of 20 per page with 45
 * items is 21–40 of 45. A page past the last shows the last page's range; no items is 0–0 of 0.
 */
export function rangeLabelParams(page: number, perPage: number, total: number): RangeLabelParams {
  const pages = totalPageCount(total, perPage)
  if (pages === 0) return { rangeFrom: 0, rangeTo: 0, total }
  const shownPage = Math.min(Math.max(Math.trunc(page) || 1, 1), pages)
  return {
    rangeFrom: (shownPage - 1) * perPage + 1,
    rangeTo: Math.min(shownPage * perPage, total),
    total,
  }
}
