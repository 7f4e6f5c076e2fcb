import type { Locale } from '@tourmarket/domain/i18n'
import { useMemo } from 'react'
import { createTextHook, type TextParams } from '../../lib/feature-text.ts'
import { useShellLocale } from '../../lib/shell-data.ts'
import { infoMessages, type InfoMessageKey } from './info-messages.ts'

const infoTexts = createTextHook<InfoMessageKey>(infoMessages)

/** A page's words in a language without a hook, the brand's name filled in: for `meta` exports. */
export function infoText(locale: Locale, key: InfoMessageKey, projectName: string): string {
  return infoTexts.words(locale, key, { projectName })
}

/** The info pages' words (the brand's name filled in) and links in the page language. */
export function useInfoText() {
  const base = infoTexts.useText()
  const { brand } = useShellLocale()
  return useMemo(
    () => ({
      ...base,
      text: (key: InfoMessageKey, params?: TextParams) =>
        base.text(key, { projectName: brand.projectName, ...params }),
    }),
    [base, brand.projectName],
  )
}
