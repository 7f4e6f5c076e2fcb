import type { Booking, TripPack } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bookingMeets, users } from '../src/db/schema/index.ts'
import { createBookingsContext } from '../src/modules/bookings/context.ts'
import { composeBookingMail } from '../src/modules/notifications/compose.ts'
import { createMailer } from '../src/platform/mail/mailer.ts'
import { createOutboxRepository } from '../src/platform/mail/outbox-repository.ts'
import type { AccountsHarness } from './accounts-harness.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import {
  bookingBody,
  createBookableTour,
  createOrganizerOwner,
  createSignedInUser,
} from './factories-bookings.ts'
import { addRoutePlace, createCity } from './factories.ts'
import { createTourProgram } from './factories-tours.ts'
import { enqueueOnlyQueue } from './job-queues.ts'

type ErrorAnswer = { code: string }

/** Records the booking's first invoice paid, as the payments module does when the provider says so. */
async function payFor(harness: AccountsHarness, booking: Booking): Promise<void> {
  const bookings = createBookingsContext({
    mailer: createMailer(harness.config.mail, createOutboxRepository(harness.db)),
    database: { db: harness.db },
    config: harness.config,
    jobs: enqueueOnlyQueue(harness.db, harness.config),
    compose: (kind, facts) => composeBookingMail(kind, facts, harness.config.brand),
  })
  const outcome = await bookings.service.recordInvoicePaid({
    invoiceId: booking.next_invoice!.id,
    paidAt: new Date(),
    providerEventId: `evt_trip_pack_${String(booking.id)}`,
  })
  expect(outcome.outcome).toBe('paid')
}

describe.each(testDatabases)('issue 44 item 6: request/trip-pack on $name', (target) => {
  const harness = useAccountsHarness(target)

  /** A tour of two route cities with a three-day program, its owner account, and a booking. */
  async function booked() {
    const { organizer, account: organizerAccount } = await createOrganizerOwner(
      harness.db,
      harness.config,
    )
    // Phone numbers are unique: one per test's owner account.
    const organizerPhone = `+1202555${String(organizerAccount.id % 10_000).padStart(4, '0')}`
    await harness.db
      .update(users)
      .set({ phone: organizerPhone })
      .where(eq(users.id, organizerAccount.id))
    const tour = await createBookableTour(harness.db, {
      organizerId: organizer.id,
      meetingPoint: 'North pier',
      meetingPointRu: 'Северный причал',
    })
    const second = await createCity(harness.db, {
      name: 'Kazbegi',
      nameRu: 'Казбеги',
      latitude: 42.66,
      longitude: 44.64,
    })
    await addRoutePlace(harness.db, tour.id, 1, second)
    await createTourProgram(harness.db, tour.id, {
      days: [{ title: 'Arrival' }, { title: 'Up to Kazbegi' }, { title: 'A free day' }],
    })
    const owner = await createSignedInUser(harness.db, harness.config)
    const response = await harness.post('/crm/api/request/create', {
      token: owner.token,
      body: bookingBody(tour.dates[0]!.id, 2),
    })
    expect(response.statusCode, response.body).toBe(200)
    return {
      tour,
      organizer,
      organizerAccount,
      organizerPhone,
      owner,
      booking: response.json<Booking>(),
    }
  }

  const tripPack = (id: number, token?: string) =>
    harness.get(`/crm/api/request/trip-pack?id=${String(id)}`, token === undefined ? {} : { token })

  it('gives the owner of a paid booking the program with places, the meeting and the contacts', async () => {
    const { tour, organizerAccount, organizerPhone, owner, booking } = await booked()
    await payFor(harness, booking)
    // What the organizer saved on the meet page (its key is not this test's subject).
    await harness.db.insert(bookingMeets).values({
      bookingId: booking.id,
      keyHash: `trip-pack-test-${String(booking.id)}`,
      keyExpiresAt: new Date(Date.now() + 86_400_000),
      meetingText: 'Meet at the north pier at 9:00.',
      savedAt: new Date(),
    })

    const response = await tripPack(booking.id, owner.token)
    expect(response.statusCode, response.body).toBe(200)
    const pack = response.json<TripPack>()
    expect(pack).toMatchObject({
      id: booking.id,
      uuid: booking.uuid,
      tour: { id: tour.id, slug: tour.slug },
      start: booking.tour_date.start,
      end: booking.tour_date.end,
      travellers: booking.tourists.map((tourist) => tourist.full_name),
      meeting_point: { text: 'North pier' },
      meet: { text: 'Meet at the north pier at 9:00.' },
      organizer: { email: organizerAccount.email, phone: organizerPhone },
    })
    const places = pack.program?.days.map((day) => day.place?.name)
    expect(places?.[1]).toBe('Kazbegi')
    expect(places?.[2]).toBe('Kazbegi')
    expect(places?.[0]).not.toBe('Kazbegi')
    expect(pack.program?.days[1]?.place).toMatchObject({ latitude: 42.66, longitude: 44.64 })
  })

  it('is the owner’s alone: another tourist, the organizer and an admin are refused', async () => {
    const { organizer, owner, booking } = await booked()
    await payFor(harness, booking)
    const stranger = await createSignedInUser(harness.db, harness.config)
    const admin = await createSignedInUser(harness.db, harness.config, { isAdminAuth: true })
    const organizerUser = await createSignedInUser(harness.db, harness.config, {
      organizerId: organizer.id,
    })
    for (const caller of [stranger, admin, organizerUser]) {
      const refused = await tripPack(booking.id, caller.token)
      expect(refused.statusCode, refused.body).toBe(403)
      expect(refused.json<ErrorAnswer>().code).toBe('forbidden')
    }
    expect((await tripPack(booking.id)).statusCode).toBe(401)
    const unknown = await tripPack(booking.id + 100_000, owner.token)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json<ErrorAnswer>().code).toBe('booking_not_found')
    const badId = await harness.get('/crm/api/request/trip-pack?id=abc', { token: owner.token })
    expect(badId.statusCode).toBe(400)
    expect(badId.body).toContain('id')
  })

  it('waits for the payment, and ends with a cancellation', async () => {
    const { owner, booking } = await booked()
    const unpaid = await tripPack(booking.id, owner.token)
    expect(unpaid.statusCode, unpaid.body).toBe(409)
    expect(unpaid.json<ErrorAnswer>().code).toBe('booking_not_paid')

    await payFor(harness, booking)
    expect((await tripPack(booking.id, owner.token)).statusCode).toBe(200)
    const cancel = await harness.post('/crm/api/request/cancel', {
      token: owner.token,
      body: { id: booking.id, message: 'Plans changed' },
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    const canceled = await tripPack(booking.id, owner.token)
    expect(canceled.statusCode).toBe(409)
    expect(canceled.json<ErrorAnswer>().code).toBe('booking_not_paid')
  })
})
