import { isBrandCurrency } from '@tourmarket/domain/enums'
import { tripDatesText, type Locale } from '@tourmarket/domain/i18n'
import { formatCalendarDay } from '../../lib/calendar-day.ts'
import { createTextHook, type FeatureText, type TextParams } from '../../lib/feature-text.ts'
import { bookingFlowMessages, type BookingFlowMessageKey } from './booking-flow-messages.ts'

type BookingFlowExtra = {
  /** An amount in integer minor units of a booking's currency. */
  readonly money: (amountMinor: number, currency: string) => string
  /** 'yyyy-MM-dd' as 'Jan 9, 2027'. */
  readonly day: (date: string) => string
  /** A trip's days as every page writes them: 'Jun 10 – 16, 2026' (tripDatesText). */
  readonly trip: (start: string, end: string) => string
}

export type BookingFlowText = FeatureText<BookingFlowMessageKey> & BookingFlowExtra

const bookingFlowTexts = createTextHook<BookingFlowMessageKey, BookingFlowExtra>(
  bookingFlowMessages,
  ({ locale }, { formatMoney }) => ({
    money: (amountMinor, currency) =>
      isBrandCurrency(currency)
        ? formatMoney({ amountMinor, currency })
        : // The contract allows any code; one the brand does not list shows with two decimals.
          `${(amountMinor / 100).toFixed(2)} ${currency}`,
    day: (date) => formatCalendarDay(date, locale),
    trip: (start, end) => tripDatesText(start, end, locale),
  }),
)

/** The pages' words without a hook: for `meta` exports. */
export function bookingFlowTitle(locale: Locale, key: BookingFlowMessageKey, params?: TextParams) {
  return bookingFlowTexts.words(locale, key, params)
}

/** The booking pages' words of a language, outside React too (a form post's action). */
export const bookingFlowTextFor = bookingFlowTexts.textFor

export const useBookingFlowText = bookingFlowTexts.useText
