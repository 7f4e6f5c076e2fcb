import type { DateCriteria } from '../criteria.ts'
import { durationBuckets } from '../facets.ts'
import { summaryFlag, type TourColumns } from './tour-index.ts'

// What a tour's upcoming dates give a search (date-summary.ts): whether one meets the date-level
// conditions, the card's price, and what the price, month and duration facets count.

/** Longest trip a duration bucket without an upper end reaches (as facet-counts.ts). */
const DURATION_DAYS_MAX = 366
const MILLISECONDS_PER_DAY = 86_400_000

/** A day number (days since 1970-01-01) of a yyyy-MM-dd date. */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / MILLISECONDS_PER_DAY)
}

/**
 * Where a tour's upcoming dates (those starting after `today`, its zone's day) start among its
 * dates: found once per tour and day and kept in the columns, as dates are sorted by start and
 * the upcoming ones are a suffix.
 */
export function upcomingStart(columns: TourColumns, slot: number, today: number): number {
  if (columns.upcomingDay[slot] === today) return columns.upcomingFrom[slot]!
  const { dateStart, dateCount, dateDays } = columns
  const pastLastDate = dateStart[slot]! + dateCount[slot]!
  let upcoming = dateStart[slot]!
  while (upcoming < pastLastDate && dateDays[upcoming]! <= today) upcoming += 1
  columns.upcomingFrom[slot] = upcoming
  columns.upcomingDay[slot] = today
  return upcoming
}

/**
 * Date-level conditions as day numbers and numbers; an absent bound is ±Infinity, so every
 * search's checks have one shape (the per-date loop stays monomorphic) and a present group
 * compares plainly: NaN (NULL) fails a comparison, as in SQL.
 */
export type DateChecks = {
  readonly from: number
  readonly to: number
  readonly priceMin: number
  readonly priceMax: number
  readonly perDayMin: number
  readonly perDayMax: number
  readonly daysMin: number
  readonly daysMax: number
  readonly hasDates: boolean
  readonly hasPrice: boolean
  readonly hasPerDay: boolean
  readonly hasDays: boolean
}

export function dateChecksOf(dates: DateCriteria): DateChecks | undefined {
  if (Object.keys(dates).length === 0) return undefined
  const low = (bound: number | undefined) => bound ?? Number.NEGATIVE_INFINITY
  const high = (bound: number | undefined) => bound ?? Number.POSITIVE_INFINITY
  const day = (date: string | undefined) => (date === undefined ? undefined : dayNumber(date))
  return {
    from: low(day(dates.from)),
    to: high(day(dates.to)),
    priceMin: low(dates.priceUsdMin),
    priceMax: high(dates.priceUsdMax),
    perDayMin: low(dates.perDayUsdMin),
    perDayMax: high(dates.perDayUsdMax),
    daysMin: low(dates.daysMin),
    daysMax: high(dates.daysMax),
    hasDates: dates.from !== undefined || dates.to !== undefined,
    hasPrice: dates.priceUsdMin !== undefined || dates.priceUsdMax !== undefined,
    hasPerDay: dates.perDayUsdMin !== undefined || dates.perDayUsdMax !== undefined,
    hasDays: dates.daysMin !== undefined || dates.daysMax !== undefined,
  }
}

/** Per trip length in days, the duration buckets it falls in, one bit each. */
const bucketMaskByDuration = Int32Array.from({ length: DURATION_DAYS_MAX + 1 }, (_, duration) =>
  durationBuckets.reduce(
    (mask, bucket, index) =>
      duration >= bucket.min && duration <= (bucket.max ?? DURATION_DAYS_MAX)
        ? mask | (1 << index)
        : mask,
    0,
  ),
)

/** What one tour's upcoming dates give a search; NaN stands for NULL. */
export type DateSummary = {
  /** A date meets every date-level condition. */
  matches: boolean
  /** Cheapest date meeting them all: the card's price and the price sort. */
  priceFrom: number
  /** Price facet: cheapest and dearest dates meeting every condition but the price. */
  priceLo: number
  priceHi: number
  /** Duration facet: buckets of dates meeting every condition but the days. */
  bucketMask: number
}

/** One summary object a search fills tour after tour. */
export function createDateSummary(): DateSummary {
  return {
    matches: false,
    priceFrom: Number.NaN,
    priceLo: Number.NaN,
    priceHi: Number.NaN,
    bucketMask: 0,
  }
}

