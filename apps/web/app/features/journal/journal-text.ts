import type { Locale } from '@tourmarket/domain/i18n'
import { createTextHook } from '../../lib/feature-text.ts'
import { journalMessages, type JournalMessageKey } from './journal-messages.ts'

const journalTexts = createTextHook<JournalMessageKey>(journalMessages)

/** The journal's words in a language, without a hook: for loaders and the `meta` export. */
export function journalTranslator(locale: Locale) {
  return journalTexts.textFor(locale).text
}

/** The journal's words and its links in the page language (/ru/… for Russian). */
export const useJournalText = journalTexts.useText
