import type {
  Booking,
  OfficeDate,
  OfficeDateList,
  TourDate,
  ToursPageResponse,
} from '@tourmarket/contracts'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, bookingRequests, discounts } from '../src/db/schema/index.ts'
import { createInProcessSearchChangeFeed } from '../src/modules/search/change-feed.ts'
import { createSearchIndexService } from '../src/modules/search/search-index-service.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import {
  bookingBody,
  createOrganizerOwner,
  createSignedInUser,
  futureDate,
} from './factories-bookings.ts'
import { createTour, daysFromToday, seedCurrencyRates } from './factories.ts'

/** Issue 21: what a write changes is in search within 2 s. */
const withinTwoSeconds = { timeout: 2_000, interval: 20 }

/** A date's terms as the office's forms send them. */
const terms = {
  base_price_minor: 150_000,
  discount_percent: 0,
  number_of_seats: 8,
  not_guaranteed: false,
  min_travellers: null,
  prepayment_type: 1,
  prepayment_size: 20,
  full_payment_days: 14,
}

type ErrorAnswer = { code: string; errors?: Record<string, string[]> }

describe.each(testDatabases)('office dates on $name (issue 40 item 3)', (target) => {
  const feed = createInProcessSearchChangeFeed()
  const harness = useAccountsHarness(target, { build: { searchChangeFeed: feed } })

  /** A listed tour of a new organizer (in search already), priced in EUR, and its owner. */
  async function ownedTour(dates = [futureDate()]) {
    await seedCurrencyRates(harness.db)
    const { organizer, account } = await createOrganizerOwner(harness.db, harness.config, {
      internalCheck: 1,
    })
    const tour = await createTour(harness.db, { organizerId: organizer.id, dates, minGroupSize: 3 })
    const writer = createSearchIndexService({ db: harness.db, feed })
    await writer.toursChanged([tour.id])
    writer.close()
    return { organizer, account, tour }
  }

  const list = async (token: string, tourId: number) => {
    const response = await harness.get(`/crm/api/office/date/list?tour_id=${String(tourId)}`, {
      token,
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<OfficeDateList>()
  }
  const write = (path: string, token: string | undefined, body: unknown) =>
    harness.post(`/crm/api/office/date/${path}`, token === undefined ? { body } : { token, body })

  async function book(dateId: number, tourists = 1): Promise<Booking> {
    const tourist = await createSignedInUser(harness.db, harness.config)
    const response = await harness.post('/crm/api/request/create', {
      token: tourist.token,
      body: bookingBody(dateId, tourists),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<Booking>()
  }

  async function auditActions(dateId: number): Promise<string[]> {
    const rows = await harness.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.objectKind, 'tour_date'), eq(auditLog.objectId, String(dateId))))
      .orderBy(auditLog.id)
    return rows.map((row) => row.action)
  }

  it('adds a date ending after the tour’s days, priced in the tour’s currency with its discount', async () => {
    const { account, tour } = await ownedTour()
    const start = daysFromToday(40)
    const response = await write('create', account.token, {
      ...terms,
      tour_id: tour.id,
      start,
      discount_percent: 10,
      not_guaranteed: true,
      min_travellers: 5,
    })
    expect(response.statusCode, response.body).toBe(200)
    const created = response.json<OfficeDate>()
    expect(created).toMatchObject({
      tour_id: tour.id,
      start,
      end: daysFromToday(46),
      duration_days: 7,
      currency: 'EUR',
      base_price_minor: 150_000,
      price_minor: 135_000,
      discount_percent: 10,
      number_of_seats: 8,
      sold_seats: 0,
      free_seats: 8,
      not_guaranteed: true,
      min_travellers: 5,
      travellers_needed: 5,
      status: 'not_guaranteed',
      bookings_count: 0,
    })
    const [own] = await harness.db
      .select()
      .from(discounts)
      .where(eq(discounts.tourDateId, created.id))
    expect(own).toMatchObject({ kind: 'on_tour_date', percent: 10, isAuto: true })

    const seen = await list(account.token, tour.id)
    expect(seen.tour).toMatchObject({ id: tour.id, currency: 'EUR', duration_days: 7 })
    expect(seen.data.map((date) => date.id)).toContain(created.id)
    expect(await auditActions(created.id)).toEqual(['tour_date.create'])
  })

  it('refuses bad terms with 400 naming each field', async () => {
    const { account, tour } = await ownedTour()
    const response = await write('create', account.token, {
      ...terms,
      tour_id: tour.id,
      start: daysFromToday(0),
      base_price_minor: 0,
      number_of_seats: 1000,
      discount_percent: 100,
      prepayment_type: 3,
      prepayment_size: 10,
      full_payment_days: -1,
    })
    expect(response.statusCode).toBe(400)
    const refused = response.json<ErrorAnswer>()
    expect(refused.code).toBe('validation_failed')
    expect(Object.keys(refused.errors ?? {}).sort()).toEqual([
      'base_price_minor',
      'discount_percent',
      'full_payment_days',
      'number_of_seats',
      'prepayment_size',
      'start',
    ])
    const minimum = await write('create', account.token, {
      ...terms,
      tour_id: tour.id,
      start: daysFromToday(30),
      not_guaranteed: true,
      min_travellers: 9,
    })
    expect(minimum.statusCode).toBe(400)
    expect(Object.keys(minimum.json<ErrorAnswer>().errors ?? {})).toEqual(['min_travellers'])
    const malformed = await write('create', account.token, { tour_id: tour.id, start: 5 })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json<ErrorAnswer>().errors).toHaveProperty('start')
  })

  it('sets a not-guaranteed date’s minimum and decision day; the tour page, cards and booking show the meter (issue 44)', async () => {
    const { account, tour, organizer } = await ownedTour()
    const start = daysFromToday(60)
    const created = await write('create', account.token, {
      ...terms,
      tour_id: tour.id,
      start,
      not_guaranteed: true,
      min_travellers: 5,
      decision_days: 10,
    })
    expect(created.statusCode, created.body).toBe(200)
    const date = created.json<OfficeDate>()
    expect(date).toMatchObject({
      min_travellers: 5,
      travellers_needed: 5,
      decision_days: 10,
      decision_date: daysFromToday(50),
    })
    await book(date.id, 2)
    const meter = { booked: 2, min_travellers: 5, decision_date: daysFromToday(50) }
    const page = await harness.get(`/spa/tour?slug=${tour.slug}`)
    const shown = page.json<{ dates: TourDate[] }>().dates.find((one) => one.id === date.id)
    expect(shown?.departure_guarantee).toEqual(meter)
    const guaranteedDate = page
      .json<{ dates: TourDate[] }>()
      .dates.find((one) => one.id !== date.id)
    expect(guaranteedDate?.departure_guarantee).toBeNull()
    await expect
      .poll(async () => {
        const answer = await harness.get(
          `/spa/tours-page?organizer=${String(organizer.id)}&dateFrom=${start}&dateTo=${start}`,
        )
        return answer
          .json<ToursPageResponse>()
          .data[0]?.nearest_dates.find((one) => one.id === date.id)?.departure_guarantee
      }, withinTwoSeconds)
      .toEqual(meter)

    // Left out on a change, the decision day stays; the tour's minimum group when none is set.
    const changed = await write('update', account.token, { id: date.id, min_travellers: null })
    expect(changed.json<OfficeDate>()).toMatchObject({ decision_days: 10, travellers_needed: 3 })
    const defaulted = await write('create', account.token, {
      ...terms,
      tour_id: tour.id,
      start: daysFromToday(70),
      not_guaranteed: true,
    })
    expect(defaulted.json<OfficeDate>()).toMatchObject({
      decision_days: 14,
      decision_date: daysFromToday(56),
    })

    // 400 naming the field: a decision day out of range, a minimum above the seats.
    for (const [body, field] of [
      [{ decision_days: 0 }, 'decision_days'],
      [{ decision_days: 181 }, 'decision_days'],
      [{ min_travellers: 9 }, 'min_travellers'],
    ] as const) {
      const refused = await write('update', account.token, {
        id: date.id,
        not_guaranteed: true,
        ...body,
      })
      expect(refused.statusCode, field).toBe(400)
      expect(Object.keys(refused.json<ErrorAnswer>().errors ?? {}), field).toEqual([field])
    }
    // Another organizer sets nothing on this date.
    const other = await createOrganizerOwner(harness.db, harness.config)
    const foreign = await write('update', other.account.token, { id: date.id, decision_days: 3 })
    expect(foreign.statusCode).toBe(403)
    const after = (await list(account.token, tour.id)).data.find((one) => one.id === date.id)
    expect(after).toMatchObject({ decision_days: 10 })
  })

  it('adds a series in one go: every Saturday of a range', async () => {
    const { account, tour } = await ownedTour()
    const from = daysFromToday(10)
    const to = daysFromToday(10 + 7 * 10 - 1)
    const response = await write('create-series', account.token, {
      ...terms,
      tour_id: tour.id,
      from,
      to,
      weekdays: [6],
    })
    expect(response.statusCode, response.body).toBe(200)
    const series = response.json<{ created: number; data: OfficeDate[] }>()
    expect(series.created).toBe(10)
    expect(series.data.every((date) => new Date(`${date.start}T00:00:00Z`).getUTCDay() === 6)).toBe(
      true,
    )
    expect((await list(account.token, tour.id)).data).toHaveLength(11)

    const tooMany = await write('create-series', account.token, {
      ...terms,
      tour_id: tour.id,
      from,
      to: daysFromToday(10 + 400),
      every_days: 1,
    })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json<ErrorAnswer>().errors).toHaveProperty('to')
    const noDays = await write('create-series', account.token, {
      ...terms,
      tour_id: tour.id,
      from,
      to,
      weekdays: [],
    })
    expect(noDays.json<ErrorAnswer>().errors).toHaveProperty('weekdays')
    expect((await list(account.token, tour.id)).data).toHaveLength(11)
  })

  it('a new price applies to new bookings only: a booking keeps its price', async () => {
    const { account, tour } = await ownedTour()
    const date = tour.dates[0]!
    const booking = await book(date.id)
    const response = await write('update', account.token, {
      id: date.id,
      base_price_minor: 200_000,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<OfficeDate>()).toMatchObject({
      base_price_minor: 200_000,
      price_minor: 200_000,
    })
    const [kept] = await harness.db
      .select({
        perTourist: bookingRequests.pricePerTouristMinor,
        total: bookingRequests.totalMinor,
      })
      .from(bookingRequests)
      .where(eq(bookingRequests.id, booking.id))
    expect(kept).toEqual({ perTourist: 100_000, total: 100_000 })
    const later = await book(date.id)
    const [latest] = await harness.db
      .select({ perTourist: bookingRequests.pricePerTouristMinor })
      .from(bookingRequests)
      .where(eq(bookingRequests.id, later.id))
    expect(latest?.perTourist).toBe(200_000)
    expect(await auditActions(date.id)).toEqual(['tour_date.update'])
  })

  it('never takes seats below those sold (409 seats_below_sold naming number_of_seats)', async () => {
    const { account, tour } = await ownedTour()
    const date = tour.dates[0]!
    await book(date.id, 3)
    const refused = await write('update', account.token, { id: date.id, number_of_seats: 2 })
    expect(refused.statusCode).toBe(409)
    const body = refused.json<ErrorAnswer>()
    expect(body.code).toBe('seats_below_sold')
    expect(body.errors).toHaveProperty('number_of_seats')

    const resized = await write('update', account.token, { id: date.id, number_of_seats: 3 })
    expect(resized.statusCode, resized.body).toBe(200)
    expect(resized.json<OfficeDate>()).toMatchObject({
      number_of_seats: 3,
      sold_seats: 3,
      free_seats: 0,
      status: 'sold_out',
    })
  })

  it('closes and reopens a date with bookings, but deletes only one without', async () => {
    const { account, tour } = await ownedTour([
      futureDate(),
      futureDate({ startDate: daysFromToday(80) }),
    ])
    const [booked, unbooked] = tour.dates
    await book(booked!.id)
    const closed = await write('close', account.token, { id: booked!.id })
    expect(closed.json<OfficeDate>()).toMatchObject({ is_closed: true, status: 'closed' })
    const refusedBooking = await harness.post('/crm/api/request/create', {
      token: (await createSignedInUser(harness.db, harness.config)).token,
      body: bookingBody(booked!.id),
    })
    expect(refusedBooking.statusCode).toBe(409)
    const reopened = await write('reopen', account.token, { id: booked!.id })
    expect(reopened.json<OfficeDate>()).toMatchObject({ is_closed: false, status: 'open' })

    const notDeleted = await write('delete', account.token, { id: booked!.id })
    expect(notDeleted.statusCode).toBe(409)
    expect(notDeleted.json<ErrorAnswer>().code).toBe('tour_date_has_bookings')
    const moved = await write('update', account.token, { id: booked!.id, start: daysFromToday(90) })
    expect(moved.statusCode).toBe(409)
    expect(moved.json<ErrorAnswer>().code).toBe('tour_date_has_bookings')

    const deleted = await write('delete', account.token, { id: unbooked!.id })
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect((await list(account.token, tour.id)).data.map((date) => date.id)).toEqual([booked!.id])
    expect(await auditActions(booked!.id)).toEqual(['tour_date.close', 'tour_date.reopen'])
    expect(await auditActions(unbooked!.id)).toEqual(['tour_date.delete'])
  })

  it('puts a new date in search and on the tour page at once', async () => {
    const { account, tour, organizer } = await ownedTour()
    const start = daysFromToday(120)
    const query = `/spa/tours-page?organizer=${String(organizer.id)}&dateFrom=${start}&dateTo=${start}`
    const found = async () => {
      const response = await harness.get(query)
      return response.json<ToursPageResponse>().meta.total
    }
    expect(await found()).toBe(0)
    const page = await harness.get(`/spa/tour?slug=${tour.slug}`)
    expect(page.statusCode, page.body).toBe(200)

    const created = await write('create', account.token, { ...terms, tour_id: tour.id, start })
    expect(created.statusCode, created.body).toBe(200)
    await expect.poll(found, withinTwoSeconds).toBe(1)
    await expect
      .poll(async () => {
        const answer = await harness.get(`/spa/tour?slug=${tour.slug}`)
        return answer.body.includes(start)
      }, withinTwoSeconds)
      .toBe(true)
  })

  it('refuses others: 401 signed out, 403 for a tourist or another organizer, 404 unknown', async () => {
    const { account, tour } = await ownedTour()
    const date = tour.dates[0]!
    const other = await createOrganizerOwner(harness.db, harness.config)
    const tourist = await createSignedInUser(harness.db, harness.config)
    const calls: [string, unknown][] = [
      ['create', { ...terms, tour_id: tour.id, start: daysFromToday(30) }],
      [
        'create-series',
        {
          ...terms,
          tour_id: tour.id,
          from: daysFromToday(30),
          to: daysFromToday(40),
          weekdays: [6],
        },
      ],
      ['update', { id: date.id, base_price_minor: 1 }],
      ['close', { id: date.id }],
      ['reopen', { id: date.id }],
      ['delete', { id: date.id }],
    ]
    const listPath = `/crm/api/office/date/list?tour_id=${String(tour.id)}`
    expect((await harness.get(listPath)).statusCode).toBe(401)
    expect((await harness.get(listPath, { token: tourist.token })).statusCode).toBe(403)
    const otherList = await harness.get(listPath, { token: other.account.token })
    expect(otherList.statusCode).toBe(403)
    expect(otherList.json<ErrorAnswer>().code).toBe('forbidden')
    for (const [path, body] of calls) {
      expect((await write(path, undefined, body)).statusCode, path).toBe(401)
      expect((await write(path, tourist.token, body)).statusCode, path).toBe(403)
      const refused = await write(path, other.account.token, body)
      expect(refused.statusCode, path).toBe(403)
      expect(refused.json<ErrorAnswer>().code, path).toBe('forbidden')
    }
    const after = await list(account.token, tour.id)
    expect(after.data).toHaveLength(1)
    expect(after.data[0]).toMatchObject({ base_price_minor: 100_000, is_closed: false })

    const unknownDate = await write('close', other.account.token, { id: 2_000_000_000 })
    expect(unknownDate.statusCode).toBe(404)
    expect(unknownDate.json<ErrorAnswer>().code).toBe('tour_date_not_found')
    const unknownTour = await harness.get('/crm/api/office/date/list?tour_id=2000000000', {
      token: other.account.token,
    })
    expect(unknownTour.statusCode).toBe(404)
    expect(unknownTour.json<ErrorAnswer>().code).toBe('tour_not_found')
  })
})