/** Adds `sign` to the count of each month in which one of the dates `first` to `pastLast` starts. */
export function countDateMonths(
  columns: TourColumns,
  first: number,
  pastLast: number,
  monthCounts: Int32Array,
  sign: number,
): void {
  const { dateMonths } = columns
  let lastMonth = -1
  for (let index = first; index < pastLast; index += 1) {
    const month = dateMonths[index]!
    // Dates are sorted, so a month's dates are next to each other.
    if (month !== lastMonth) {
      monthCounts[month]! += sign
      lastMonth = month
    }
  }
}

/**
 * A tour's summary over all its upcoming dates (`upcoming` up to `pastLastDate`) in the columns'
 * summary cache: it depends only on where the upcoming dates start, so it is computed once per
 * tour and day, not per search.
 */
function ensureSummary(
  columns: TourColumns,
  slot: number,
  upcoming: number,
  pastLastDate: number,
): void {
  if (columns.summaryUpcoming[slot] === upcoming) return
  const { datePrices, dateDurations } = columns
  let low = Number.NaN
  let high = Number.NaN
  let buckets = 0
  let shortest = -1
  let longest = -1
  let flags = 0
  for (let index = upcoming; index < pastLastDate; index += 1) {
    const price = datePrices[index]!
    if (Number.isNaN(price)) flags |= summaryFlag.nullPrice
    else {
      if (!(price >= low)) low = price
      if (!(price <= high)) high = price
    }
    const duration = dateDurations[index]!
    if (duration === -1) flags |= summaryFlag.nullDays
    else {
      if (shortest === -1 || duration < shortest) shortest = duration
      if (duration > longest) longest = duration
      if (duration >= 0 && duration <= DURATION_DAYS_MAX) buckets |= bucketMaskByDuration[duration]!
    }
  }
  columns.summaryUpcoming[slot] = upcoming
  columns.summaryMinPrice[slot] = low
  columns.summaryMaxPrice[slot] = high
  columns.summaryBuckets[slot] = buckets
  columns.summaryMinDays[slot] = shortest
  columns.summaryMaxDays[slot] = longest
  columns.summaryFlags[slot] = flags
}

/** Fills `summary` for a search without date conditions, from the tour's cached summary. */
export function summarizeUndated(
  columns: TourColumns,
  slot: number,
  upcoming: number,
  pastLastDate: number,
  summary: DateSummary,
): void {
  ensureSummary(columns, slot, upcoming, pastLastDate)
  summary.matches = true
  summary.priceFrom = columns.summaryMinPrice[slot]!
  summary.priceLo = summary.priceFrom
  summary.priceHi = columns.summaryMaxPrice[slot]!
  summary.bucketMask = columns.summaryBuckets[slot]!
}

/** How a tour's upcoming dates meet one group of date conditions. */
const EVERY_DATE = 0
const NO_DATE = 1
const SOME_DATES = 2

/**
 * EVERY_DATE, NO_DATE or SOME_DATES meet `low` ≤ value ≤ `high`, from the values' smallest and
 * largest (NaN: no value known) and whether some dates have none (a missing value meets no
 * bound, as NULL in SQL).
 */
function rangeMeets(
  smallest: number,
  largest: number,
  someMissing: boolean,
  low: number,
  high: number,
): number {
  if (Number.isNaN(smallest) || largest < low || smallest > high) return NO_DATE
  return someMissing || smallest < low || largest > high ? SOME_DATES : EVERY_DATE
}

/**
 * The summary when each group of the search's date conditions is met by every upcoming date of
 * the tour or by none (most tours of a price bound or a date window): then it follows from the
 * tour's cached summary without reading its dates. Answers false, leaving `summary` as it was,
 * when some group splits the dates (or a price per day is asked).
 */
