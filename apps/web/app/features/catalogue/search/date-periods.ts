/** A dates-filter range, both ends 'yyyy-MM-dd'. */
export type PeriodRange = { readonly dateFrom: string; readonly dateTo: string }

function pad(value: number): string {
  return String(value).padStart(2, '0')
}

function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** A calendar month ('yyyy-MM') as a range, from today when the month has begun (§5 min 'today'). */
export function monthRange(month: string, today: string): PeriodRange {
  const [year = 0, monthNumber = 0] = month.split('-').map(Number)
  const first = `${month}-01`
  return {
    dateFrom: first < today ? today : first,
    dateTo: `${month}-${pad(lastDayOf(year, monthNumber))}`,
  }
}

/**
 * A season's next run as a range: its calendar months (1–12, in order, possibly across the new
 * year like 12, 1, 2) from today if it is on, else from its next first month.
 */
export function seasonRange(months: readonly number[], today: string): PeriodRange | null {
  const first = months[0]
  const last = months.at(-1)
  if (first === undefined || last === undefined) return null
  const [year = 0, month = 0] = today.split('-').map(Number)
  const wraps = last < first
  const position = months.indexOf(month)
  // The year the current or next run starts in.
  const startYear =
    position >= 0 ? (wraps && month < first ? year - 1 : year) : month < first ? year : year + 1
  const endYear = wraps ? startYear + 1 : startYear
  const start = `${startYear}-${pad(first)}-01`
  return {
    dateFrom: position >= 0 ? today : start,
    dateTo: `${endYear}-${pad(last)}-${pad(lastDayOf(endYear, last))}`,
  }
}
