import { randomUUID } from 'node:crypto'
import { createBookingBodySchema } from '@tourmarket/contracts'
import type {
  Booking,
  BookingQuote,
  BookingTourDates,
  TouristsInfo,
  TourProgram,
} from '@tourmarket/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import type { App } from '../src/app.ts'
import {
  bookingRequests,
  bookingStatusChanges,
  chats,
  idempotencyKeys,
  invoices,
  tourDates,
  users,
} from '../src/db/schema/index.ts'
import { AppError } from '../src/errors.ts'
import { createBookingsContext } from '../src/modules/bookings/context.ts'
import { composeBookingMail } from '../src/modules/notifications/compose.ts'
import { createMailer } from '../src/platform/mail/mailer.ts'
import { createOutboxRepository } from '../src/platform/mail/outbox-repository.ts'
import { createIdempotency } from '../src/platform/idempotency/idempotency.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { enqueueOnlyQueue } from './job-queues.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'
import { createOrganizer, daysFromToday } from './factories.ts'
import { createTourProgram } from './factories-tours.ts'
import {
  bookingBody,
  createBookableTour,
  freeSeatsOf,
  createSignedInUser,
  futureDate,
  tourist,
} from './factories-bookings.ts'

/** A yyyy-MM-dd date as the API words it in English cost lines, e.g. "January 8, 2027". */
function inWords(date: string): string {
  const [year, month, day] = date.split('-').map(Number)
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ]
  return `${months[(month ?? 1) - 1] ?? ''} ${String(day)}, ${String(year)}`
}

type ErrorReply = { message: string; code: string; errors?: Record<string, string[]> } & Record<
  string,
  unknown
>

