import type { Booking, OfficeAudit, OfficeBookingList, OfficeContext } from '@tourmarket/contracts'
import type { OfficeOverview } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { chatMessages, chats, organizerAccounts } from '../src/db/schema/index.ts'
import { recordAudit } from '../src/platform/audit/audit-log.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import {
  bookingBody,
  createBookableTour,
  createOrganizerOwner,
  createSignedInUser,
  futureDate,
  tourist,
} from './factories-bookings.ts'
import { createOrganizer, daysFromToday } from './factories.ts'

describe.each(testDatabases)('the organizer office’s shell on $name (issue 40)', (target) => {
  const harness = useAccountsHarness(target)
  const signIn = (overrides?: Parameters<typeof createSignedInUser>[2]) =>
    createSignedInUser(harness.db, harness.config, overrides)
  const owner = (name?: string) =>
    createOrganizerOwner(harness.db, harness.config, name === undefined ? {} : { name })

  async function book(token: string, body: Record<string, unknown>): Promise<Booking> {
    const response = await harness.post('/crm/api/request/create', { token, body })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<Booking>()
  }

  /** A tourist's chat with the organizer holding one message the organizer has not read. */
  async function unreadChat(userId: number, organizerId: number): Promise<number> {
    const [chat] = await harness.db
      .insert(chats)
      .values({ userId, organizerId })
      .returning({ id: chats.id })
    const [message] = await harness.db
      .insert(chatMessages)
      .values({ chatId: chat!.id, authorSide: 'tourist', authorUserId: userId, text: 'Hello?' })
      .returning({ id: chatMessages.id })
    await harness.db
      .update(chats)
      .set({ lastMessageId: message!.id, lastMessageAt: new Date() })
      .where(eq(chats.id, chat!.id))
    return chat!.id
  }

  describe('GET office/context', () => {
    it('answers the profile the account acts for, its role, its profiles and the badges', async () => {
      const { organizer, account } = await owner('Alpine Trails')
      const second = await createOrganizer(harness.db, { name: 'Baltic Boats' })
      await harness.db
        .insert(organizerAccounts)
        .values({ organizerId: second.id, userId: account.id, role: 'staff' })
      const tour = await createBookableTour(harness.db, {
        organizerId: organizer.id,
        dates: [futureDate({ notGuaranteed: true }), futureDate({ startDate: daysFromToday(-3) })],
      })
      const traveller = await signIn()
      const pending = await book(traveller.token, bookingBody(tour.dates[0]!.id))
      expect(pending.status).toBe(1)
      await unreadChat(traveller.id, organizer.id)

      const response = await harness.get('/crm/api/office/context', { token: account.token })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json<OfficeContext>()).toEqual({
        organizer: {
          id: organizer.id,
          name: 'Alpine Trails',
          slug: organizer.slug,
          url: `/tour-provider/${String(organizer.id)}`,
          is_published: true,
          hidden_reason: null,
        },
        role: 'owner',
        profiles: [
          { id: organizer.id, name: 'Alpine Trails' },
          { id: second.id, name: 'Baltic Boats' },
        ],
        counts: { pending_requests: 1, unread_chats: 1, upcoming_dates: 1 },
      })
    })

    it('refuses a signed-out caller (401), a tourist and an account no longer on the team (403)', async () => {
      expect((await harness.get('/crm/api/office/context')).statusCode).toBe(401)
      const traveller = await signIn()
      const refused = await harness.get('/crm/api/office/context', { token: traveller.token })
      expect(refused.statusCode).toBe(403)
      expect(refused.json<{ code: string }>().code).toBe('forbidden')
      const organizer = await createOrganizer(harness.db)
      const removed = await signIn({ organizerId: organizer.id })
      expect(
        (await harness.get('/crm/api/office/context', { token: removed.token })).statusCode,
      ).toBe(403)
    })
  })

  it('the profile names the organizer the account acts for, so the header can link the office', async () => {
    const { organizer, account } = await owner()
    expect((await harness.profileOf(account.token)).organizer_id).toBe(organizer.id)
    expect((await harness.profileOf((await signIn()).token)).organizer_id).toBeNull()
  })

  describe('GET office/overview', () => {
    it('lists the pending requests, the next departures with seats and the unread chats', async () => {
      const { organizer, account } = await owner()
      const tour = await createBookableTour(harness.db, {
        organizerId: organizer.id,
        dates: [futureDate({ notGuaranteed: true }), futureDate({ startDate: daysFromToday(90) })],
      })
      const traveller = await signIn()
      const pending = await book(traveller.token, bookingBody(tour.dates[0]!.id, 2))
      const chatId = await unreadChat(traveller.id, organizer.id)
      const { account: stranger } = await owner()

      const response = await harness.get('/crm/api/office/overview', { token: account.token })
      expect(response.statusCode, response.body).toBe(200)
      const overview = response.json<OfficeOverview>()
      expect(overview.pending_requests).toHaveLength(1)
      expect(overview.pending_requests[0]).toMatchObject({
        id: pending.id,
        tour: { id: tour.id, title: tour.title },
        contact_name: 'Anna Booker',
        tourists_count: 2,
      })
      expect(overview.pending_requests[0]!.confirmation_deadline).not.toBeNull()
      expect(overview.next_departures.map((departure) => departure.tour_date.id)).toEqual([
        tour.dates[0]!.id,
        tour.dates[1]!.id,
      ])
      expect(overview.next_departures[0]).toMatchObject({ seats: 10, seats_sold: 2, seats_left: 8 })
      expect(overview.unread_chats).toEqual([
        expect.objectContaining({ chat_id: chatId, tourist_name: 'Booker Test', unread_count: 1 }),
      ])

      const theirs = await harness.get('/crm/api/office/overview', { token: stranger.token })
      expect(theirs.json<OfficeOverview>()).toEqual({
        pending_requests: [],
        next_departures: [],
        unread_chats: [],
      })
    })
  })

  describe('GET office/booking/list', () => {
    async function bookedOrganizer() {
      const { organizer, account } = await owner()
      const summer = await createBookableTour(harness.db, {
        organizerId: organizer.id,
        title: 'Summer Lakes',
        dates: [futureDate({ startDate: daysFromToday(30), notGuaranteed: true })],
      })
      const winter = await createBookableTour(harness.db, {
        organizerId: organizer.id,
        title: 'Winter Peaks',
        dates: [futureDate({ startDate: daysFromToday(120) })],
      })
      const first = await signIn()
      const second = await signIn()
      const pending = await book(first.token, bookingBody(summer.dates[0]!.id))
      const confirmed = await book(
        second.token,
        bookingBody(winter.dates[0]!.id, 2, {
          contact: {
            first_name: 'Olga',
            last_name: 'Petrova',
            email: 'olga@example.com',
            phone: '+12025550148',
          },
          tourists: [tourist(1, { first_name: 'Mikhail', last_name: 'Zorin' }), tourist(2)],
        }),
      )
      await unreadChat(first.id, organizer.id)
      return { organizer, account, summer, winter, pending, confirmed }
    }

    const list = (token: string, query = '') =>
      harness.get(`/crm/api/office/booking/list${query}`, { token })

    it('lists only the organizer’s bookings, newest first, with the tours for the filter', async () => {
      const { account, summer, winter, pending, confirmed } = await bookedOrganizer()
      const response = await list(account.token)
      expect(response.statusCode, response.body).toBe(200)
      const page = response.json<OfficeBookingList>()
      expect(page.data.map((row) => row.id)).toEqual([confirmed.id, pending.id])
      expect(page.meta).toEqual({ page: 1, per_page: 20, total: 2, total_pages: 1 })
      expect(page.tours.map((tour) => tour.title)).toEqual(['Summer Lakes', 'Winter Peaks'])
      expect(page.data[1]).toMatchObject({
        id: pending.id,
        uuid: pending.uuid,
        status: 1,
        status_label: 'Pending confirmation',
        tour: { id: summer.id, title: 'Summer Lakes' },
        tour_date: { id: summer.dates[0]!.id, start_date: summer.dates[0]!.startDate },
        contact_name: 'Anna Booker',
        tourists_count: 1,
        paid_minor: 0,
        has_unread_chat: true,
      })
      expect(page.data[1]!.confirmation_deadline).not.toBeNull()
      expect(page.data[0]).toMatchObject({
        tour: { id: winter.id },
        status: 2,
        total: { amount_minor: 200_000, currency: 'EUR' },
        confirmation_deadline: null,
        has_unread_chat: false,
      })
    })

    it('filters by status, tour, the trip’s start and a search of number and names', async () => {
      const { account, summer, winter, pending, confirmed } = await bookedOrganizer()
      const ids = async (query: string) => {
        const response = await list(account.token, query)
        expect(response.statusCode, response.body).toBe(200)
        return response.json<OfficeBookingList>().data.map((row) => row.id)
      }
      expect(await ids('?status=1')).toEqual([pending.id])
      expect(await ids('?status=4')).toEqual([])
      expect(await ids(`?tour_id=${String(winter.id)}`)).toEqual([confirmed.id])
      expect(await ids(`?date_from=${daysFromToday(60)}`)).toEqual([confirmed.id])
      expect(await ids(`?date_to=${summer.dates[0]!.startDate}`)).toEqual([pending.id])
      expect(await ids(`?q=${String(pending.id)}`)).toEqual([pending.id])
      expect(await ids(`?q=${encodeURIComponent(`№${String(confirmed.id)}`)}`)).toEqual([
        confirmed.id,
      ])
      expect(await ids('?q=petrova')).toEqual([confirmed.id])
      expect(await ids('?q=olga%20PETROVA')).toEqual([confirmed.id])
      expect(await ids('?q=zorin')).toEqual([confirmed.id])
      expect(await ids('?q=100%25')).toEqual([])
      expect(await ids('?limit=1&page=2')).toEqual([pending.id])
    })

    it('answers 400 naming a bad filter, 401 signed out, 403 to a tourist', async () => {
      const { account } = await bookedOrganizer()
      for (const query of ['?status=9', '?date_from=2026-02-30', '?limit=51', '?tour_id=x']) {
        const response = await list(account.token, query)
        expect(response.statusCode, query).toBe(400)
        const field = query.slice(1).split('=')[0]!
        expect(response.json<{ errors: Record<string, unknown> }>().errors, query).toHaveProperty(
          field,
        )
      }
      expect((await harness.get('/crm/api/office/booking/list')).statusCode).toBe(401)
      expect((await list((await signIn()).token)).statusCode).toBe(403)
    })

    it('never shows another organizer’s bookings, whatever the filter (IDOR)', async () => {
      const mine = await bookedOrganizer()
      const { account: other } = await owner()
      for (const query of [
        '',
        `?tour_id=${String(mine.summer.id)}`,
        `?q=${String(mine.pending.id)}`,
      ]) {
        const response = await list(other.token, query)
        expect(response.statusCode).toBe(200)
        const page = response.json<OfficeBookingList>()
        expect(page.data, query).toEqual([])
        expect(page.tours).toEqual([])
      }
    })
  })

  describe('GET office/audit', () => {
    it('shows the trail of the organizer’s object with who changed what; refuses others (IDOR)', async () => {
      const { organizer, account } = await owner()
      await recordAudit(harness.db, {
        organizerId: organizer.id,
        actorUserId: account.id,
        actorKind: 'organizer',
        objectKind: 'tour',
        objectId: 987_001,
        action: 'tour.update',
        before: { title: 'Old', days: 3 },
        after: { title: 'New', days: 3, meeting_point: 'Station' },
      })
      await recordAudit(harness.db, {
        organizerId: organizer.id,
        actorUserId: null,
        actorKind: 'system',
        objectKind: 'tour',
        objectId: 987_001,
        action: 'tour.publish',
      })
      const url = '/crm/api/office/audit?object_kind=tour&object_id=987001'

      const response = await harness.get(url, { token: account.token })
      expect(response.statusCode, response.body).toBe(200)
      const trail = response.json<OfficeAudit>()
      expect(trail.data.map((entry) => entry.action)).toEqual(['tour.publish', 'tour.update'])
      expect(trail.data[0]!.actor).toEqual({ kind: 'system', name: null })
      expect(trail.data[1]!.actor).toEqual({ kind: 'organizer', name: 'Booker Test' })
      // jsonb keeps keys in its own order: compare by field.
      const byField = (a: { field: string }, b: { field: string }) => a.field.localeCompare(b.field)
      expect(trail.data[1]!.changes.toSorted(byField)).toEqual([
        { field: 'days', before: 3, after: 3 },
        { field: 'meeting_point', before: null, after: 'Station' },
        { field: 'title', before: 'Old', after: 'New' },
      ])

      const { account: other } = await owner()
      const refused = await harness.get(url, { token: other.token })
      expect(refused.statusCode).toBe(403)
      expect(refused.json<{ code: string }>().code).toBe('forbidden')
      expect((await harness.get(url, { token: (await signIn()).token })).statusCode).toBe(403)
      expect((await harness.get(url)).statusCode).toBe(401)
      const badKind = await harness.get('/crm/api/office/audit?object_kind=user&object_id=1', {
        token: account.token,
      })
      expect(badKind.statusCode).toBe(400)
    })
  })
})
