import { sql } from 'drizzle-orm'
import { tourType } from '@tourmarket/domain/enums'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppDatabase } from '../src/db/database.ts'
import type { DateCriteria, TourSearchCriteria } from '../src/modules/search/criteria.ts'
import { createSearchEngine, type SearchEngine } from '../src/modules/search/engine/engine.ts'
import {
  facetTokenKinds,
  facetTokenTexts,
  FACET_TOKEN_BASE,
  tourFacetKeys,
  type TourFacetKey,
} from '../src/modules/search/facets.ts'
import { searchTours, type TourSearchOptions } from '../src/modules/search/repository.ts'
import {
  refreshSearchIndexes,
  searchIndexGeneration,
  updateSearchRows,
} from '../src/modules/search/search-indexes.ts'
import { intArray, selectRows } from '../src/modules/search/sql.ts'
import { seedCatalogue } from '../src/seed/seed.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'

// Issue 21: the in-memory engine must answer exactly what the SQL search answers (the oracle):
// the same ids in the same order, the same total and every facet count, for any filter.

/** Midday UTC: the start cities' local dates straddle two days, as they do for a real search. */
const NOW = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`)
const TODAY = NOW.toISOString().slice(0, 10)
const RUNS = 1_000

function dayFromToday(days: number): string {
  const date = new Date(`${TODAY}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

type CatalogueValues = {
  readonly tokens: ReadonlyMap<TourFacetKey, readonly (string | number)[]>
  readonly organizers: readonly number[]
  readonly worldParts: readonly number[]
  readonly showplaces: readonly number[]
  readonly points: readonly { lat: number; lng: number }[]
  readonly prices: readonly number[]
  readonly words: readonly string[]
}

/** The values the seeded catalogue holds, so generated filters find something. */
async function catalogueValues(db: AppDatabase): Promise<CatalogueValues> {
  const [row] = await selectRows<{
    tokens: number[]
    organizers: number[]
    world_parts: number[]
    showplaces: number[]
    prices: number[]
  }>(
    db,
    sql`SELECT
      ARRAY(SELECT DISTINCT t FROM search_tours, unnest(facet_tokens) t) AS tokens,
      ARRAY(SELECT DISTINCT organizer_id FROM search_tours) AS organizers,
      ARRAY(SELECT DISTINCT w FROM search_tours, unnest(world_part_ids) w) AS world_parts,
      ARRAY(SELECT DISTINCT x FROM search_tours, unnest(showplace_ids) x) AS showplaces,
      ARRAY(SELECT DISTINCT p::float8 FROM search_tours, unnest(date_prices) p
            WHERE p IS NOT NULL ORDER BY 1) AS prices`,
  )
  const points = await selectRows<{ lat: number; lng: number }>(
    db,
    sql`SELECT latitude::float8 AS lat, longitude::float8 AS lng FROM cities ORDER BY id LIMIT 40`,
  )
  const words = await selectRows<{ word: string }>(
    db,
    sql`SELECT split_part(title, ' ', 1) AS word FROM tours ORDER BY id LIMIT 30`,
  )
  const tokens = new Map<TourFacetKey, (string | number)[]>()
  const keyOfKind = new Map(
    (Object.entries(facetTokenKinds) as [TourFacetKey, number][]).map(([key, kind]) => [kind, key]),
  )
  for (const token of row!.tokens) {
    const key = keyOfKind.get(Math.floor(token / FACET_TOKEN_BASE))
    if (key === undefined) continue
    const id = token % FACET_TOKEN_BASE
    const texts = facetTokenTexts[key]
    const value = texts === undefined ? id : texts[id - 1]
    if (value !== undefined) tokens.set(key, [...(tokens.get(key) ?? []), value])
  }
  return {
    tokens,
    organizers: row!.organizers,
    worldParts: row!.world_parts,
    showplaces: row!.showplaces,
    points,
    prices: row!.prices,
    words: [...words.map((word) => word.word), 'river', 'tour', 'moscow', 'zzzz'],
  }
}

/** Up to `most` of the optional parts, each generated: random filters must often find tours. */
function someOf<Parts extends Record<string, unknown>>(
  parts: { [Key in keyof Parts]: fc.Arbitrary<Parts[Key]> },
  most: number,
): fc.Arbitrary<Partial<Parts>> {
  const keys = Object.keys(parts) as (keyof Parts & string)[]
  return fc.subarray(keys, { maxLength: most }).chain((chosen) =>
    fc.record(
      Object.fromEntries(chosen.map((key) => [key, parts[key]])) as {
        [Key in keyof Parts]: fc.Arbitrary<Parts[Key]>
      },
    ),
  ) as fc.Arbitrary<Partial<Parts>>
}