describe.each(testDatabases)('decision 0016 bookings on $name', (target) => {
  const harness = useAccountsHarness(target)
  const signIn = (overrides?: Parameters<typeof createSignedInUser>[2]) =>
    createSignedInUser(harness.db, harness.config, overrides)

  /** The bookings services over the same database, as the payments module gets them. */
  function bookingsContext(brand: 'tourmarket' | 'tourmarket-global' = 'tourmarket') {
    return createBookingsContext({
      mailer: createMailer(harness.config.mail, createOutboxRepository(harness.db)),
      database: { db: harness.db },
      config: { ...harness.config, brand },
      jobs: enqueueOnlyQueue(harness.db, harness.config),
      compose: (kind, facts) => composeBookingMail(kind, facts, brand),
    })
  }

  const freeSeats = (tourDateId: number) => freeSeatsOf(harness.db, tourDateId)

  async function create(
    token: string,
    tourDateId: number,
    count = 1,
    overrides: Record<string, unknown> = {},
  ): Promise<Booking> {
    const response = await harness.post('/crm/api/request/create', {
      token,
      body: bookingBody(tourDateId, count, overrides),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<Booking>()
  }

  async function transitionsOf(bookingId: number) {
    const rows = await harness.db
      .select()
      .from(bookingStatusChanges)
      .where(eq(bookingStatusChanges.bookingId, bookingId))
      .orderBy(bookingStatusChanges.id)
    return rows.map((row) => [row.transition, row.fromStatus, row.toStatus, row.actorKind])
  }

  describe('GET /spa/booking-quote', () => {
    it('prices the group on the server: discount-free price, 20% prepayment, rest by the deadline', async () => {
      const tour = await createBookableTour(harness.db)
      const date = tour.dates[0]!
      const response = await harness.get(
        `/spa/booking-quote?tour_date_id=${date.id}&tourists_count=3`,
      )
      expect(response.statusCode).toBe(200)
      const quote = response.json<BookingQuote>()
      expect(quote).toMatchObject({
        tour_date_id: date.id,
        tour: { id: tour.id, slug: tour.slug, name: tour.title },
        tour_date: { id: date.id, start: date.startDate, not_guaranteed: false },
        tourists_count: 3,
        currency: 'EUR',
        number_of_free_seats: 10,
        price_per_tourist: 100_000,
        total: 300_000,
        prepayment: 60_000,
        full_payment_date: daysFromToday(46),
        cashback: null,
        instant_booking: true,
        form: { collect_passport: false, collect_weight: false, tickets_request_enabled: true },
      })
      expect(quote.lines.map((line) => [line.key, line.amount, line.label])).toEqual([
        ['tourists', 300_000, 'Tour price for 3 tourists'],
        ['prepayment', 60_000, 'Due at booking'],
        ['rest', 240_000, `Rest of the price, due by ${inWords(daysFromToday(46))}`],
      ])
      const russian = await harness.get(
        `/spa/booking-quote?tour_date_id=${date.id}&tourists_count=1`,
        { headers: { 'x-language': 'ru' } },
      )
      expect(russian.json<BookingQuote>().lines[1]?.label).toBe('К оплате при бронировании')
    })

    it('404 for an unknown date; 409 for a closed date (with the tour) or too few seats; 400 for zero tourists', async () => {
      expect(
        (
          await harness.get('/spa/booking-quote?tour_date_id=99999999&tourists_count=1')
        ).json<ErrorReply>().code,
      ).toBe('tour_date_not_found')
      const tour = await createBookableTour(harness.db, {
        dates: [futureDate({ isClosed: true }), futureDate({ numberOfFreeSeats: 2 })],
      })
      const closed = await harness.get(
        `/spa/booking-quote?tour_date_id=${tour.dates[0]!.id}&tourists_count=1`,
      )
      expect(closed.statusCode).toBe(409)
      expect(closed.json()).toMatchObject({
        code: 'tour_date_not_bookable',
        tour: { slug: tour.slug, name: tour.title },
      })
      const full = await harness.get(
        `/spa/booking-quote?tour_date_id=${tour.dates[1]!.id}&tourists_count=3`,
      )
      expect(full.statusCode).toBe(409)
      expect(full.json()).toMatchObject({
        code: 'not_enough_seats',
        message: 'Only 2 seats are left on this date.',
      })
      const none = await harness.get(
        `/spa/booking-quote?tour_date_id=${tour.dates[1]!.id}&tourists_count=0`,
      )
      expect(none.statusCode).toBe(400)
      expect(Object.keys(none.json<ErrorReply>().errors ?? {})).toEqual(['tourists_count'])
    })
  })

  describe('POST request/create', () => {
    it('books a guaranteed date at 2 pending prepayment: seats taken, prepayment invoice, e-mail', async () => {
      const user = await signIn()
      const tour = await createBookableTour(harness.db)
      const date = tour.dates[0]!
      const email = `contact-${randomUUID().slice(0, 8)}@example.com`
      const booking = await create(user.token, date.id, 2, {
        contact: { first_name: 'Anna', last_name: 'Booker', email, phone: '+1 (202) 555-0147' },
        tickets_request: true,
      })
      expect(booking).toMatchObject({
        status: 2,
        tour: { id: tour.id, slug: tour.slug },
        tour_date: { id: date.id },
        tourists_count: 2,
        currency: 'EUR',
        price: { per_tourist: 100_000, total: 200_000, prepayment: 40_000, paid: 0 },
        next_invoice: { kind: 'prepayment', amount: 40_000, currency: 'EUR' },
        contact: { email, phone: '+12025550147' },
        comment: 'Vegetarian meals, please.',
        tickets_request: true,
        actions: {
          can_cancel: true,
          can_pay: true,
          can_add_tourists: true,
          can_change_date: true,
          can_edit_tourists: true,
        },
        links: {
          page: `/booking/uuid/${booking.uuid}`,
          add_tourists: `/order/${booking.uuid}/add-tourists`,
        },
        is_owner: true,
      })
      expect(booking.tourists.map((row) => [row.full_name, row.can_edit, row.can_delete])).toEqual([
        ['Example Tourist1', true, true],
        ['Example Tourist2', true, true],
      ])
      expect(await freeSeats(date.id)).toBe(8)
      expect(await transitionsOf(booking.id)).toEqual([['create', null, 2, 'tourist']])
      const [mail] = await harness.outbox(email)
      expect(mail?.subject).toBe(`Booking ${String(booking.id)} received: ${tour.title}`)
      expect(mail?.body).toContain(
        `${harness.config.accounts.siteUrl}/booking/uuid/${booking.uuid}`,
      )
    })

    it('a date that is not guaranteed waits for the organizer (1); full prepayment issues a `full` invoice', async () => {
      const user = await signIn()
      const tour = await createBookableTour(harness.db, {
        dates: [futureDate({ notGuaranteed: true, prepaymentType: 3, prepaymentSize: 0 })],
      })
      const booking = await create(user.token, tour.dates[0]!.id)
      expect(booking.status).toBe(1)
      expect(booking.actions.can_pay).toBe(false)
      expect(booking.invoices).toMatchObject([{ kind: 'full', status: 1, amount: 100_000 }])
      const [row] = await harness.db
        .select({ deadline: bookingRequests.confirmationDeadline })
        .from(bookingRequests)
        .where(eq(bookingRequests.id, booking.id))
      expect(row?.deadline).toBeInstanceOf(Date)
    })

    it('issue 14: ids beyond a serial column are a 400 naming the field on every booking call', async () => {
      const user = await signIn()
      const tooBig = 2_147_483_648
      const calls: [string, Record<string, unknown>, string][] = [
        ['/crm/api/request/create', { tour_date_id: tooBig }, 'tour_date_id'],
        ['/crm/api/request/cancel', { id: tooBig, message: 'x' }, 'id'],
        ['/crm/api/request/tour-dates', { request_id: tooBig }, 'request_id'],
        ['/crm/api/request/update-tourists', { id: tooBig, tourists: [] }, 'id'],
        ['/crm/api/request/update-tourists-questionnaires', { id: tooBig, tourists: [] }, 'id'],
        [
          '/crm/api/request/change-tour-date',
          { request_id: 1, tour_date_id: tooBig },
          'tour_date_id',
        ],
      ]
      for (const [url, body, field] of calls) {
        const response = await harness.post(url, { token: user.token, body })
        expect(response.statusCode, url).toBe(400)
        expect(Object.keys(response.json<{ errors: object }>().errors), url).toContain(field)
      }
    })

    it('401 without a session; 400 naming each wrong field, consent included', async () => {
      const tour = await createBookableTour(harness.db)
      const body = bookingBody(tour.dates[0]!.id, 1)
      expect((await harness.post('/crm/api/request/create', { body })).statusCode).toBe(401)
      const user = await signIn()
      const response = await harness.post('/crm/api/request/create', {
        token: user.token,
        body: {
          ...body,
          consent: false,
          contact: { ...body.contact, email: 'not-an-email', phone: '12' },
          tourists: [
            tourist(1, { birthday: '2999-01-01', phone: 'x' }),
            tourist(2, { first_name: '' }),
          ],
        },
      })
      expect(response.statusCode).toBe(400)
      expect(Object.keys(response.json<ErrorReply>().errors ?? {}).sort()).toEqual([
        'consent',
        'contact.email',
        'contact.phone',
        'tourists.0.birthday',
        'tourists.0.phone',
        'tourists.1.first_name',
      ])
      expect(await freeSeats(tour.dates[0]!.id)).toBe(10)
    })

    it('409 not_enough_seats names the seats left and takes none', async () => {
      const user = await signIn()
      const tour = await createBookableTour(harness.db, {
        dates: [futureDate({ numberOfFreeSeats: 1 })],
      })
      const response = await harness.post('/crm/api/request/create', {
        token: user.token,
        body: bookingBody(tour.dates[0]!.id, 2),
      })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toMatchObject({
        code: 'not_enough_seats',
        message: 'Only 1 seat is left on this date.',
        number_of_free_seats: 1,
      })
      expect(await freeSeats(tour.dates[0]!.id)).toBe(1)
    })

    it('a brand that collects passports requires one per tourist (400 naming tourists.N.passport)', async () => {
      const user = await signIn()
      const tour = await createBookableTour(harness.db)
      const [row] = await harness.db.select().from(users).where(eq(users.id, user.id))
      const viewer = { sessionId: randomUUID(), isAdminAuth: false, user: row! }
      const service = bookingsContext('tourmarket-global').service
      const body = bookingBody(tour.dates[0]!.id, 2)
      const refusal = await service
        .create(
          viewer,
          createBookingBodySchema.parse({
            ...body,
            tourists: [tourist(1, { passport: 'X1' }), tourist(2)],
          }),
          'en-US',
        )
        .catch((error: unknown) => error)
      expect(refusal).toBeInstanceOf(AppError)
      expect((refusal as AppError).errors).toEqual({ 'tourists.1.passport': ['Required field.'] })
      const booking = await service.create(
        viewer,
        createBookingBodySchema.parse({
          ...body,
          tourists: [tourist(1, { passport: 'X1' }), tourist(2, { passport: 'X2' })],
        }),
        'en-US',
      )
      // The global brand prefixes its cost lines with emoji.
      expect(booking.price.lines.every((line) => line.emoji !== null)).toBe(true)
    })
  })

  describe('reading bookings', () => {
    it('by id: owner, its organizer and an admin; 403 for another account, 404 for none', async () => {
      const owner = await signIn()
      const tour = await createBookableTour(harness.db)
      const booking = await create(owner.token, tour.dates[0]!.id)
      const url = `/crm/api/request/get?id=${booking.id}`
      expect((await harness.get(url, { token: owner.token })).json<Booking>().is_owner).toBe(true)
      const stranger = await signIn()
      const refused = await harness.get(url, { token: stranger.token })
      expect(refused.statusCode).toBe(403)
      expect(refused.json<ErrorReply>().code).toBe('forbidden')
      const organizer = await signIn({ organizerId: tour.organizerId })
      const seenByOrganizer = (await harness.get(url, { token: organizer.token })).json<Booking>()
      expect(seenByOrganizer.contact.email).toBe('anna.booker@example.com')
      expect(seenByOrganizer.actions).toMatchObject({ can_cancel: true, can_pay: false })
      const admin = await signIn({ isAdminAuth: true })
      expect((await harness.get(url, { token: admin.token })).statusCode).toBe(200)
      const missing = await harness.get('/crm/api/request/get?id=99999999', { token: owner.token })
      expect(missing.json<ErrorReply>().code).toBe('booking_not_found')
      expect((await harness.get(url)).statusCode).toBe(401)
    })

    it('names the tour’s default program, which /spa/tour-program then answers day by day', async () => {
      const owner = await signIn()
      const tour = await createBookableTour(harness.db)
      const withoutProgram = await create(owner.token, tour.dates[0]!.id)
      expect(withoutProgram.tour.program_id).toBeNull()
      await createTourProgram(harness.db, tour.id, { isDefault: false, name: 'Short' })
      const main = await createTourProgram(harness.db, tour.id, { isDefault: true, name: 'Main' })
      const booking = (
        await harness.get(`/crm/api/request/get?id=${withoutProgram.id}`, { token: owner.token })
      ).json<Booking>()
      expect(booking.tour.program_id).toBe(main.id)
      const program = await harness.get(
        `/spa/tour-program?program_id=${main.id}&tour_id=${tour.id}`,
      )
      expect(program.statusCode, program.body).toBe(200)
      expect(program.json<TourProgram>()).toMatchObject({ id: main.id, name: 'Main' })
      expect(program.json<TourProgram>().days).toHaveLength(2)
    })

    it('by uuid: open, with the contact masked and passports hidden for a link holder', async () => {
      const owner = await signIn()
      const tour = await createBookableTour(harness.db)
      const booking = await create(owner.token, tour.dates[0]!.id, 1, {
        tourists: [tourist(1, { passport: 'AB1234567', email: 'tourist@example.com' })],
      })
      const open = await harness.get(`/crm/api/request/get-by-uuid?uuid=${booking.uuid}`)
      expect(open.statusCode).toBe(200)
      const seen = open.json<Booking>()
      expect(seen.contact).toEqual({
        first_name: 'Anna',
        last_name: 'Booker',
        email: 'a***@example.com',
        phone: '+1********47',
      })
      expect(seen.tourists[0]).toMatchObject({ passport: null, email: 't***@example.com' })
      expect(seen.is_owner).toBe(false)
      expect(seen.actions).toMatchObject({
        can_cancel: false,
        can_pay: true,
        can_edit_tourists: false,
      })
      const asOwner = await harness.get(`/crm/api/request/get-by-uuid?uuid=${booking.uuid}`, {
        token: owner.token,
      })
      expect(asOwner.json<Booking>().tourists[0]?.passport).toBe('AB1234567')
      expect(
        (await harness.get(`/crm/api/request/get-by-uuid?uuid=${randomUUID()}`)).statusCode,
      ).toBe(404)
      expect((await harness.get('/crm/api/request/get-by-uuid?uuid=nope')).statusCode).toBe(400)
    })

    it('list: the viewer’s own, newest first; list-for-chat: the chat’s organizer, or all for support', async () => {
      const owner = await signIn()
      const first = await createBookableTour(harness.db)
      const second = await createBookableTour(harness.db)
      const older = await create(owner.token, first.dates[0]!.id)
      const newer = await create(owner.token, second.dates[0]!.id)
      const other = await signIn()
      await create(other.token, first.dates[0]!.id)
      const list = await harness.get('/crm/api/request/list', { token: owner.token })
      expect(list.json<{ data: Booking[] }>().data.map((row) => row.id)).toEqual([
        newer.id,
        older.id,
      ])
      const [organizerChat, supportChat, otherChat] = await harness.db
        .insert(chats)
        .values([
          { userId: owner.id, organizerId: first.organizerId },
          { userId: owner.id, organizerId: null },
          { userId: other.id, organizerId: null },
        ])
        .returning()
      const forChat = async (chatId: number, token = owner.token) =>
        harness.get(`/crm/api/request/list-for-chat?chat_id=${chatId}`, { token })
      expect(
        (await forChat(organizerChat!.id)).json<{ data: Booking[] }>().data.map((row) => row.id),
      ).toEqual([older.id])
      expect(
        (await forChat(supportChat!.id)).json<{ data: Booking[] }>().data.map((row) => row.id),
      ).toEqual([newer.id, older.id])
      expect((await forChat(otherChat!.id)).json<ErrorReply>().code).toBe('chat_not_found')
      // The chat's other side: the organizer sees the tourist's bookings with it, support all of them.
      const organizerStaff = await signIn({ organizerId: first.organizerId })
      const seenByOrganizer = await forChat(organizerChat!.id, organizerStaff.token)
      expect(seenByOrganizer.json<{ data: Booking[] }>().data.map((row) => row.id)).toEqual([
        older.id,
      ])
      expect((await forChat(supportChat!.id, organizerStaff.token)).statusCode).toBe(404)
      const support = await signIn({ isAdminAuth: true })
      const seenBySupport = await forChat(supportChat!.id, support.token)
      expect(seenBySupport.json<{ data: Booking[] }>().data.map((row) => row.id)).toEqual([
        newer.id,
        older.id,
      ])
      expect((await forChat(organizerChat!.id, support.token)).statusCode).toBe(404)
    })

    it('organizer/request/list: the organizer’s bookings; 403 for an account acting for none', async () => {
      const organizer = await createOrganizer(harness.db)
      const tour = await createBookableTour(harness.db, { organizerId: organizer.id })
      const owner = await signIn()
      const booking = await create(owner.token, tour.dates[0]!.id)
      const staff = await signIn({ organizerId: organizer.id })
      const list = await harness.get('/crm/api/organizer/request/list', { token: staff.token })
      expect(list.json<{ data: Booking[] }>().data.map((row) => row.id)).toEqual([booking.id])
      const refused = await harness.get('/crm/api/organizer/request/list', { token: owner.token })
      expect(refused.statusCode).toBe(403)
    })
  })

  describe('the status machine through the API', () => {
    it('organizer confirms 1 → 2 (e-mail), then the owner cancels 2 → 5: seats back, invoices canceled', async () => {
      const owner = await signIn()
      const tour = await createBookableTour(harness.db, {
        dates: [futureDate({ notGuaranteed: true })],
      })
      const date = tour.dates[0]!
      const email = `confirm-${randomUUID().slice(0, 8)}@example.com`
      const booking = await create(owner.token, date.id, 3, {
        contact: { first_name: 'Anna', last_name: 'Booker', email, phone: '+12025550147' },
      })
      const organizer = await signIn({ organizerId: tour.organizerId })
      const confirm = (token: string) =>
        harness.post('/crm/api/organizer/request/confirm', { token, body: { id: booking.id } })
      const byOwner = await confirm(owner.token)
      expect(byOwner.statusCode).toBe(409)
      expect(byOwner.json()).toMatchObject({
        code: 'transition_not_allowed',
        reason: 'actor-not-allowed',
      })
      expect((await confirm((await signIn()).token)).statusCode).toBe(403)
      const confirmed = await confirm(organizer.token)
      expect(confirmed.json<Booking>().status).toBe(2)
      const lineKeys = (seen: Booking) => seen.price.lines.map((line) => line.key)
      expect(lineKeys(confirmed.json<Booking>())).toContain('rest')
      expect((await harness.outbox(email))[0]?.subject).toBe(
        `Booking ${String(booking.id)} confirmed: ${tour.title}`,
      )
      const again = await confirm(organizer.token)
      expect(again.statusCode).toBe(409)
      expect(again.json()).toMatchObject({ reason: 'not-allowed-from-state' })
      expect(await freeSeats(date.id)).toBe(7)

      const cancel = await harness.post('/crm/api/request/cancel', {
        token: owner.token,
        body: { id: booking.id, message: 'Plans changed.' },
      })
      const canceled = cancel.json<Booking>()
      expect(canceled).toMatchObject({ status: 5, cancel_reason: 'Plans changed.' })
      expect(canceled.canceled_at).not.toBeNull()
      expect(canceled.invoices.map((invoice) => invoice.status)).toEqual([3])
      expect(canceled.next_invoice).toBeNull()
      // Nothing more is due on a cancelled booking.
      expect(lineKeys(canceled)).not.toContain('rest')
      expect(await freeSeats(date.id)).toBe(10)
      expect((await harness.outbox(email))[0]?.subject).toBe(
        `Booking ${String(booking.id)} cancelled: ${tour.title}`,
      )
      expect(await transitionsOf(booking.id)).toEqual([
        ['create', null, 1, 'tourist'],
        ['confirm', 1, 2, 'organizer'],
        ['cancel-by-tourist', 2, 5, 'tourist'],
      ])
      const twice = await harness.post('/crm/api/request/cancel', {
        token: owner.token,
        body: { id: booking.id, message: 'Again.' },
      })
      expect(twice.statusCode).toBe(409)
      expect(twice.json()).toMatchObject({
        code: 'transition_not_allowed',
        reason: 'not-allowed-from-state',
      })
      expect(await freeSeats(date.id)).toBe(10)
    })

    it('the organizer declines at 1 and cancels (by author) at 2; an admin cancels by admin', async () => {
      const owner = await signIn()
      const tour = await createBookableTour(harness.db, {
        dates: [futureDate({ notGuaranteed: true }), futureDate()],
      })
      const organizer = await signIn({ organizerId: tour.organizerId })
      const cancel = (token: string, id: number) =>
        harness.post('/crm/api/request/cancel', {
          token,
          body: { id, message: 'No guide available.', notify_client: false },
        })
      const pending = await create(owner.token, tour.dates[0]!.id)
      expect((await cancel(organizer.token, pending.id)).json<Booking>().status).toBe(6)
      const instant = await create(owner.token, tour.dates[1]!.id)
      expect((await cancel(organizer.token, instant.id)).json<Booking>().status).toBe(6)
      const admin = await signIn({ isAdminAuth: true })
      const third = await create(owner.token, tour.dates[1]!.id)
      expect((await cancel(admin.token, third.id)).json<Booking>().status).toBe(8)
      expect((await transitionsOf(pending.id)).at(-1)).toEqual(['decline', 1, 6, 'organizer'])
      expect((await transitionsOf(instant.id)).at(-1)).toEqual([
        'cancel-by-author',
        2,
        6,
        'organizer',
      ])
      expect((await transitionsOf(third.id)).at(-1)).toEqual(['cancel-by-admin', 2, 8, 'admin'])
      expect(await freeSeats(tour.dates[1]!.id)).toBe(10)
      const noReason = await harness.post('/crm/api/request/cancel', {
        token: owner.token,
        body: { id: instant.id, message: '  ' },
      })
      expect(Object.keys(noReason.json<ErrorReply>().errors ?? {})).toEqual(['message'])
      expect((await cancel((await signIn()).token, instant.id)).statusCode).toBe(403)
    })

    it('from the start on only an admin may cancel (too-late for tourist and organizer)', async () => {
      const owner = await signIn()
      const tour = await createBookableTour(harness.db)
      const date = tour.dates[0]!
      const booking = await create(owner.token, date.id)
      await harness.db
        .update(tourDates)
        .set({ startDate: daysFromToday(-1), endDate: daysFromToday(5) })
        .where(eq(tourDates.id, date.id))
      const cancel = (token: string) =>
        harness.post('/crm/api/request/cancel', {
          token,
          body: { id: booking.id, message: 'Too late?', notify_client: false },
        })
      const late = await cancel(owner.token)
      expect(late.statusCode).toBe(409)
      expect(late.json()).toMatchObject({ code: 'transition_not_allowed', reason: 'too-late' })
      const organizer = await signIn({ organizerId: tour.organizerId })
      expect((await cancel(organizer.token)).json()).toMatchObject({ reason: 'too-late' })
      const admin = await signIn({ isAdminAuth: true })
      expect((await cancel(admin.token)).json<Booking>().status).toBe(8)
    })

    it('recordInvoicePaid: prepayment moves 2 → 3 and bills the rest; repeats and canceled invoices change nothing', async () => {
      const { service } = bookingsContext()
      const owner = await signIn()
      const tour = await createBookableTour(harness.db)
      const email = `paid-${randomUUID().slice(0, 8)}@example.com`
      const booking = await create(owner.token, tour.dates[0]!.id, 2, {
        contact: { first_name: 'Anna', last_name: 'Booker', email, phone: '+12025550147' },
      })
      const invoiceId = booking.next_invoice!.id
      const paidAt = new Date()
      const result = await service.recordInvoicePaid({
        invoiceId,
        paidAt,
        providerEventId: 'evt_1',
      })
      expect(result).toEqual({ outcome: 'paid', bookingId: booking.id, bookingUuid: booking.uuid })
      const after = (
        await harness.get(`/crm/api/request/get?id=${booking.id}`, { token: owner.token })
      ).json<Booking>()
      expect(after.status).toBe(3)
      expect(after.price).toMatchObject({ paid: 40_000, outstanding: 160_000 })
      expect(after.invoices).toMatchObject([
        { kind: 'prepayment', status: 2, amount: 40_000 },
        { kind: 'payment', status: 1, amount: 160_000, due_date: booking.price.full_payment_date },
      ])
      expect(after.next_invoice).toMatchObject({ kind: 'payment', amount: 160_000 })
      expect(after.actions).toMatchObject({ can_pay: true, can_change_date: false })
      expect(after.tourists.every((row) => !row.can_delete && row.can_edit)).toBe(true)
      expect((await harness.outbox(email))[0]?.subject).toBe(
        `Booking ${String(booking.id)} paid: ${tour.title}`,
      )
      expect(
        (await service.recordInvoicePaid({ invoiceId, paidAt, providerEventId: 'evt_1' })).outcome,
      ).toBe('already-paid')
      expect((await transitionsOf(booking.id)).at(-1)).toEqual([
        'record-prepayment',
        2,
        3,
        'system',
      ])
      // The rest, paid: recorded on the invoice; the booking stays at 3 (fully paid is no status).
      const rest = await service.recordInvoicePaid({
        invoiceId: after.next_invoice!.id,
        paidAt,
        providerEventId: 'evt_2',
      })
      expect(rest.outcome).toBe('paid')
      const paidInFull = (
        await harness.get(`/crm/api/request/get?id=${booking.id}`, { token: owner.token })
      ).json<Booking>()
      expect(paidInFull).toMatchObject({ status: 3, price: { paid: 200_000, outstanding: 0 } })
      expect(paidInFull.invoices).toHaveLength(2)

      const canceled = await create(owner.token, tour.dates[0]!.id)
      await harness.post('/crm/api/request/cancel', {
        token: owner.token,
        body: { id: canceled.id, message: 'Changed my mind.', notify_client: false },
      })
      expect(
        (
          await service.recordInvoicePaid({
            invoiceId: canceled.next_invoice!.id,
            paidAt,
            providerEventId: 'evt_3',
          })
        ).outcome,
      ).toBe('invoice-canceled')
      await expect(
        service.recordInvoicePaid({ invoiceId: 99_999_999, paidAt, providerEventId: 'evt_4' }),
      ).rejects.toMatchObject({ code: 'invoice_not_found' })
    })

    it('recordInvoicePaid on a `full` invoice records the full payment and bills nothing more', async () => {
      const { service } = bookingsContext()
      const owner = await signIn()
      const tour = await createBookableTour(harness.db, {
        dates: [futureDate({ prepaymentType: 3, prepaymentSize: 0 })],
      })
      const booking = await create(owner.token, tour.dates[0]!.id)
      await service.recordInvoicePaid({
        invoiceId: booking.next_invoice!.id,
        paidAt: new Date(),
        providerEventId: 'evt_full',
      })
      expect((await transitionsOf(booking.id)).at(-1)).toEqual([
        'record-full-payment',
        2,
        3,
        'system',
      ])
      const rows = await harness.db
        .select()
        .from(invoices)
        .where(eq(invoices.bookingId, booking.id))
      expect(rows.map((row) => [row.kind, row.status])).toEqual([['full', 2]])
    })
  })

  describe('changing a booking', () => {
    it('add-tourists by the link: seats taken, price per tourist kept, the first invoice reissued', async () => {
      const owner = await signIn()
      const tour = await createBookableTour(harness.db)
      const date = tour.dates[0]!
      const booking = await create(owner.token, date.id)
      const info = await harness.get(`/spa/tourists-info?uuid=${booking.uuid}`)
      expect(info.json<TouristsInfo>()).toMatchObject({
        // Nothing paid yet: an added tourist's price joins the first invoice.
        added_tourist_price: { per_tourist: 100_000, due_date: null },
        tourists: [{ first_name: 'Tourist1', last_name: 'Example' }],
        number_of_free_seats: 9,
        can_add_tourists: true,
      })
      const added = await harness.post('/crm/api/request/add-tourists', {
        body: { uuid: booking.uuid, tourists: [tourist(2), tourist(3)] },
      })
      expect(added.statusCode, added.body).toBe(200)
      const grown = added.json<Booking>()
      expect(grown).toMatchObject({
        tourists_count: 3,
        price: { per_tourist: 100_000, total: 300_000, prepayment: 60_000 },
        next_invoice: { kind: 'prepayment', amount: 60_000 },
      })
      expect(grown.invoices.map((invoice) => [invoice.status, invoice.amount])).toEqual([
        [3, 20_000],
        [1, 60_000],
      ])
      expect(await freeSeats(date.id)).toBe(7)
      const tooMany = await harness.post('/crm/api/request/add-tourists', {
        body: {
          uuid: booking.uuid,
          tourists: Array.from({ length: 8 }, (_, index) => tourist(index + 4)),
        },
      })
      expect(tooMany.statusCode).toBe(409)
      expect(tooMany.json()).toMatchObject({
        code: 'not_enough_seats',
        message: 'Only 7 seats are left on this date.',
      })
    })

    it("add-tourists after a payment says the price first, then bills it due by the booking's full-payment day", async () => {
      const { service } = bookingsContext()
      const owner = await signIn()
      const tour = await createBookableTour(harness.db)
      const booking = await create(owner.token, tour.dates[0]!.id)
      await service.recordInvoicePaid({
        invoiceId: booking.next_invoice!.id,
        paidAt: new Date(),
        providerEventId: 'evt_add',
      })
      const info = (
        await harness.get(`/spa/tourists-info?uuid=${booking.uuid}`)
      ).json<TouristsInfo>()
      expect(info.added_tourist_price).toEqual({
        per_tourist: 100_000,
        currency: booking.currency,
        due_date: booking.price.full_payment_date,
      })
      const grown = (
        await harness.post('/crm/api/request/add-tourists', {
          body: { uuid: booking.uuid, tourists: [tourist(2)] },
        })
      ).json<Booking>()
      expect(grown.price).toMatchObject({ total: 200_000, paid: 20_000, outstanding: 180_000 })
      expect(
        grown.invoices.map((invoice) => [invoice.kind, invoice.status, invoice.amount]),
      ).toEqual([
        ['prepayment', 2, 20_000],
        ['payment', 1, 80_000],
        ['payment', 1, 100_000],
      ])
      expect(grown.invoices[2]?.due_date).toBe(booking.price.full_payment_date)
    })

    it('update-tourists: edits mark tourists touched; removing one returns its seat and reprices', async () => {
      const owner = await signIn()
      const tour = await createBookableTour(harness.db)
      const date = tour.dates[0]!
      const booking = await create(owner.token, date.id, 3)
      const [first, second] = booking.tourists
      const body = {
        id: booking.id,
        tourists: [
          { id: first!.id, ...tourist(1, { last_name: 'Renamed' }) },
          { id: second!.id, ...tourist(2) },
        ],
      }
      const response = await harness.post('/crm/api/request/update-tourists', {
        token: owner.token,
        body,
      })
      const updated = response.json<Booking>()
      expect(updated.tourists.map((row) => [row.last_name, row.is_touched])).toEqual([
        ['Renamed', true],
        ['Example', false],
      ])
      expect(updated.price).toMatchObject({ total: 200_000, prepayment: 40_000 })
      expect(updated.next_invoice?.amount).toBe(40_000)
      expect(await freeSeats(date.id)).toBe(8)
      const unknown = await harness.post('/crm/api/request/update-tourists', {
        token: owner.token,
        body: { id: booking.id, tourists: [{ id: 99_999_999, ...tourist(1) }] },
      })
      expect(Object.keys(unknown.json<ErrorReply>().errors ?? {})).toEqual(['tourists.0.id'])
      const stranger = await signIn()
      expect(
        (await harness.post('/crm/api/request/update-tourists', { token: stranger.token, body }))
          .statusCode,
      ).toBe(403)
    })

    it('update-tourists-questionnaires stores §3 travel info; a wrong transport type is named', async () => {
      const owner = await signIn()
      const tour = await createBookableTour(harness.db)
      const booking = await create(owner.token, tour.dates[0]!.id)
      const arrival = {
        transport_type: 1,
        airport_name: 'Fiumicino',
        flight_number: 'AZ 610',
        date: tour.dates[0]!.startDate,
        time: '09:40',
      }
      const response = await harness.post('/crm/api/request/update-tourists-questionnaires', {
        token: owner.token,
        body: {
          id: booking.id,
          tourists: [{ id: booking.tourists[0]!.id, arrival, food_restriction: 'No nuts' }],
        },
      })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json<Booking>().tourists[0]).toMatchObject({
        arrival,
        departure: null,
        food_restriction: 'No nuts',
      })
      const wrong = await harness.post('/crm/api/request/update-tourists-questionnaires', {
        token: owner.token,
        body: {
          id: booking.id,
          tourists: [{ id: booking.tourists[0]!.id, arrival: { ...arrival, transport_type: 9 } }],
        },
      })
      expect(Object.keys(wrong.json<ErrorReply>().errors ?? {})).toEqual([
        'tourists.0.arrival.transport_type',
      ])
    })

    it('tour-dates lists the variants; change-tour-date moves the seats and reprices; refused once paid', async () => {
      const owner = await signIn()
      const tour = await createBookableTour(harness.db, {
        dates: [
          futureDate(),
          futureDate({
            startDate: daysFromToday(90),
            endDate: daysFromToday(96),
            basePriceMinor: 120_000,
          }),
          futureDate({
            startDate: daysFromToday(100),
            endDate: daysFromToday(106),
            numberOfFreeSeats: 1,
          }),
        ],
      })
      const [current, later] = tour.dates
      const booking = await create(owner.token, current!.id, 2)
      const dates = (
        await harness.post('/crm/api/request/tour-dates', {
          token: owner.token,
          body: { request_id: booking.id, with_variants: true },
        })
      ).json<BookingTourDates>()
      expect(dates.current).toMatchObject({ id: current!.id, is_current: true, total: 200_000 })
      expect(dates.variants.map((variant) => [variant.id, variant.total])).toEqual([
        [later!.id, 240_000],
      ])
      const moved = (
        await harness.post('/crm/api/request/change-tour-date', {
          token: owner.token,
          body: { request_id: booking.id, tour_date_id: later!.id },
        })
      ).json<Booking>()
      expect(moved).toMatchObject({
        tour_date: { id: later!.id },
        price: { per_tourist: 120_000, total: 240_000, prepayment: 48_000 },
        next_invoice: { amount: 48_000 },
      })
      expect(await freeSeats(current!.id)).toBe(10)
      expect(await freeSeats(later!.id)).toBe(8)
      const otherTour = await createBookableTour(harness.db)
      const foreign = await harness.post('/crm/api/request/change-tour-date', {
        token: owner.token,
        body: { request_id: booking.id, tour_date_id: otherTour.dates[0]!.id },
      })
      expect(Object.keys(foreign.json<ErrorReply>().errors ?? {})).toEqual(['tour_date_id'])
      await bookingsContext().service.recordInvoicePaid({
        invoiceId: moved.next_invoice!.id,
        paidAt: new Date(),
        providerEventId: 'evt_move',
      })
      const paid = await harness.post('/crm/api/request/change-tour-date', {
        token: owner.token,
        body: { request_id: booking.id, tour_date_id: current!.id },
      })
      expect(paid.statusCode).toBe(409)
      expect(paid.json<ErrorReply>().code).toBe('date_change_not_allowed')
    })
  })

  describe('Idempotency-Key', () => {
    it('the same key and body answer the first response and book once; another body is 422', async () => {
      const owner = await signIn()
      const tour = await createBookableTour(harness.db)
      const date = tour.dates[0]!
      const key = randomUUID()
      const send = (body: unknown, idempotencyKey: string = key) =>
        harness.post('/crm/api/request/create', {
          token: owner.token,
          body,
          headers: { 'idempotency-key': idempotencyKey },
        })
      const body = bookingBody(date.id, 2)
      const first = await send(body)
      const second = await send({ ...body, contact: { ...body.contact }, consent: true })
      expect(first.statusCode).toBe(200)
      expect(second.statusCode).toBe(200)
      expect(second.json()).toEqual(first.json())
      expect(await freeSeats(date.id)).toBe(8)
      const reused = await send(bookingBody(date.id, 3))
      expect(reused.statusCode).toBe(422)
      expect(reused.json<ErrorReply>().code).toBe('idempotency_key_reused')
      const malformed = await send(body, '')
      expect(Object.keys(malformed.json<ErrorReply>().errors ?? {})).toEqual(['Idempotency-Key'])
      // Another account's identical key is its own.
      const other = await signIn()
      const theirs = await harness.post('/crm/api/request/create', {
        token: other.token,
        body,
        headers: { 'idempotency-key': key },
      })
      expect(theirs.json<Booking>().id).not.toBe(first.json<Booking>().id)
      expect(await freeSeats(date.id)).toBe(6)
      // A failed request stores nothing: its retry runs again.
      const full = await createBookableTour(harness.db, {
        dates: [futureDate({ numberOfFreeSeats: 0 })],
      })
      const failedKey = randomUUID()
      expect((await send(bookingBody(full.dates[0]!.id), failedKey)).statusCode).toBe(409)
      await harness.db
        .update(tourDates)
        .set({ numberOfFreeSeats: 1 })
        .where(eq(tourDates.id, full.dates[0]!.id))
      expect((await send(bookingBody(full.dates[0]!.id), failedKey)).statusCode).toBe(200)
    })

    it('add-tourists with a key adds once', async () => {
      const owner = await signIn()
      const tour = await createBookableTour(harness.db)
      const booking = await create(owner.token, tour.dates[0]!.id)
      const send = () =>
        harness.post('/crm/api/request/add-tourists', {
          body: { uuid: booking.uuid, tourists: [tourist(2)] },
          headers: { 'idempotency-key': 'add-one-friend' },
        })
      expect((await send()).json<Booking>().tourists_count).toBe(2)
      expect((await send()).json<Booking>().tourists_count).toBe(2)
      expect(await freeSeats(tour.dates[0]!.id)).toBe(8)
    })

    it('a request still in flight answers 409; a key older than 24 hours is forgotten', async () => {
      const idempotency = createIdempotency(harness.db)
      const request = { scope: `user:${randomUUID()}`, route: 'test', key: 'k', body: { a: 1 } }
      let release: () => void = () => undefined
      const running = idempotency.run(request, {
        run: async () => {
          await new Promise<void>((resolve) => {
            release = resolve
          })
          return { statusCode: 200, body: { n: 1 } }
        },
      })
      // Let the first call claim the key before the second arrives.
      await expect
        .poll(
          async () =>
            (
              await harness.db
                .select()
                .from(idempotencyKeys)
                .where(eq(idempotencyKeys.scope, request.scope))
            ).length,
        )
        .toBe(1)
      await expect(
        idempotency.run(request, { run: async () => ({ statusCode: 200, body: { n: 2 } }) }),
      ).rejects.toMatchObject({ status: 409, code: 'idempotency_key_in_progress' })
      release()
      expect((await running).body).toEqual({ n: 1 })
      expect(
        (
          await idempotency.run(
            { ...request, body: { a: 1 } },
            { run: async () => ({ statusCode: 200, body: { n: 3 } }) },
          )
        ).body,
      ).toEqual({ n: 1 })
      await harness.db
        .update(idempotencyKeys)
        .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
        .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, 'k')))
      expect(
        (
          await idempotency.run(
            { ...request, body: { a: 2 } },
            { run: async () => ({ statusCode: 200, body: { n: 4 } }) },
          )
        ).body,
      ).toEqual({ n: 4 })
    })
  })
})

