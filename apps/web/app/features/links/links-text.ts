import { type Locale } from '@tourmarket/domain/i18n'
import { useMemo } from 'react'
import { russianPath } from '../../components/site-header/seo-links.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../i18n/translator.ts'
import { useShellLocale } from '../../lib/shell-data.ts'
import { linksMessages, type LinksMessageKey } from './links-messages.ts'

const linksTranslator = featureTranslators(linksMessages)

/** A word of the staff page without a hook: for `meta` exports. */
export function linksText(locale: Locale, key: LinksMessageKey): string {
  return linksTranslator(locale)(key)
}

/** The staff page's words (the brand's name filled in) and links in the page language. */
export function useLinksText() {
  const { locale } = useI18n()
  const { brand } = useShellLocale()
  return useMemo(() => {
    const translate = linksTranslator(locale)
    return {
      text: (key: LinksMessageKey) => translate(key, { projectName: brand.projectName }),
      path: (englishPath: string) => (locale === 'ru' ? russianPath(englishPath) : englishPath),
    }
  }, [locale, brand.projectName])
}
