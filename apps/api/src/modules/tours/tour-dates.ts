import type { TourDate } from '@tourmarket/contracts'
import { isBrandCurrency, isDiscountKind } from '@tourmarket/domain/enums'
import { createTranslator } from '@tourmarket/domain/i18n'
import { convertForDisplay, money } from '@tourmarket/domain/money'
import {
  isDiscountExist,
  isPrepaymentType,
  isTourDateBusy,
  isUpcomingTourDate,
  prepaymentAmount,
  prepaymentType,
  prepaymentTypeLabelKey,
  pricingMessages,
  shownDiscount,
} from '@tourmarket/domain/pricing'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import type { CurrencyRates, Money } from '@tourmarket/domain/money'
import type { PrepaymentTerms, PrepaymentType } from '@tourmarket/domain/pricing'
import { presentDepartureGuarantee } from '../../platform/presenters/departure-guarantee.ts'
import type { TourDateRow } from './repository.ts'

/** How a response shows prices: in the request's currency and language, at the current rates. */
export type PriceContext = {
  currency: BrandCurrency
  language: Locale
  rates: CurrencyRates
}

/** A stored value outside its allowed set is a broken row, not bad input: it fails loudly (500, logged). */
function brokenRow(row: TourDateRow, what: string): Error {
  return new Error(`Tour date ${row.id} has an invalid ${what}`)
}

function storedCurrency(row: TourDateRow): BrandCurrency {
  if (!isBrandCurrency(row.currency)) throw brokenRow(row, `currency ${row.currency}`)
  return row.currency
}

function storedPrepaymentType(row: TourDateRow): PrepaymentType {
  if (!isPrepaymentType(row.prepaymentType)) throw brokenRow(row, 'prepayment type')
  return row.prepaymentType
}

function prepaymentTerms(row: TourDateRow, currency: BrandCurrency): PrepaymentTerms {
  const type = storedPrepaymentType(row)
  switch (type) {
    case prepaymentType.percent:
      return { type, percent: row.prepaymentSize }
    case prepaymentType.fixedAmount:
      return { type, amount: money(row.prepaymentSize, currency) }
    case prepaymentType.fullPayment:
      return { type }
    default: {
      const unreachable: never = type
      return unreachable
    }
  }
}

function discountOf(row: TourDateRow) {
  if (row.discountKind === null || row.discountPercent === null) return null
  if (!isDiscountKind(row.discountKind)) throw brokenRow(row, 'discount kind')
  return { kind: row.discountKind, percent: row.discountPercent }
}

/**
 * §3 tour date as the storefront reads it. The rules (is_busy, is_discount_exist, the discount
 * shown, the prepayment due) are decided in the date's own currency; only then is each amount
 * converted, once, into the request's currency (whole units when it is another currency).
 */
export function presentTourDate(row: TourDateRow, context: PriceContext): TourDate {
  const currency = storedCurrency(row)
  const converted = (amount: Money) => convertForDisplay(amount, context.currency, context.rates)
  const price = money(row.priceMinor, currency)
  const priceWithoutDiscount = converted(money(row.basePriceMinor, currency)).amountMinor
  const prices = { priceMinor: row.priceMinor, priceWithoutDiscountMinor: row.basePriceMinor }
  const terms = prepaymentTerms(row, currency)
  const discount = shownDiscount(discountOf(row), prices)
  const translate = createTranslator(context.language, pricingMessages)
  return {
    id: row.id,
    duration: row.durationDays,
    tour_id: row.tourId,
    start: row.startDate,
    end: row.endDate,
    currency: context.currency,
    price: converted(price).amountMinor,
    original_price: priceWithoutDiscount,
    price_without_discount: priceWithoutDiscount,
    is_busy: isTourDateBusy(row),
    flight_included: row.flightIncluded,
    not_guaranteed: row.notGuaranteed,
    is_discount_auto: discount !== null && row.discountIsAuto === true,
    prepayment_type: { id: terms.type, name: translate(prepaymentTypeLabelKey(terms.type)) },
    full_payment_days: row.fullPaymentDays,
    prepayment_size:
      terms.type === prepaymentType.fixedAmount
        ? converted(terms.amount).amountMinor
        : row.prepaymentSize,
    prepayment_amount: converted(prepaymentAmount(terms, price)).amountMinor,
    number_of_seats: row.numberOfSeats,
    number_of_free_seats: row.numberOfFreeSeats,
    is_cashback_available: row.isCashbackAvailable,
    is_discount_exist: isDiscountExist(prices),
    discount,
    departure_guarantee: presentDepartureGuarantee(row),
  }
}

/** §3: only dates that have not started, in the order given (by start date). */
export function presentUpcomingTourDates(
  rows: readonly TourDateRow[],
  today: string,
  context: PriceContext,
): TourDate[] {
  return rows
    .filter((row) => isUpcomingTourDate(row.startDate, today))
    .map((row) => presentTourDate(row, context))
}
