import { calendarDateText } from '@tourmarket/domain/i18n'
import { formatCalendarDate, parseCalendarDate, resolveDateLimit } from '@tourmarket/domain/inputs'
import type { DateLocale } from '@tourmarket/domain/i18n'
import type { CalendarDate, CalendarDateParts, DaySelectionRules } from '@tourmarket/domain/inputs'

/*
 * react-day-picker works on Date objects in the browser's local time; the kit's API speaks calendar
 * dates ('yyyy-MM-dd'). Converting through the local year, month and day, both ways, keeps a day
 * the same day in every time zone and across daylight-saving changes.
 */

function partsOf(date: CalendarDate): CalendarDateParts {
  const parts = parseCalendarDate(date)
  if (parts === null) throw new RangeError(`A calendar date must be yyyy-MM-dd, got "${date}".`)
  return parts
}

export function toLocalDate(date: CalendarDate): Date {
  const { year, month, day } = partsOf(date)
  // setFullYear, not the constructor: the constructor maps years 0–99 to 1900–1999.
  const local = new Date(2000, 0, 1)
  local.setFullYear(year, month - 1, day)
  return local
}

export function fromLocalDate(date: Date): CalendarDate {
  return formatCalendarDate({
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
  })
}

/** Today in the browser's time zone, the default for §5's 'today' limit. */
export function localToday(): CalendarDate {
  return fromLocalDate(new Date())
}

/**
 * The month a calendar opens on: the chosen day's, else the first available day from today on,
 * else today's — unless the minimum is later, which would open on a month with nothing to pick.
 */
export function openingDate(
  chosen: CalendarDate | null,
  rules: DaySelectionRules & { readonly today: CalendarDate },
): CalendarDate {
  if (chosen !== null) return chosen
  const { today } = rules
  if (rules.availableDates !== undefined && rules.availableDates.length > 0) {
    const sorted = [...rules.availableDates].sort()
    return sorted.find((date) => date >= today) ?? sorted[0] ?? today
  }
  const min = resolveDateLimit(rules.min, today)
  return min !== undefined && min > today ? min : today
}

/** A calendar date as people read it, e.g. 'Jun 10, 2026'. */
export function formatDisplayDate(date: CalendarDate, locale: DateLocale = 'en-US'): string {
  return calendarDateText(formatCalendarDate(partsOf(date)), locale, { month: 'short', year: true })
}
