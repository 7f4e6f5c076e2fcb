import type { Locale } from '@tourmarket/domain/i18n'
import type { Email } from '../messages/mailer.ts'

/** §2 /meet, in the reader's language (/ru/meet for Russian). */
export function meetPageUrl(siteUrl: string, key: string, locale: Locale): string {
  const path = locale === 'ru' ? '/ru/meet' : '/meet'
  return `${siteUrl}${path}?key=${encodeURIComponent(key)}`
}

export type MeetMailBooking = {
  readonly id: number
  readonly tour: string
  readonly dates: string
}

/**
 * To an organizer's account: the booking is confirmed, and the link of its meet page. The link
 * is the key: the mail says so, since whoever has it can change what the tourists are told.
 */
export function organizerMeetMail(
  to: string,
  booking: MeetMailBooking,
  link: string,
  locale: Locale,
): Email {
  return locale === 'ru'
    ? {
        to,
        subject: `Заявка №${String(booking.id)} подтверждена: укажите место встречи`,
        text: `Здравствуйте!\n\nЗаявка №${String(booking.id)} на тур «${booking.tour}» (${booking.dates}) подтверждена. Сообщите туристам, где и когда вы встречаетесь, и приложите файлы (схему, памятку) на странице встречи:\n${link}\n\nНа этой странице видны данные о прибытии и отъезде туристов. Ссылка — это ключ доступа: не пересылайте её посторонним.\n\nКоманда Tourmarket`,
      }
    : {
        to,
        subject: `Booking #${String(booking.id)} confirmed: tell the tourists where to meet`,
        text: `Hello!\n\nBooking #${String(booking.id)} for “${booking.tour}” (${booking.dates}) is confirmed. Tell the tourists where and when you meet, and attach files (a map, a checklist), on the meet page:\n${link}\n\nThe page also shows the tourists' arrival and departure details. The link is the key to it: do not share it with anyone else.\n\nThe Tourmarket team`,
      }
}

/**
 * To the booking's contact: the organizer saved the meeting info. The mail carries only the
 * link, never the organizer's text, so a meet page cannot relay a message to a stranger.
 */
export function touristMeetMail(
  to: string,
  booking: MeetMailBooking,
  link: string,
  locale: Locale,
): Email {
  return locale === 'ru'
    ? {
        to,
        subject: `Информация о встрече: ${booking.tour}`,
        text: `Здравствуйте!\n\nОрганизатор тура «${booking.tour}» (${booking.dates}) сообщил, где и когда вас встретят. Подробности — на странице бронирования:\n${link}\n\nКоманда Tourmarket`,
      }
    : {
        to,
        subject: `Meeting info: ${booking.tour}`,
        text: `Hello!\n\nThe organizer of “${booking.tour}” (${booking.dates}) has told you where and when you will meet. See the details on your booking page:\n${link}\n\nThe Tourmarket team`,
      }
}
