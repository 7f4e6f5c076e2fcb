import type { ToursPageResponse } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tourDates, tours } from '../src/db/schema/index.ts'
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
import {
  createCountry,
  createTour,
  createTourDate,
  daysFromToday,
  seedCurrencyRates,
} from './factories.ts'

/** Issue 21: a write that changes what search shows is in search within 2 s. */
const withinTwoSeconds = { timeout: 2_000, interval: 20 }

describe.each(testDatabases)('search freshness on $name (issue 21)', (target) => {
  const feed = createInProcessSearchChangeFeed()
  const harness = useAccountsHarness(target, { build: { searchChangeFeed: feed } })
  /**
   * The catalogue has no API that adds a date or sets a price (it is loaded in bulk): a writer
   * outside the API writes the tables and tells search through the same feed.
   */
  const catalogueWriter = () => createSearchIndexService({ db: harness.db, feed })

  async function search(query: string): Promise<ToursPageResponse> {
    const response = await harness.get(`/spa/tours-page?expand=filters&${query}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json<ToursPageResponse>()
  }
  const totalOf = async (query: string) => (await search(query)).meta.total

  /** A tour of an organizer of its own (search narrows to it by `organizer`), already in search. */
  async function listedTour(dates = [futureDate({ currency: 'USD', priceUsdMinor: 1_000_00 })]) {
    await seedCurrencyRates(harness.db)
    // Approved by an operator (issue 37), so its owner may publish it again.
    const { organizer, account } = await createOrganizerOwner(harness.db, harness.config, {
      internalCheck: 1,
    })
    const tour = await createTour(harness.db, { organizerId: organizer.id, dates })
    const writer = catalogueWriter()
    await writer.toursChanged([tour.id])
    writer.close()
    expect(await totalOf(`organizer=${organizer.id}`)).toBe(1)
    return { organizer, account, tour, query: `organizer=${organizer.id}` }
  }

  it('a changed price', async () => {
    const { tour, query } = await listedTour()
    expect(await totalOf(`${query}&priceMax=800`)).toBe(0)

    const date = tour.dates[0]!
    await harness.db
      .update(tourDates)
      .set({ basePriceMinor: 700_00, priceMinor: 700_00, priceUsdMinor: 700_00 })
      .where(eq(tourDates.id, date.id))
    const writer = catalogueWriter()
    await writer.toursChanged([tour.id])
    writer.close()

    await expect.poll(() => totalOf(`${query}&priceMax=800`), withinTwoSeconds).toBe(1)
    const [card] = (await search(query)).data
    expect(card?.price).toMatchObject({ amount_minor: 700_00, currency: 'USD' })
  })

  it('a date sold out through the booking API', async () => {
    const soon = futureDate({ startDate: daysFromToday(30), endDate: daysFromToday(36) })
    const later = futureDate({ startDate: daysFromToday(90), endDate: daysFromToday(96) })
    const { tour, query } = await listedTour([
      { ...soon, numberOfSeats: 2, numberOfFreeSeats: 2 },
      later,
    ])
    const soonQuery = `${query}&dateFrom=${soon.startDate!}&dateTo=${soon.startDate!}`
    expect(await totalOf(soonQuery)).toBe(1)

    const tourist = await createSignedInUser(harness.db, harness.config)
    const booked = await harness.post('/crm/api/request/create', {
      token: tourist.token,
      body: bookingBody(tour.dates[0]!.id, 2),
    })
    expect(booked.statusCode, booked.body).toBe(200)

    // §3 is_busy: a date with no free seat cannot be booked, so search no longer offers it.
    await expect.poll(() => totalOf(soonQuery), withinTwoSeconds).toBe(0)
    const [card] = (await search(query)).data
    expect(card?.nearest_dates.map((date) => date.start)).toEqual([later.startDate])
  })

  it('a new date', async () => {
    const { tour, query } = await listedTour()
    const start = daysFromToday(200)
    const onTheNewDate = `${query}&dateFrom=${start}&dateTo=${start}`
    expect(await totalOf(onTheNewDate)).toBe(0)

    await createTourDate(harness.db, tour.id, futureDate({ startDate: start, endDate: start }))
    const writer = catalogueWriter()
    await writer.toursChanged([tour.id])
    writer.close()

    await expect.poll(() => totalOf(onTheNewDate), withinTwoSeconds).toBe(1)
  })

  it('an organizer unpublished through the API, and published again', async () => {
    const { organizer, account, query } = await listedTour()
    const setPublished = (isPublished: boolean) =>
      harness.post('/crm/api/organizer/set-published-on-site', {
        token: account.token,
        body: { id: organizer.id, is_published: isPublished },
      })

    expect((await setPublished(false)).statusCode).toBe(200)
    await expect.poll(() => totalOf(query), withinTwoSeconds).toBe(0)

    expect((await setPublished(true)).statusCode).toBe(200)
    await expect.poll(() => totalOf(query), withinTwoSeconds).toBe(1)
  })

  it('an organizer whose operator type changes moves between operator-type facets', async () => {
    const { organizer, account, query } = await listedTour()
    expect(await totalOf(`${query}&operatorType=author`)).toBe(0)
    const updated = await harness.post('/crm/api/organizer/update', {
      token: account.token,
      body: {
        id: organizer.id,
        name: 'Author Trails',
        legal_type: 2,
        sales_model: 3,
        operator_type: 'author',
        country_id: (await createCountry(harness.db)).id,
        city_id: null,
        description: 'Walks I lead myself.',
      },
    })
    expect(updated.statusCode, updated.body).toBe(200)
    await expect.poll(() => totalOf(`${query}&operatorType=author`), withinTwoSeconds).toBe(1)
  })

  it('a tour unpublished in the catalogue', async () => {
    const { tour, query } = await listedTour()
    // No API unpublishes a tour: the catalogue writer does, and tells search.
    await harness.db
      .update(tours)
      .set({ isPublished: false, status: 'hidden' })
      .where(eq(tours.id, tour.id))
    const writer = catalogueWriter()
    await writer.toursChanged([tour.id])
    writer.close()
    await expect.poll(() => totalOf(query), withinTwoSeconds).toBe(0)
  })
})
