import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tours } from '../src/db/schema/index.ts'
import type { DateCriteria } from '../src/modules/search/criteria.ts'
import { allDatePredicates, datePredicates } from '../src/modules/search/filter-sql.ts'
import {
  advanceSearchIndexGeneration,
  searchIndexGeneration,
} from '../src/modules/search/search-indexes.ts'
import { allOf, selectRows } from '../src/modules/search/sql.ts'
import type { CardDateRow } from '../src/modules/search/tour-cards-repository.ts'
import { createTourCardStore } from '../src/modules/search/tour-card-store.ts'
import { startsAfterToday } from '../src/platform/sql/upcoming-date-sql.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'
import { createCity, createOrganizer, createTour, daysFromToday } from './factories.ts'

/** A small deterministic generator (mulberry32), so a failure names criteria that reproduce it. */
function randomNumbers(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Issue 45: cards from memory list the dates SQL would, and follow every change they are told of. */
describe.each(testDatabases)('the tour card store on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)
  const db = () => testDatabase.database.db

  /**
   * Tours starting in zones a day apart (UTC+14, UTC−11, Rome), each with dates around today:
   * passed, today, tomorrow, later; closed or sold out; at several prices and lengths.
   */
  let catalogue: Promise<number[]> | undefined
  const tourIds = () =>
    (catalogue ??= (async () => {
      const organizer = await createOrganizer(db())
      const ids: number[] = []
      for (const timezone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Rome']) {
        const city = await createCity(db(), { timezone })
        const dates = [-2, -1, 0, 1, 2, 5, 9, 9, 30, 31, 60].map((offset, index) => ({
          startDate: daysFromToday(offset),
          endDate: daysFromToday(offset + 3),
          durationDays: 2 + (index % 4) * 3,
          priceUsdMinor: [900_00, 400_00, 1_500_00, 400_00, 700_00][index % 5]!,
          isClosed: index === 6,
          numberOfFreeSeats: index === 8 ? 0 : 12,
        }))
        const tour = await createTour(db(), {
          organizerId: organizer.id,
          startCityId: city.id,
          dates,
        })
        ids.push(tour.id)
      }
      return ids
    })())

  /** What the search's SQL lists for a card at `instant`: the first three dates and the cheapest. */
  async function datesBySql(tourId: number, instant: Date, criteria: DateCriteria) {
    const matching = allOf([
      sql`d.tour_id = ${tourId}::int`,
      sql`NOT d.is_closed`,
      sql`d.number_of_free_seats > 0`,
      startsAfterToday(sql`d.start_date`, instant.toISOString(), sql`c.timezone`),
      allDatePredicates(
        datePredicates(criteria, {
          start: sql`d.start_date`,
          price: sql`d.price_usd_minor`,
          duration: sql`d.duration_days`,
        }),
      ),
    ])
    const from = sql`FROM tour_dates d JOIN tours t ON t.id = d.tour_id
      JOIN cities c ON c.id = t.start_city_id WHERE ${matching}`
    const ids = (order: ReturnType<typeof sql>, limit: number) =>
      selectRows<{ id: number }>(
        db(),
        sql`SELECT d.id ${from} ORDER BY ${order} LIMIT ${limit}::int`,
      )
    const nearest = await ids(sql`d.start_date, d.id`, 3)
    const cheapest = await ids(sql`d.price_usd_minor, d.start_date, d.id`, 1)
    return { nearest: nearest.map((row) => row.id), cheapest: cheapest[0]?.id ?? null }
  }

  const idsOf = (nearest: readonly CardDateRow[], cheapest: CardDateRow | null) => ({
    nearest: nearest.map((date) => date.id),
    cheapest: cheapest?.id ?? null,
  })

  function randomCriteria(random: () => number): DateCriteria {
    const pick = <Value>(value: Value) => (random() < 0.35 ? value : undefined)
    const day = () => daysFromToday(Math.floor(random() * 70) - 3)
    const [from, to] = [day(), day()].sort()
    const entries = Object.entries({
      from: pick(from),
      to: pick(to),
      priceUsdMin: pick([400_00, 700_00, 900_00][Math.floor(random() * 3)]),
      priceUsdMax: pick([400_00, 900_00, 1_500_00][Math.floor(random() * 3)]),
      perDayUsdMin: pick(Math.floor(random() * 300_00)),
      perDayUsdMax: pick(Math.floor(random() * 500_00)),
      daysMin: pick(2 + Math.floor(random() * 9)),
      daysMax: pick(2 + Math.floor(random() * 12)),
    }).filter(([, value]) => value !== undefined)
    return Object.fromEntries(entries) as DateCriteria
  }

  it('lists the dates SQL lists, at instants either side of midnight in each zone', async () => {
    const ids = await tourIds()
    const store = createTourCardStore({
      db: db(),
      generation: () => searchIndexGeneration(db()),
    })
    const random = randomNumbers(45)
    const today = daysFromToday(0)
    // Midnight UTC is midday in both Pacific zones; 10:15 UTC is past midnight at UTC+14 and 23:15
    // the day before at UTC−11.
    const instants = ['00:00', '10:15', '12:00', '23:45'].map(
      (time) => new Date(`${today}T${time}:00Z`),
    )
    const cases = [{} as DateCriteria, ...Array.from({ length: 40 }, () => randomCriteria(random))]
    let datesListed = 0
    for (const instant of instants) {
      for (const criteria of cases) {
        const cards = await store.cards(ids, instant, criteria)
        expect(cards.map((card) => card.id)).toEqual(ids)
        for (const card of cards) {
          const context = { instant: instant.toISOString(), criteria, tour: card.id }
          expect(idsOf(card.nearest_dates, card.cheapest_date), JSON.stringify(context)).toEqual(
            await datesBySql(card.id, instant, criteria),
          )
          datesListed += card.nearest_dates.length
        }
      }
    }
    // Not a comparison of empty lists.
    expect(datesListed).toBeGreaterThan(300)
  })

  it('keeps a card until the feed names its tour, or the read model moves on without the feed', async () => {
    const [first] = await tourIds()
    const store = createTourCardStore({
      db: db(),
      generation: () => searchIndexGeneration(db()),
    })
    const titleShown = async () => (await store.cards([first!], new Date(), {}))[0]!.title
    const rename = (title: string) => db().update(tours).set({ title }).where(eq(tours.id, first!))

    await rename('Before')
    expect(await titleShown()).toBe('Before')
    await rename('Unannounced')
    // Kept: nothing told the store.
    expect(await titleShown()).toBe('Before')
    // Another tour's change leaves this card kept.
    advanceSearchIndexGeneration(db())
    store.apply({ tourIds: [first! + 1_000_000] })
    expect(await titleShown()).toBe('Before')

    advanceSearchIndexGeneration(db())
    store.apply({ tourIds: [first!] })
    expect(await titleShown()).toBe('Unannounced')

    await rename('After a refresh')
    advanceSearchIndexGeneration(db())
    expect(await titleShown()).toBe('After a refresh')

    await rename('After everything')
    advanceSearchIndexGeneration(db())
    store.apply({ all: true })
    expect(await titleShown()).toBe('After everything')
  })

  it('does not keep a card read while a change arrived, and keeps only the most recent tours', async () => {
    const ids = await tourIds()
    const [first, second, third] = ids
    const store = createTourCardStore({
      db: db(),
      generation: () => searchIndexGeneration(db()),
      keep: 2,
    })
    const titleOf = async (id: number) => (await store.cards([id], new Date(), {}))[0]!.title
    const rename = (id: number, title: string) =>
      db().update(tours).set({ title }).where(eq(tours.id, id))

    await rename(first!, 'Read before the change')
    const racing = store.cards([first!], new Date(), {})
    advanceSearchIndexGeneration(db())
    store.apply({ tourIds: [second!] })
    expect((await racing)[0]!.title).toBe('Read before the change')
    await rename(first!, 'Read again')
    expect(await titleOf(first!)).toBe('Read again')

    // Kept: the first; then two others push it out.
    await rename(first!, 'Unannounced')
    expect(await titleOf(first!)).toBe('Read again')
    await titleOf(second!)
    await titleOf(third!)
    expect(await titleOf(first!)).toBe('Unannounced')
  })
})
