import type { AreaMessages, Locale, MessageValue } from '@tourmarket/domain/i18n'
import { calendarDateText } from '@tourmarket/domain/i18n'
import { createTextHook } from '../../../lib/feature-text.ts'

/** The console's legal pages list (issue 43 item 5), in both storefront languages. */
const enUsLegalMessages = {
  'legal.title': 'Legal pages',
  'legal.lead':
    'Each document and its versions by the day they take effect. A version in effect is never changed: a change is a new version. A booking records the Terms and Conditions version it accepted.',
  'legal.caption': 'Versions of “{title}”, newest first',
  'legal.column.version': 'Takes effect',
  'legal.column.state': 'State',
  'legal.column.page': 'Page',
  'legal.state.current': 'In effect',
  'legal.state.earlier': 'Earlier',
  'legal.state.scheduled': 'Scheduled',
  'legal.state.notShown': 'Not shown yet',
} satisfies Record<string, MessageValue>

export type AdminLegalMessageKey = keyof typeof enUsLegalMessages

const ruLegalMessages: Record<AdminLegalMessageKey, MessageValue> = {
  'legal.title': 'Правовые документы',
  'legal.lead':
    'Каждый документ и его версии по дню вступления в силу. Действующая версия не меняется: изменение — это новая версия. Бронирование записывает версию пользовательского соглашения, которую оно приняло.',
  'legal.caption': 'Версии документа «{title}», сначала новые',
  'legal.column.version': 'Вступает в силу',
  'legal.column.state': 'Состояние',
  'legal.column.page': 'Страница',
  'legal.state.current': 'Действует',
  'legal.state.earlier': 'Прежняя',
  'legal.state.scheduled': 'Запланирована',
  'legal.state.notShown': 'Пока не показывается',
}

const legalMessages: AreaMessages = { 'en-US': enUsLegalMessages, ru: ruLegalMessages }

const legalTexts = createTextHook<AdminLegalMessageKey, { date: (day: string) => string }>(
  legalMessages,
  ({ locale }) => ({
    date: (day) => calendarDateText(day, locale, { month: 'long', year: true }),
  }),
)

export const useAdminLegalText = legalTexts.useText

/** One of the page's words in a language, without a hook: for `meta` exports. */
export function adminLegalWords(locale: Locale, key: AdminLegalMessageKey): string {
  return legalTexts.words(locale, key)
}
