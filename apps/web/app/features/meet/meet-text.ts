import { calendarDateText } from '@tourmarket/domain/i18n'
import { createTextHook, type FeatureText } from '../../lib/feature-text.ts'
import { meetMessages, type MeetMessageKey } from './meet-messages.ts'

type MeetExtra = { readonly day: (date: string) => string }

const meetTexts = createTextHook<MeetMessageKey, MeetExtra>(meetMessages, ({ locale }) => ({
  day: (date) => calendarDateText(date, locale, { month: 'long', year: false }),
}))

/** The meet page's words, days and links in a language, without a hook: for `meta` and the action. */
export const meetTextFor = meetTexts.textFor

export type MeetText = FeatureText<MeetMessageKey> & MeetExtra

export const useMeetText = meetTexts.useText
