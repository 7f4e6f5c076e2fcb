import { isBrandCurrency } from '@tourmarket/domain/enums'
import { formatMoney, money } from '@tourmarket/domain/money'
import type { Email } from '../messages/mailer.ts'
import type { BookingMailFacts, BookingMailKind, MailMoney } from '../notifications/mail-facts.ts'

function amount({ amountMinor, currency }: MailMoney): string {
  return isBrandCurrency(currency)
    ? formatMoney(money(amountMinor, currency))
    : `${String(amountMinor / 100)} ${currency}`
}

type Texts = { readonly subject: string; readonly lines: readonly string[] }

function englishTexts(kind: BookingMailKind, facts: BookingMailFacts, greeting: string): Texts {
  const { tour, booking } = facts
  const dates = `${facts.date.start} – ${facts.date.end}`
  const trip = `“${tour.title}” (${dates})`
  const reason = facts.reason === null ? '' : ` Reason: ${facts.reason}`
  const refund = facts.money.refund === null ? '' : ` Refund: ${amount(facts.money.refund)}.`
  switch (kind) {
    case 'booking-created':
      return {
        subject: `Your booking: ${tour.title}`,
        lines: [
          `${greeting}, your booking of ${trip} is received. See what comes next at the link.`,
        ],
      }
    case 'booking-confirmed':
      return {
        subject: `Booking confirmed: ${tour.title}`,
        lines: [
          `${greeting}, the organizer confirmed your booking of ${trip}. You can pay for it now.`,
        ],
      }
    case 'booking-declined':
      return {
        subject: `Booking declined: ${tour.title}`,
        lines: [`${greeting}, the organizer could not confirm your booking of ${trip}.${reason}`],
      }
    case 'booking-paid':
      return {
        subject: `Payment received: ${tour.title}`,
        lines: [
          `${greeting}, we received your payment for ${trip}. Paid: ${amount(facts.money.paid)} of ${amount(facts.money.total)}.`,
        ],
      }
    case 'booking-cancelled':
      return {
        subject: `Booking cancelled: ${tour.title}`,
        lines: [`${greeting}, the booking of ${trip} is cancelled.${reason}${refund}`],
      }
    case 'booking-refunded':
      return {
        subject: `Refund sent: ${tour.title}`,
        lines: [`${greeting}, we sent your refund for ${trip}.${refund}`],
      }
    case 'trip-reminder':
      return {
        subject: `Your trip starts soon: ${tour.title}`,
        lines: [
          `${greeting}, your trip ${trip} starts on ${facts.date.start}.`,
          ...(facts.meetingPoint === null ? [] : [`Meeting: ${facts.meetingPoint}`]),
        ],
      }
    case 'organizer-new-request':
      return {
        subject: `New booking #${booking.number} to confirm: ${tour.title}`,
        lines: [`${greeting}, a tourist asks to book ${trip}. Confirm or decline the request.`],
      }
    case 'organizer-booking-paid':
      return {
        subject: `Booking #${booking.number} is paid: tell the tourists where to meet`,
        lines: [
          `${greeting}, booking #${booking.number} of ${trip} is paid (${amount(facts.money.paid)} of ${amount(facts.money.total)}).`,
          ...(booking.meetUrl === null
            ? []
            : [
                `Tell the tourists where and when you meet, and attach files (a map, a checklist), on the meet page:\n${booking.meetUrl}`,
                'The page also shows the tourists’ arrival and departure details. The link is the key to it: do not share it with anyone else.',
              ]),
        ],
      }
    case 'organizer-booking-cancelled':
      return {
        subject: `Booking #${booking.number} cancelled by the tourist: ${tour.title}`,
        lines: [
          `${greeting}, the tourist cancelled booking #${booking.number} of ${trip}.${reason}`,
        ],
      }
    default:
      return kind satisfies never
  }
}

