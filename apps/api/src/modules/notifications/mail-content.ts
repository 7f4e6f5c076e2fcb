import type { BookingMailKind } from '@tourmarket/domain/booking'
import { isBrandCurrency } from '@tourmarket/domain/enums'
import { createTranslator, tripDatesText, type Locale } from '@tourmarket/domain/i18n'
import type { Translator } from '@tourmarket/domain/i18n'
import { formatMoney, money } from '@tourmarket/domain/money'
import { mailMessages } from './mail-messages.ts'
import type { BookingMailFacts, MailMoney, UnreadMessagesMailFacts } from './mail-facts.ts'

/** The Content-ID the HTML part shows the voucher's QR code by (`cid:`). */
export const VOUCHER_QR_CONTENT_ID = 'voucher-qr'

/** A labelled line of the details table: the tour, the dates, the travellers, an amount. */
export type MailDetail = {
  readonly label: string
  readonly value: string
  /** Makes the value a link (the tour's page). */
  readonly href?: string
  /** The amount the mail is about (what is due, the refund): set in bold. */
  readonly emphasis?: boolean
}

export type MailAction = { readonly label: string; readonly url: string }

/**
 * What one mail says, before it is written as HTML or as text: both parts are made from this, so
 * they cannot say different things.
 */
export type MailContent = {
  readonly locale: Locale
  readonly brandName: string
  readonly subject: string
  /** The line a mail client shows after the subject. */
  readonly preview: string
  readonly greeting: string
  readonly heading: string
  readonly paragraphs: readonly string[]
  readonly details: readonly MailDetail[]
  readonly money: readonly MailDetail[]
  /** Quoted text: the organizer's reason, the meeting information, unread chat messages. */
  readonly quotes: readonly { readonly label: string; readonly text: string }[]
  readonly voucher: {
    readonly qrContentId: string
    readonly qrAlt: string
    readonly caption: string
    readonly action: MailAction
  } | null
  /** The first is the main button. */
  readonly actions: readonly MailAction[]
  readonly footer: {
    readonly sentBecause: string
    readonly unsubscribe: MailAction | null
    readonly note: string | null
  }
}

function translatorFor(locale: Locale): Translator {
  return createTranslator(locale, mailMessages)
}

/** A day as every page writes a trip's dates: 'Jun 10, 2026', '10 июня 2026 г.'. */
export function mailDateText(date: string, locale: Locale): string {
  return tripDatesText(date, date, locale)
}

function datesText(facts: BookingMailFacts): string {
  return tripDatesText(facts.date.start, facts.date.end, facts.locale)
}

/** An amount as the site writes it; a currency the brand does not know still reads plainly. */
export function mailMoneyText(value: MailMoney): string {
  return isBrandCurrency(value.currency)
    ? formatMoney(money(value.amountMinor, value.currency))
    : `${(value.amountMinor / 100).toFixed(2)} ${value.currency}`
}

/** The kinds about a booking that will not take place: nothing is due on it any more. */
const cancelledKinds: ReadonlySet<BookingMailKind> = new Set([
  'booking-declined',
  'booking-cancelled',
  'booking-refunded',
  'organizer-booking-cancelled',
])
const voucherKinds: ReadonlySet<BookingMailKind> = new Set(['booking-paid', 'trip-reminder'])
const meetingKinds: ReadonlySet<BookingMailKind> = new Set([
  'booking-confirmed',
  'booking-paid',
  'trip-reminder',
  'organizer-booking-paid',
])

function moneyLines(kind: BookingMailKind, facts: BookingMailFacts, t: Translator): MailDetail[] {
  const { total, paid, due, refund } = facts.money
  const lines: MailDetail[] = [{ label: t('label.total'), value: mailMoneyText(total) }]
  if (paid.amountMinor > 0) lines.push({ label: t('label.paid'), value: mailMoneyText(paid) })
  if (due.amountMinor > 0 && !cancelledKinds.has(kind)) {
    lines.push({ label: t('label.due'), value: mailMoneyText(due), emphasis: true })
  }
  if (refund !== null) {
    lines.push({ label: t('label.refund'), value: mailMoneyText(refund), emphasis: true })
  }
  return lines
}

function organizerContact(facts: BookingMailFacts): string {
  return [facts.organizer.name, facts.organizer.phone, facts.organizer.email]
    .filter((part): part is string => part !== null && part !== '')
    .join(' · ')
}

