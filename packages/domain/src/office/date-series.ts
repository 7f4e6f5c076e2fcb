import { addDays, parseCalendarDate, type CalendarDate } from '../inputs/calendar.ts'

/** Day of the week as JavaScript numbers it: 0 Sunday … 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

export const weekdays: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6]

/**
 * The most dates one series may add. A season of every Saturday is ~25, every day of a summer
 * ~100; a few hundred rows at once is what a typo in a year ("2062") produces, and each of them
 * would have to be closed or deleted by hand.
 */
export const MAX_SERIES_DATES = 200

/** The longest step between two dates of an "every N days" series: a year. */
export const MAX_SERIES_INTERVAL_DAYS = 365

/** Which days of the range a series starts on: chosen weekdays, or every N days from the first. */
export type SeriesRule =
  | { readonly kind: 'weekly'; readonly weekdays: readonly Weekday[] }
  | { readonly kind: 'interval'; readonly everyDays: number }

/** The field a refusal belongs to, so a form can show it next to that field. */
export type SeriesField = 'from' | 'to' | 'weekdays' | 'every_days'

export type SeriesProblem =
  | 'not_a_date'
  | 'to_before_from'
  | 'no_weekdays'
  | 'interval_out_of_range'
  | 'too_many_dates'
  | 'no_dates'

export type SeriesResult =
  | { readonly ok: true; readonly dates: readonly CalendarDate[] }
  | { readonly ok: false; readonly field: SeriesField; readonly problem: SeriesProblem }

export function isWeekday(value: unknown): value is Weekday {
  return weekdays.some((day) => day === value)
}

/** The weekday of a yyyy-MM-dd date, computed on the calendar alone (no clock, no time zone). */
export function weekdayOf(date: CalendarDate): Weekday {
  const parts = parseCalendarDate(date)
  if (parts === null) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`)
  const day = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay()
  if (!isWeekday(day)) throw new RangeError(`No weekday for ${date}`)
  return day
}

/**
 * The start dates of a series between `from` and `to`, both included: each chosen weekday, or
 * `from` and every `everyDays` days after it. Refused, naming the field, when the range is not two
 * dates in order, the rule chooses nothing, or it would make more than `cap` dates (the count stops
 * at cap + 1, so a range of centuries costs no more than a valid one).
 */
export function seriesStartDates(
  range: { readonly from: CalendarDate; readonly to: CalendarDate },
  rule: SeriesRule,
  cap: number = MAX_SERIES_DATES,
): SeriesResult {
  if (parseCalendarDate(range.from) === null) {
    return { ok: false, field: 'from', problem: 'not_a_date' }
  }
  if (parseCalendarDate(range.to) === null) {
    return { ok: false, field: 'to', problem: 'not_a_date' }
  }
  if (range.to < range.from) return { ok: false, field: 'to', problem: 'to_before_from' }

  const dates: CalendarDate[] = []
  if (rule.kind === 'weekly') {
    const chosen = new Set(rule.weekdays.filter(isWeekday))
    if (chosen.size === 0) return { ok: false, field: 'weekdays', problem: 'no_weekdays' }
    for (let day = range.from; day <= range.to && dates.length <= cap; day = addDays(day, 1)) {
      if (chosen.has(weekdayOf(day))) dates.push(day)
    }
    // A range shorter than a week may hold none of the chosen days.
    if (dates.length === 0) return { ok: false, field: 'weekdays', problem: 'no_dates' }
  } else {
    if (
      !Number.isInteger(rule.everyDays) ||
      rule.everyDays < 1 ||
      rule.everyDays > MAX_SERIES_INTERVAL_DAYS
    ) {
      return { ok: false, field: 'every_days', problem: 'interval_out_of_range' }
    }
    for (
      let day = range.from;
      day <= range.to && dates.length <= cap;
      day = addDays(day, rule.everyDays)
    ) {
      dates.push(day)
    }
  }
  if (dates.length > cap) return { ok: false, field: 'to', problem: 'too_many_dates' }
  return { ok: true, dates }
}