function criteriaArbitrary(values: CatalogueValues): fc.Arbitrary<TourSearchCriteria> {
  const valuesOf = (key: TourFacetKey) => values.tokens.get(key) ?? [0]
  const facetValues = (key: TourFacetKey) =>
    fc.array(
      fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...valuesOf(key)) },
        { weight: 1, arbitrary: fc.constant(999_999) },
      ),
      { maxLength: 3 },
    )
  const facetSelection = someOf(
    Object.fromEntries(
      tourFacetKeys.filter((key) => key !== 'tour_types').map((key) => [key, facetValues(key)]),
    ) as Record<TourFacetKey, fc.Arbitrary<(string | number)[]>>,
    3,
  )
  const price = fc.constantFrom(...values.prices)
  const dates: fc.Arbitrary<DateCriteria> = someOf<Required<DateCriteria>>(
    {
      from: fc.integer({ min: -3, max: 200 }).map(dayFromToday),
      to: fc.integer({ min: 0, max: 400 }).map(dayFromToday),
      priceUsdMin: price,
      priceUsdMax: price,
      perDayUsdMin: fc.integer({ min: 0, max: 30_000 }),
      perDayUsdMax: fc.integer({ min: 0, max: 60_000 }),
      daysMin: fc.integer({ min: 0, max: 20 }),
      daysMax: fc.integer({ min: 0, max: 20 }),
    },
    2,
  )
  const landingKinds = [
    'countries',
    'regions',
    'cities',
    'rest_kinds',
    'collections',
    'water_objects',
    'ships',
  ] as const
  const showplaces = values.showplaces.length > 0 ? values.showplaces : [1]
  const landing = fc.oneof(
    fc
      .constantFrom(...landingKinds)
      .chain((kind) => fc.constantFrom(...valuesOf(kind)).map((id) => ({ kind, id: Number(id) }))),
    fc.constantFrom(...values.worldParts).map((id) => ({ kind: 'world_parts' as const, id })),
    fc.constantFrom(...showplaces).map((id) => ({ kind: 'showplaces' as const, id })),
  )
  const conditions = someOf(
    {
      landing,
      text: fc.constantFrom(...values.words),
      geo: fc.record({
        point: fc.constantFrom(...values.points),
        radiusKm: fc.integer({ min: 5, max: 800 }),
      }),
      organizerId: fc.constantFrom(...values.organizers),
      travellerAge: fc.integer({ min: 0, max: 80 }),
      maxGroupSize: fc.integer({ min: 1, max: 40 }),
      showplaceId: fc.constantFrom(...showplaces),
      continentId: fc.constantFrom(...values.worldParts),
      minCabinsCapacity: fc.integer({ min: 1, max: 300 }),
      onlyReturningCruises: fc.constant(true),
    },
    2,
  )
  return fc
    .record({
      cruiseMode: fc.oneof(
        { weight: 4, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
      excursionsEnabled: fc.oneof(
        { weight: 4, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      tourTypes: fc.oneof(
        { weight: 6, arbitrary: fc.constant([tourType.tour]) },
        { weight: 2, arbitrary: fc.constant([tourType.excursion]) },
        { weight: 1, arbitrary: fc.constant([tourType.tour, tourType.excursion]) },
      ),
      facets: facetSelection,
      dates,
      conditions,
    })
    .map(
      ({
        cruiseMode,
        excursionsEnabled,
        tourTypes,
        facets,
        dates,
        conditions,
      }): TourSearchCriteria => {
        const { geo, onlyReturningCruises, ...rest } = conditions
        return {
          ...rest,
          now: NOW.toISOString(),
          cruiseMode,
          excursionsEnabled,
          onlyReturningCruises: onlyReturningCruises === true,
          // Text facets' values are strings and the others ids, as valuesOf hands them out.
          facets: { ...facets, tour_types: tourTypes } as TourSearchCriteria['facets'],
          dates,
          ...(geo === undefined
            ? {}
            : { geo: { lat: geo.point.lat, lng: geo.point.lng, radiusKm: geo.radiusKm } }),
        }
      },
    )
}

const optionsArbitrary: fc.Arbitrary<TourSearchOptions> = fc.record({
  sort: fc.constantFrom('default', 'price', '-price'),
  limit: fc.integer({ min: 1, max: 30 }),
  offset: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 })),
  facetKeys: fc.oneof(fc.constant([...tourFacetKeys]), fc.subarray([...tourFacetKeys])),
  withDateFacets: fc.boolean(),
})

