import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'
import { createTextHook } from '../../../lib/feature-text.ts'

/**
 * The console booking page's date change and mail resend (issue 43 item 1), in both storefront
 * languages; the page's other words are the console's (shell/admin-text.ts).
 */
const enUsBookingChangesMessages = {
  'changeDate.title': 'Change the date',
  'changeDate.lead':
    'Move the booking to another open date of the tour. The price stays what the tourist paid; the tourist gets a mail with the new date.',
  'changeDate.closed': 'The date of this booking can no longer change.',
  'changeDate.none': 'The tour has no other open date with free places for all its travellers.',
  'changeDate.date': 'New date',
  'changeDate.option': {
    one: '{dates} · {count} place free',
    other: '{dates} · {count} places free',
  },
  'changeDate.submit': 'Move to this date',
  'changeDate.done': 'The booking is moved to the new date. The tourist is mailed about it.',
  'changeDate.failed': 'The date was not changed. Please try again.',
  'resend.submit': 'Resend',
  'resend.label': 'Resend the mail “{kind}” to {email}',
  'resend.done': 'The mail is sent again to {email}.',
  'resend.failed': 'The mail was not sent again. Please try again.',
  'terms.label': 'Terms accepted',
  'terms.version': 'Terms and Conditions of {date}',
  'terms.none': 'Not recorded (booked before terms versions were kept)',
} satisfies Record<string, MessageValue>

export type BookingChangesMessageKey = keyof typeof enUsBookingChangesMessages

const ruBookingChangesMessages: Record<BookingChangesMessageKey, MessageValue> = {
  'changeDate.title': 'Изменить дату',
  'changeDate.lead':
    'Перенесите бронирование на другую открытую дату тура. Цена остаётся той, что заплатил турист; туристу придёт письмо с новой датой.',
  'changeDate.closed': 'Дату этого бронирования изменить уже нельзя.',
  'changeDate.none': 'У тура нет другой открытой даты со свободными местами для всех туристов.',
  'changeDate.date': 'Новая дата',
  'changeDate.option': {
    one: '{dates} · {count} свободное место',
    few: '{dates} · {count} свободных места',
    many: '{dates} · {count} свободных мест',
    other: '{dates} · {count} свободного места',
  },
  'changeDate.submit': 'Перенести на эту дату',
  'changeDate.done': 'Бронирование перенесено на новую дату. Туристу отправлено письмо.',
  'changeDate.failed': 'Дата не изменена. Попробуйте ещё раз.',
  'resend.submit': 'Отправить снова',
  'resend.label': 'Отправить письмо «{kind}» снова на {email}',
  'resend.done': 'Письмо отправлено снова на {email}.',
  'resend.failed': 'Письмо не отправлено. Попробуйте ещё раз.',
  'terms.label': 'Принятые условия',
  'terms.version': 'Пользовательское соглашение от {date}',
  'terms.none': 'Не записано (бронирование сделано до учёта версий условий)',
}

const bookingChangesMessages: AreaMessages = {
  'en-US': enUsBookingChangesMessages,
  ru: ruBookingChangesMessages,
}

const bookingChangesTexts = createTextHook<BookingChangesMessageKey>(bookingChangesMessages)

/** These words in a language, outside React (a form post's action). */
export const bookingChangesTextFor = bookingChangesTexts.textFor

/** These words in the page language. */
export const useBookingChangesText = bookingChangesTexts.useText
