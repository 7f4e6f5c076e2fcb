import { type Locale } from '@tourmarket/domain/i18n'
import { useMemo } from 'react'
import { russianPath } from '../../components/site-header/seo-links.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../i18n/translator.ts'
import { favoritesMessages, type FavoritesMessageKey } from './favorites-messages.ts'

const favoritesTranslator = featureTranslators(favoritesMessages)

/** The page's title in a language, without a hook: for the `meta` export. */
export function favoritesTitle(locale: Locale): string {
  return favoritesTranslator(locale)('favoritesPage.title')
}

/** The page's words and its links in the page language (/ru/… for Russian). */
export function useFavoritesText() {
  const { locale } = useI18n()
  return useMemo(() => {
    const translate = favoritesTranslator(locale)
    return {
      text: (key: FavoritesMessageKey, params?: Record<string, string | number>) =>
        translate(key, params),
      path: (englishPath: string) => (locale === 'ru' ? russianPath(englishPath) : englishPath),
    }
  }, [locale])
}
