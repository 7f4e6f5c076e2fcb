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

/** What the chips count: the catalogue's months and seasons (calendar-periods) and the search's. */
export type PeriodCountsInput = {
  /** The whole catalogue's months ('yyyy-MM') and seasons, with their tours. */
  readonly catalogue: {
    readonly months: readonly { readonly month: string; readonly tours_count: number }[]
    readonly seasons: readonly {
      readonly slug: string
      readonly months: readonly number[]
      readonly tours_count: number
    }[]
  }
  /** The search's month facet: tours per month within every filter but the dates. */
  readonly filtered: readonly { readonly value: string; readonly count: number }[]
}

/**
 * Issue 42: the chips' counts within the current search, not the catalogue. A month counts its
 * tours from the search's month facet. A season's tours (those with a date in any of its months)
 * cannot be summed from months, as one tour runs in several; but where the search left every one
 * of its months whole, it left the season whole, so the catalogue's count holds. Otherwise the
 * count is unknown (null) and the chip shows none, rather than a wrong one.
 */
export function periodCounts({ catalogue, filtered }: PeriodCountsInput): {
  months: ReadonlyMap<string, number>
  seasons: ReadonlyMap<string, number | null>
} {
  const months = new Map(filtered.map(({ value, count }) => [value, count]))
  const seasons = new Map(
    catalogue.seasons.map((season) => {
      const own = catalogue.months.filter(({ month }) =>
        season.months.includes(Number(month.slice(5, 7))),
      )
      const inSearch = own.some(({ month }) => (months.get(month) ?? 0) > 0)
      const whole = own.every(({ month, tours_count }) => months.get(month) === tours_count)
      return [season.slug, !inSearch ? 0 : whole ? season.tours_count : null] as const
    }),
  )
  return { months, seasons }
}
