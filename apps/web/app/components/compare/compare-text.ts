import { compareIdsParam } from '@tourmarket/domain/compare'
import type { Locale } from '@tourmarket/domain/i18n'
import { createTextHook } from '../../lib/feature-text.ts'
import { compareMessages, type CompareMessageKey } from './compare-messages.ts'

const compareTexts = createTextHook<CompareMessageKey>(compareMessages)

/** The page's title in a language, without a hook: for the `meta` export. */
export function compareTitle(locale: Locale): string {
  return compareTexts.words(locale, 'compare.title')
}

/** The compare words and links in the page language (/ru/… for Russian). */
export const useCompareText = compareTexts.useText

/** /compare?ids=… in the page language. */
export function compareHref(path: (englishPath: string) => string, ids: readonly number[]): string {
  return `${path('/compare')}?ids=${compareIdsParam(ids)}`
}
