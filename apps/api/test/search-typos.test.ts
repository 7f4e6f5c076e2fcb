import { completionResponseSchema, toursResponseSchema } from '@tourmarket/contracts'
import { tourType } from '@tourmarket/domain/enums'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppDatabase } from '../src/db/database.ts'
import type { TourSearchCriteria } from '../src/modules/search/criteria.ts'
import { createSearchEngine, type SearchEngine } from '../src/modules/search/engine/engine.ts'
import { tourFacetKeys } from '../src/modules/search/facets.ts'
import { searchTours, type TourSearchOptions } from '../src/modules/search/repository.ts'
import {
  refreshSearchIndexes,
  searchIndexGeneration,
} from '../src/modules/search/search-indexes.ts'
import { useSeededApp } from './app-harness.ts'
import { testDatabases } from './databases.ts'
import { createCity, createCountry, createTour, createWorldPart } from './factories.ts'

// Issue 42, forgiving search (docs/decisions/0058-forgiving-search.md): misspelt city, country and
// tour names find their tours, in English and Russian, on both search paths (SQL and the
// in-memory engine), and completion suggests the names meant.

async function seedCatalogue(db: AppDatabase) {
  const asia = await createWorldPart(db, { slug: 'asia', name: 'Asia', nameRu: 'Азия' })
  const europe = await createWorldPart(db, { slug: 'europe', name: 'Europe', nameRu: 'Европа' })
  const georgia = await createCountry(db, {
    slug: 'georgia',
    name: 'Georgia',
    nameRu: 'Грузия',
    worldPartId: asia.id,
  })
  const italy = await createCountry(db, {
    slug: 'italy',
    name: 'Italy',
    nameRu: 'Италия',
    worldPartId: europe.id,
  })
  const romania = await createCountry(db, {
    slug: 'romania',
    name: 'Romania',
    nameRu: 'Румыния',
    worldPartId: europe.id,
  })
  const tbilisi = await createCity(db, {
    slug: 'tbilisi',
    name: 'Tbilisi',
    nameRu: 'Тбилиси',
    countryId: georgia.id,
  })
  const telavi = await createCity(db, {
    slug: 'telavi',
    name: 'Telavi',
    nameRu: 'Телави',
    countryId: georgia.id,
  })
  const rome = await createCity(db, {
    slug: 'rome',
    name: 'Rome',
    nameRu: 'Рим',
    countryId: italy.id,
  })
  const bucharest = await createCity(db, {
    slug: 'bucharest',
    name: 'Bucharest',
    nameRu: 'Бухарест',
    countryId: romania.id,
  })
  const oldTown = await createTour(db, {
    startCityId: tbilisi.id,
    countryId: georgia.id,
    title: 'Old town walk',
    titleRu: 'Прогулка по старому городу',
  })
  const safari = await createTour(db, {
    startCityId: telavi.id,
    countryId: georgia.id,
    title: 'Kakheti wine safari',
    titleRu: 'Винное сафари по Кахетии',
  })
  const romeTour = await createTour(db, {
    startCityId: rome.id,
    countryId: italy.id,
    title: 'Ancient forum walk',
    titleRu: 'Прогулка по форуму',
  })
  const romaniaTour = await createTour(db, {
    startCityId: bucharest.id,
    countryId: romania.id,
    title: 'Palace of the Parliament visit',
    titleRu: 'Дворец парламента',
  })
  await refreshSearchIndexes(db)
  return { oldTown, safari, romeTour, romaniaTour }
}

const NOW = new Date().toISOString()

function phraseCriteria(text: string): TourSearchCriteria {
  return {
    now: NOW,
    cruiseMode: false,
    excursionsEnabled: true,
    onlyReturningCruises: false,
    text,
    facets: { tour_types: [tourType.tour] },
    dates: {},
  }
}

const firstPageWithFacets: TourSearchOptions = {
  sort: 'default',
  limit: 20,
  offset: 0,
  facetKeys: [...tourFacetKeys],
  withDateFacets: true,
}