describe.each(testDatabases)('issue 21: the search engine agrees with SQL on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)
  let engine: SearchEngine
  let values: CatalogueValues

  beforeAll(async () => {
    const { database } = testDatabase
    await seedCatalogue(database, { tours: 1_500, seed: 21, today: TODAY, demoAccounts: false })
    // Collections ordered by an editor (issue 43): places with ties, so a collection's page
    // sorts by place, then popularity, in both.
    await database.db.execute(
      sql`UPDATE tour_collections SET position = (tour_id * 7 + collection_id) % 5`,
    )
    await refreshSearchIndexes(database.db)
    engine = createSearchEngine({
      db: database.db,
      generation: () => searchIndexGeneration(database.db),
    })
    await engine.start()
    values = await catalogueValues(database.db)
  }, 240_000)

  async function expectAgreement(db: AppDatabase, runs: number): Promise<void> {
    let nonEmpty = 0
    await fc.assert(
      fc.asyncProperty(criteriaArbitrary(values), optionsArbitrary, async (criteria, options) => {
        const [expected, actual] = await Promise.all([
          searchTours(db, criteria, options),
          engine.search(criteria, options),
        ])
        if (expected.total > 0) nonEmpty += 1
        expect(actual).toEqual(expected)
      }),
      { numRuns: runs },
    )
    // Random filters mostly narrow to nothing; the comparison means something only if many do not.
    expect(nonEmpty).toBeGreaterThan(runs / 5)
  }

  it(`answers ${RUNS} generated searches as the SQL does: ids, order, total and every facet count`, async () => {
    await expectAgreement(testDatabase.database.db, RUNS)
  }, 600_000)

  it("agrees on one-day windows on tours' own dates, where a date on the bound counts", async () => {
    const { db } = testDatabase.database
    const days = await selectRows<{ day: string }>(
      db,
      sql`SELECT DISTINCT x::text AS day FROM search_tours, unnest(date_starts) x
        WHERE x > ${TODAY}::date + 1 ORDER BY 1 LIMIT 12`,
    )
    expect(days.length).toBeGreaterThan(0)
    const page = {
      sort: 'price',
      limit: 20,
      offset: 0,
      facetKeys: [...tourFacetKeys],
      withDateFacets: true,
    } as const
    let found = 0
    for (const { day } of days)
      for (const difficulty of [1, 2, 3, 4]) {
        // Tours failing only the difficulty count for it when they have a date on that day.
        const criteria: TourSearchCriteria = {
          now: NOW.toISOString(),
          cruiseMode: false,
          excursionsEnabled: true,
          onlyReturningCruises: false,
          facets: { tour_types: [tourType.tour], difficulty: [difficulty] },
          dates: { from: day, to: day },
        }
        const expected = await searchTours(db, criteria, page)
        found += expected.total
        expect(await engine.search(criteria, page)).toEqual(expected)
      }
    expect(found).toBeGreaterThan(0)
  })

  it('still agrees once tours changed: prices, closed dates, places, activities, publication', async () => {
    const { db } = testDatabase.database
    const tours = await selectRows<{ id: number }>(
      db,
      sql`SELECT tour_id AS id FROM search_tours ORDER BY tour_id`,
    )
    // Every seventh listed tour changes, one way each, so every kind of change is applied.
    const changed = tours.filter((_, index) => index % 7 === 0).map((tour) => tour.id)
    const ofKind = (kind: number) => changed.filter((_, index) => index % 4 === kind)
    const ids = (kind: number) => intArray(ofKind(kind))
    const tokensOf = () =>
      selectRows<{ tour_id: number; facet_tokens: number[] }>(
        db,
        sql`SELECT tour_id, facet_tokens FROM search_tours WHERE tour_id = ANY(${ids(2)})`,
      )
    const tokensBefore = await tokensOf()
    await db.execute(
      sql`UPDATE tour_dates SET price_usd_minor = price_usd_minor * 3 / 2 WHERE tour_id = ANY(${ids(0)})`,
    )
    await db.execute(
      sql`UPDATE tour_dates SET is_closed = true WHERE tour_id = ANY(${ids(1)}) AND id % 2 = 0`,
    )
    await db.execute(
      sql`UPDATE tours SET start_city_id = (SELECT min(id) FROM cities) WHERE id = ANY(${ids(2)})`,
    )
    await db.execute(sql`DELETE FROM tour_rest_kinds WHERE tour_id = ANY(${ids(2)})`)
    await db.execute(
      sql`UPDATE tours SET is_published = false, status = 'hidden' WHERE id = ANY(${ids(3)})`,
    )
    await updateSearchRows(db, changed)
    await engine.apply({ tourIds: changed })
    expect(engine.size).toBe(tours.length - ofKind(3).length)
    // The tours that moved are found on their new city's landing page, as SQL finds them.
    const [city] = await selectRows<{ id: number }>(db, sql`SELECT min(id) AS id FROM cities`)
    const cityPage = (kind: 'cities' | 'start_cities'): TourSearchCriteria => ({
      now: NOW.toISOString(),
      cruiseMode: false,
      excursionsEnabled: true,
      onlyReturningCruises: false,
      ...(kind === 'cities' ? { landing: { kind, id: city!.id } } : {}),
      facets: {
        tour_types: [tourType.tour],
        ...(kind === 'start_cities' ? { [kind]: [city!.id] } : {}),
      },
      dates: {},
    })
    const page = {
      sort: 'default',
      limit: 50,
      offset: 0,
      facetKeys: [...tourFacetKeys],
      withDateFacets: true,
    } as const
    for (const criteria of [cityPage('cities'), cityPage('start_cities')]) {
      const expected = await searchTours(db, criteria, page)
      expect(expected.total).toBeGreaterThan(0)
      expect(await engine.search(criteria, page)).toEqual(expected)
    }
    // An activity a tour no longer offers: the engine's posting lists still name the tour
    // there, and a search for the activity must not find it.
    const tokensAfter = new Map((await tokensOf()).map((row) => [row.tour_id, row.facet_tokens]))
    const lost = tokensBefore.flatMap((row) =>
      row.facet_tokens
        .filter((token) => Math.floor(token / FACET_TOKEN_BASE) === facetTokenKinds.rest_kinds)
        .filter((token) => !tokensAfter.get(row.tour_id)?.includes(token))
        .map((token) => ({ tourId: row.tour_id, restKindId: token % FACET_TOKEN_BASE })),
    )
    expect(lost.length).toBeGreaterThan(0)
    for (const { tourId, restKindId } of lost.slice(0, 5)) {
      const criteria: TourSearchCriteria = {
        ...cityPage('start_cities'),
        facets: { tour_types: [tourType.tour], rest_kinds: [restKindId] },
      }
      const expected = await searchTours(db, criteria, page)
      expect(expected.tourIds).not.toContain(tourId)
      expect(await engine.search(criteria, { ...page, limit: 1_000 })).toEqual(
        await searchTours(db, criteria, { ...page, limit: 1_000 }),
      )
    }
    values = await catalogueValues(db)
    await expectAgreement(db, RUNS / 2)
  }, 600_000)

  it("lists a collection's page in the editor's order once reordered, as SQL does", async () => {
    const { db } = testDatabase.database
    const [collection] = await selectRows<{ id: number; last: number }>(
      db,
      sql`SELECT tc.collection_id AS id, max(tc.tour_id) AS last
        FROM tour_collections tc JOIN search_tours s ON s.tour_id = tc.tour_id
        GROUP BY tc.collection_id HAVING count(*) > 3 ORDER BY count(*) DESC LIMIT 1`,
    )
    const page = (sort: 'default' | 'price') =>
      ({ sort, limit: 20, offset: 0, facetKeys: [], withDateFacets: false }) as const
    const criteria: TourSearchCriteria = {
      now: NOW.toISOString(),
      cruiseMode: false,
      excursionsEnabled: true,
      onlyReturningCruises: false,
      landing: { kind: 'collections', id: collection!.id },
      facets: { tour_types: [tourType.tour, tourType.excursion] },
      dates: {},
    }
    // The console's reorder: every tour of the collection numbered, the chosen one first.
    const tourIds = (
      await selectRows<{ tour_id: number }>(
        db,
        sql`SELECT tour_id FROM tour_collections WHERE collection_id = ${collection!.id}::int`,
      )
    ).map((row) => row.tour_id)
    await db.execute(
      sql`UPDATE tour_collections SET position = CASE WHEN tour_id = ${collection!.last}::int THEN 1 ELSE 2 END
        WHERE collection_id = ${collection!.id}::int`,
    )
    await updateSearchRows(db, tourIds)
    await engine.apply({ tourIds })
    const expected = await searchTours(db, criteria, page('default'))
    expect(expected.tourIds[0]).toBe(collection!.last)
    expect(await engine.search(criteria, page('default'))).toEqual(expected)
    // Another sort ignores the editor's order.
    expect(await engine.search(criteria, page('price'))).toEqual(
      await searchTours(db, criteria, page('price')),
    )
  }, 120_000)
})
