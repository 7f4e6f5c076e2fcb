import { money, percentOf, subtract } from '@tourmarket/domain'
import type { CalendarDate, Currency, DiscountKind } from '@tourmarket/domain'
import { daysBetween } from './calendar.ts'

/** A discount row as the rule reads it (§3 discount kinds; columns of the discounts table). */
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

export type DiscountedDate = {
  readonly id: number
  readonly startDate: CalendarDate
  readonly currency: Currency
  readonly basePriceMinor: number
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
  currency: Currency,
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

/**
 * An amount in minor units of a currency converted to US cents at a rate stored as units per
 * dollar times 10^6 (currency_rates), rounded half up in integer arithmetic. Every §3 currency
 * has two minor digits, so minor units convert like major ones.
 */
export function toUsdMinor(amountMinor: number, unitsPerUsdMicros: number): number {
  if (!Number.isSafeInteger(amountMinor) || !Number.isSafeInteger(unitsPerUsdMicros)) {
    throw new RangeError('Amounts and rates are integers')
  }
  if (unitsPerUsdMicros <= 0) throw new RangeError('A rate must be positive')
  const numerator = BigInt(amountMinor) * 1_000_000n
  const rate = BigInt(unitsPerUsdMicros)
  return Number((2n * numerator + rate) / (2n * rate))
}
