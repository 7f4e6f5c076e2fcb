import { describe, expect, it } from 'vitest'
import { createCurrencyService } from '../src/platform/currency/service.ts'
import { refreshSearchIndexes } from '../src/modules/search/search-indexes.ts'
import { createSearchService } from '../src/modules/search/service.ts'
import { createSiteRepository } from '../src/modules/site/repository.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'
import { createCity, createOrganizer, createTour, seedCurrencyRates } from './factories.ts'
import { createInProcessSearchChangeFeed } from '../src/modules/search/change-feed.ts'

/**
 * Issue 21 item 4: search, its calendar and the site stats follow isUpcomingTourDate — a date is
 * upcoming while it starts after today in its tour's start-city zone — at the instant the clock
 * gives, as the tour page does.
 */
describe.each(testDatabases)('upcoming dates by the start city zone on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)
  const context = { language: 'en-US', currency: 'USD' } as const
  const startDate = '2027-03-11'

  /** The file's only tours: one starting in Kamchatka, one in Los Angeles, on the same date. */
  let tours: ReturnType<typeof createTwoTours> | undefined
  const twoToursOnOneDate = () => (tours ??= createTwoTours())

  async function createTwoTours() {
    const { db } = testDatabase.database
    await seedCurrencyRates(db)
    const organizer = await createOrganizer(db)
    const tourIn = async (timezone: string) => {
      const city = await createCity(db, { timezone })
      return createTour(db, {
        organizerId: organizer.id,
        startCityId: city.id,
        dates: [{ startDate, endDate: '2027-03-14', durationDays: 4 }],
      })
    }
    const kamchatka = await tourIn('Asia/Kamchatka')
    const losAngeles = await tourIn('America/Los_Angeles')
    await refreshSearchIndexes(db)
    return { organizer, kamchatka, losAngeles }
  }

  /** What search, its calendar and the stats list at one instant. */
  async function listedAt(instant: string, organizerId: number) {
    const { db } = testDatabase.database
    const now = new Date(instant)
    const search = createSearchService({
      db,
      currency: createCurrencyService(db),
      now: () => now,
      changes: createInProcessSearchChangeFeed(),
    })
    const page = await search.toursPage(
      { organizer: String(organizerId) },
      { expandFilters: true },
      context,
    )
    const calendar = await search.calendarPeriods(context)
    const stats = await createSiteRepository(db).stats(now)
    return {
      search: page.data.map((card) => card.id).sort((a, b) => a - b),
      cardDates: page.data.map((card) => card.nearest_dates.map((date) => date.start)),
      calendar: calendar.months.find((month) => month.month === '2027-03')?.tours_count ?? 0,
      stats: stats.totalCount,
    }
  }

  it('11:30 UTC the day before: upcoming in Kamchatka (23:30) and Los Angeles', async () => {
    const { organizer, kamchatka, losAngeles } = await twoToursOnOneDate()
    expect(await listedAt('2027-03-10T11:30:00Z', organizer.id)).toEqual({
      search: [kamchatka.id, losAngeles.id],
      cardDates: [[startDate], [startDate]],
      calendar: 2,
      stats: 2,
    })
  })

  it('12:30 UTC: the day has begun in Kamchatka, its tour is gone; Los Angeles still offers it', async () => {
    const { organizer, losAngeles } = await twoToursOnOneDate()
    expect(await listedAt('2027-03-10T12:30:00Z', organizer.id)).toEqual({
      search: [losAngeles.id],
      cardDates: [[startDate]],
      calendar: 1,
      stats: 1,
    })
  })

  it('midnight in Los Angeles (08:00 UTC): started there too, so neither is listed', async () => {
    const { organizer, losAngeles } = await twoToursOnOneDate()
    expect(await listedAt('2027-03-11T08:00:00Z', organizer.id)).toEqual({
      search: [],
      cardDates: [],
      calendar: 0,
      stats: 0,
    })
    expect((await listedAt('2027-03-11T07:59:00Z', organizer.id)).search).toEqual([losAngeles.id])
  })
})
