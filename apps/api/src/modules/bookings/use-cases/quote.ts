import type { BookingQuote } from '@tourmarket/contracts'
import type { BookingQuoteFigures } from '@tourmarket/domain/booking'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { convertForDisplay, MissingRateError, money } from '@tourmarket/domain/money'
import { cancellationPolicyBody } from '../../../platform/presenters/cancellation-policy.ts'
import type { BookingsDeps } from './deps.ts'
import { notEnoughSeats } from './errors.ts'

export function createQuoteUseCase(deps: BookingsDeps) {
  const {
    repository,
    assertBookable,
    opensOfferDate,
    quoteFor,
    tourSummary,
    dateSummary,
    presentLines,
    form,
    currency,
  } = deps

  /**
   * Decision 0047: the booking is charged in its tour's currency; a visitor browsing in another
   * sees what the charge comes to at today's rate, whole units. None without a rate for it.
   */
  async function inVisitorCurrency(
    quote: BookingQuoteFigures,
    visitorCurrency: BrandCurrency,
  ): Promise<BookingQuote['in_visitor_currency']> {
    if (currency === undefined || visitorCurrency === quote.currency) return null
    const rates = await currency.rates()
    try {
      const shown = (amountMinor: number) =>
        convertForDisplay(money(amountMinor, quote.currency), visitorCurrency, rates).amountMinor
      return {
        currency: visitorCurrency,
        total: shown(quote.totalMinor),
        prepayment: shown(quote.prepaymentMinor),
      }
    } catch (error) {
      if (error instanceof MissingRateError) return null
      throw error
    }
  }

  return {
    /** GET /spa/booking-quote; an individual offer's uuid opens that offer's closed date. */
    async quote(
      tourDateId: number,
      touristsCount: number,
      language: Locale,
      individualTourUuid?: string,
      visitorCurrency?: BrandCurrency,
    ): Promise<BookingQuote> {
      const closedToo = await opensOfferDate(individualTourUuid, tourDateId)
      const place = assertBookable(await repository.bookableDate(tourDateId), language, {
        closedToo,
      })
      if (touristsCount > place.date.numberOfFreeSeats) {
        throw notEnoughSeats(place.date.numberOfFreeSeats)
      }
      const quote = await quoteFor(place, touristsCount)
      return {
        tour_date_id: place.date.id,
        tour: tourSummary(place, language),
        tour_date: dateSummary(place.date, place.tour),
        tourists_count: touristsCount,
        currency: quote.currency,
        number_of_free_seats: place.date.numberOfFreeSeats,
        price_per_tourist: quote.pricePerTouristMinor,
        price_per_tourist_without_discount: quote.pricePerTouristWithoutDiscountMinor,
        total: quote.totalMinor,
        total_without_discount: quote.totalWithoutDiscountMinor,
        discount: quote.discount,
        prepayment: quote.prepaymentMinor,
        full_payment_date: quote.fullPaymentDate,
        cashback: quote.cashbackMinor,
        lines: presentLines(quote.lines, language),
        instant_booking: !place.date.notGuaranteed,
        form,
        cancellation_policy: cancellationPolicyBody(place.tour.cancellationPolicy),
        in_visitor_currency:
          visitorCurrency === undefined ? null : await inVisitorCurrency(quote, visitorCurrency),
      }
    },
  }
}