describe.each(testDatabases)('issue 42: search forgives typos on $name', (target) => {
  const harness = useSeededApp(target, seedCatalogue)
  let engine: SearchEngine

  beforeAll(async () => {
    engine = createSearchEngine({
      db: harness.db,
      generation: () => searchIndexGeneration(harness.db),
    })
    await engine.start()
  })

  async function foundIds(placeName: string): Promise<number[]> {
    const response = await harness.get(`/spa/tours?placeName=${encodeURIComponent(placeName)}`)
    expect(response.statusCode, response.body).toBe(200)
    return toursResponseSchema.parse(response.json()).data.map((card) => card.id)
  }

  async function suggestions(phrase: string, language: 'en' | 'ru') {
    const response = await harness.get(
      `/spa/tours-filter-completion?phrase=${encodeURIComponent(phrase)}`,
      { 'x-language': language },
    )
    expect(response.statusCode, response.body).toBe(200)
    return completionResponseSchema.parse(response.json()).data
  }

  const cases = [
    { what: 'a misspelt city (English)', phrase: 'Tbilsi', finds: ['oldTown'] },
    { what: 'a misspelt city (Russian)', phrase: 'Тбилси', finds: ['oldTown'] },
    { what: 'a misspelt country (English)', phrase: 'Gergia', finds: ['oldTown', 'safari'] },
    { what: 'a misspelt country (Russian)', phrase: 'Грузя', finds: ['oldTown', 'safari'] },
    { what: 'a misspelt tour name (English)', phrase: 'wine safary', finds: ['safari'] },
    { what: 'a misspelt tour name (Russian)', phrase: 'сафри', finds: ['safari'] },
  ] as const

  it.each(cases)('/spa/tours finds the tours of $what: "$phrase"', async ({ phrase, finds }) => {
    const expected = finds.map((name) => harness.seeded[name].id)
    expect((await foundIds(phrase)).toSorted()).toEqual(expected.toSorted())
  })

  it.each(cases)(
    'the in-memory engine answers $what as the SQL search does: "$phrase"',
    async ({ phrase, finds }) => {
      const criteria = phraseCriteria(phrase)
      const [expected, actual] = await Promise.all([
        searchTours(harness.db, criteria, firstPageWithFacets),
        engine.search(criteria, firstPageWithFacets),
      ])
      expect(expected.total).toBe(finds.length)
      expect(actual).toEqual(expected)
    },
  )

  it('corrects only words no name holds: "Rome" stays Rome and never becomes Romania', async () => {
    expect(await foundIds('Rome')).toEqual([harness.seeded.romeTour.id])
    expect(await foundIds('Рим')).toEqual([harness.seeded.romeTour.id])
  })

  it('a phrase far from every name still finds nothing', async () => {
    expect(await foundIds('Zanzibar')).toEqual([])
  })

  it('an empty or blank phrase is no phrase: every tour is listed', async () => {
    const all = (await foundIds('')).toSorted()
    expect(all).toHaveLength(4)
    expect((await foundIds('   ')).toSorted()).toEqual(all)
    const response = await harness.get('/spa/tours')
    expect(
      toursResponseSchema
        .parse(response.json())
        .data.map((card) => card.id)
        .toSorted(),
    ).toEqual(all)
  })

  it.each([
    { phrase: 'tbilsi', language: 'en', name: 'Tbilisi', kind: 'cities' },
    { phrase: 'тбилси', language: 'ru', name: 'Тбилиси', kind: 'cities' },
    { phrase: 'gergia', language: 'en', name: 'Georgia', kind: 'countries' },
    { phrase: 'грузя', language: 'ru', name: 'Грузия', kind: 'countries' },
    { phrase: 'wine safary', language: 'en', name: 'Kakheti wine safari', kind: 'tours' },
    { phrase: 'сафри', language: 'ru', name: 'Винное сафари по Кахетии', kind: 'tours' },
  ] as const)(
    'completion suggests $name for "$phrase" ($language)',
    async ({ phrase, language, name, kind }) => {
      const [first] = await suggestions(phrase, language)
      expect(first).toMatchObject({ kind, name })
    },
  )
})
