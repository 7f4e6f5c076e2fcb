import type { Alert } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { alertEvents, tourDates } from '../src/db/schema/index.ts'
import { createAlertsRepository } from '../src/modules/alerts/repository.ts'
import { savedSearchMatcher } from '../src/modules/alerts/saved-search-matches.ts'
import { createAlertsService } from '../src/modules/alerts/service.ts'
import {
  readAlertUnsubscribeToken,
  signAlertUnsubscribeToken,
} from '../src/modules/alerts/unsubscribe-token.ts'
import { alertMessengerText, composeAlertMail } from '../src/modules/notifications/alert-mail.ts'
import { createInProcessSearchChangeFeed } from '../src/modules/search/change-feed.ts'
import { createSearchIndexService } from '../src/modules/search/search-index-service.ts'
import { createSearchService } from '../src/modules/search/service.ts'
import { createCurrencyService } from '../src/platform/currency/service.ts'
import { createMailer } from '../src/platform/mail/mailer.ts'
import { createOutboxRepository } from '../src/platform/mail/outbox-repository.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import {
  bookingBody,
  createOrganizerOwner,
  createSignedInUser,
  futureDate,
} from './factories-bookings.ts'
import { createTour, seedCurrencyRates } from './factories.ts'

type ErrorAnswer = { code: string; errors?: Record<string, string[]> }

