import type { Locale } from '@tourmarket/domain/i18n'
import { useMemo } from 'react'
import { createTextHook } from '../../lib/feature-text.ts'
import { useShellLocale } from '../../lib/shell-data.ts'
import { linksMessages, type LinksMessageKey } from './links-messages.ts'

const linksTexts = createTextHook<LinksMessageKey>(linksMessages)

/** A word of the staff page without a hook: for `meta` exports. */
export function linksText(locale: Locale, key: LinksMessageKey): string {
  return linksTexts.words(locale, key)
}

/** The staff page's words (the brand's name filled in) and links in the page language. */
export function useLinksText() {
  const base = linksTexts.useText()
  const { brand } = useShellLocale()
  return useMemo(
    () => ({
      ...base,
      text: (key: LinksMessageKey) => base.text(key, { projectName: brand.projectName }),
    }),
    [base, brand.projectName],
  )
}
