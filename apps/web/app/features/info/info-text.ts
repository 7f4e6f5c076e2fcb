import { type Locale } from '@tourmarket/domain/i18n'
import { useMemo } from 'react'
import { russianPath } from '../../components/site-header/seo-links.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../i18n/translator.ts'
import { useShellLocale } from '../../lib/shell-data.ts'
import { infoMessages, type InfoMessageKey } from './info-messages.ts'

const infoTranslator = featureTranslators(infoMessages)

/** A page's words in a language without a hook, the brand's name filled in: for `meta` exports. */
export function infoText(locale: Locale, key: InfoMessageKey, projectName: string): string {
  return infoTranslator(locale)(key, { projectName })
}

/** The info pages' words (the brand's name filled in) and links in the page language. */
export function useInfoText() {
  const { locale } = useI18n()
  const { brand } = useShellLocale()
  return useMemo(() => {
    const translate = infoTranslator(locale)
    return {
      locale,
      text: (key: InfoMessageKey, params?: Record<string, string | number>) =>
        translate(key, { projectName: brand.projectName, ...params }),
      path: (englishPath: string) => (locale === 'ru' ? russianPath(englishPath) : englishPath),
    }
  }, [locale, brand.projectName])
}
