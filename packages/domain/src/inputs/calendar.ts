/**
 * §5 calendar rules on calendar dates: 'yyyy-MM-dd' strings with no time of day and no time zone
 * (a tour date is a day in the tour's local time). Same-format strings sort as the dates do.
 */
export type CalendarDate = string

export type YearMonth = { readonly year: number; readonly month: number }

export type CalendarDateParts = YearMonth & { readonly day: number }

/** §5: one month is shown unless a calendar asks for more. */
export const DEFAULT_VISIBLE_MONTHS = 1

/** §5: the month grid always has 6 weeks, so the calendar does not change height between months. */
export const CALENDAR_GRID_WEEKS = 6

const DAYS_IN_WEEK = 7
const CALENDAR_DATE_PATTERN = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/
const MIN_YEAR = 0
const MAX_YEAR = 9999

// Days since 1970-01-01, proleptic Gregorian (H. Hinnant's algorithm): exact integer arithmetic,
// untouched by the host's time zone or Date's two-digit-year quirks.
function dayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  return era * 146097 + dayOfEra - 719468
}

function partsOfDayNumber(days: number): CalendarDateParts {
  const shifted = days + 719468
  const era = Math.floor(shifted / 146097)
  const dayOfEra = shifted - era * 146097
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  )
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day }
}

/** 0 Sunday … 6 Saturday, as Date#getDay and date-fns count. */
function weekdayOf(days: number): number {
  // 1970-01-01 was a Thursday.
  return (((days + 4) % DAYS_IN_WEEK) + DAYS_IN_WEEK) % DAYS_IN_WEEK
}

function daysInMonth(year: number, month: number): number {
  return (
    dayNumber(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1) -
    dayNumber(year, month, 1)
  )
}

function isValidYearMonth(year: number, month: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    year >= MIN_YEAR &&
    year <= MAX_YEAR &&
    month >= 1 &&
    month <= 12
  )
}

export function parseCalendarDate(value: string): CalendarDateParts | null {
  const match = CALENDAR_DATE_PATTERN.exec(value)
  if (match === null) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (!isValidYearMonth(year, month) || day < 1 || day > daysInMonth(year, month)) return null
  return { year, month, day }
}

/** A real day written as 'yyyy-MM-dd': '2023-02-29' and '2024-1-05' are not. */
export function isCalendarDate(value: string): boolean {
  return parseCalendarDate(value) !== null
}

function assertCalendarDate(value: string, role: string): CalendarDateParts {
  const parts = parseCalendarDate(value)
  if (parts === null) throw new RangeError(`${role} must be a yyyy-MM-dd date, got "${value}".`)
  return parts
}

export function formatCalendarDate({ year, month, day }: CalendarDateParts): CalendarDate {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  assertCalendarDate(text, 'A date')
  return text
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isInteger(days)) throw new RangeError(`Whole days only, got ${days}.`)
  const { year, month, day } = assertCalendarDate(date, 'A date')
  return formatCalendarDate(partsOfDayNumber(dayNumber(year, month, day) + days))
}

/** §5: a minimum (or maximum) is a date or the word 'today'; the caller supplies today's date. */
export type DateLimit = CalendarDate | 'today'

export type DaySelectionRules = {
  readonly min?: DateLimit
  readonly max?: DateLimit
  readonly disabledDates?: readonly CalendarDate[]
  /** When given, only these days are selectable; an empty list leaves nothing to select. */
  readonly availableDates?: readonly CalendarDate[]
  /** Today in the calendar's time zone; the domain has no clock. Needed when a limit is 'today'. */
  readonly today?: CalendarDate
}

export function resolveDateLimit(
  limit: DateLimit | undefined,
  today: CalendarDate | undefined,
): CalendarDate | undefined {
  if (limit !== 'today') {
    if (limit !== undefined) assertCalendarDate(limit, 'A date limit')
    return limit
  }
  if (today === undefined) throw new RangeError("A 'today' limit needs today's date.")
  assertCalendarDate(today, 'Today')
  return today
}

/** §5: available dates override disabled dates, which override min and max. */
export function isDaySelectable(day: CalendarDate, rules: DaySelectionRules): boolean {
  assertCalendarDate(day, 'A day')
  if (rules.availableDates !== undefined) return rules.availableDates.includes(day)
  if (rules.disabledDates?.includes(day) === true) return false
  const min = resolveDateLimit(rules.min, rules.today)
  const max = resolveDateLimit(rules.max, rules.today)
  return (min === undefined || day >= min) && (max === undefined || day <= max)
}

export type DateRange =
  | { readonly start: null; readonly end: null }
  | { readonly start: CalendarDate; readonly end: null }
  | { readonly start: CalendarDate; readonly end: CalendarDate }

export const EMPTY_DATE_RANGE: DateRange = { start: null, end: null }

export type DateRangeAction =
  { readonly type: 'pick'; readonly day: CalendarDate } | { readonly type: 'clear' }

/**
 * §5 range mode: the first click starts a range, the second ends it, in whichever order the days
 * were clicked; a click after a finished range starts a new one. The same day twice is a one-day range.
 */
export function dateRangeReducer(state: DateRange, action: DateRangeAction): DateRange {
  switch (action.type) {
    case 'clear':
      return EMPTY_DATE_RANGE
    case 'pick': {
      assertCalendarDate(action.day, 'A picked day')
      if (state.start === null || state.end !== null) return { start: action.day, end: null }
      return action.day < state.start
        ? { start: action.day, end: state.start }
        : { start: state.start, end: action.day }
    }
    default: {
      const unreachable: never = action
      return unreachable
    }
  }
}

export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6

export type GridDay = { readonly date: CalendarDate; readonly inMonth: boolean }

/**
 * §5: the days of a month laid out in 6 weeks of 7, starting on `weekStartsOn` (0 Sunday, 1 Monday)
 * on or before the 1st, padded with the neighbouring months' days. The grid must fit years 0000–9999.
 */
export function monthGrid(
  year: number,
  month: number,
  weekStartsOn: WeekStart,
): readonly (readonly GridDay[])[] {
  if (!isValidYearMonth(year, month)) {
    throw new RangeError(`No such month: ${year}-${month}.`)
  }
  if (!Number.isInteger(weekStartsOn) || weekStartsOn < 0 || weekStartsOn > 6) {
    throw new RangeError(`A week starts on day 0 to 6, got ${weekStartsOn}.`)
  }
  const first = dayNumber(year, month, 1)
  const start = first - ((weekdayOf(first) - weekStartsOn + DAYS_IN_WEEK) % DAYS_IN_WEEK)
  return Array.from({ length: CALENDAR_GRID_WEEKS }, (_week, week) =>
    Array.from({ length: DAYS_IN_WEEK }, (_day, weekday) => {
      const parts = partsOfDayNumber(start + week * DAYS_IN_WEEK + weekday)
      return {
        date: formatCalendarDate(parts),
        inMonth: parts.year === year && parts.month === month,
      }
    }),
  )
}

/** The months a calendar shows from `first` on: §5's default is one. */
export function visibleMonths(
  first: YearMonth,
  count: number = DEFAULT_VISIBLE_MONTHS,
): YearMonth[] {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`A calendar shows at least one month, got ${count}.`)
  }
  return Array.from({ length: count }, (_month, offset) => {
    const index = first.year * 12 + (first.month - 1) + offset
    return { year: Math.floor(index / 12), month: (index % 12) + 1 }
  })
}