// The seat race on a real server: only PostgreSQL has concurrent connections (PGlite has one), so
// this suite runs on the PostgreSQL target, which exists whenever DATABASE_URL is set (as in CI).
// It lives in this file, not its own: a file with no suite (no DATABASE_URL) fails the run.
const BOOKERS = 60
const SEATS = 5

describe.each(testDatabases.filter((target) => target.name === 'postgres'))(
  'decision 0016 seats under concurrent bookings on $name',
  (target) => {
    const testDatabase = useMigratedDatabase(target)
    let app: App | undefined

    beforeAll(() => {
      app = buildApp({ config: testDatabase.config, database: testDatabase.database })
    })
    afterAll(async () => {
      await app?.close()
    })

    it(`${BOOKERS} accounts booking the last ${SEATS} seats at once: exactly ${SEATS} succeed`, async () => {
      const { db } = testDatabase.database
      const tour = await createBookableTour(db, {
        dates: [futureDate({ numberOfSeats: 12, numberOfFreeSeats: SEATS })],
      })
      const date = tour.dates[0]!
      const bookers = await Promise.all(
        Array.from({ length: BOOKERS }, () => createSignedInUser(db, testDatabase.config)),
      )
      const { database } = testDatabase
      if (database.kind !== 'postgres') throw new Error('this file runs on PostgreSQL only')
      let mostInUse = 0
      const countInUse = () => {
        mostInUse = Math.max(mostInUse, database.client.totalCount - database.client.idleCount)
      }
      database.client.on('acquire', countInUse)
      const responses = await Promise.all(
        bookers.map((booker, index) =>
          app!.inject({
            method: 'POST',
            url: '/crm/api/request/create',
            // Each from an address of its own, as sixty people are: one address is rate limited.
            headers: {
              'x-authorization': `Bearer ${booker.token}`,
              'x-forwarded-for': `198.51.100.${String(index)}`,
            },
            payload: bookingBody(date.id, 1),
          }),
        ),
      )
      database.client.off('acquire', countInUse)
      const statuses = responses.map((response) => response.statusCode)
      expect(statuses.filter((status) => status === 200)).toHaveLength(SEATS)
      expect(statuses.filter((status) => status === 409)).toHaveLength(BOOKERS - SEATS)
      for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
        expect(response.json()).toEqual({
          message: 'No seats are left on this date.',
          code: 'not_enough_seats',
          number_of_free_seats: 0,
        })
      }
      const [row] = await db
        .select({ free: tourDates.numberOfFreeSeats })
        .from(tourDates)
        .where(eq(tourDates.id, date.id))
      expect(row?.free).toBe(0)
      const booked = await db
        .select({ userId: bookingRequests.userId })
        .from(bookingRequests)
        .where(eq(bookingRequests.tourDateId, date.id))
      expect(new Set(booked.map((booking) => booking.userId)).size).toBe(SEATS)
      // The requests really overlapped: several of the pool's connections were busy at once.
      expect(mostInUse).toBeGreaterThan(1)
    })
  },
)
