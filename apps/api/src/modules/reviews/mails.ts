import { isLocale } from '@tourmarket/domain/i18n'
import type { Locale } from '@tourmarket/domain/i18n'
import { localize } from '../../platform/i18n/localize.ts'
import type { Email } from '../../platform/mail/mailer.ts'
import type { DueInvitationRow } from './invitations-repository.ts'

/** §2 the review page of an invitation. */
export function reviewPagePath(uuid: string): string {
  return `/review/${uuid}`
}

function sameAddress(a: string, b: string | null): boolean {
  return b !== null && a.trim().toLowerCase() === b.trim().toLowerCase()
}

/**
 * The review link for the booking's contact, in the booking owner's language. As the booking
 * e-mails do, mail to an address that is not the account's own opens with a plain greeting and
 * carries no text the booker typed (issue 14 finding 6); the Russian link keeps the /ru prefix.
 */
export function composeReviewInvitationMail(
  row: DueInvitationRow,
  uuid: string,
  siteUrl: string,
): Email {
  const locale: Locale = isLocale(row.ownerLanguage) ? row.ownerLanguage : 'en-US'
  const tour = localize(locale, row.tourTitle, row.tourTitleRu)
  const dates = `${row.startDate} – ${row.endDate}`
  const ownAddress = sameAddress(row.contactEmail, row.ownerEmail)
  if (locale === 'ru') {
    const greeting = ownAddress ? row.contactFirstName : 'Здравствуйте'
    return {
      to: row.contactEmail,
      subject: `Как прошёл тур «${tour}»?`,
      text: `${greeting}, надеемся, поездка «${tour}» (${dates}) вам понравилась. Поставьте оценку и расскажите о ней другим путешественникам — отзыв можно будет изменить в течение 14 дней:\n${siteUrl}/ru${reviewPagePath(uuid)}`,
    }
  }
  const greeting = ownAddress ? row.contactFirstName : 'Hello'
  return {
    to: row.contactEmail,
    subject: `How was “${tour}”?`,
    text: `${greeting}, we hope you enjoyed “${tour}” (${dates}). Rate the trip and tell other travellers about it — you can edit your review for 14 days:\n${siteUrl}${reviewPagePath(uuid)}`,
  }
}
