import type { Locale } from '@tourmarket/domain/i18n'
import type { Email } from '../../platform/mail/mailer.ts'

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
