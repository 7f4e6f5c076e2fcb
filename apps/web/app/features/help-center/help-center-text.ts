import { type Locale } from '@tourmarket/domain/i18n'
import { useMemo } from 'react'
import { russianPath } from '../../components/site-header/seo-links.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../i18n/translator.ts'
import { helpCenterMessages, type HelpCenterMessageKey } from './help-center-messages.ts'

const helpCenterTranslator = featureTranslators(helpCenterMessages)

/** The help centre's words and links in a language, without a hook: for `meta` and the action. */
export function helpCenterTextFor(locale: Locale) {
  const translate = helpCenterTranslator(locale)
  return {
    locale,
    text: (key: HelpCenterMessageKey, params?: Record<string, string | number>) =>
      translate(key, params),
    path: (englishPath: string) => (locale === 'ru' ? russianPath(englishPath) : englishPath),
  }
}

export type HelpCenterText = ReturnType<typeof helpCenterTextFor>

/** The page's words and its links in the page language (/ru/… for Russian). */
export function useHelpCenterText(): HelpCenterText & { t: ReturnType<typeof useI18n>['t'] } {
  const { locale, t } = useI18n()
  return useMemo(() => ({ ...helpCenterTextFor(locale), t }), [locale, t])
}
