// Issue 43: the console moves a booking to another date and sends a booking mail again. Each
// endpoint for every caller, allowed and refused, on both databases; the seats after a move, a
// move refused for a full date (and each other refusal naming its field), a move racing a
// booking of the last seats; the tourist's mail of the new date; a resend once per form key, to
// the booking's address as it is now, in the history and the audit log.
import type { AdminBooking, AdminBookingHistory, Booking } from '@tourmarket/contracts'
import type { StaffRole } from '@tourmarket/domain/console'
import { and, asc, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  auditLog,
  bookingRequests,
  jobs,
  outboxMessages,
  tourDates,
} from '../src/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import { daysFromToday } from './factories.ts'
import type { TourDateOverrides } from './factories.ts'
import { bookingBody, createBookableTour, freeSeatsOf, futureDate } from './factories-bookings.ts'
import type { SignedInUser } from './factories-bookings.ts'
import { usePaymentsHarness } from './payments-harness.ts'

type Caller = 'visitor' | 'tourist' | 'organizer' | 'staff without a role' | StaffRole

const callers: Caller[] = [
  'visitor',
  'tourist',
  'organizer',
  'staff without a role',
  'admin',
  'support',
  'content',
  'finance',
]

describe.each(testDatabases)(
  'console date change and mail resend on $name (issue 43)',
  (target) => {
    const harness = usePaymentsHarness(target)

    async function signedInAs(caller: Exclude<Caller, 'visitor'>): Promise<SignedInUser> {
      switch (caller) {
        case 'tourist':
          return harness.signedInUser()
        case 'organizer':
          return harness.signedInUser({ organizerId: 1 })
        case 'staff without a role':
          return harness.signedInUser({ isAdminAuth: true, staffRole: null })
        default:
          return harness.signedInUser({ staffRole: caller })
      }
    }

    function post(url: string, user: SignedInUser | null, payload: Record<string, unknown>) {
      return harness.app.inject({
        method: 'POST',
        url,
        headers: user === null ? {} : { 'x-authorization': `Bearer ${user.token}` },
        payload,
      })
    }

    function get(url: string, user: SignedInUser) {
      return harness.app.inject({
        method: 'GET',
        url,
        headers: { 'x-authorization': `Bearer ${user.token}` },
      })
    }

    /** A fresh tour with these dates and a booking of `travellers` on its first. */
    async function bookedTour(
      dates: TourDateOverrides[],
      travellers = 2,
    ): Promise<{ booking: Booking; dateIds: number[] }> {
      const tour = await createBookableTour(harness.db, { dates: dates.map(futureDate) })
      const owner = await harness.signedInUser()
      const response = await harness.app.inject({
        method: 'POST',
        url: '/crm/api/request/create',
        headers: { 'x-authorization': `Bearer ${owner.token}` },
        payload: bookingBody(tour.dates[0]!.id, travellers),
      })
      expect(response.statusCode, response.body).toBe(200)
      return { booking: response.json<Booking>(), dateIds: tour.dates.map((date) => date.id) }
    }

    const twoDates = () => [
      { startDate: daysFromToday(40), endDate: daysFromToday(46) },
      // Another price on the new date: a move keeps what the tourist agreed.
      {
        startDate: daysFromToday(70),
        endDate: daysFromToday(76),
        basePriceMinor: 150_000,
        priceMinor: 150_000,
      },
    ]

    async function historyOf(bookingId: number, user: SignedInUser) {
      const response = await get(`/crm/api/admin/booking/history?id=${String(bookingId)}`, user)
      expect(response.statusCode, response.body).toBe(200)
      return response.json<AdminBookingHistory>().data
    }

    function changeDate(user: SignedInUser | null, id: number, tourDateId: number) {
      return post('/crm/api/admin/booking/change-date', user, { id, tour_date_id: tourDateId })
    }

    function resend(user: SignedInUser | null, id: number, mailId: number, key: string) {
      return post('/crm/api/admin/booking/resend-mail', user, {
        id,
        mail_id: mailId,
        idempotency_key: key,
      })
    }

    async function firstMailId(bookingId: number): Promise<number> {
      const [row] = await harness.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(like(jobs.key, `booking-mail:${String(bookingId)}:booking-created%`))
      if (row === undefined) throw new Error('The booking has no created mail')
      return row.id
    }

    async function auditActions(bookingId: number) {
      return harness.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectKind, 'booking'), eq(auditLog.objectId, String(bookingId))))
        .orderBy(asc(auditLog.id))
    }

    it('admin/booking/change-date: admin and support move the booking; everyone else is refused and nothing moves', async () => {
      for (const caller of callers) {
        const { booking, dateIds } = await bookedTour(twoDates())
        const allowed = caller === 'admin' || caller === 'support'
        const user = caller === 'visitor' ? null : await signedInAs(caller)
        const response = await changeDate(user, booking.id, dateIds[1]!)
        expect(response.statusCode, `${caller}: ${response.body}`).toBe(
          caller === 'visitor' ? 401 : allowed ? 200 : 403,
        )
        if (!allowed && caller !== 'visitor') {
          expect(response.json<{ code: string }>().code).toBe('forbidden')
        }
        const [stored] = await harness.db
          .select({ tourDateId: bookingRequests.tourDateId })
          .from(bookingRequests)
          .where(eq(bookingRequests.id, booking.id))
        expect(stored?.tourDateId, caller).toBe(allowed ? dateIds[1] : dateIds[0])
        expect(await freeSeatsOf(harness.db, dateIds[0]!), caller).toBe(allowed ? 10 : 8)
        expect(await freeSeatsOf(harness.db, dateIds[1]!), caller).toBe(allowed ? 8 : 10)
      }
    })

    it('admin/booking/resend-mail: admin and support send it again; everyone else is refused and nothing is sent', async () => {
      const { booking } = await bookedTour(twoDates())
      const mailId = await firstMailId(booking.id)
      for (const caller of callers) {
        const allowed = caller === 'admin' || caller === 'support'
        const user = caller === 'visitor' ? null : await signedInAs(caller)
        const key = `role-test-${caller.replace(/\W/g, '-')}`
        const response = await resend(user, booking.id, mailId, key)
        expect(response.statusCode, `${caller}: ${response.body}`).toBe(
          caller === 'visitor' ? 401 : allowed ? 200 : 403,
        )
        const written = await harness.db
          .select({ id: jobs.id })
          .from(jobs)
          .where(like(jobs.key, `booking-mail:${String(booking.id)}:booking-created:resend:${key}`))
        expect(written.length, caller).toBe(allowed ? 1 : 0)
      }
    })

    it('support moves a booking: the seats move, the price stays, the tourist is mailed, the history and the audit log say who', async () => {
      const { booking, dateIds } = await bookedTour(twoDates())
      const [oldDate, newDate] = dateIds as [number, number]
      expect(await freeSeatsOf(harness.db, oldDate)).toBe(8)
      const support = await signedInAs('support')

      const view = await get(`/crm/api/admin/booking/view?id=${String(booking.id)}`, support)
      expect(view.statusCode, view.body).toBe(200)
      const before = view.json<AdminBooking>()
      expect(before.can_change_date).toBe(true)
      expect(before.date_options).toEqual([
        { id: newDate, start_date: daysFromToday(70), end_date: daysFromToday(76), free_seats: 10 },
      ])

      const moved = await changeDate(support, booking.id, newDate)
      expect(moved.statusCode, moved.body).toBe(200)
      const after = moved.json<AdminBooking>()
      expect(after.booking.tour_date.id).toBe(newDate)
      expect(after.booking.tour_date.start).toBe(daysFromToday(70))
      expect(after.booking.price.total).toBe(booking.price.total)
      expect(after.booking.price.per_tourist).toBe(booking.price.per_tourist)
      expect(after.date_options.map((option) => option.id)).toEqual([oldDate])
      expect(await freeSeatsOf(harness.db, oldDate)).toBe(10)
      expect(await freeSeatsOf(harness.db, newDate)).toBe(8)

      const audit = await auditActions(booking.id)
      expect(audit.map((row) => [row.action, row.actorKind, row.actorUserId])).toEqual([
        ['booking.change-date', 'admin', support.id],
      ])
      expect(audit[0]!.before).toEqual({
        tour_date_id: oldDate,
        start_date: daysFromToday(40),
        end_date: daysFromToday(46),
      })
      expect(audit[0]!.after).toMatchObject({
        tour_date_id: newDate,
        start_date: daysFromToday(70),
      })

      await harness.app.jobs.drain()
      const history = await historyOf(booking.id, support)
      expect(history.find((entry) => entry.action === 'booking.change-date')).toMatchObject({
        kind: 'audit',
        actor: { kind: 'admin', name: 'Booker Test' },
      })
      expect(history.find((entry) => entry.action === 'booking-date-changed')).toMatchObject({
        kind: 'mail',
        mail_status: 'done',
        can_resend: true,
      })
      const mails = await harness.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, 'anna.booker@example.com'))
      const mail = mails.find((row) =>
        (row.subject ?? '').startsWith(`Booking ${String(booking.id)} moved to`),
      )
      expect(mail, mails.map((row) => row.subject).join('\n')).toBeDefined()
      expect(mail!.body).toContain(`Your booking of ${booking.tour.name} is moved to`)
      expect(mail!.html).toContain('Your trip has a new date')
    })

    it('refuses a move to a full date (400 naming tour_date_id) and leaves the seats as they were', async () => {
      const { booking, dateIds } = await bookedTour([
        twoDates()[0]!,
        { startDate: daysFromToday(70), endDate: daysFromToday(76), numberOfFreeSeats: 1 },
      ])
      const support = await signedInAs('support')
      const view = (
        await get(`/crm/api/admin/booking/view?id=${String(booking.id)}`, support)
      ).json<AdminBooking>()
      expect(view.date_options).toEqual([])
      const refused = await changeDate(support, booking.id, dateIds[1]!)
      expect(refused.statusCode).toBe(400)
      const { errors } = refused.json<{ errors: Record<string, string[]> }>()
      expect(Object.keys(errors)).toEqual(['tour_date_id'])
      expect(errors.tour_date_id?.[0]).toMatch(/^Only 1 seat is left on this date\./)
      expect(await freeSeatsOf(harness.db, dateIds[0]!)).toBe(8)
      expect(await freeSeatsOf(harness.db, dateIds[1]!)).toBe(1)
      expect(await auditActions(booking.id)).toEqual([])
    })

    it('names the field of every other refusal: the same date, a closed or past date, another tour’s, a cancelled booking', async () => {
      const { booking, dateIds } = await bookedTour([
        twoDates()[0]!,
        { startDate: daysFromToday(70), endDate: daysFromToday(76), isClosed: true },
      ])
      const pastTour = await createBookableTour(harness.db, {
        dates: [futureDate()],
      })
      const [pastDate] = await harness.db
        .update(tourDates)
        .set({ startDate: daysFromToday(-3), endDate: daysFromToday(2) })
        .where(eq(tourDates.id, pastTour.dates[0]!.id))
        .returning()
      const support = await signedInAs('support')
      const fieldOf = async (tourDateId: number) => {
        const response = await changeDate(support, booking.id, tourDateId)
        expect(response.statusCode, response.body).toBe(400)
        return response.json<{ errors: Record<string, string[]> }>().errors
      }
      expect((await fieldOf(dateIds[0]!)).tour_date_id?.[0]).toMatch(/already on this date/)
      expect((await fieldOf(dateIds[1]!)).tour_date_id?.[0]).toBe(
        'This date is not open for booking.',
      )
      expect((await fieldOf(pastDate!.id)).tour_date_id?.[0]).toBe(
        'Choose another date of the same tour.',
      )
      // A date of the same tour that has started is not open either.
      await harness.db
        .update(tourDates)
        .set({ isClosed: false, startDate: daysFromToday(0) })
        .where(eq(tourDates.id, dateIds[1]!))
      expect((await fieldOf(dateIds[1]!)).tour_date_id?.[0]).toBe(
        'This date is not open for booking.',
      )
      const missing = await changeDate(support, booking.id, 99_999_999)
      expect(Object.keys(missing.json<{ errors: object }>().errors)).toEqual(['tour_date_id'])

      const cancelled = await post('/crm/api/admin/booking/cancel', support, {
        id: booking.id,
        message: 'The tourist changed plans.',
        refund: 'rules',
      })
      expect(cancelled.statusCode, cancelled.body).toBe(200)
      const afterCancel = await changeDate(support, booking.id, dateIds[1]!)
      expect(afterCancel.statusCode).toBe(400)
      expect(afterCancel.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        id: ['The booking is cancelled: its date cannot change.'],
      })
      const view = (
        await get(`/crm/api/admin/booking/view?id=${String(booking.id)}`, support)
      ).json<AdminBooking>()
      expect(view.can_change_date).toBe(false)
      expect(view.date_options).toEqual([])
    })

    it('a move racing a booking for the last seats: one of them gets them, never both', async () => {
      const { booking, dateIds } = await bookedTour([
        twoDates()[0]!,
        { startDate: daysFromToday(70), endDate: daysFromToday(76), numberOfFreeSeats: 2 },
      ])
      const support = await signedInAs('support')
      const other = await harness.signedInUser()
      const [move, create] = await Promise.all([
        changeDate(support, booking.id, dateIds[1]!),
        harness.app.inject({
          method: 'POST',
          url: '/crm/api/request/create',
          headers: { 'x-authorization': `Bearer ${other.token}` },
          payload: bookingBody(dateIds[1]!, 2),
        }),
      ])
      const won = [move.statusCode, create.statusCode].filter((status) => status === 200)
      expect(won, `${move.body} | ${create.body}`).toHaveLength(1)
      expect(await freeSeatsOf(harness.db, dateIds[1]!)).toBe(0)
      expect(await freeSeatsOf(harness.db, dateIds[0]!)).toBe(move.statusCode === 200 ? 10 : 8)
    })

    it('resends a mail once per form key, to the booking’s address as it is now, in the history and the audit log', async () => {
      const { booking } = await bookedTour(twoDates())
      const support = await signedInAs('support')
      await harness.app.jobs.drain()
      const createdMail = (await historyOf(booking.id, support)).find(
        (entry) => entry.action === 'booking-created',
      )
      expect(createdMail).toMatchObject({ kind: 'mail', can_resend: true, mail_status: 'done' })
      const mailId = createdMail!.mail_id!
      expect(mailId).toBe(await firstMailId(booking.id))

      // The tourist's address changed since: the mail goes to the one the booking has now.
      await harness.db
        .update(bookingRequests)
        .set({ contactEmail: `new-${String(booking.id)}@example.org` })
        .where(eq(bookingRequests.id, booking.id))
      const key = `form-${String(booking.id)}-1`
      const [first, second] = await Promise.all([
        resend(support, booking.id, mailId, key),
        resend(support, booking.id, mailId, key),
      ])
      expect([first.statusCode, second.statusCode]).toEqual([200, 200])
      expect(
        [first.json<{ sent: boolean }>().sent, second.json<{ sent: boolean }>().sent].sort(),
      ).toEqual([false, true])
      await harness.app.jobs.drain()
      const sentTo = async () =>
        (
          await harness.db
            .select()
            .from(outboxMessages)
            .where(eq(outboxMessages.recipient, `new-${String(booking.id)}@example.org`))
        ).map((row) => row.subject)
      expect(await sentTo()).toEqual([
        `Booking ${String(booking.id)} received: ${booking.tour.name}`,
      ])

      // Another click (a new form key) sends it once more.
      const again = await resend(support, booking.id, mailId, `form-${String(booking.id)}-2`)
      expect(again.json()).toEqual({ sent: true, kind: 'booking-created' })
      await harness.app.jobs.drain()
      expect(await sentTo()).toHaveLength(2)

      const audit = await auditActions(booking.id)
      expect(audit.map((row) => [row.action, row.actorUserId])).toEqual([
        ['booking.mail-resend', support.id],
        ['booking.mail-resend', support.id],
      ])
      expect(audit[0]!.after).toEqual({
        mail: 'booking-created',
        mail_id: mailId,
        email: `new-${String(booking.id)}@example.org`,
      })
      const history = await historyOf(booking.id, support)
      expect(history.filter((entry) => entry.action === 'booking-created')).toHaveLength(3)
      expect(history.filter((entry) => entry.action === 'booking.mail-resend')).toHaveLength(2)
    })

    it('refuses to resend a mail of another booking or the organizer’s (400 naming mail_id)', async () => {
      const { booking } = await bookedTour(twoDates())
      const { booking: otherBooking } = await bookedTour(twoDates())
      const support = await signedInAs('support')
      const foreign = await resend(
        support,
        booking.id,
        await firstMailId(otherBooking.id),
        'k-foreign',
      )
      expect(foreign.statusCode).toBe(400)
      expect(Object.keys(foreign.json<{ errors: object }>().errors)).toEqual(['mail_id'])

      // A date awaiting the organizer writes the organizer's new-request mail.
      const { booking: awaiting } = await bookedTour([{ ...twoDates()[0]!, notGuaranteed: true }])
      const [organizerMail] = await harness.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(like(jobs.key, `booking-mail:${String(awaiting.id)}:organizer-new-request%`))
      expect(organizerMail).toBeDefined()
      const history = await historyOf(awaiting.id, support)
      expect(history.find((entry) => entry.mail_id === organizerMail!.id)?.can_resend).toBe(false)
      const refused = await resend(support, awaiting.id, organizerMail!.id, 'k-organizer')
      expect(refused.statusCode).toBe(400)
      expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        mail_id: ['Only the tourist’s mails can be sent again.'],
      })
      expect(await auditActions(awaiting.id)).toEqual([])

      const blank = await resend(support, booking.id, await firstMailId(booking.id), '')
      expect(blank.statusCode).toBe(400)
      expect(Object.keys(blank.json<{ errors: object }>().errors)).toEqual(['idempotency_key'])
    })
  },
)
