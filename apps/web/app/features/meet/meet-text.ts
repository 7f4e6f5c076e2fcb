import { calendarDateText, type Locale } from '@tourmarket/domain/i18n'
import { useMemo } from 'react'
import { russianPath } from '../../components/site-header/seo-links.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../i18n/translator.ts'
import { meetMessages, type MeetMessageKey } from './meet-messages.ts'

const meetTranslator = featureTranslators(meetMessages)

/** The meet page's words, days and links in a language, without a hook: for `meta` and the action. */
export function meetTextFor(locale: Locale) {
  const translate = meetTranslator(locale)
  return {
    locale,
    text: (key: MeetMessageKey, params?: Record<string, string | number>) => translate(key, params),
    day: (date: string) => calendarDateText(date, locale, { month: 'long', year: false }),
    path: (englishPath: string) => (locale === 'ru' ? russianPath(englishPath) : englishPath),
  }
}

export type MeetText = ReturnType<typeof meetTextFor>

export function useMeetText(): MeetText {
  const { locale } = useI18n()
  return useMemo(() => meetTextFor(locale), [locale])
}