function russianTexts(kind: BookingMailKind, facts: BookingMailFacts, greeting: string): Texts {
  const { tour, booking } = facts
  const trip = `«${tour.title}» (${facts.date.start} – ${facts.date.end})`
  const reason = facts.reason === null ? '' : ` Причина: ${facts.reason}`
  const refund = facts.money.refund === null ? '' : ` Возврат: ${amount(facts.money.refund)}.`
  switch (kind) {
    case 'booking-created':
      return {
        subject: `Бронирование: ${tour.title}`,
        lines: [`${greeting}, ваша заявка на тур ${trip} принята.`],
      }
    case 'booking-confirmed':
      return {
        subject: `Бронирование подтверждено: ${tour.title}`,
        lines: [
          `${greeting}, организатор подтвердил вашу заявку на тур ${trip}. Теперь её можно оплатить.`,
        ],
      }
    case 'booking-declined':
      return {
        subject: `Заявка отклонена: ${tour.title}`,
        lines: [`${greeting}, организатор не смог подтвердить заявку на тур ${trip}.${reason}`],
      }
    case 'booking-paid':
      return {
        subject: `Оплата получена: ${tour.title}`,
        lines: [
          `${greeting}, мы получили оплату за тур ${trip}. Оплачено: ${amount(facts.money.paid)} из ${amount(facts.money.total)}.`,
        ],
      }
    case 'booking-cancelled':
      return {
        subject: `Бронирование отменено: ${tour.title}`,
        lines: [`${greeting}, бронирование тура ${trip} отменено.${reason}${refund}`],
      }
    case 'booking-refunded':
      return {
        subject: `Возврат отправлен: ${tour.title}`,
        lines: [`${greeting}, мы отправили возврат за тур ${trip}.${refund}`],
      }
    case 'trip-reminder':
      return {
        subject: `Скоро поездка: ${tour.title}`,
        lines: [
          `${greeting}, ваш тур ${trip} начинается ${facts.date.start}.`,
          ...(facts.meetingPoint === null ? [] : [`Встреча: ${facts.meetingPoint}`]),
        ],
      }
    case 'organizer-new-request':
      return {
        subject: `Новая заявка №${booking.number} ждёт подтверждения: ${tour.title}`,
        lines: [
          `${greeting}, турист хочет забронировать тур ${trip}. Подтвердите или отклоните заявку.`,
        ],
      }
    case 'organizer-booking-paid':
      return {
        subject: `Заявка №${booking.number} оплачена: укажите место встречи`,
        lines: [
          `${greeting}, заявка №${booking.number} на тур ${trip} оплачена (${amount(facts.money.paid)} из ${amount(facts.money.total)}).`,
          ...(booking.meetUrl === null
            ? []
            : [
                `Сообщите туристам, где и когда вы встречаетесь, и приложите файлы (схему, памятку) на странице встречи:\n${booking.meetUrl}`,
                'На этой странице видны данные о прибытии и отъезде туристов. Ссылка — это ключ доступа: не пересылайте её посторонним.',
              ]),
        ],
      }
    case 'organizer-booking-cancelled':
      return {
        subject: `Турист отменил заявку №${booking.number}: ${tour.title}`,
        lines: [`${greeting}, турист отменил заявку №${booking.number} на тур ${trip}.${reason}`],
      }
    default:
      return kind satisfies never
  }
}

/**
 * One line of plain text per booking mail with the link: what the booking mails said before the
 * notifications module's templates (compose.ts) take over.
 */
export function composePlainBookingMail(
  kind: BookingMailKind,
  facts: BookingMailFacts,
): Omit<Email, 'to'> {
  const russian = facts.locale === 'ru'
  const greeting = facts.recipient.name ?? (russian ? 'Здравствуйте' : 'Hello')
  const texts = russian ? russianTexts(kind, facts, greeting) : englishTexts(kind, facts, greeting)
  return { subject: texts.subject, text: [...texts.lines, facts.booking.pageUrl].join('\n') }
}
