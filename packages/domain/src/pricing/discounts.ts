import type { BrandCurrency, DiscountKind } from '../enums/index.ts'
import { parseCalendarDate } from '../inputs/calendar.ts'
import type { CalendarDate } from '../inputs/calendar.ts'
import { money, percentOf, subtract } from '../money/index.ts'

/** A discount row as the rules read it (§3 discount kinds; columns of the discounts table). */
export type DiscountTerms = {
  readonly id: number
  readonly kind: DiscountKind
  readonly percent: number
  readonly isAuto: boolean
  readonly bookedFrom: CalendarDate | null
  readonly bookedTo: CalendarDate | null
  readonly daysBeforeStart: number | null
  readonly dateFrom: CalendarDate | null
  readonly dateTo: CalendarDate | null
  readonly tourDateId: number | null
}

/** The tour date a discount is judged against. */
export type DiscountedDate = {
  readonly id: number
  readonly startDate: CalendarDate
  readonly currency: BrandCurrency
  readonly basePriceMinor: number
}

const millisecondsPerDay = 86_400_000

function dayNumber(date: CalendarDate): number {
  const parts = parseCalendarDate(date)
  if (parts === null) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`)
  // Date.UTC on explicit parts: pure arithmetic, independent of the host's clock and zone.
  return Date.UTC(parts.year, parts.month - 1, parts.day) / millisecondsPerDay
}

function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(to) - dayNumber(from)
}

function within(date: CalendarDate, from: CalendarDate | null, to: CalendarDate | null): boolean {
  return from !== null && to !== null && from <= date && date <= to
}

/**
 * Whether a discount's condition holds for a date booked on `today` (§3 discount kinds):
 * early_booking_dates — today is within [booked_from, booked_to]; early_booking_days — the start
 * is at least days_before_start days after today; seasonal — the start is within
 * [date_from, date_to]; on_tour_date — it names this date. Bounds are inclusive.
 */
export function discountApplies(
  discount: DiscountTerms,
  date: DiscountedDate,
  today: CalendarDate,
): boolean {
  switch (discount.kind) {
    case 'early_booking_dates':
      return within(today, discount.bookedFrom, discount.bookedTo)
    case 'early_booking_days':
      return (
        discount.daysBeforeStart !== null &&
        daysBetween(today, date.startDate) >= discount.daysBeforeStart
      )
    case 'seasonal':
      return within(date.startDate, discount.dateFrom, discount.dateTo)
    case 'on_tour_date':
      return discount.tourDateId === date.id
    default: {
      const unknownKind: never = discount.kind
      throw new Error(`Unknown discount kind: ${String(unknownKind)}`)
    }
  }
}

/**
 * The automatic discount a tourist gets today (§3 is_discount_auto): among the automatic ones
 * whose condition holds, the largest percent; discounts never stack. Equal percents go to the
 * lower id, so the choice is stable.
 */
export function bestAutomaticDiscount<T extends DiscountTerms>(
  discounts: readonly T[],
  date: DiscountedDate,
  today: CalendarDate,
): T | undefined {
  let best: T | undefined
  for (const discount of discounts) {
    if (!discount.isAuto || !discountApplies(discount, date, today)) continue
    if (
      best === undefined ||
      discount.percent > best.percent ||
      (discount.percent === best.percent && discount.id < best.id)
    ) {
      best = discount
    }
  }
  return best
}

/** The base price less `percent` per cent, in whole minor units (the cut rounds half up). */
export function discountedPriceMinor(
  basePriceMinor: number,
  percent: number,
  currency: BrandCurrency,
): number {
  const base = money(basePriceMinor, currency)
  return subtract(base, percentOf(base, percent)).amountMinor
}

/** §3 price: the base price after the best automatic discount as of `today`, and that discount. */
export function priceOnDay<T extends DiscountTerms>(
  date: DiscountedDate,
  discounts: readonly T[],
  today: CalendarDate,
): { readonly priceMinor: number; readonly discount: T | undefined } {
  const discount = bestAutomaticDiscount(discounts, date, today)
  return {
    priceMinor:
      discount === undefined
        ? date.basePriceMinor
        : discountedPriceMinor(date.basePriceMinor, discount.percent, date.currency),
    discount,
  }
}
