import type { Locale } from '@tourmarket/domain/i18n'
import { createTextHook } from '../../../lib/feature-text.ts'
import { toursMessages, type ToursMessageKey } from './tours-messages.ts'

const toursTexts = createTextHook<ToursMessageKey>(toursMessages)

/** The tour pages' words in a language, outside React: `meta` exports and route actions. */
export const toursTextFor = toursTexts.textFor

/** One of the tour pages' words, for a page title. */
export function toursTitle(locale: Locale, key: ToursMessageKey): string {
  return toursTexts.words(locale, key)
}

/** The tour pages' words and links in the page language. */
export const useToursText = toursTexts.useText
