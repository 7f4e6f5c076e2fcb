import { calendarDateText } from '@tourmarket/domain/i18n'
import { createTextHook } from '../../lib/feature-text.ts'
import { legalMessages, type LegalMessageKey } from './legal-messages.ts'

const legalTexts = createTextHook<LegalMessageKey, { date: (day: string) => string }>(
  legalMessages,
  ({ locale }) => ({
    date: (day) => calendarDateText(day, locale, { month: 'long', year: true }),
  }),
)

/** The legal pages' words, their dates ('1 March 2026') and links in the page language. */
export const useLegalText = legalTexts.useText
