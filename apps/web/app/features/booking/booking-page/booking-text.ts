import { type Locale } from '@tourmarket/domain/i18n'
import { formatValidationMessage } from '@tourmarket/domain/validation'
import type { ValidationMessage } from '@tourmarket/domain/validation'
import { useMemo } from 'react'
import { russianPath } from '../../../components/site-header/seo-links.ts'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../../i18n/translator.ts'
import { bookingMessages, type BookingMessageKey } from './booking-messages.ts'

type Params = Record<string, string | number>

const bookingTranslator = featureTranslators(bookingMessages)

/** The booking pages' words in a language, without a hook: for `meta` exports. */
export function bookingWords(locale: Locale, key: BookingMessageKey, params?: Params): string {
  return bookingTranslator(locale)(key, params)
}

/** A storefront path in a language (/ru/… for Russian); the API's links are English paths. */
export function localizedPath(englishPath: string, locale: Locale): string {
  return locale === 'ru' ? russianPath(englishPath) : englishPath
}

export type BookingText = {
  readonly locale: Locale
  /** The booking pages' own words. */
  readonly text: (key: BookingMessageKey, params?: Params) => string
  /** The shell's words (enum labels, common buttons). */
  readonly t: ReturnType<typeof useI18n>['t']
  /** §5 messages in the page language, for the kit's useForm. */
  readonly formatValidation: (message: ValidationMessage) => string
  readonly path: (englishPath: string) => string
}

export function useBookingText(): BookingText {
  const { locale, t } = useI18n()
  return useMemo(() => {
    const translate = bookingTranslator(locale)
    return {
      locale,
      text: (key, params) => translate(key, params),
      t,
      formatValidation: (message) => formatValidationMessage(message, locale),
      path: (englishPath) => localizedPath(englishPath, locale),
    }
  }, [locale, t])
}
