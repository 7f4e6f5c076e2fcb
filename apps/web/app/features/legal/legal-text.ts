import { calendarDateText } from '@tourmarket/domain/i18n'
import { useMemo } from 'react'
import { russianPath } from '../../components/site-header/seo-links.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../i18n/translator.ts'
import { legalMessages, type LegalMessageKey } from './legal-messages.ts'

const legalTranslator = featureTranslators(legalMessages)

/** The legal pages' words, their dates ('1 March 2026') and links in the page language. */
export function useLegalText() {
  const { locale } = useI18n()
  return useMemo(() => {
    const translate = legalTranslator(locale)
    return {
      text: (key: LegalMessageKey, params?: Record<string, string | number>) =>
        translate(key, params),
      date: (day: string) => calendarDateText(day, locale, { month: 'long', year: true }),
      path: (englishPath: string) => (locale === 'ru' ? russianPath(englishPath) : englishPath),
    }
  }, [locale])
}
