import { isOneOf } from '../enums/guard.ts'
import type { DiscountKind } from '../enums/index.ts'
import { money, percentOf } from '../money/index.ts'
import type { Money } from '../money/index.ts'

/**
 * §3 tour date prepayment_type: how much of the price is due when a tourist books. The spec
 * names the field only; these three cover how organizers take deposits: a share of the price, a
 * fixed sum per tourist, or the whole price up front.
 */
export const prepaymentType = { percent: 1, fixedAmount: 2, fullPayment: 3 } as const
export type PrepaymentType = (typeof prepaymentType)[keyof typeof prepaymentType]
export const prepaymentTypes: readonly PrepaymentType[] = [
  prepaymentType.percent,
  prepaymentType.fixedAmount,
  prepaymentType.fullPayment,
]

export function isPrepaymentType(value: unknown): value is PrepaymentType {
  return isOneOf(prepaymentTypes, value)
}

/** A date's prepayment terms: a percent of the price, a fixed amount, or the full price. */
export type PrepaymentTerms =
  | { readonly type: typeof prepaymentType.percent; readonly percent: number }
  | { readonly type: typeof prepaymentType.fixedAmount; readonly amount: Money }
  | { readonly type: typeof prepaymentType.fullPayment }

/**
 * The amount due at booking for one tourist (§3 prepayment_type and prepayment_size). It never
 * exceeds the price: a fixed deposit larger than a discounted price is capped at the price, and a
 * percent is held between 0 and 100.
 */
export function prepaymentAmount(terms: PrepaymentTerms, price: Money): Money {
  switch (terms.type) {
    case prepaymentType.percent:
      return percentOf(price, Math.min(100, Math.max(0, terms.percent)))
    case prepaymentType.fixedAmount: {
      if (terms.amount.currency !== price.currency) {
        throw new RangeError(
          `Prepayment in ${terms.amount.currency} cannot apply to a price in ${price.currency}`,
        )
      }
      const capped = Math.min(Math.max(0, terms.amount.amountMinor), price.amountMinor)
      return money(capped, price.currency)
    }
    case prepaymentType.fullPayment:
      return price
    default: {
      const unreachable: never = terms
      return unreachable
    }
  }
}

/** §3 is_busy: a date cannot be booked when the organizer closed it or no seat is free. */
export function isTourDateBusy(date: {
  readonly isClosed: boolean
  readonly numberOfFreeSeats: number
}): boolean {
  return date.isClosed || date.numberOfFreeSeats <= 0
}

/** A date's price today and before any discount, in minor units of the date's own currency. */
export type TourDatePrices = {
  readonly priceMinor: number
  readonly priceWithoutDiscountMinor: number
}

/**
 * §3 is_discount_exist: the price today is below the price without discount. Compared in the
 * date's own currency, before conversion, so rounding can never invent or hide a discount.
 */
export function isDiscountExist(prices: TourDatePrices): boolean {
  return prices.priceMinor < prices.priceWithoutDiscountMinor
}

export type TourDateDiscount = { readonly kind: DiscountKind; readonly percent: number }

/**
 * §3 discount of a tour date as shown: the discount that set the price, with its own percent,
 * only while it actually lowers the price (a discount row left on a date whose price was reset
 * to the full price shows nothing).
 */
export function shownDiscount(
  discount: TourDateDiscount | null,
  prices: TourDatePrices,
): TourDateDiscount | null {
  if (discount === null || discount.percent <= 0 || !isDiscountExist(prices)) return null
  return discount
}

/** yyyy-MM-dd. */
const calendarDatePattern = /^\d{4}-\d{2}-\d{2}$/

const calendarDateParts: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}
const wallClockParts: Intl.DateTimeFormatOptions = {
  ...calendarDateParts,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
}
const calendarDateFormatters = new Map<string, Intl.DateTimeFormat>()
const wallClockFormatters = new Map<string, Intl.DateTimeFormat>()

/**
 * One formatter per time zone, made once: making one costs ~100 µs (ICU loads the zone's rules)
 * and formatting with it ~4 µs, and a tour page asks for its zone's date hundreds of times while
 * it renders (dates, refund steps, the guarantee meter); the search API for every card's zone.
 * An unknown zone throws before anything is kept.
 */
function zoneFormatter(
  formatters: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  parts: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', { ...parts, timeZone })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/**
 * Today's calendar date (yyyy-MM-dd) where the tour starts: tour dates are calendar dates in the
 * tour's local time zone, so "passed" is decided by that zone's clock, not the server's.
 */
export function calendarDateInTimeZone(instant: Date, timeZone: string): string {
  const parts = zoneFormatter(calendarDateFormatters, timeZone, calendarDateParts).formatToParts(
    instant,
  )
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetAt(instant: number, timeZone: string): number {
  const parts = zoneFormatter(wallClockFormatters, timeZone, wallClockParts).formatToParts(
    new Date(instant),
  )
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0)
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
  return wallClock - Math.floor(instant / 1000) * 1000
}

/**
 * The instant (epoch ms) a calendar date begins in a time zone: a tour date starts at midnight
 * where the tour is, which is what the booking machine's "before the tour starts" compares with.
 */
export function startOfDayInTimeZone(date: string, timeZone: string): number {
  assertCalendarDate(date)
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  const midnightUtc = Date.UTC(year, month - 1, day)
  const guess = midnightUtc - zoneOffsetAt(midnightUtc, timeZone)
  // Across a change of offset the first guess lands on the other side; the second is exact.
  return midnightUtc - zoneOffsetAt(guess, timeZone)
}

function assertCalendarDate(value: string): void {
  if (!calendarDatePattern.test(value)) throw new RangeError(`Not a yyyy-MM-dd date: ${value}`)
}

/**
 * A date is offered while it has not started: one that starts today is already under way, so
 * the tour page lists it no more (§8's 410 'tour dates passed' counts from the start).
 */
export function isUpcomingTourDate(startDate: string, today: string): boolean {
  assertCalendarDate(startDate)
  assertCalendarDate(today)
  return startDate > today
}

/**
 * §8 410 (tour dates passed): a tour whose every date has started. A tour with no dates at all
 * was never scheduled, and one sold on request can still be asked for, so neither is expired.
 */
export function isTourExpired(tour: {
  readonly startDates: readonly string[]
  readonly today: string
  readonly isOnRequest: boolean
}): boolean {
  if (tour.isOnRequest || tour.startDates.length === 0) return false
  return tour.startDates.every((startDate) => !isUpcomingTourDate(startDate, tour.today))
}
