import { type Locale } from '@tourmarket/domain/i18n'
import { useMemo } from 'react'
import { russianPath } from '../../components/site-header/seo-links.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../i18n/translator.ts'
import { organizersMessages, type OrganizersMessageKey } from './organizers-messages.ts'

const organizersTranslator = featureTranslators(organizersMessages)

/** The pages' words in a language, without a hook: for loaders and `meta` exports. */
export function organizersText(locale: Locale) {
  const translate = organizersTranslator(locale)
  return (key: OrganizersMessageKey, params?: Record<string, string | number>) =>
    translate(key, params)
}

/** An English path in the page language (/ru/… for Russian). */
export function localizedPath(englishPath: string, locale: Locale): string {
  return locale === 'ru' ? russianPath(englishPath) : englishPath
}

/** The pages' words and their links in the page language. */
export function useOrganizersText() {
  const { locale } = useI18n()
  return useMemo(
    () => ({
      text: organizersText(locale),
      path: (englishPath: string) => localizedPath(englishPath, locale),
    }),
    [locale],
  )
}
