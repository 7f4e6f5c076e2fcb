import type { OfficeTour, TourPage } from '@tourmarket/contracts'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, countries } from '../src/db/schema/index.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createOrganizerOwner, createSignedInUser, futureDate } from './factories-bookings.ts'
import { createCity, createCountry, createTour, seedCurrencyRates } from './factories.ts'

type ErrorBody = { code: string; errors?: Record<string, string[]> }

const noFigures = { flights: null, visa: null, insurance: null, single_supplement: null }

/** Issue 44 item 5: the organizer's own figures for the extras, and the tour page's terms. */
describe.each(testDatabases)('all-in cost on $name (issue 44 item 5)', (target) => {
  const harness = useAccountsHarness(target)

  /** A published tour of a new organizer in Egypt (a visa fee in the estimate table), in EUR. */
  async function egyptTour() {
    await seedCurrencyRates(harness.db)
    const owner = await createOrganizerOwner(harness.db, harness.config)
    const [existing] = await harness.db.select().from(countries).where(eq(countries.isoCode, 'EG'))
    const country = existing ?? (await createCountry(harness.db, { isoCode: 'EG' }))
    const city = await createCity(harness.db, { countryId: country.id })
    const tour = await createTour(harness.db, {
      organizerId: owner.organizer.id,
      startCityId: city.id,
      countryId: country.id,
      dates: [futureDate()],
    })
    return { ...owner, tour }
  }

  async function update(token: string | undefined, body: Record<string, unknown>, status = 200) {
    const response = await harness.post('/crm/api/office/tour/update', {
      body,
      ...(token === undefined ? {} : { token }),
    })
    expect(response.statusCode, response.body).toBe(status)
    return response
  }

  async function view(token: string, id: number): Promise<OfficeTour> {
    const response = await harness.get(`/crm/api/office/tour/view?id=${String(id)}`, { token })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<OfficeTour>()
  }

  async function tourPage(slug: string, currency: string): Promise<TourPage> {
    const response = await harness.get(`/spa/tour?slug=${slug}`, {
      headers: { 'x-currency': currency },
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<TourPage>()
  }

  it('estimates every extra on the tour page until the organizer gives a figure', async () => {
    const { account, tour } = await egyptTour()
    expect((await view(account.token, tour.id)).extra_costs).toEqual({
      currency: 'EUR',
      ...noFigures,
    })
    // US$100–800 flights, US$25 visa, US$2–5 a day, 15–35 %: at 0.92 EUR per US$, whole euros.
    expect((await tourPage(tour.slug, 'EUR')).extra_costs).toEqual([
      { kind: 'flights', source: 'estimate', per: 'traveller', min: 92_00, max: 736_00 },
      { kind: 'visa', source: 'estimate', per: 'traveller', min: 23_00, max: 23_00 },
      { kind: 'insurance', source: 'estimate', per: 'day', min: 2_00, max: 5_00 },
      { kind: 'single_supplement', source: 'estimate', per: 'percent', min: 15, max: 35 },
    ])
  })

  it('shows the organizer’s figures in the visitor’s currency, and estimates again once cleared', async () => {
    const { account, tour } = await egyptTour()
    await update(account.token, {
      id: tour.id,
      extra_costs: { ...noFigures, visa: 0, insurance: 45_00 },
    })
    expect((await view(account.token, tour.id)).extra_costs).toEqual({
      currency: 'EUR',
      ...noFigures,
      visa: 0,
      insurance: 45_00,
    })
    const euros = await tourPage(tour.slug, 'EUR')
    expect(euros.extra_costs.slice(1, 3)).toEqual([
      { kind: 'visa', source: 'organizer', per: 'traveller', min: 0, max: 0 },
      { kind: 'insurance', source: 'organizer', per: 'traveller', min: 45_00, max: 45_00 },
    ])
    expect(euros.extra_costs[0]).toMatchObject({ kind: 'flights', source: 'estimate' })
    // €45 at 92.5 RUB and 0.92 EUR per US$: 4,524.46 ₽, shown in whole roubles.
    const roubles = await tourPage(tour.slug, 'RUB')
    expect(roubles.extra_costs[2]).toEqual({
      kind: 'insurance',
      source: 'organizer',
      per: 'traveller',
      min: 4_524_00,
      max: 4_524_00,
    })

    const [audited] = await harness.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectKind, 'tour'), eq(auditLog.objectId, String(tour.id))))
    expect(audited?.after).toMatchObject({
      extra_costs: { currency: 'EUR', visa: 0, insurance: 45_00 },
    })

    await update(account.token, { id: tour.id, extra_costs: noFigures })
    expect((await view(account.token, tour.id)).extra_costs).toEqual({
      currency: 'EUR',
      ...noFigures,
    })
    const cleared = await tourPage(tour.slug, 'EUR')
    expect(cleared.extra_costs.every((term) => term.source === 'estimate')).toBe(true)
  })

  it('names each bad figure with a 400', async () => {
    const { account, tour } = await egyptTour()
    const response = await update(
      account.token,
      {
        id: tour.id,
        extra_costs: { flights: -1, visa: 12.5, insurance: 'ten', single_supplement: 10 ** 12 },
      },
      400,
    )
    const body = response.json<ErrorBody>()
    expect(body.code).toBe('validation_failed')
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([
      'extra_costs.flights',
      'extra_costs.insurance',
      'extra_costs.single_supplement',
      'extra_costs.visa',
    ])
    await update(account.token, { id: tour.id, extra_costs: { flights: 100 } }, 400)
    expect((await view(account.token, tour.id)).extra_costs).toEqual({
      currency: 'EUR',
      ...noFigures,
    })
  })

  it('lets only the tour’s organizer set them', async () => {
    const { account, tour } = await egyptTour()
    const other = await createOrganizerOwner(harness.db, harness.config)
    const tourist = await createSignedInUser(harness.db, harness.config)
    const body = { id: tour.id, extra_costs: { ...noFigures, flights: 300_00 } }
    await update(undefined, body, 401)
    expect((await update(other.account.token, body, 403)).json<ErrorBody>().code).toBe('forbidden')
    await update(tourist.token, body, 403)
    expect((await view(account.token, tour.id)).extra_costs.flights).toBeNull()
    expect((await tourPage(tour.slug, 'EUR')).extra_costs[0]).toMatchObject({
      source: 'estimate',
    })
  })

  it('takes no figures for a tour without dates: they are in the currency of its price', async () => {
    const owner = await createOrganizerOwner(harness.db, harness.config)
    const tour = await createTour(harness.db, { organizerId: owner.organizer.id, dates: [] })
    expect((await view(owner.account.token, tour.id)).extra_costs).toEqual({
      currency: null,
      ...noFigures,
    })
    const refused = await update(
      owner.account.token,
      { id: tour.id, extra_costs: { ...noFigures, visa: 25_00 } },
      400,
    )
    expect(Object.keys(refused.json<ErrorBody>().errors ?? {})).toEqual(['extra_costs'])
    await update(owner.account.token, { id: tour.id, extra_costs: noFigures })
  })

  it('says to check the visa where the table has no fee for the country', async () => {
    await seedCurrencyRates(harness.db)
    const tour = await createTour(harness.db, { dates: [futureDate()] })
    expect((await tourPage(tour.slug, 'USD')).extra_costs[1]).toEqual({
      kind: 'visa',
      source: 'check',
      per: 'traveller',
      min: 0,
      max: 0,
    })
  })
})
