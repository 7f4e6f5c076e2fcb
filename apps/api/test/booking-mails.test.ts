// Issue 38: every booking mail is a job written with the change that causes it, sent from the
// booking as it is when the job runs, to the tourist and to the organizer's accounts as each needs.
import type { Booking } from '@tourmarket/contracts'
import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bookingRequests, jobs, outboxMessages, tourDates } from '../src/db/schema/index.ts'
import { createBookingsContext } from '../src/modules/bookings/context.ts'
import { composeBookingMail } from '../src/modules/notifications/compose.ts'
import { createMailer } from '../src/platform/mail/mailer.ts'
import { createOutboxRepository } from '../src/platform/mail/outbox-repository.ts'
import { testDatabases } from './databases.ts'
import { daysFromToday } from './factories.ts'
import type { SignedInUser } from './factories-bookings.ts'
import { enqueueOnlyQueue } from './job-queues.ts'
import { usePaymentsHarness } from './payments-harness.ts'

const contactEmail = 'anna.booker@example.com'
const meetLink = /\/meet\?key=[A-Za-z0-9_-]{43}/

describe.each(testDatabases)('booking mails on $name', (target) => {
  const harness = usePaymentsHarness(target)

  /** The mails about one booking, oldest first, once the jobs due now have run. */
  async function mailsAbout(booking: Booking) {
    await harness.app.jobs.drain()
    const aboutIt = new RegExp(`\\bbooking ${String(booking.id)}\\b`, 'i')
    const rows = await harness.db.select().from(outboxMessages).orderBy(outboxMessages.id)
    return rows
      .filter((row) => aboutIt.test(row.subject ?? ''))
      .map((row) => ({ to: row.recipient, subject: row.subject ?? '', body: row.body }))
  }

  async function organizerOf(booking: Booking): Promise<SignedInUser> {
    const [row] = await harness.db
      .select({ organizerId: bookingRequests.organizerId })
      .from(bookingRequests)
      .where(eq(bookingRequests.id, booking.id))
    return harness.signedInUser({ organizerId: row!.organizerId })
  }

  async function payNextInvoice(booking: Booking): Promise<Booking> {
    const checkout = await harness.checkoutOf(booking)
    const page = await harness.submitCard(harness.checkoutPath(checkout), {
      card_number: '4242 4242 4242 4242',
    })
    expect(page.statusCode).toBe(303)
    return harness.bookingByUuid(booking.uuid)
  }

  const reminderOf = async (booking: Booking) =>
    (
      await harness.db
        .select()
        .from(jobs)
        .where(like(jobs.key, `booking-mail:${String(booking.id)}:trip-reminder:%`))
    )[0]

  /** Makes the reminder due now, as the days passing would. */
  async function reminderDueNow(booking: Booking): Promise<void> {
    await harness.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(
        and(
          like(jobs.key, `booking-mail:${String(booking.id)}:trip-reminder:%`),
          eq(jobs.status, 'pending'),
        ),
      )
  }

  it('paid, then cancelled by the tourist: who is told what, and when', async () => {
    const tourist = await harness.signedInUser()
    const booking = await harness.book(tourist, { startDate: daysFromToday(60) })
    const organizer = await organizerOf(booking)
    expect(await mailsAbout(booking)).toEqual([
      expect.objectContaining({ to: contactEmail, subject: expect.stringMatching(/received/) }),
    ])

    await payNextInvoice(booking)
    const afterPayment = await mailsAbout(booking)
    expect(afterPayment.map((mail) => [mail.to, mail.subject])).toEqual([
      [contactEmail, expect.stringMatching(/received/)],
      [contactEmail, expect.stringMatching(/paid/)],
      [organizer.email, expect.stringMatching(/paid/)],
    ])
    // The organizer's paid mail carries the meet page's link; nothing before the payment did.
    expect(afterPayment[2]?.body).toMatch(meetLink)
    expect(afterPayment.slice(0, 2).some((mail) => meetLink.test(mail.body))).toBe(false)
    // The contact address is not the account's own: no name the booker typed goes there
    // (issue 14 finding 6); the organizer's accounts see the travellers.
    expect(afterPayment[1]?.body).not.toContain('Tourist1')
    expect(afterPayment[2]?.body).toContain('Tourist1')
    // The reminder waits for three days before the start.
    const reminder = await reminderOf(booking)
    expect(reminder?.status).toBe('pending')
    expect(reminder?.runAt.toISOString().slice(0, 10)).toBe(daysFromToday(57))

    await harness.cancel(tourist, booking)
    const afterCancel = (await mailsAbout(booking)).slice(afterPayment.length)
    expect(afterCancel.map((mail) => [mail.to, mail.subject])).toEqual([
      [contactEmail, expect.stringMatching(/cancelled/)],
      [organizer.email, expect.stringMatching(/cancelled/)],
      // The sandbox refunds at once: the refund's own mail follows.
      [contactEmail, expect.stringMatching(/Refund/)],
    ])

    // Its day come, the reminder of a cancelled booking sends nothing.
    const before = (await mailsAbout(booking)).length
    await reminderDueNow(booking)
    expect(await mailsAbout(booking)).toHaveLength(before)
    expect((await reminderOf(booking))?.status).toBe('done')
  })

  it('the reminder of a booking still paid goes out on its day', async () => {
    const tourist = await harness.signedInUser()
    const booking = await payNextInvoice(
      await harness.book(tourist, { startDate: daysFromToday(45) }),
    )
    await reminderDueNow(booking)
    await harness.app.jobs.drain()
    const reminders = (await harness.db.select().from(outboxMessages)).filter(
      (row) => /trip starts/i.test(row.subject ?? '') && row.subject?.endsWith(booking.tour.name),
    )
    expect(reminders.map((row) => row.recipient)).toEqual([contactEmail])
    expect((await reminderOf(booking))?.status).toBe('done')
  })

  it('a paid booking moved to another day: the old day’s reminder sends nothing, the new day’s waits and sends', async () => {
    const tourist = await harness.signedInUser()
    const booking = await payNextInvoice(
      await harness.book(tourist, { startDate: daysFromToday(45) }),
    )
    const reminderFor = async (startDate: string) =>
      (
        await harness.db
          .select()
          .from(jobs)
          .where(eq(jobs.key, `booking-mail:${String(booking.id)}:trip-reminder:${startDate}`))
      )[0]
    const tripReminders = async () =>
      (await harness.db.select().from(outboxMessages)).filter(
        (row) => /trip starts/i.test(row.subject ?? '') && row.subject?.endsWith(booking.tour.name),
      )
    expect((await reminderFor(daysFromToday(45)))?.status).toBe('pending')

    // No endpoint moves a paid booking yet (the owner moves only unpaid ones): its date moves
    // here as a mover would, writing the event a date change writes.
    const config = harness.config
    const beside = createBookingsContext({
      mailer: createMailer(config.mail, createOutboxRepository(harness.db)),
      database: { db: harness.db },
      config,
      jobs: enqueueOnlyQueue(harness.db, config),
      compose: (kind, facts) => composeBookingMail(kind, facts, config.brand),
    })
    const [row] = await harness.db
      .select({ tourDateId: bookingRequests.tourDateId })
      .from(bookingRequests)
      .where(eq(bookingRequests.id, booking.id))
    await harness.db
      .update(tourDates)
      .set({ startDate: daysFromToday(50), endDate: daysFromToday(56) })
      .where(eq(tourDates.id, row!.tourDateId))
    await beside.mails.enqueue(harness.db, booking.id, {
      event: 'date-changed',
      startDate: daysFromToday(50),
      paid: true,
    })

    // The old day comes: its reminder runs and sends nothing.
    await harness.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.key, `booking-mail:${String(booking.id)}:trip-reminder:${daysFromToday(45)}`))
    await harness.app.jobs.drain()
    expect((await reminderFor(daysFromToday(45)))?.status).toBe('done')
    expect(await tripReminders()).toEqual([])

    // The new day's reminder waits for three days before the new start, then goes out once.
    const moved = await reminderFor(daysFromToday(50))
    expect(moved?.status).toBe('pending')
    expect(moved?.runAt.toISOString().slice(0, 10)).toBe(daysFromToday(47))
    await reminderDueNow(booking)
    await harness.app.jobs.drain()
    expect((await tripReminders()).map((mail) => mail.recipient)).toEqual([contactEmail])
    expect((await reminderFor(daysFromToday(50)))?.status).toBe('done')
  })

  it('a request awaiting confirmation asks the organizer; a decline tells the tourist', async () => {
    const tourist = await harness.signedInUser()
    const booking = await harness.book(tourist, { notGuaranteed: true })
    const organizer = await organizerOf(booking)
    expect((await mailsAbout(booking)).map((mail) => [mail.to, mail.subject])).toEqual([
      [contactEmail, expect.stringMatching(/received/)],
      [organizer.email, expect.stringMatching(/to confirm/)],
    ])
    const declined = await harness.app.inject({
      method: 'POST',
      url: '/crm/api/request/cancel',
      headers: { 'x-authorization': `Bearer ${organizer.token}` },
      payload: { id: booking.id, message: 'Fully booked that week.', notify_client: true },
    })
    expect(declined.statusCode, declined.body).toBe(200)
    const last = (await mailsAbout(booking)).at(-1)
    expect(last).toMatchObject({ to: contactEmail, subject: expect.stringMatching(/declined/) })
  })
})
