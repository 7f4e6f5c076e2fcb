import { isBrandCurrency } from '@tourmarket/domain/enums'
import { isLocale } from '@tourmarket/domain/i18n'
import { formatMoney, money } from '@tourmarket/domain/money'
import type { Locale } from '@tourmarket/domain/i18n'
import { localize } from '../../lib/localize.ts'
import type { Mailer } from '../messages/mailer.ts'
import type { BookingRecord } from './repository.ts'

export type BookingNotificationsOptions = {
  mailer: Mailer
  /** The storefront's origin. */
  siteUrl: string
  /** §2 booking pages' base path (BOOKING_BASE_PATH). */
  bookingBasePath: string
  /** A failed e-mail must not undo a booking that is already saved; it is logged instead. */
  reportError: (error: unknown) => void
}

/** The booking's page by its link: `/{booking}/uuid/{uuid}`. */
export function bookingPagePath(bookingBasePath: string, uuid: string): string {
  return `/${bookingBasePath}/uuid/${uuid}`
}

function amount(amountMinor: number, currency: string): string {
  return isBrandCurrency(currency)
    ? formatMoney(money(amountMinor, currency))
    : `${String(amountMinor / 100)} ${currency}`
}

type Texts = { subject: string; text: string }

function sameAddress(a: string, b: string | null): boolean {
  return b !== null && a.trim().toLowerCase() === b.trim().toLowerCase()
}

/**
 * The e-mails decision 0016 sends to the booking's contact address: created, confirmed, paid,
 * cancelled, each with the link to the booking, in the owner's language.
 */
export function createBookingNotifications(options: BookingNotificationsOptions) {
  const { mailer, siteUrl, bookingBasePath, reportError } = options

  async function send(record: BookingRecord, compose: (context: MailContext) => Texts) {
    const locale: Locale = isLocale(record.ownerLanguage) ? record.ownerLanguage : 'en-US'
    const context: MailContext = {
      locale,
      tour: localize(locale, record.tour.title, record.tour.titleRu),
      dates: `${record.date.startDate} – ${record.date.endDate}`,
      link: `${siteUrl}${bookingPagePath(bookingBasePath, record.booking.uuid)}`,
      // Mail to an address that is not the account's own carries no text the booker typed, so a
      // booking cannot relay a message to a stranger (issue 14 finding 6).
      greeting: sameAddress(record.booking.contactEmail, record.ownerEmail)
        ? record.booking.contactFirstName
        : locale === 'ru'
          ? 'Здравствуйте'
          : 'Hello',
    }
    try {
      await mailer.send({ to: record.booking.contactEmail, ...compose(context) })
    } catch (error) {
      reportError(error)
    }
  }

  return {
    created(record: BookingRecord): Promise<void> {
      const waits = record.booking.status === 1
      return send(record, ({ locale, tour, dates, link, greeting }) =>
        locale === 'ru'
          ? {
              subject: `Бронирование: ${tour}`,
              text: `${greeting}, ваша заявка на тур «${tour}» (${dates}) принята. ${waits ? 'Организатор подтвердит её в ближайшее время.' : 'Места за вами; оплатите бронирование по ссылке.'}\n${link}`,
            }
          : {
              subject: `Your booking: ${tour}`,
              text: `${greeting}, your booking of “${tour}” (${dates}) is received. ${waits ? 'The organizer will confirm it shortly.' : 'Your places are held; pay for the booking at the link.'}\n${link}`,
            },
      )
    },

    confirmed(record: BookingRecord): Promise<void> {
      return send(record, ({ locale, tour, dates, link, greeting }) =>
        locale === 'ru'
          ? {
              subject: `Бронирование подтверждено: ${tour}`,
              text: `${greeting}, организатор подтвердил вашу заявку на тур «${tour}» (${dates}). Теперь её можно оплатить:\n${link}`,
            }
          : {
              subject: `Booking confirmed: ${tour}`,
              text: `${greeting}, the organizer confirmed your booking of “${tour}” (${dates}). You can pay for it now:\n${link}`,
            },
      )
    },

    paid(record: BookingRecord, paidMinor: number): Promise<void> {
      const sum = amount(paidMinor, record.booking.currency)
      return send(record, ({ locale, tour, dates, link, greeting }) =>
        locale === 'ru'
          ? {
              subject: `Оплата получена: ${tour}`,
              text: `${greeting}, мы получили оплату ${sum} за тур «${tour}» (${dates}).\n${link}`,
            }
          : {
              subject: `Payment received: ${tour}`,
              text: `${greeting}, we received your payment of ${sum} for “${tour}” (${dates}).\n${link}`,
            },
      )
    },

    cancelled(record: BookingRecord, reason: string): Promise<void> {
      return send(record, ({ locale, tour, dates, link, greeting }) =>
        locale === 'ru'
          ? {
              subject: `Бронирование отменено: ${tour}`,
              text: `${greeting}, бронирование тура «${tour}» (${dates}) отменено. Причина: ${reason}\n${link}`,
            }
          : {
              subject: `Booking cancelled: ${tour}`,
              text: `${greeting}, the booking of “${tour}” (${dates}) is cancelled. Reason: ${reason}\n${link}`,
            },
      )
    },
  }
}

type MailContext = {
  readonly locale: Locale
  readonly tour: string
  readonly dates: string
  readonly link: string
  /** How the mail opens: the contact's first name, or a plain greeting (see send). */
  readonly greeting: string
}

export type BookingNotifications = ReturnType<typeof createBookingNotifications>
