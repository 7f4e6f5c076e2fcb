import type { Locale } from '@tourmarket/domain/i18n'
import { useMemo } from 'react'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../i18n/translator.ts'
import { russianPath } from '../../components/site-header/seo-links.ts'
import { journalMessages, type JournalMessageKey } from './journal-messages.ts'

const translators = featureTranslators(journalMessages)

/** The journal's words in a language, without a hook: for loaders and the `meta` export. */
export function journalTranslator(locale: Locale) {
  const translate = translators(locale)
  return (key: JournalMessageKey, params?: Record<string, string | number>) =>
    translate(key, params)
}

/** A journal link in a language: /ru/… for Russian. */
export function journalPath(englishPath: string, locale: Locale): string {
  return locale === 'ru' ? russianPath(englishPath) : englishPath
}

/** The journal's words and its links in the page language (/ru/… for Russian). */
export function useJournalText() {
  const { locale } = useI18n()
  return useMemo(
    () => ({
      text: journalTranslator(locale),
      path: (englishPath: string) => journalPath(englishPath, locale),
      locale,
    }),
    [locale],
  )
}
