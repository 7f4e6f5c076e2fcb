import { parseCalendarDate } from '@tourmarket/domain/inputs'
import type { CalendarDate } from '@tourmarket/domain/inputs'

const millisecondsPerDay = 86_400_000

function dayNumber(date: CalendarDate): number {
  const parts = parseCalendarDate(date)
  if (parts === null) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`)
  // Date.UTC on explicit parts: pure arithmetic, independent of the host's clock and zone.
  return Date.UTC(parts.year, parts.month - 1, parts.day) / millisecondsPerDay
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(to) - dayNumber(from)
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: CalendarDate): number {
  // 1970-01-01 was a Thursday.
  return (((dayNumber(date) + 4) % 7) + 7) % 7
}

/** The calendar month (1-12) of a date. */
export function monthOf(date: CalendarDate): number {
  const parts = parseCalendarDate(date)
  if (parts === null) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`)
  return parts.month
}

/** Midnight UTC of a calendar date, for timestamp columns that must not depend on the clock. */
export function utcMidnight(date: CalendarDate): Date {
  return new Date(dayNumber(date) * millisecondsPerDay)
}