function summarizeWhole(
  columns: TourColumns,
  checks: DateChecks,
  slot: number,
  upcoming: number,
  pastLastDate: number,
  summary: DateSummary,
  monthCounts: Int32Array | undefined,
): boolean {
  if (checks.hasPerDay) return false
  ensureSummary(columns, slot, upcoming, pastLastDate)
  const { dateDays, summaryFlags, summaryMinDays, summaryMaxDays } = columns
  const dates = checks.hasDates
    ? rangeMeets(dateDays[upcoming]!, dateDays[pastLastDate - 1]!, false, checks.from, checks.to)
    : EVERY_DATE
  if (dates === SOME_DATES) return false
  const flags = summaryFlags[slot]!
  const price = checks.hasPrice
    ? rangeMeets(
        columns.summaryMinPrice[slot]!,
        columns.summaryMaxPrice[slot]!,
        (flags & summaryFlag.nullPrice) !== 0,
        checks.priceMin,
        checks.priceMax,
      )
    : EVERY_DATE
  if (price === SOME_DATES) return false
  const shortest = summaryMinDays[slot]!
  const days = checks.hasDays
    ? rangeMeets(
        shortest === -1 ? Number.NaN : shortest,
        summaryMaxDays[slot]!,
        (flags & summaryFlag.nullDays) !== 0,
        checks.daysMin,
        checks.daysMax,
      )
    : EVERY_DATE
  if (days === SOME_DATES) return false
  // Each of the summary's parts leaves one group out (see DateSummary).
  const inDates = dates === EVERY_DATE
  const inPrice = price === EVERY_DATE
  const inDays = days === EVERY_DATE
  summary.matches = inDates && inPrice && inDays
  summary.priceFrom = summary.matches ? columns.summaryMinPrice[slot]! : Number.NaN
  summary.priceLo = inDates && inDays ? columns.summaryMinPrice[slot]! : Number.NaN
  summary.priceHi = inDates && inDays ? columns.summaryMaxPrice[slot]! : Number.NaN
  summary.bucketMask = inDates && inPrice ? columns.summaryBuckets[slot]! : 0
  if (monthCounts !== undefined && inPrice && inDays)
    countDateMonths(columns, upcoming, pastLastDate, monthCounts, 1)
  return true
}

/**
 * Fills `summary` from the dates `upcoming` to `pastLastDate` under the search's date conditions;
 * with `monthCounts`, also counts the tour in each month with a date meeting every condition but
 * the dates themselves.
 */
export function summarizeDates(
  columns: TourColumns,
  checks: DateChecks,
  slot: number,
  upcoming: number,
  pastLastDate: number,
  summary: DateSummary,
  monthCounts: Int32Array | undefined,
): void {
  if (summarizeWhole(columns, checks, slot, upcoming, pastLastDate, summary, monthCounts)) return
  const { datePrices, dateDurations, dateDays, dateMonths } = columns
  summary.matches = false
  summary.priceFrom = Number.NaN
  summary.priceLo = Number.NaN
  summary.priceHi = Number.NaN
  summary.bucketMask = 0
  let lastMonth = -1
  const { hasDates, hasPrice, hasPerDay, hasDays, from, to, priceMin, priceMax } = checks
  const { perDayMin, perDayMax, daysMin, daysMax } = checks
  // Without months to count, only the dates inside the window count (dates are sorted by day).
  let first = upcoming
  let pastLast = pastLastDate
  if (hasDates && monthCounts === undefined) {
    while (first < pastLast && dateDays[first]! < from) first += 1
    while (pastLast > first && dateDays[pastLast - 1]! > to) pastLast -= 1
  }
  for (let index = first; index < pastLast; index += 1) {
    const price = datePrices[index]!
    const duration = dateDurations[index]!
    const day = dateDays[index]!
    const inDates = !hasDates || (day >= from && day <= to)
    const inPrice = !hasPrice || (price >= priceMin && price <= priceMax)
    // A bound times a duration of 0 would be NaN: an absent bound is skipped, not multiplied.
    const inPerDay =
      !hasPerDay ||
      (duration !== -1 &&
        !Number.isNaN(price) &&
        (perDayMin === Number.NEGATIVE_INFINITY || price >= perDayMin * duration) &&
        (perDayMax === Number.POSITIVE_INFINITY || price <= perDayMax * duration))
    const inDays = !hasDays || (duration !== -1 && duration >= daysMin && duration <= daysMax)
    const all = inDates && inPrice && inPerDay && inDays
    if (all) summary.matches = true
    if (all && !Number.isNaN(price) && !(price >= summary.priceFrom)) summary.priceFrom = price
    if (inDates && inPerDay && inDays && !Number.isNaN(price)) {
      if (!(price >= summary.priceLo)) summary.priceLo = price
      if (!(price <= summary.priceHi)) summary.priceHi = price
    }
    if (monthCounts !== undefined && inPrice && inPerDay && inDays) {
      const month = dateMonths[index]!
      if (month !== lastMonth) {
        monthCounts[month]! += 1
        lastMonth = month
      }
    }
    if (inDates && inPrice && inPerDay && duration >= 0 && duration <= DURATION_DAYS_MAX)
      summary.bucketMask |= bucketMaskByDuration[duration]!
  }
}
