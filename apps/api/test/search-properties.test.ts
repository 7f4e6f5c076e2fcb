import {
  completionResponseSchema,
  toursPageResponseSchema,
  tourSearchQueryKeys,
} from '@tourmarket/contracts'
import { brandCurrencies } from '@tourmarket/domain/enums'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../src/app.ts'
import { refreshSearchIndexes } from '../src/modules/search/search-indexes.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'
import { createRestKind, createTour, daysFromToday, seedCurrencyRates } from './factories.ts'

/** Values that have broken query handling somewhere: junk numbers, NUL, wildcards, huge, empty. */
const nastyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1e309',
    'NaN',
    '9007199254740993',
    '2025-02-30',
    '2027-06-01',
    '\u0000',
    '%',
    '_',
    '\\',
    "'; drop table tours; --",
    'filters',
    'price',
    '-price',
    'a:*',
    '!(',
    'x'.repeat(300),
  ),
)

const queryKey = fc.oneof(
  fc.constantFrom(
    ...tourSearchQueryKeys,
    'per_page',
    'expand',
    'phrase',
    'limit',
    'only',
    'exclude',
  ),
  fc.string(),
)

/** A query string of repeated and unknown keys with nasty values, percent-encoded as a client would. */
const queryString = fc
  .array(fc.tuple(queryKey, fc.oneof(nastyValue, fc.array(nastyValue, { maxLength: 3 }))), {
    maxLength: 8,
  })
  .map((pairs) =>
    pairs
      .flatMap(([key, value]) =>
        (Array.isArray(value) ? value : [value]).map((item) => [key, item]),
      )
      .map(([key, value]) => `${encodeURIComponent(key!)}=${encodeURIComponent(value!)}`)
      .join('&'),
  )

describe.each(testDatabases)('§5 bad input never breaks search on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)
  let app: App

  beforeAll(async () => {
    const { db } = testDatabase.database
    await seedCurrencyRates(db)
    const restKind = await createRestKind(db)
    for (const days of [5, 40]) {
      await createTour(db, {
        restKindIds: [restKind.id],
        dates: [{ startDate: daysFromToday(days), endDate: daysFromToday(days + 3) }],
      })
    }
    await refreshSearchIndexes(db)
    app = buildApp({ config: testDatabase.config, database: testDatabase.database })
  })

  afterAll(async () => {
    await app?.close()
  })

  it('tours-page answers random query strings with 200 or a 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        queryString,
        fc.constantFrom(...brandCurrencies),
        async (query, currency) => {
          const response = await app.inject({
            method: 'GET',
            url: `/spa/tours-page?${query}&expand=filters`,
            headers: { 'x-currency': currency },
          })
          expect(response.statusCode, `${query} → ${response.body}`).toBeLessThan(500)
          if (response.statusCode === 200) toursPageResponseSchema.parse(response.json())
        },
      ),
      {
        numRuns: 80,
        examples: [
          ['placeName=%00', 'USD'],
          ['slug=%00&placeName=%27%00', 'RUB'],
          ['lat=1e308&lng=-1e308&radius=1e308', 'USD'],
          ['lat=90&lng=180&radius=500', 'KZT'],
          ['page=9007199254740991&per_page=50', 'EUR'],
          ['priceMin=200000&priceMax=1&pricePerDayMin=30000', 'KZT'],
          ['dateFrom=9999-12-31&dateTo=0001-01-01', 'USD'],
          // Whole numbers past int4: no stored id or count reaches them, and a cast would fail.
          ['cruisesCabinsCapacity=2147483647.5', 'EUR'],
          ['organizer=3000000000&showplace=3000000000&continent=3000000000', 'USD'],
          ['maxGroupSize=9007199254740991&countries=3000000000&cities=2147483648', 'RUB'],
        ],
      },
    )
  })

  it('completion answers random phrases and options with 200 or a 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(queryString, nastyValue, async (query, phrase) => {
        const response = await app.inject({
          method: 'GET',
          url: `/spa/tours-filter-completion?phrase=${encodeURIComponent(phrase)}&${query}`,
        })
        expect(response.statusCode, `${phrase} ${query} → ${response.body}`).toBeLessThan(500)
        if (response.statusCode === 200) completionResponseSchema.parse(response.json())
      }),
      {
        numRuns: 80,
        examples: [
          ['only=tours', '\u0000'],
          ['exclude=cities', '%_\\'],
        ],
      },
    )
  })
})
