import { isBrandCurrency } from '@tourmarket/domain/enums'
import { tripDatesText, utcCalendarDate } from '@tourmarket/domain/i18n'
import { formatMoney, formatNumber } from '@tourmarket/domain/money'
import type { Locale } from '@tourmarket/domain/i18n'

/**
 * An amount of a booking (integer minor units of its currency) as prices read elsewhere on the
 * site. The contract types the currency as any three letters; one the storefront cannot format
 * is shown as a number with its code rather than failing the page.
 */
export function bookingMoney(amountMinor: number, currency: string): string {
  if (isBrandCurrency(currency)) return formatMoney({ amountMinor, currency })
  return `${formatNumber(amountMinor / 100)} ${currency}`
}

// Calendar days ('yyyy-MM-dd') are the tour's local days: read in UTC, they never shift.
function calendarDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`)
}

/** A calendar day as a trip's dates read (tripDatesText): 'Jun 10, 2026' / '10 июня 2026 г.'. */
export function dayText(date: string, locale: Locale): string {
  return tripDatesText(date, date, locale)
}

/** A tour's days as every page and mail writes a trip's (tripDatesText): 'Jun 10 – 15, 2026'. */
export function dayRangeText(start: string, end: string, locale: Locale): string {
  return tripDatesText(start, end, locale)
}

/**
 * The day of an instant (created, paid, canceled). In UTC, so the server's HTML and the browser's
 * render agree; the day can differ from the visitor's own by a few hours around midnight.
 */
export function instantDayText(instant: string, locale: Locale): string {
  return dayText(utcCalendarDate(instant), locale)
}

/** Today as yyyy-MM-dd in UTC: the birthday rule's "in the past". */
export function todayText(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** The day before a yyyy-MM-dd day. */
export function dayBefore(date: string): string {
  const day = calendarDay(date)
  day.setUTCDate(day.getUTCDate() - 1)
  return day.toISOString().slice(0, 10)
}
