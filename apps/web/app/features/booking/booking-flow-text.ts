import { isBrandCurrency } from '@tourmarket/domain/enums'
import { formatMoney } from '@tourmarket/domain/money'
import { tripDatesText, type Locale } from '@tourmarket/domain/i18n'
import { formatValidationMessage, type ValidationMessage } from '@tourmarket/domain/validation'
import { useMemo } from 'react'
import { russianPath } from '../../components/site-header/seo-links.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { featureTranslators, translatorFor } from '../../i18n/translator.ts'
import { formatCalendarDay } from '../../lib/calendar-day.ts'
import { bookingFlowMessages, type BookingFlowMessageKey } from './booking-flow-messages.ts'

type Params = Record<string, string | number>

const bookingFlowTranslator = featureTranslators(bookingFlowMessages)

/** The pages' words without a hook: for `meta` exports. */
export function bookingFlowTitle(locale: Locale, key: BookingFlowMessageKey, params?: Params) {
  return bookingFlowTranslator(locale)(key, params)
}

export type BookingFlowText = {
  readonly locale: Locale
  readonly text: (key: BookingFlowMessageKey, params?: Params) => string
  /** The shell's words (counts, consent, enum labels). */
  readonly t: ReturnType<typeof useI18n>['t']
  /** §5 messages in the page language, for the kit's useForm. */
  readonly formatValidation: (message: ValidationMessage) => string
  /** A storefront path in the page language (/ru/… for Russian). */
  readonly path: (englishPath: string) => string
  /** An amount in integer minor units of a booking's currency. */
  readonly money: (amountMinor: number, currency: string) => string
  /** 'yyyy-MM-dd' as 'Jan 9, 2027'. */
  readonly day: (date: string) => string
  /** A trip's days as every page writes them: 'Jun 10 – 16, 2026' (tripDatesText). */
  readonly trip: (start: string, end: string) => string
}

/** The booking pages' words of a language, outside React too (a form post's action). */
export function bookingFlowTextFor(
  locale: Locale,
  t: BookingFlowText['t'] = translatorFor(locale),
  money: typeof formatMoney = formatMoney,
): BookingFlowText {
  const translate = bookingFlowTranslator(locale)
  return {
    locale,
    text: (key, params) => translate(key, params),
    t,
    formatValidation: (message) => formatValidationMessage(message, locale),
    path: (englishPath) => (locale === 'ru' ? russianPath(englishPath) : englishPath),
    money: (amountMinor, currency) =>
      isBrandCurrency(currency)
        ? money({ amountMinor, currency })
        : // The contract allows any code; one the brand does not list shows with two decimals.
          `${(amountMinor / 100).toFixed(2)} ${currency}`,
    day: (date: string) => formatCalendarDay(date, locale),
    trip: (start: string, end: string) => tripDatesText(start, end, locale),
  }
}

export function useBookingFlowText(): BookingFlowText {
  const { locale, t, formatMoney: money } = useI18n()
  return useMemo(() => bookingFlowTextFor(locale, t, money), [locale, t, money])
}
