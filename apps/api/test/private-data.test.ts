// §6 private data (decision 0032): a tour's commission and staff knowledge, for an admin session
// with the right; 404 for everyone else, and never cached.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '../src/db/schema/index.ts'
import { refreshSearchIndexes } from '../src/modules/search/search-indexes.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import type { AccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createSignedInUser, futureDate } from './factories-bookings.ts'
import {
  createCity,
  createOrganizer,
  createTour,
  daysFromToday,
  seedCurrencyRates,
} from './factories.ts'

type Rights = { canViewCommission?: boolean; canUseKnowledge?: boolean }

async function signIn(harness: AccountsHarness, admin: boolean, rights: Rights = {}) {
  const user = await createSignedInUser(harness.db, harness.config, { isAdminAuth: admin })
  await harness.db
    .update(users)
    .set({
      canViewCommission: rights.canViewCommission ?? false,
      canUseKnowledge: rights.canUseKnowledge ?? false,
    })
    .where(eq(users.id, user.id))
  return user.token
}

const knowledge = 'Staff only: the organizer prefers calls after 10:00.'

describe.each(testDatabases)('§6 private data on $name', (target) => {
  const harness = useAccountsHarness(target)
  let tourId: number
  let tourSlug: string
  let organizerTourId: number
  let futureDateId: number

  beforeAll(async () => {
    await seedCurrencyRates(harness.db)
    const organizer = await createOrganizer(harness.db, { commissionPercent: 15 })
    const tour = await createTour(harness.db, {
      organizerId: organizer.id,
      commissionPercent: 12.5,
      knowledge,
      dates: [
        futureDate({ currency: 'EUR', priceMinor: 100_001, basePriceMinor: 100_001 }),
        { startDate: daysFromToday(-3), endDate: daysFromToday(2), currency: 'EUR' },
      ],
    })
    tourId = tour.id
    tourSlug = tour.slug
    futureDateId = tour.dates[0]!.id
    organizerTourId = (await createTour(harness.db, { organizerId: organizer.id })).id
  })

  const privateData = (id: number, token?: string, headers: Record<string, string> = {}) =>
    harness.get(`/spa/tour-private-data?id=${id}`, {
      ...(token === undefined ? {} : { token }),
      headers,
    })
  const variantsData = (id: number, token?: string, headers: Record<string, string> = {}) =>
    harness.get(`/spa/tour-private-variants-data?id=${id}`, {
      ...(token === undefined ? {} : { token }),
      headers,
    })

  it('an admin with both rights gets the tour’s commission and knowledge', async () => {
    const token = await signIn(harness, true, { canViewCommission: true, canUseKnowledge: true })
    const response = await privateData(tourId, token)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      tour_id: tourId,
      commission: { percent: 12.5, is_tour_specific: true },
      knowledge: { text: knowledge },
    })
  })

  it('a tour without its own percent shows its organizer’s', async () => {
    const token = await signIn(harness, true, { canViewCommission: true })
    const response = await privateData(organizerTourId, token)
    expect(response.json()).toMatchObject({
      commission: { percent: 15, is_tour_specific: false },
      knowledge: null,
    })
  })

  it('each right unlocks only its own block', async () => {
    const knowledgeOnly = await signIn(harness, true, { canUseKnowledge: true })
    expect((await privateData(tourId, knowledgeOnly)).json()).toEqual({
      tour_id: tourId,
      commission: null,
      knowledge: { text: knowledge },
    })
    expect((await variantsData(tourId, knowledgeOnly)).statusCode).toBe(404)
  })

  it('per upcoming date: price, commission and net in X-Currency, adding up', async () => {
    const token = await signIn(harness, true, { canViewCommission: true })
    const response = await variantsData(tourId, token, { 'x-currency': 'USD' })
    expect(response.statusCode).toBe(200)
    const body = response.json<{
      commission_percent: number
      data: {
        date_id: number
        price: { amount_minor: number; currency: string }
        commission: { amount_minor: number; currency: string }
        net: { amount_minor: number; currency: string }
      }[]
    }>()
    expect(body.commission_percent).toBe(12.5)
    // The date that has started is not listed.
    expect(body.data.map((row) => row.date_id)).toEqual([futureDateId])
    const [row] = body.data
    // 1000.01 EUR at 0.92 EUR per USD is 1086.97 USD; 12.5 % of it is 135.87 (135.87125).
    expect(row!.price).toEqual({ amount_minor: 108_697, currency: 'USD' })
    expect(row!.commission).toEqual({ amount_minor: 13_587, currency: 'USD' })
    expect(row!.net).toEqual({ amount_minor: 108_697 - 13_587, currency: 'USD' })
  })

  it('everyone else gets 404 not_found, the answer of an unknown tour', async () => {
    const adminWithoutRights = await signIn(harness, true)
    const tourist = await signIn(harness, false, { canViewCommission: true, canUseKnowledge: true })
    const unknownTour = await privateData(99_999_999, adminWithoutRights)
    for (const token of [adminWithoutRights, tourist, undefined]) {
      for (const call of [privateData, variantsData]) {
        const response = await call(tourId, token)
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({ code: 'not_found', message: 'Not found.' })
        expect(response.body).not.toContain('commission')
        expect(response.body).not.toContain(knowledge)
      }
    }
    expect(unknownTour.statusCode).toBe(404)
    expect(unknownTour.json()).toEqual({ code: 'not_found', message: 'Not found.' })
  })

  it('an expired or forged token is 401, so the client refreshes once', async () => {
    expect((await privateData(tourId, 'not-a-token')).statusCode).toBe(401)
  })

  it('is never cached or shared: private, no-store, varying on the caller', async () => {
    const admin = await signIn(harness, true, { canViewCommission: true, canUseKnowledge: true })
    for (const response of [
      await privateData(tourId, admin),
      await variantsData(tourId, admin),
      await privateData(tourId),
      await harness.get('/spa/user-info-data', { token: admin }),
    ]) {
      expect(response.headers['cache-control']).toBe('private, no-store')
      expect(String(response.headers.vary)).toMatch(/X-Authorization/i)
    }
    // Two callers in a row each get their own answer.
    expect((await privateData(tourId, admin)).statusCode).toBe(200)
    expect((await privateData(tourId)).statusCode).toBe(404)
  })

  it('user-info-data gives an admin its rights and anyone else both false', async () => {
    const admin = await signIn(harness, true, { canViewCommission: true, canUseKnowledge: true })
    const tourist = await signIn(harness, false, { canViewCommission: true, canUseKnowledge: true })
    expect((await harness.get('/spa/user-info-data', { token: admin })).json()).toEqual({
      permissions: { can_use_knowledge: true, can_view_commission: true },
    })
    expect((await harness.get('/spa/user-info-data', { token: tourist })).json()).toEqual({
      permissions: { can_use_knowledge: false, can_view_commission: false },
    })
  })

  it('the public tour page carries neither the commission nor the knowledge', async () => {
    const page = await harness.get(`/spa/tour?slug=${tourSlug}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toContain(knowledge)
    expect(page.body).not.toMatch(/commission|knowledge/i)
  })
})

// Decision 0032: tourmarket-global sells tours and cruises but no excursions; the API, which knows
// BRAND, is what hides them. The same catalogue on the base brand shows them.
describe.each(testDatabases)('§1 excursionsEnabled on $name', (target) => {
  const global = useAccountsHarness(target, { config: { brand: 'tourmarket-global' } })
  const base = useAccountsHarness(target)
  type Seeded = { excursion: { id: number; slug: string }; tour: { id: number; slug: string } }
  const seeded = new Map<AccountsHarness, Seeded>()

  beforeAll(async () => {
    for (const harness of [global, base]) {
      await seedCurrencyRates(harness.db)
      const city = await createCity(harness.db)
      const organizer = await createOrganizer(harness.db, { countryId: city.countryId })
      const dates = [futureDate()]
      const excursion = await createTour(harness.db, {
        type: 2,
        title: 'Lagoon walking excursion',
        startCityId: city.id,
        organizerId: organizer.id,
        dates,
      })
      const tour = await createTour(harness.db, {
        title: 'Lagoon week tour',
        startCityId: city.id,
        organizerId: organizer.id,
        dates,
      })
      await refreshSearchIndexes(harness.db)
      seeded.set(harness, { excursion, tour })
    }
  })

  const ids = (body: { data: { id: number }[] }) => body.data.map((card) => card.id)

  it('the global brand shows no excursion anywhere; its tours stay', async () => {
    const { excursion, tour } = seeded.get(global)!
    const excursions = await global.get('/spa/tours-page?type=2&expand=filters')
    expect(excursions.statusCode).toBe(200)
    expect(ids(excursions.json())).toEqual([])
    expect(ids((await global.get('/spa/tours-page')).json())).toContain(tour.id)

    const byIds = await global.get(`/crm/api/tour/get-by-ids?ids=${excursion.id},${tour.id}`)
    expect(ids(byIds.json())).toEqual([tour.id])

    const completion = await global.get('/spa/tours-filter-completion?phrase=lagoon&limit=5')
    const completed = completion.json<{ data: { kind: string; id: number }[] }>().data
    expect(completed.filter((row) => row.kind === 'tours').map((row) => row.id)).toEqual([tour.id])

    expect((await global.get(`/spa/tour?slug=${excursion.slug}`)).statusCode).toBe(404)
    expect((await global.get(`/spa/tour?slug=${tour.slug}`)).statusCode).toBe(200)
    const dates = await global.get(`/crm/api/tour/excursion-dates?id=${excursion.id}`)
    expect(dates.statusCode).toBe(404)

    const sitemap = await global.get('/spa/seo-pages-sitemap')
    expect(sitemap.body).not.toContain(excursion.slug)
    expect(sitemap.body).toContain(tour.slug)
  })

  it('the base brand shows the same excursion', async () => {
    const { excursion } = seeded.get(base)!
    expect(ids((await base.get('/spa/tours-page?type=2')).json())).toContain(excursion.id)
    expect((await base.get(`/spa/tour?slug=${excursion.slug}`)).statusCode).toBe(200)
    expect((await base.get(`/crm/api/tour/excursion-dates?id=${excursion.id}`)).statusCode).toBe(
      200,
    )
  })
})
