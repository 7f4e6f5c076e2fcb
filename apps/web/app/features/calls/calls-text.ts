import type { Locale } from '@tourmarket/domain/i18n'
import { useMemo } from 'react'
import { russianPath } from '../../components/site-header/seo-links.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../i18n/translator.ts'
import { callsMessages, type CallsMessageKey } from './calls-messages.ts'

const callsTranslator = featureTranslators(callsMessages)

/** The words of calls in a language, without a hook: for the no-JavaScript action and `meta`. */
export function callsTextFor(locale: Locale) {
  const translate = callsTranslator(locale)
  return {
    locale,
    text: (key: CallsMessageKey, params?: Record<string, string | number>) =>
      translate(key, params),
    path: (englishPath: string) => (locale === 'ru' ? russianPath(englishPath) : englishPath),
  }
}

export type CallsText = ReturnType<typeof callsTextFor>

export function useCallsText(): CallsText {
  const { locale } = useI18n()
  return useMemo(() => callsTextFor(locale), [locale])
}
