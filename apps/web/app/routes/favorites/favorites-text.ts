import type { Locale } from '@tourmarket/domain/i18n'
import { createTextHook } from '../../lib/feature-text.ts'
import { favoritesMessages, type FavoritesMessageKey } from './favorites-messages.ts'

const favoritesTexts = createTextHook<FavoritesMessageKey>(favoritesMessages)

/** The page's title in a language, without a hook: for the `meta` export. */
export function favoritesTitle(locale: Locale): string {
  return favoritesTexts.words(locale, 'favoritesPage.title')
}

/** The page's words and its links in the page language (/ru/… for Russian). */
export const useFavoritesText = favoritesTexts.useText
