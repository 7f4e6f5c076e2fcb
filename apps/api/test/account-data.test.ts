import { utcCalendarDate } from '@tourmarket/domain/i18n'
import { legalDocuments, versionInForce } from '@tourmarket/domain/legal'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  bookingRequests,
  chatMessages,
  favouriteTours,
  recentlyViewedTours,
  reviews,
  savedTravellers,
  userSessions,
  users,
} from '../src/db/schema/index.ts'
import { testPassword, useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { bookingBody, createBookableTour, createOrganizerOwner } from './factories-bookings.ts'
import { createReview } from './factories-tours.ts'

const anna = {
  first_name: 'Anna',
  last_name: 'Petrova',
  middle_name: 'Ivanovna',
  birthday: '1988-04-12',
  passport: '75 1234567',
}

describe.each(testDatabases)('issue 42 account data on $name', (target) => {
  const harness = useAccountsHarness(target)

  function send(method: 'PUT' | 'DELETE', url: string, token: string | undefined, body?: unknown) {
    return harness.app.inject({
      method,
      url,
      headers: {
        'x-forwarded-for': '203.0.113.42',
        ...(token === undefined ? {} : { 'x-authorization': `Bearer ${token}` }),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    })
  }

  async function signedUp() {
    const account = await harness.register()
    const { id } = await harness.profileOf(account.token)
    return { ...account, id }
  }

  async function codeFor(account: { email: string; token: string }, purpose: string) {
    const sent = await harness.post('/spa/user/account-code', {
      token: account.token,
      body: { purpose },
    })
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json()).toMatchObject({ success: true, code_length: 5 })
    const [mail] = await harness.outbox(account.email)
    expect(mail?.subject).toMatch(
      purpose === 'export'
        ? /^Your code to download your data: \d{5}$/
        : /^Your code to delete your account: \d{5}$/,
    )
    return harness.latestCode(account.email)
  }

  describe('saved travellers', () => {
    it('keeps, changes and removes an account’s travellers, in the order added', async () => {
      const { token } = await signedUp()
      const created = await harness.post('/spa/user/travellers', { token, body: anna })
      expect(created.statusCode, created.body).toBe(201)
      const saved = created.json<{ id: number }>()
      expect(saved).toMatchObject(anna)
      await harness.post('/spa/user/travellers', {
        token,
        body: { first_name: 'Ivan', last_name: 'Petrov', birthday: '2015-09-01' },
      })
      const changed = await send('PUT', `/spa/user/travellers/${saved.id}`, token, {
        ...anna,
        passport: '',
      })
      expect(changed.statusCode, changed.body).toBe(200)
      expect(changed.json()).toMatchObject({ id: saved.id, passport: null })
      const listed = await harness.get('/spa/user/travellers', { token })
      expect(listed.json().data.map((row: { first_name: string }) => row.first_name)).toEqual([
        'Anna',
        'Ivan',
      ])
      const removed = await send('DELETE', `/spa/user/travellers/${saved.id}`, token)
      expect(removed.json()).toEqual({ success: true })
      expect((await harness.get('/spa/user/travellers', { token })).json().data).toHaveLength(1)
    })

    it('shows and changes only the owner’s travellers: another account gets 404, a visitor 401', async () => {
      const owner = await signedUp()
      const stranger = await signedUp()
      const saved = (
        await harness.post('/spa/user/travellers', { token: owner.token, body: anna })
      ).json<{ id: number }>()
      expect((await harness.get('/spa/user/travellers', { token: stranger.token })).json()).toEqual(
        {
          data: [],
        },
      )
      const changed = await send('PUT', `/spa/user/travellers/${saved.id}`, stranger.token, {
        ...anna,
        first_name: 'Mallory',
      })
      expect(changed.statusCode).toBe(404)
      expect(changed.json()).toMatchObject({ code: 'traveller_not_found' })
      const removed = await send('DELETE', `/spa/user/travellers/${saved.id}`, stranger.token)
      expect(removed.statusCode).toBe(404)
      const [row] = await harness.db
        .select()
        .from(savedTravellers)
        .where(eq(savedTravellers.id, saved.id))
      expect(row?.firstName).toBe('Anna')
      expect((await harness.get('/spa/user/travellers')).statusCode).toBe(401)
      expect((await harness.post('/spa/user/travellers', { body: anna })).statusCode).toBe(401)
    })

    it('refuses bad input naming each field, and more than 20 travellers with a clear 409', async () => {
      const { token } = await signedUp()
      const refused = await harness.post('/spa/user/travellers', {
        token,
        body: { first_name: ' ', last_name: 'x'.repeat(101), birthday: '2999-01-01' },
      })
      expect(refused.statusCode).toBe(400)
      expect(Object.keys(refused.json().errors).sort()).toEqual([
        'birthday',
        'first_name',
        'last_name',
      ])
      const notANumber = await send('PUT', '/spa/user/travellers/abc', token, anna)
      expect(notANumber.statusCode).toBe(400)
      for (let index = 0; index < 20; index += 1) {
        const added = await harness.post('/spa/user/travellers', { token, body: anna })
        expect(added.statusCode).toBe(201)
      }
      const tooMany = await harness.post('/spa/user/travellers', { token, body: anna })
      expect(tooMany.statusCode).toBe(409)
      expect(tooMany.json()).toMatchObject({ code: 'too_many_travellers' })
      expect(tooMany.json().message).toMatch(/up to 20/)
    })
  })

  describe('download my data', () => {
    it('answers the account’s data for the code sent to its e-mail, and only for that code', async () => {
      const account = await signedUp()
      const tour = await createBookableTour(harness.db)
      const booked = await harness.post('/crm/api/request/create', {
        token: account.token,
        body: bookingBody(tour.dates[0]!.id, 1),
      })
      expect(booked.statusCode, booked.body).toBe(200)
      await harness.post('/crm/api/favourite-tour/create', {
        token: account.token,
        body: { tour_id: tour.id },
      })
      await harness.post('/spa/user/travellers', { token: account.token, body: anna })
      await harness.post('/crm/api/user/recently-viewed-tours', {
        token: account.token,
        body: { tours: [{ tour_id: tour.id, viewed_at: new Date().toISOString() }] },
      })

      const exportCode = await codeFor(account, 'export')
      const wrong = await harness.post('/spa/user/account-export', {
        token: account.token,
        body: { code: exportCode === '11111' ? '22222' : '11111' },
      })
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json()).toMatchObject({ code: 'invalid_code' })
      expect(wrong.json().errors).toHaveProperty('code')

      const exported = await harness.post('/spa/user/account-export', {
        token: account.token,
        body: { code: exportCode },
      })
      expect(exported.statusCode, exported.body).toBe(200)
      expect(exported.headers['cache-control']).toBe('private, no-store')
      const data = exported.json()
      expect(data.profile).toMatchObject({
        id: account.id,
        email: account.email,
        first_name: 'Anna',
      })
      expect(data.travellers).toEqual([expect.objectContaining(anna)])
      expect(data.bookings).toHaveLength(1)
      expect(data.bookings[0]).toMatchObject({
        tour: tour.title,
        contact: { first_name: 'Anna', last_name: 'Booker' },
        // Issue 43 item 5: the Terms and Conditions version the booking accepted.
        terms_version: versionInForce(
          legalDocuments.agreement.versions,
          utcCalendarDate(new Date()),
        )?.effectiveFrom,
        tourists: [expect.objectContaining({ first_name: 'Tourist1', birthday: '1990-05-17' })],
      })
      expect(data.favourites).toEqual([expect.objectContaining({ tour_id: tour.id })])
      expect(data.recently_viewed).toEqual([
        expect.objectContaining({ tour_id: tour.id, tour: tour.title }),
      ])
      expect(data.messages).toEqual([])
      expect(data.mail_opt_outs).toEqual([])

      const reused = await harness.post('/spa/user/account-export', {
        token: account.token,
        body: { code: exportCode },
      })
      expect(reused.statusCode).toBe(400)
    })

    it('a code asked for one purpose does not confirm the other', async () => {
      const account = await signedUp()
      const exportCode = await codeFor(account, 'export')
      const deleted = await harness.post('/spa/user/account-delete', {
        token: account.token,
        body: { code: exportCode },
      })
      expect(deleted.statusCode).toBe(400)
      expect(deleted.json()).toMatchObject({ code: 'invalid_code' })
      const [row] = await harness.db.select().from(users).where(eq(users.id, account.id))
      expect(row?.deletedAt).toBeNull()
    })

    it('limits the codes an account asks for (429 with a captcha) and refuses a visitor', async () => {
      const account = await signedUp()
      const statuses: number[] = []
      for (let index = 0; index < 7; index += 1) {
        const sent = await harness.post('/spa/user/account-code', {
          token: account.token,
          body: { purpose: 'export' },
        })
        statuses.push(sent.statusCode)
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
      expect(statuses.at(-1)).toBe(429)
      const refused = await harness.post('/spa/user/account-code', { body: { purpose: 'export' } })
      expect(refused.statusCode).toBe(401)
      const unknown = await harness.post('/spa/user/account-code', {
        token: (await signedUp()).token,
        body: { purpose: 'everything' },
      })
      expect(unknown.statusCode).toBe(400)
      expect(unknown.json().errors).toHaveProperty('purpose')
    })
  })

  describe('delete my account', () => {
    it('erases the person, keeps the booking, unsigns reviews and messages, ends sessions and sign-in', async () => {
      const account = await signedUp()
      const tour = await createBookableTour(harness.db)
      const booked = await harness.post('/crm/api/request/create', {
        token: account.token,
        body: bookingBody(tour.dates[0]!.id, 1),
      })
      const bookingId = booked.json<{ id: number }>().id
      const review = await createReview(harness.db, tour, {
        bookingId,
        authorName: 'Anna B.',
        imageKeys: ['review-photo-1'],
      })
      const asked = await harness.post('/crm/api/chat/get-chat-with-organizer', {
        token: account.token,
        body: { organizer_id: tour.organizerId, message: 'Is breakfast included?' },
      })
      expect(asked.statusCode, asked.body).toBe(200)
      await harness.post('/spa/user/travellers', { token: account.token, body: anna })
      await harness.post('/crm/api/favourite-tour/create', {
        token: account.token,
        body: { tour_id: tour.id },
      })
      await harness.post('/crm/api/user/recently-viewed-tours', {
        token: account.token,
        body: { tours: [{ tour_id: tour.id, viewed_at: new Date().toISOString() }] },
      })

      const code = await codeFor(account, 'delete')
      const deleted = await harness.post('/spa/user/account-delete', {
        token: account.token,
        body: { code },
      })
      expect(deleted.statusCode, deleted.body).toBe(200)
      expect(deleted.json()).toEqual({ success: true })
      expect(String(deleted.headers['set-cookie'])).toContain('refresh_token=;')

      const [user] = await harness.db.select().from(users).where(eq(users.id, account.id))
      expect(user).toMatchObject({
        email: null,
        phone: null,
        passwordHash: null,
        firstName: null,
        lastName: null,
      })
      expect(user?.deletedAt).toBeInstanceOf(Date)
      const [booking] = await harness.db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.id, bookingId))
      expect(booking?.userId).toBe(account.id)
      const [signed] = await harness.db.select().from(reviews).where(eq(reviews.id, review.id))
      expect(signed?.authorName).toBe('Former member')
      const messages = await harness.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.authorUserId, account.id))
      expect(messages.map((message) => message.text)).toEqual(['Is breakfast included?'])
      expect(
        await harness.db
          .select()
          .from(savedTravellers)
          .where(eq(savedTravellers.userId, account.id)),
      ).toEqual([])
      expect(
        await harness.db.select().from(favouriteTours).where(eq(favouriteTours.userId, account.id)),
      ).toEqual([])
      expect(
        await harness.db
          .select()
          .from(recentlyViewedTours)
          .where(eq(recentlyViewedTours.userId, account.id)),
      ).toEqual([])
      const open = await harness.db
        .select()
        .from(userSessions)
        .where(eq(userSessions.userId, account.id))
      expect(open.every((session) => session.revokedReason === 'account_deleted')).toBe(true)

      expect(
        (await harness.profileOf(account.token).catch((error: Error) => error)).message,
      ).toMatch(/401/)
      const signIn = await harness.post('/crm/api/user/auth', {
        body: { login: account.email, password: testPassword },
      })
      expect(signIn.statusCode).toBe(400)
      expect(signIn.json()).toMatchObject({ code: 'invalid_credentials' })
      const refreshed = await harness.post('/crm/api/user/refresh-token', {
        headers: { cookie: `refresh_token=${account.refreshToken}` },
      })
      expect(refreshed.statusCode).toBe(401)
      const again = await harness.register({ email: account.email })
      expect(again.token).not.toBe('')
    })

    it('refuses an account that runs an organizer profile, after its code', async () => {
      const { account: owner } = await createOrganizerOwner(harness.db, harness.config)
      const code = await codeFor(owner, 'delete')
      const refused = await harness.post('/spa/user/account-delete', {
        token: owner.token,
        body: { code },
      })
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toMatchObject({ code: 'account_runs_organizer' })
      const [kept] = await harness.db.select().from(users).where(eq(users.id, owner.id))
      expect(kept?.deletedAt).toBeNull()
    })
  })
})