describe.each(testDatabases)(
  'alerts on favourites and searches on $name (issue 44 item 2)',
  (target) => {
    const feed = createInProcessSearchChangeFeed()
    const harness = useAccountsHarness(target, { build: { searchChangeFeed: feed } })

    /** A tour of a new organizer, in search, with one date 60 days ahead (EUR 1,000, `seats`). */
    async function ownedTour(seats = 10) {
      await seedCurrencyRates(harness.db)
      const { organizer, account } = await createOrganizerOwner(harness.db, harness.config, {
        internalCheck: 1,
      })
      const tour = await createTour(harness.db, {
        organizerId: organizer.id,
        dates: [futureDate({ numberOfSeats: seats, numberOfFreeSeats: seats })],
      })
      const writer = createSearchIndexService({ db: harness.db, feed })
      await writer.toursChanged([tour.id])
      writer.close()
      return { organizer, owner: account, tour, date: tour.dates[0]! }
    }

    async function watch(token: string, tourId: number, settings: Record<string, unknown> = {}) {
      const response = await harness.post('/spa/user/alerts/tour', {
        token,
        body: { tour_id: tourId, ...settings },
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json<Alert>()
    }

    async function alertMails(email: string) {
      return (await harness.outbox(email)).filter((message) => message.channel === 'email')
    }

    async function eventCount(watchId: number) {
      const rows = await harness.db
        .select({ id: alertEvents.id })
        .from(alertEvents)
        .where(eq(alertEvents.watchId, watchId))
      return rows.length
    }

    /** The alerts service on the test database, with its own clock (digests, saved searches). */
    function alertsAt(now: () => Date) {
      const db = harness.db
      const outbox = createOutboxRepository(db)
      return createAlertsService({
        repository: createAlertsRepository(db),
        jobs: harness.app.jobs,
        mailer: createMailer(harness.config.mail, outbox),
        compose: (facts) => composeAlertMail(facts),
        messengerText: (facts) => alertMessengerText(facts),
        messenger: {
          send: (to, text) =>
            outbox.insert({
              channel: to.sourceId,
              recipient: `${to.sourceId}:${to.externalAccountId}`,
              subject: null,
              body: text,
            }),
        },
        searchTourIds: savedSearchMatcher(
          createSearchService({ db, currency: createCurrencyService(db), now, changes: feed }),
          'EUR',
        ),
        sessionSecret: harness.config.accounts.sessionSecret,
        siteUrl: harness.config.accounts.siteUrl,
        reportError: (error) => {
          throw error
        },
        now,
      })
    }

    it('keeps alerts to their account: 401 without a session, another’s alert is 404', async () => {
      const { tour } = await ownedTour()
      expect((await harness.get('/spa/user/alerts')).statusCode).toBe(401)
      expect(
        (await harness.post('/spa/user/alerts/tour', { body: { tour_id: tour.id } })).statusCode,
      ).toBe(401)
      const first = await createSignedInUser(harness.db, harness.config)
      const second = await createSignedInUser(harness.db, harness.config)
      const alert = await watch(first.token, tour.id)
      expect(alert).toMatchObject({
        kind: 'tour',
        tour: { id: tour.id, title: tour.title },
        new_dates: true,
        price_drop_percent: 10,
        seat_freed: true,
        delivery: 'instant',
        is_active: true,
      })
      const update = await harness.post('/spa/user/alerts/update', {
        token: second.token,
        body: { id: alert.id, price_drop_percent: 50 },
      })
      expect(update.statusCode).toBe(404)
      const remove = await harness.post('/spa/user/alerts/delete', {
        token: second.token,
        body: { id: alert.id },
      })
      expect(remove.statusCode).toBe(404)
      const secondList = await harness.get('/spa/user/alerts', { token: second.token })
      expect(secondList.json()).toEqual({ data: [], messenger_linked: false })
      const firstList = await harness.get('/spa/user/alerts', { token: first.token })
      expect(firstList.json().data).toEqual([alert])
      const removed = await harness.post('/spa/user/alerts/delete', {
        token: first.token,
        body: { id: alert.id },
      })
      expect(removed.json()).toEqual({ success: true })
    })

    it('refuses bad settings naming the field, an unknown tour, and a search without a filter', async () => {
      const { token } = await createSignedInUser(harness.db, harness.config)
      const { tour } = await ownedTour()
      const badPercent = await harness.post('/spa/user/alerts/tour', {
        token,
        body: { tour_id: tour.id, price_drop_percent: 0 },
      })
      expect(badPercent.statusCode).toBe(400)
      expect(Object.keys(badPercent.json<ErrorAnswer>().errors ?? {})).toContain(
        'price_drop_percent',
      )
      const unknown = await harness.post('/spa/user/alerts/tour', {
        token,
        body: { tour_id: 999_999_999 },
      })
      expect(unknown.statusCode).toBe(404)
      const empty = await harness.post('/spa/user/alerts/search', {
        token,
        body: { query: 'page=2&sort=price' },
      })
      expect(empty.statusCode).toBe(400)
      expect(Object.keys(empty.json<ErrorAnswer>().errors ?? {})).toEqual(['query'])
    })

    it('mails a price drop the organizer made in the office once, even when looked at and sent twice', async () => {
      const { owner, tour, date } = await ownedTour()
      const tourist = await createSignedInUser(harness.db, harness.config)
      const alert = await watch(tourist.token, tour.id, { price_drop_percent: 15 })
      const reprice = (basePrice: number) =>
        harness.post('/crm/api/office/date/update', {
          token: owner.token,
          body: { id: date.id, base_price_minor: basePrice },
        })
      // 10 % off is under this alert's 15 %: nothing yet, and the reference stays at 1,000.
      expect((await reprice(90_000)).statusCode).toBe(200)
      expect(await alertMails(tourist.email)).toEqual([])
      expect((await reprice(85_000)).statusCode).toBe(200)
      const [mail, ...others] = await alertMails(tourist.email)
      expect(others).toEqual([])
      expect(mail?.subject).toBe(`Price drop: ${tour.title} is 15 % cheaper`)
      expect(mail?.body).toContain('€1,000 → €850 (−15 %)')
      expect(mail?.body).toMatch(/Turn off these alerts: http.*\/alerts\/unsubscribe\?token=/)

      // The check, the sweep and the send again, as a second process or a retry would run them.
      const [event] = await harness.db
        .select({ id: alertEvents.id })
        .from(alertEvents)
        .where(eq(alertEvents.watchId, alert.id))
      const alerts = alertsAt(() => new Date())
      await alerts.toursChanged([tour.id])
      expect(await alerts.checkTourWatches()).toBe(0)
      await harness.app.jobs.enqueue(harness.db, {
        kind: 'alert-send',
        key: `again-send-${String(alert.id)}`,
        payload: { watchId: alert.id, eventIds: [event!.id] },
      })
      expect(await alertMails(tourist.email)).toHaveLength(1)
      expect(await eventCount(alert.id)).toBe(1)
      // The database itself refuses the same event for the same alert.
      await expect(
        harness.db.insert(alertEvents).values({
          watchId: alert.id,
          eventKey: `price-drop:${String(date.id)}:EUR:85000`,
          event: {},
          delivery: 'instant',
        }),
      ).rejects.toThrow()
    })

    it('mails a seat freed on a sold-out date when its booking is cancelled', async () => {
      const { tour, date } = await ownedTour(1)
      const tourist = await createSignedInUser(harness.db, harness.config)
      await watch(tourist.token, tour.id)
      const booker = await createSignedInUser(harness.db, harness.config)
      const booked = await harness.post('/crm/api/request/create', {
        token: booker.token,
        body: bookingBody(date.id, 1),
      })
      expect(booked.statusCode, booked.body).toBe(200)
      const [soldOut] = await harness.db
        .select({ free: tourDates.numberOfFreeSeats })
        .from(tourDates)
        .where(eq(tourDates.id, date.id))
      // Cancelled at once, before any job ran: the freed seat is still seen.
      expect(soldOut?.free).toBe(0)
      const cancel = await harness.post('/crm/api/request/cancel', {
        token: booker.token,
        body: { id: booked.json<{ id: number }>().id, message: 'Plans changed.' },
      })
      expect(cancel.statusCode, cancel.body).toBe(200)
      const mails = await alertMails(tourist.email)
      expect(mails.map((mail) => mail.subject)).toEqual([`A seat is free again on ${tour.title}`])
      expect(mails[0]?.body).toContain('1 seat free again')
    })

    it('tells nothing to an alert turned off, and digests wait a day then come in one mail', async () => {
      const { owner, tour, date } = await ownedTour()
      const tourist = await createSignedInUser(harness.db, harness.config)
      const alert = await watch(tourist.token, tour.id, { delivery: 'digest' })
      const reprice = (basePrice: number) =>
        harness.post('/crm/api/office/date/update', {
          token: owner.token,
          body: { id: date.id, base_price_minor: basePrice },
        })
      await reprice(80_000)
      const added = await harness.post('/crm/api/office/date/create', {
        token: owner.token,
        body: {
          tour_id: tour.id,
          start: futureDate().startDate!.replace(/\d\d$/, '28'),
          base_price_minor: 90_000,
          discount_percent: 0,
          number_of_seats: 6,
          not_guaranteed: false,
          min_travellers: null,
          prepayment_type: 1,
          prepayment_size: 20,
          full_payment_days: 14,
        },
      })
      expect(added.statusCode, added.body).toBe(200)
      expect(await alertMails(tourist.email)).toEqual([])
      expect(await eventCount(alert.id)).toBe(2)

      const later = new Date(Date.now() + 25 * 60 * 60 * 1000)
      expect(await alertsAt(() => new Date()).sendDueDigests()).toEqual([])
      expect(await alertsAt(() => later).sendDueDigests()).toEqual([tourist.id])
      expect(await alertsAt(() => later).sendDueDigests()).toEqual([])
      const mails = await alertMails(tourist.email)
      expect(mails.map((mail) => mail.subject)).toEqual(['Your alerts: 2 news'])
      expect(mails[0]?.body).toContain('(−20 %)')
      expect(mails[0]?.body).toContain('New date')

      const off = await harness.post('/spa/user/alerts/update', {
        token: tourist.token,
        body: { id: alert.id, is_active: false },
      })
      expect(off.json<Alert>().is_active).toBe(false)
      await reprice(50_000)
      expect(await eventCount(alert.id)).toBe(2)
    })

    it('a saved search tells of a new tour matching it, once', async () => {
      const { organizer } = await ownedTour()
      const tourist = await createSignedInUser(harness.db, harness.config)
      const saved = await harness.post('/spa/user/alerts/search', {
        token: tourist.token,
        body: { query: `?organizer=${String(organizer.id)}&page=3` },
      })
      expect(saved.statusCode, saved.body).toBe(200)
      expect(saved.json<Alert>()).toMatchObject({
        kind: 'search',
        search_query: `organizer=${String(organizer.id)}`,
        search_label: null,
      })
      // Saved again from the tours page, it keeps the name the page gave it; too long a name is refused.
      const named = await harness.post('/spa/user/alerts/search', {
        token: tourist.token,
        body: { query: `organizer=${String(organizer.id)}`, label: ' Tours · Up to 7 days ' },
      })
      expect(named.json<Alert>()).toMatchObject({
        id: saved.json<Alert>().id,
        search_label: 'Tours · Up to 7 days',
      })
      const tooLong = await harness.post('/spa/user/alerts/search', {
        token: tourist.token,
        body: { query: `organizer=${String(organizer.id)}`, label: 'x'.repeat(301) },
      })
      expect(tooLong.statusCode).toBe(400)
      expect(Object.keys(tooLong.json<ErrorAnswer>().errors ?? {})).toEqual(['label'])
      const newTour = await createTour(harness.db, {
        organizerId: organizer.id,
        createdAt: new Date(Date.now() + 1000),
        dates: [futureDate()],
      })
      const writer = createSearchIndexService({ db: harness.db, feed })
      await writer.toursChanged([newTour.id])
      writer.close()
      const alerts = alertsAt(() => new Date())
      expect(await alerts.checkSavedSearches()).toBeGreaterThanOrEqual(1)
      await alerts.checkSavedSearches()
      const mails = (await alertMails(tourist.email)).filter(
        (mail) => mail.subject === 'New tours match your saved search',
      )
      expect(mails).toHaveLength(1)
      expect(mails[0]?.body).toContain(newTour.title)
    })

    it('an unsubscribe link turns off only the alerts it names; an altered one is refused', async () => {
      const { tour } = await ownedTour()
      const tourist = await createSignedInUser(harness.db, harness.config)
      const alert = await watch(tourist.token, tour.id)
      const secret = harness.config.accounts.sessionSecret
      const token = signAlertUnsubscribeToken(secret, { userId: tourist.id, watchIds: [alert.id] })
      expect(readAlertUnsubscribeToken(secret, token)).toEqual({
        userId: tourist.id,
        watchIds: [alert.id],
      })
      const state = await harness.get(`/spa/alerts/unsubscribe?token=${encodeURIComponent(token)}`)
      expect(state.json()).toEqual({
        alerts: [{ id: alert.id, title: tour.title, is_active: true }],
      })
      // Another account's id, or another alert, under the same signature: not ours.
      const [, , signature] = token.split('.')
      for (const forged of [
        `${String(tourist.id + 1)}.${String(alert.id)}.${signature!}`,
        `${String(tourist.id)}.${String(alert.id + 1)}.${signature!}`,
        `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
        signAlertUnsubscribeToken('another secret of at least thirty-two characters', {
          userId: tourist.id,
          watchIds: [alert.id],
        }),
      ]) {
        const refused = await harness.post('/spa/alerts/unsubscribe', { body: { token: forged } })
        expect(refused.statusCode).toBe(400)
        expect(refused.json<ErrorAnswer>().code).toBe('invalid_token')
      }
      const done = await harness.post('/spa/alerts/unsubscribe', { body: { token } })
      expect(done.json()).toEqual({
        alerts: [{ id: alert.id, title: tour.title, is_active: false }],
      })
      const again = await harness.post('/spa/alerts/unsubscribe', { body: { token } })
      expect(again.statusCode).toBe(200)
      const listed = await harness.get('/spa/user/alerts', { token: tourist.token })
      expect(listed.json().data[0].is_active).toBe(false)
    })
  },
)
