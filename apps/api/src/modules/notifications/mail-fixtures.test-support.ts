import type { BookingMailFacts, UnreadMessagesMailFacts } from './mail-facts.ts'

/** A paid two-traveller booking, as the flows would gather it; tests override what they need. */
export function bookingFacts(overrides: Partial<BookingMailFacts> = {}): BookingMailFacts {
  return {
    locale: 'en-US',
    recipient: { email: 'anna@example.com', name: 'Anna', role: 'tourist' },
    booking: {
      id: 42,
      number: '42',
      pageUrl: 'https://tourmarket.test/booking/uuid/5b1c',
      voucherUrl: 'https://tourmarket.test/booking/uuid/5b1c/qr',
      meetUrl: null,
    },
    tour: { title: 'Lake Baikal on ice', url: 'https://tourmarket.test/tours/baikal-on-ice' },
    date: { start: '2026-06-10', end: '2026-06-14', startTime: '09:30' },
    travellers: [
      { firstName: 'Anna', lastName: 'Petrova' },
      { firstName: 'Ivan', lastName: 'Petrov' },
    ],
    money: {
      total: { amountMinor: 30_000, currency: 'USD' },
      paid: { amountMinor: 30_000, currency: 'USD' },
      due: { amountMinor: 0, currency: 'USD' },
      refund: null,
    },
    meetingPoint: 'Listvyanka pier, by the ticket office',
    organizer: { name: 'Baikal Trails', email: 'hello@baikal.test', phone: '+7 902 555-01-23' },
    reason: null,
    unsubscribeUrl: null,
    ...overrides,
  }
}

export function unreadFacts(
  overrides: Partial<UnreadMessagesMailFacts> = {},
): UnreadMessagesMailFacts {
  return {
    locale: 'en-US',
    recipient: { email: 'anna@example.com', name: 'Anna' },
    conversationUrl: 'https://tourmarket.test/chat/7',
    counterpartName: 'Baikal Trails',
    messages: [
      {
        excerpt: 'We meet at the pier at 9:30, warm boots please.',
        sentAt: '2026-06-01T10:15:00Z',
      },
      { excerpt: 'Hot tea is on us.', sentAt: '2026-06-01T10:16:00Z' },
    ],
    unsubscribeUrl: 'https://tourmarket.test/mail/unsubscribe?token=abc',
    ...overrides,
  }
}
