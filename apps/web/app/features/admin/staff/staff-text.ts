import type { AreaMessages, Locale, MessageValue } from '@tourmarket/domain/i18n'
import { createTextHook } from '../../../lib/feature-text.ts'

/** The console's staff page's words (issue 43 item 8), in both languages. */
const enUsStaffMessages = {
  'staff.title': 'Staff',
  'staff.lead':
    'A staff member who lost their phone gets a new authenticator here: resetting their second factor signs them out everywhere, and at their next sign-in they scan a new QR code.',
  'staff.caption': 'Staff accounts',
  'staff.column.who': 'Staff member',
  'staff.column.role': 'Role',
  'staff.column.factor': 'Second factor',
  'staff.column.action': 'Action',
  'staff.noRole': 'No role',
  'staff.factor.none': 'Not set up',
  'staff.factor.enrolling': 'Setting up',
  'staff.factor.enrolled': 'Set up',
  'staff.factor.since': 'since {date}',
  'staff.you': 'You',
  'staff.ownNote': 'Another administrator resets yours.',
  'staff.reset': 'Reset second factor',
  'staff.resetLabel': 'Reset the second factor of {who}',
  'staff.done':
    'The second factor of {who} is reset: they are signed out and set up a new authenticator at their next sign-in.',
  'staff.failed': 'The second factor could not be reset. Please try again.',
  'staff.empty': 'No staff accounts.',
}

export type StaffMessageKey = keyof typeof enUsStaffMessages

const ruStaffMessages: Record<StaffMessageKey, MessageValue> = {
  'staff.title': 'Сотрудники',
  'staff.lead':
    'Если сотрудник потерял телефон, здесь можно сбросить его второй фактор: он выйдет из всех сеансов, а при следующем входе отсканирует новый QR-код.',
  'staff.caption': 'Учётные записи сотрудников',
  'staff.column.who': 'Сотрудник',
  'staff.column.role': 'Роль',
  'staff.column.factor': 'Второй фактор',
  'staff.column.action': 'Действие',
  'staff.noRole': 'Без роли',
  'staff.factor.none': 'Не настроен',
  'staff.factor.enrolling': 'Настраивается',
  'staff.factor.enrolled': 'Настроен',
  'staff.factor.since': 'с {date}',
  'staff.you': 'Вы',
  'staff.ownNote': 'Ваш сбросит другой администратор.',
  'staff.reset': 'Сбросить второй фактор',
  'staff.resetLabel': 'Сбросить второй фактор: {who}',
  'staff.done':
    'Второй фактор сброшен ({who}): сотрудник вышел из всех сеансов и при следующем входе настроит новое приложение.',
  'staff.failed': 'Не удалось сбросить второй фактор. Попробуйте ещё раз.',
  'staff.empty': 'Сотрудников нет.',
}

const staffMessages: AreaMessages = { 'en-US': enUsStaffMessages, ru: ruStaffMessages }

const staffTexts = createTextHook<StaffMessageKey>(staffMessages)

/** One of the page's words in a language, without a hook: for `meta` exports. */
export function staffWords(locale: Locale, key: StaffMessageKey): string {
  return staffTexts.words(locale, key)
}

/** The page's words in a language, outside React (the form post's action). */
export const staffTextFor = staffTexts.textFor

/** The page's words and links in the page language. */
export const useStaffText = staffTexts.useText
