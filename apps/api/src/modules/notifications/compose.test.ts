import { bookingMailKinds } from '@tourmarket/domain/booking'
import { describe, expect, it } from 'vitest'
import { composeBookingMail, composeUnreadMessagesMail } from './compose.ts'
import { bookingFacts, unreadFacts } from './mail-fixtures.test-support.ts'

const organizerFacts = (locale: 'en-US' | 'ru') =>
  bookingFacts({
    locale,
    recipient: { email: 'org@example.com', name: 'Oleg', role: 'organizer' },
    booking: {
      id: 42,
      number: '42',
      pageUrl: 'https://tourmarket.test/organizer/bookings/42',
      voucherUrl: null,
      meetUrl: 'https://tourmarket.test/meet/42?key=k',
    },
  })

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

describe.each(['en-US', 'ru'] as const)('booking mails in %s', (locale) => {
  it.each(bookingMailKinds)(
    '%s: subject, text part and HTML say what the booking is',
    async (kind) => {
      const toOrganizer = kind.startsWith('organizer-')
      const facts = toOrganizer ? organizerFacts(locale) : bookingFacts({ locale })
      const mail = await composeBookingMail(kind, facts)
      expect(mail.to).toBe(facts.recipient.email)
      // The reminder's subject names the day instead of the number.
      expect(mail.subject).toContain(
        kind !== 'trip-reminder' ? '42' : locale === 'ru' ? '10 июня 2026 г.' : 'Jun 10, 2026',
      )
      expect(mail.subject).toContain('Lake Baikal on ice')
      expect(mail.text).toContain('Anna Petrova, Ivan Petrov')
      expect(mail.text).toContain('US$300')
      expect(mail.text).toContain(facts.booking.pageUrl)
      expect(mail.text).toContain(locale === 'ru' ? '10–14 июня 2026 г.' : 'Jun 10 – 14, 2026')
      expect(mail.html).toContain(`href="${facts.booking.pageUrl}"`)
      expect(mail.html).toContain(`href="${facts.tour.url}"`)
      expect(mail.html).toContain(`lang="${locale === 'ru' ? 'ru' : 'en'}"`)
    },
  )

  it('the paid mail shows the meeting point and carries the .ics file and the voucher QR', async () => {
    const mail = await composeBookingMail('booking-paid', bookingFacts({ locale }))
    expect(mail.text).toContain('Listvyanka pier, by the ticket office')
    expect(mail.text).toContain('hello@baikal.test')
    const calendar = mail.attachments?.find((file) => file.fileName.endsWith('.ics'))
    const ics = calendar?.content.toString('utf8') ?? ''
    expect(ics).toMatch(/^BEGIN:VCALENDAR/)
    expect(ics).toContain('DTSTART;VALUE=DATE:20260610')
    expect(ics).toContain('DTEND;VALUE=DATE:20260615')
    expect(ics).toContain('SUMMARY:Lake Baikal on ice')
    const qr = mail.attachments?.find((file) => file.contentType === 'image/png')
    expect(qr?.content.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
    expect(qr?.contentId).toBeDefined()
    expect(mail.html).toContain(`src="cid:${String(qr?.contentId)}"`)
  })

  it('a reminder without a meeting point says it will come; due and paid amounts show', async () => {
    const mail = await composeBookingMail(
      'trip-reminder',
      bookingFacts({
        locale,
        meetingPoint: null,
        money: {
          total: { amountMinor: 1_350_000, currency: 'RUB' },
          paid: { amountMinor: 500_000, currency: 'RUB' },
          due: { amountMinor: 850_000, currency: 'RUB' },
          refund: null,
        },
        unsubscribeUrl: 'https://tourmarket.test/mail/unsubscribe?token=t',
      }),
    )
    expect(mail.text).toContain(
      locale === 'ru'
        ? 'Организатор сообщит место встречи до начала поездки.'
        : 'The organizer will write where to meet before the trip.',
    )
    expect(mail.text).toContain('13\u00a0500\u00a0₽')
    expect(mail.text).toContain('8\u00a0500\u00a0₽')
    expect(mail.text).toContain('https://tourmarket.test/mail/unsubscribe?token=t')
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://tourmarket.test/mail/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('a cancelled paid booking shows the refund and nothing due, and no unsubscribe link', async () => {
    const mail = await composeBookingMail(
      'booking-cancelled',
      bookingFacts({
        locale,
        money: {
          total: { amountMinor: 30_000, currency: 'USD' },
          paid: { amountMinor: 30_000, currency: 'USD' },
          due: { amountMinor: 30_000, currency: 'USD' },
          refund: { amountMinor: 15_000, currency: 'USD' },
        },
      }),
    )
    expect(mail.text).toContain(locale === 'ru' ? 'Возврат: US$150' : 'Refund: US$150')
    expect(mail.text).not.toContain(locale === 'ru' ? 'К оплате' : 'Due:')
    expect(mail.headers).toBeUndefined()
    expect(mail.attachments).toBeUndefined()
  })

  it('the organizer’s paid mail links to the booking and the meet page, not to a voucher', async () => {
    const mail = await composeBookingMail('organizer-booking-paid', organizerFacts(locale))
    expect(mail.html).toContain('href="https://tourmarket.test/meet/42?key=k"')
    expect(mail.text).toContain('https://tourmarket.test/meet/42?key=k')
    expect(mail.attachments).toBeUndefined()
  })

  it('the unread-messages mail quotes the messages and links to the conversation', async () => {
    const mail = await composeUnreadMessagesMail(unreadFacts({ locale }))
    expect(mail.subject).toBe(
      locale === 'ru' ? '2 новых сообщения от Baikal Trails' : '2 new messages from Baikal Trails',
    )
    expect(mail.text).toContain('Hot tea is on us.')
    expect(mail.html).toContain('href="https://tourmarket.test/chat/7"')
    expect(mail.headers?.['List-Unsubscribe']).toBe(
      '<https://tourmarket.test/mail/unsubscribe?token=abc>',
    )
  })
})

it('writes no typed name to an address that is not the account’s own', async () => {
  const mail = await composeBookingMail(
    'booking-created',
    bookingFacts({ recipient: { email: 'x@example.com', name: null, role: 'tourist' } }),
  )
  expect(mail.text.startsWith('Hello,\n')).toBe(true)
})