/** What every booking mail of a kind says, from the facts the flow gathered. */
export function bookingMailContent(
  kind: BookingMailKind,
  facts: BookingMailFacts,
  brandName: string,
): MailContent {
  const t = translatorFor(facts.locale)
  const toOrganizer = facts.recipient.role === 'organizer'
  const params = {
    tour: facts.tour.title,
    number: facts.booking.number,
    organizer: facts.organizer.name,
    date: mailDateText(facts.date.start, facts.locale),
  }
  const lead = t(`${kind}.lead`, params)
  const details: MailDetail[] = [
    { label: t('label.tour'), value: facts.tour.title, href: facts.tour.url },
    {
      label: facts.date.end === facts.date.start ? t('label.date') : t('label.dates'),
      value: datesText(facts),
    },
  ]
  if (facts.date.startTime !== null) {
    details.push({ label: t('label.startTime'), value: facts.date.startTime })
  }
  details.push({ label: t('label.number'), value: facts.booking.number })
  if (facts.travellers.length > 0) {
    details.push({
      label: t('label.travellers'),
      value: facts.travellers.map((person) => `${person.firstName} ${person.lastName}`).join(', '),
    })
  }
  if (!toOrganizer) details.push({ label: t('label.organizer'), value: organizerContact(facts) })

  const quotes: { label: string; text: string }[] = []
  if (meetingKinds.has(kind)) {
    if (facts.meetingPoint !== null) {
      quotes.push({ label: t('label.meetingPoint'), text: facts.meetingPoint })
    } else if (!toOrganizer && kind !== 'booking-confirmed') {
      quotes.push({ label: t('label.meetingPoint'), text: t('label.meetingPointLater') })
    }
  }
  if (facts.reason !== null && facts.reason.trim() !== '') {
    quotes.push({ label: t('label.reason'), text: facts.reason })
  }

  const voucherUrl = facts.booking.voucherUrl
  const voucher =
    voucherKinds.has(kind) && voucherUrl !== null
      ? {
          qrContentId: VOUCHER_QR_CONTENT_ID,
          qrAlt: t('voucher.qrAlt', params),
          caption: t('voucher.caption'),
          action: { label: t('button.voucher'), url: voucherUrl },
        }
      : null

  const actions: MailAction[] = [
    { label: t(toOrganizer ? 'button.organizer' : 'button.tourist'), url: facts.booking.pageUrl },
  ]
  if (kind === 'organizer-booking-paid' && facts.booking.meetUrl !== null) {
    actions.push({ label: t('button.meet'), url: facts.booking.meetUrl })
  }

  return {
    locale: facts.locale,
    brandName,
    subject: t(`${kind}.subject`, params),
    preview: lead,
    greeting:
      facts.recipient.name === null || facts.recipient.name.trim() === ''
        ? t('greeting.anonymous')
        : t('greeting.named', { name: facts.recipient.name }),
    heading: t(`${kind}.heading`, params),
    paragraphs: [lead],
    details,
    money: moneyLines(kind, facts, t),
    quotes,
    voucher,
    actions,
    footer: {
      sentBecause: t('footer.sentBecause', { brand: brandName }),
      unsubscribe:
        facts.unsubscribeUrl === null
          ? null
          : { label: t('footer.unsubscribe'), url: facts.unsubscribeUrl },
      note: facts.unsubscribeUrl === null ? null : t('footer.essential'),
    },
  }
}

/** When a chat message was sent, in UTC since the recipient's time zone is not known. */
function sentAtText(sentAt: string, locale: Locale): string {
  const time = new Date(sentAt)
  if (Number.isNaN(time.getTime())) return sentAt
  const iso = time.toISOString()
  return `${mailDateText(iso.slice(0, 10), locale)}, ${iso.slice(11, 16)} UTC`
}

/** The mail about chat messages left unread: who wrote, what, and the way to the conversation. */
export function unreadMessagesMailContent(
  facts: UnreadMessagesMailFacts,
  brandName: string,
): MailContent {
  const t = translatorFor(facts.locale)
  const params = { name: facts.counterpartName, count: facts.messages.length }
  const lead = t('unread.lead', params)
  return {
    locale: facts.locale,
    brandName,
    subject: t('unread.subject', params),
    preview: facts.messages[0]?.excerpt ?? lead,
    greeting:
      facts.recipient.name === null || facts.recipient.name.trim() === ''
        ? t('greeting.anonymous')
        : t('greeting.named', { name: facts.recipient.name }),
    heading: t('unread.heading'),
    paragraphs: [lead],
    details: [],
    money: [],
    quotes: facts.messages.map((message) => ({
      label: sentAtText(message.sentAt, facts.locale),
      text: message.excerpt,
    })),
    voucher: null,
    actions: [{ label: t('unread.button'), url: facts.conversationUrl }],
    footer: {
      sentBecause: t('unread.sentBecause', { brand: brandName }),
      unsubscribe:
        facts.unsubscribeUrl === null
          ? null
          : { label: t('footer.unsubscribe'), url: facts.unsubscribeUrl },
      note: null,
    },
  }
}
