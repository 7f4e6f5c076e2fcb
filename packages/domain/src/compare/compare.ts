/**
 * Issue 44 item 3: two to four tours side by side at a shareable address (`/compare?ids=12,34`).
 * Pure rules: which ids the address names, the address without one of them, the price per day,
 * the dates of the next three months, and the device's compare list.
 */

export const COMPARE_MIN = 2
export const COMPARE_MAX = 4
/** The device's compare list in local storage (like favourites and recently viewed). */
export const COMPARE_STORAGE_KEY = 'compare-tours'

/** What `?ids=` names: tour ids in the sharer's order, or why there is nothing to compare. */
export type CompareIds =
  | { readonly kind: 'ok'; readonly ids: readonly number[] }
  | { readonly kind: 'too-few'; readonly ids: readonly number[] }
  | { readonly kind: 'too-many'; readonly ids: readonly number[] }
  | { readonly kind: 'invalid' }

const positiveId = /^[1-9]\d{0,14}$/

/**
 * The `ids` parameter: comma-separated positive ids, repeats dropped (first kept). Anything that
 * is not an id makes the whole address invalid (a typed-by-hand address says so rather than
 * quietly showing fewer tours).
 */
export function parseCompareIds(value: string | null): CompareIds {
  if (value === null || value.trim() === '') return { kind: 'too-few', ids: [] }
  const ids: number[] = []
  for (const part of value.split(',')) {
    const text = part.trim()
    if (text === '') continue
    if (!positiveId.test(text)) return { kind: 'invalid' }
    const id = Number(text)
    if (!ids.includes(id)) ids.push(id)
  }
  if (ids.length < COMPARE_MIN) return { kind: 'too-few', ids }
  if (ids.length > COMPARE_MAX) return { kind: 'too-many', ids }
  return { kind: 'ok', ids }
}

/** The `ids` parameter for a list, as the compare page's links carry it. */
export function compareIdsParam(ids: readonly number[]): string {
  return ids.join(',')
}

/** The list without one tour: what a column's "Remove" link opens. */
export function compareIdsWithout(ids: readonly number[], id: number): number[] {
  return ids.filter((candidate) => candidate !== id)
}

/**
 * Price per day from the tour's "price from" (integer minor units) and its length in days,
 * rounded to a whole minor unit; null when there is no price or no length to divide by.
 */
export function pricePerDay(priceFromMinor: number | null, days: number): number | null {
  if (priceFromMinor === null || !Number.isInteger(days) || days < 1) return null
  return Math.round(priceFromMinor / days)
}

/** A calendar day (yyyy-MM-dd) `months` later, the day clamped to the month's end (31 Jan + 1 → 28/29 Feb). */
export function addMonthsToCalendarDate(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const monthIndex = month - 1 + months
  const targetYear = year + Math.floor(monthIndex / 12)
  const targetMonth = ((monthIndex % 12) + 12) % 12
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${String(targetYear)}-${pad(targetMonth + 1)}-${pad(Math.min(date, lastDay))}`
}

export const COMPARE_MONTHS_AHEAD = 3

/**
 * The dates starting from `today` up to (not including) the same day three months on, in their
 * order. Dates are yyyy-MM-dd in the tour's time, so they compare as text.
 */
export function datesInNextMonths<Date extends { readonly start: string }>(
  dates: readonly Date[],
  today: string,
  months: number = COMPARE_MONTHS_AHEAD,
): Date[] {
  const end = addMonthsToCalendarDate(today, months)
  return dates.filter((date) => date.start >= today && date.start < end)
}

/** How the dates stand on running: every one guaranteed, some, none, or no dates to say of. */
export type DepartureGuarantee =
  | { readonly kind: 'none-dated' }
  | { readonly kind: 'all'; readonly total: number }
  | { readonly kind: 'some'; readonly guaranteed: number; readonly total: number }
  | { readonly kind: 'none'; readonly total: number }

/** From the dates' own flag (`not_guaranteed`: runs only once enough travellers book). */
export function departureGuarantee(
  dates: readonly { readonly not_guaranteed: boolean }[],
): DepartureGuarantee {
  const total = dates.length
  if (total === 0) return { kind: 'none-dated' }
  const guaranteed = dates.filter((date) => !date.not_guaranteed).length
  if (guaranteed === total) return { kind: 'all', total }
  if (guaranteed === 0) return { kind: 'none', total }
  return { kind: 'some', guaranteed, total }
}

/** The device's compare list: ids, repeats and non-ids dropped, at most four (the newest kept). */
export function normaliseCompareList(values: readonly unknown[]): number[] {
  const ids: number[] = []
  for (const value of values) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) continue
    if (!ids.includes(value)) ids.push(value)
  }
  return ids.slice(-COMPARE_MAX)
}

/** Local storage is editable by hand: anything unreadable reads as an empty list. */
export function parseStoredCompareList(raw: string | null): number[] {
  if (raw === null) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? normaliseCompareList(parsed) : []
  } catch {
    return []
  }
}

/**
 * Adds or removes a tour. A fifth tour pushes out the oldest, so the list stays one that the
 * compare page can show.
 */
export function toggleCompareList(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? compareIdsWithout(ids, id) : normaliseCompareList([...ids, id])
}
