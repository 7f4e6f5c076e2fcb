import type { BookingMailKind } from '@tourmarket/domain/booking'
import { defaultBrandId, getBrand, type BrandId } from '@tourmarket/domain/brand'
import { createTranslator } from '@tourmarket/domain/i18n'
import type { Email, EmailAttachment } from '../../platform/mail/mailer.ts'
import { tripCalendarFile, voucherQrImage } from './mail-attachments.ts'
import { bookingMailContent, unreadMessagesMailContent, type MailContent } from './mail-content.ts'
import type { BookingMailFacts, UnreadMessagesMailFacts } from './mail-facts.ts'
import { mailHtml } from './mail-html.ts'
import { mailMessages } from './mail-messages.ts'
import { mailText } from './mail-text.ts'

/** The kinds that carry the trip: a calendar file and the voucher's QR code. */
const tripFileKinds: ReadonlySet<BookingMailKind> = new Set(['booking-paid', 'trip-reminder'])

/**
 * RFC 8058 one-click unsubscribe: mail clients show their own "Unsubscribe" and POST
 * `List-Unsubscribe=One-Click` to the link, which the storefront's unsubscribe page accepts.
 */
function unsubscribeHeaders(unsubscribeUrl: string | null): Email['headers'] {
  return unsubscribeUrl === null
    ? undefined
    : {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
}

async function email(
  to: string,
  content: MailContent,
  unsubscribeUrl: string | null,
  attachments: readonly EmailAttachment[],
): Promise<Email> {
  const headers = unsubscribeHeaders(unsubscribeUrl)
  return {
    to,
    subject: content.subject,
    text: mailText(content),
    html: await mailHtml(content),
    ...(attachments.length === 0 ? {} : { attachments }),
    ...(headers === undefined ? {} : { headers }),
  }
}

async function tripFiles(kind: BookingMailKind, facts: BookingMailFacts) {
  if (!tripFileKinds.has(kind)) return []
  const t = createTranslator(facts.locale, mailMessages)
  const files: EmailAttachment[] = [
    tripCalendarFile(facts, {
      startTime:
        facts.date.startTime === null ? null : `${t('label.startTime')}: ${facts.date.startTime}`,
      description: t('calendar.description', {
        number: facts.booking.number,
        url: facts.booking.pageUrl,
      }),
    }),
  ]
  return files
}

/**
 * A booking mail of a kind, designed (HTML) with a text part, in the recipient's language; the
 * paid and reminder mails carry the trip's .ics file and the voucher's QR code (inline, cid).
 * A mail with an unsubscribeUrl gets the List-Unsubscribe headers too.
 */
export async function composeBookingMail(
  kind: BookingMailKind,
  facts: BookingMailFacts,
  brand: BrandId = defaultBrandId,
): Promise<Email> {
  const content = bookingMailContent(kind, facts, getBrand(brand).projectName)
  const attachments = await tripFiles(kind, facts)
  if (content.voucher !== null && facts.booking.voucherUrl !== null) {
    attachments.push(
      await voucherQrImage(
        facts.booking.voucherUrl,
        content.voucher.qrContentId,
        facts.booking.number,
      ),
    )
  }
  return email(facts.recipient.email, content, facts.unsubscribeUrl, attachments)
}

/** The mail about chat messages left unread, one per conversation. */
export async function composeUnreadMessagesMail(
  facts: UnreadMessagesMailFacts,
  brand: BrandId = defaultBrandId,
): Promise<Email> {
  const content = unreadMessagesMailContent(facts, getBrand(brand).projectName)
  return email(facts.recipient.email, content, facts.unsubscribeUrl, [])
}
