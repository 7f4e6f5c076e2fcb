// Issue 14 finding 6: a booking awaiting its prepayment holds seats for BOOKING_HOLD_MINUTES; then
// the system cancels it and the seats go back on sale, unless its owner is paying right now.
import type { Booking } from '@tourmarket/contracts'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bookingStatusChanges, paymentAttempts } from '../src/db/schema/index.ts'
import { createBookingsContext } from '../src/modules/bookings/context.ts'
import { composeBookingMail } from '../src/modules/notifications/compose.ts'
import { createMailer } from '../src/platform/mail/mailer.ts'
import { createOutboxRepository } from '../src/platform/mail/outbox-repository.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { enqueueOnlyQueue } from './job-queues.ts'
import {
  bookingBody,
  createBookableTour,
  createSignedInUser,
  freeSeatsOf,
} from './factories-bookings.ts'

const MINUTE = 60_000

describe.each(testDatabases)('unpaid holds expire on $name', (target) => {
  const harness = useAccountsHarness(target)

  /** The bookings services as they run `minutesLater` from now. */
  function bookingsAt(minutesLater: number) {
    return createBookingsContext({
      mailer: createMailer(harness.config.mail, createOutboxRepository(harness.db)),
      database: { db: harness.db },
      config: { ...harness.config, bookingHoldMinutes: 60 },
      jobs: enqueueOnlyQueue(harness.db, harness.config),
      compose: (kind, facts) => composeBookingMail(kind, facts, harness.config.brand),
      now: () => new Date(Date.now() + minutesLater * MINUTE),
    }).service
  }

  const freeSeats = (tourDateId: number) => freeSeatsOf(harness.db, tourDateId)

  async function bookTwo() {
    const user = await createSignedInUser(harness.db, harness.config)
    const tour = await createBookableTour(harness.db)
    const date = tour.dates[0]!
    const response = await harness.post('/crm/api/request/create', {
      token: user.token,
      body: bookingBody(date.id, 2),
    })
    expect(response.statusCode, response.body).toBe(200)
    const booking = response.json<Booking>()
    expect(booking.status).toBe(2)
    return { user, date, booking, seatsBefore: (await freeSeats(date.id)) + 2 }
  }

  async function statusOf(token: string, id: number): Promise<Booking> {
    const response = await harness.get(`/crm/api/request/get?id=${String(id)}`, { token })
    return response.json<Booking>()
  }

  it('cancels an unpaid booking past its hold as the system, returns its seats and tells the owner', async () => {
    const { user, date, booking, seatsBefore } = await bookTwo()

    expect(await bookingsAt(59).expireUnpaidHolds()).not.toContain(booking.id)
    expect((await statusOf(user.token, booking.id)).status).toBe(2)

    expect(await bookingsAt(61).expireUnpaidHolds()).toContain(booking.id)
    const expired = await statusOf(user.token, booking.id)
    expect(expired.status).toBe(7)
    expect(expired.invoices.map((invoice) => invoice.status)).toEqual([3])
    expect(await freeSeats(date.id)).toBe(seatsBefore)
    const [change] = await harness.db
      .select()
      .from(bookingStatusChanges)
      .where(
        and(eq(bookingStatusChanges.bookingId, booking.id), eq(bookingStatusChanges.toStatus, 7)),
      )
    expect(change).toMatchObject({ transition: 'expire-unpaid', actorKind: 'system' })
    const mails = await harness.outbox('anna.booker@example.com')
    expect(mails.map((mail) => mail.body).join('\n')).toContain(
      'The prepayment was not made in time',
    )

    // A second process running the same job finds nothing left to do.
    expect(await bookingsAt(62).expireUnpaidHolds()).not.toContain(booking.id)
    expect(await freeSeats(date.id)).toBe(seatsBefore)
  })

  it('keeps the seats of someone who opened a checkout in the last half hour', async () => {
    const { user, booking } = await bookTwo()
    await harness.db.insert(paymentAttempts).values({
      invoiceId: booking.invoices[0]!.id,
      provider: 'sandbox',
      providerSessionId: `cs_sandbox_${String(booking.id)}`,
      method: 'card',
      checkoutUrl: 'http://127.0.0.1/checkout',
      createdAt: new Date(Date.now() + 50 * MINUTE),
    })
    expect(await bookingsAt(61).expireUnpaidHolds()).not.toContain(booking.id)
    expect((await statusOf(user.token, booking.id)).status).toBe(2)
    expect(await bookingsAt(81).expireUnpaidHolds()).toContain(booking.id)
  })
})
