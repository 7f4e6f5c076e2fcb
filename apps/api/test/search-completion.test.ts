import {
  calendarPeriodsResponseSchema,
  completionResponseSchema,
  errorBodySchema,
  validateSlugResponseSchema,
  type CompletionSuggestion,
} from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import type { AppDatabase } from '../src/db/database.ts'
import { refreshSearchIndexes } from '../src/modules/search/search-indexes.ts'
import { testDatabases } from './databases.ts'
import { useSeededApp } from './app-harness.ts'
import {
  createCity,
  createCollection,
  createCountry,
  createRegion,
  createRestKind,
  createSeason,
  createShip,
  createShowplace,
  createTour,
  createTourSlugRedirect,
  createWaterObject,
  createWorldPart,
  daysFromToday,
  linkTourShowplace,
} from './factories.ts'

async function seedCatalogue(db: AppDatabase) {
  const europe = await createWorldPart(db, { slug: 'europe', name: 'Europe', nameRu: 'Европа' })
  const italy = await createCountry(db, {
    slug: 'italy',
    name: 'Italy',
    nameRu: 'Италия',
    worldPartId: europe.id,
  })
  const tuscany = await createRegion(db, {
    slug: 'tuscany',
    name: 'Tuscany',
    nameRu: 'Тоскана',
    countryId: italy.id,
  })
  const florence = await createCity(db, {
    slug: 'florence',
    name: 'Florence',
    nameRu: 'Флоренция',
    countryId: italy.id,
    regionId: tuscany.id,
  })
  const rome = await createCity(db, {
    slug: 'rome',
    name: 'Rome',
    nameRu: 'Рим',
    countryId: italy.id,
  })
  // A city without tours: completion leaves it out, since its landing page would be empty.
  await createCity(db, { slug: 'paris', name: 'Paris', nameRu: 'Париж', countryId: italy.id })
  const uffizi = await createShowplace(db, florence.id, {
    slug: 'uffizi',
    name: 'Uffizi Gallery',
    nameRu: 'Галерея Уффици',
  })
  for (let n = 1; n <= 6; n += 1) {
    await createRestKind(db, { slug: `yoga-${n}`, name: `Yoga ${n}`, nameRu: `Йога ${n}` })
  }
  await createRestKind(db, { slug: 'aurora-watching', name: 'Aurora watching', nameRu: 'Сияние' })
  await createCollection(db, {
    slug: 'northern',
    name: 'Northern lights',
    nameRu: 'Северное сияние',
  })
  const volga = await createWaterObject(db, { slug: 'volga', name: 'Volga', nameRu: 'Волга' })
  const aurora = await createShip(db, { slug: 'aurora', name: 'Aurora' })
  const foodTour = await createTour(db, {
    startCityId: florence.id,
    countryId: italy.id,
    regionId: tuscany.id,
    title: 'Florentine food tour',
    titleRu: 'Гастрономический тур по Флоренции',
    dates: [{ startDate: daysFromToday(10), endDate: daysFromToday(12) }],
  })
  await linkTourShowplace(db, foodTour.id, uffizi.id)
  await createTourSlugRedirect(db, foodTour.id, 'old-florence-food-7')
  const cruise = await createTour(db, {
    startCityId: rome.id,
    countryId: italy.id,
    title: 'Volga cruise',
    isCruise: true,
    cruiseType: 'river',
    shipId: aurora.id,
    waterObjectId: volga.id,
    dates: [
      { startDate: daysFromToday(40), endDate: daysFromToday(45) },
      { startDate: daysFromToday(-3), endDate: daysFromToday(2) },
    ],
  })
  await createTour(db, {
    startCityId: florence.id,
    isOnRequest: true,
    dates: [{ startDate: daysFromToday(70), endDate: daysFromToday(71) }],
  })
  const nearMonth = Number(daysFromToday(10).slice(5, 7))
  const season = await createSeason(db, {
    slug: 'near',
    name: 'Near season',
    nameRu: 'Ближний сезон',
    months: [nearMonth],
  })
  await refreshSearchIndexes(db)
  return { tuscany, florence, rome, uffizi, foodTour, cruise, season }
}

describe.each(testDatabases)('§7 completion, slugs and calendar on $name', (target) => {
  const harness = useSeededApp(target, seedCatalogue)
  const { get } = harness

  async function complete(query: string, headers: Record<string, string> = {}) {
    const response = await get(`/spa/tours-filter-completion?${query}`, headers)
    expect(response.statusCode, response.body).toBe(200)
    return completionResponseSchema.parse(response.json()).data
  }

  const kindsAndSlugs = (suggestions: readonly CompletionSuggestion[]) =>
    suggestions.map((suggestion) => `${suggestion.kind}:${suggestion.slug}`)

  describe('§7 /spa/tours-filter-completion', () => {
    it('completes a name by prefix, places first, with its landing url and where it is', async () => {
      const suggestions = await complete('phrase=flor')
      expect(suggestions[0]).toEqual({
        kind: 'cities',
        id: harness.seeded.florence.id,
        name: 'Florence',
        slug: 'florence',
        url: '/florence',
        subtitle: 'Tuscany, Italy',
      })
      expect(suggestions).toContainEqual(
        expect.objectContaining({
          kind: 'tours',
          id: harness.seeded.foodTour.id,
          url: `/${harness.seeded.foodTour.slug}`,
        }),
      )
    })

    it('matches Russian names and answers in X-Language', async () => {
      const [first] = await complete(`phrase=${encodeURIComponent('Флор')}`, { 'x-language': 'ru' })
      expect(first).toMatchObject({
        kind: 'cities',
        name: 'Флоренция',
        subtitle: 'Тоскана, Италия',
      })
    })

    it('finds a name through a typo (trigram similarity)', async () => {
      expect(kindsAndSlugs(await complete('phrase=florense'))).toContain('cities:florence')
    })

    it('completes showplaces, regions, countries, water objects and ships', async () => {
      expect(await complete('phrase=uffizi')).toContainEqual(
        expect.objectContaining({
          kind: 'showplaces',
          slug: 'uffizi',
          subtitle: 'Florence, Italy',
        }),
      )
      expect(kindsAndSlugs(await complete('phrase=tusc'))).toEqual(['regions:tuscany'])
      expect(kindsAndSlugs(await complete('phrase=ital'))).toEqual(['countries:italy'])
      expect(kindsAndSlugs(await complete('phrase=volg'))).toEqual([
        'water_objects:volga',
        `tours:${harness.seeded.cruise.slug}`,
      ])
    })

    it('`only` keeps and `exclude` removes kinds (comma lists)', async () => {
      expect(kindsAndSlugs(await complete('phrase=flor&only=regions,cities'))).toEqual([
        'cities:florence',
      ])
      const kinds = (await complete('phrase=flor&exclude=cities')).map((item) => item.kind)
      expect(kinds).not.toContain('cities')
      expect(kinds).toContain('tours')
    })

    it('§9 returns 5 suggestions unless a limit is given', async () => {
      expect(await complete('phrase=yoga')).toHaveLength(5)
      expect(await complete('phrase=yoga&limit=6')).toHaveLength(6)
    })

    it('400 naming limit when it is out of range', async () => {
      for (const limit of ['0', '21', 'many']) {
        const response = await get(`/spa/tours-filter-completion?phrase=yoga&limit=${limit}`)
        expect(response.statusCode).toBe(400)
        expect(errorBodySchema.parse(response.json()).errors).toHaveProperty('limit')
      }
    })

    it('§5 an empty or non-string phrase completes to nothing', async () => {
      for (const query of ['', 'phrase=', 'phrase=%20%20', 'phrase=flor&phrase=rom']) {
        expect(await complete(query)).toEqual([])
      }
    })

    it('places without tours are left out, and LIKE wildcards in the phrase match literally', async () => {
      expect(await complete('phrase=paris')).toEqual([])
      expect(await complete('phrase=%25')).toEqual([])
      expect(await complete('phrase=_')).toEqual([])
    })

    it('cruise mode puts ships and water objects first and keeps only cruise cities and tours', async () => {
      const [first] = await complete('phrase=aur&isCruisesSearch=1')
      expect(first).toMatchObject({ kind: 'ships', slug: 'aurora' })
      expect(kindsAndSlugs(await complete('phrase=flor&isCruisesSearch=1'))).toEqual([])
      expect(kindsAndSlugs(await complete('phrase=rom&isCruisesSearch=1'))).toEqual(['cities:rome'])
    })
  })

  describe('§7 /spa/validate-slug', () => {
    it('names the landing kind and id of a place slug', async () => {
      const response = await get('/spa/validate-slug?slug=tuscany')
      expect(validateSlugResponseSchema.parse(response.json())).toEqual({
        valid: true,
        kind: 'regions',
        id: harness.seeded.tuscany.id,
      })
    })

    it('knows tour slugs, current and former', async () => {
      for (const slug of [harness.seeded.foodTour.slug, 'old-florence-food-7']) {
        const response = await get(`/spa/validate-slug?slug=${slug}`)
        expect(response.json()).toEqual({
          valid: true,
          kind: 'tours',
          id: harness.seeded.foodTour.id,
        })
      }
    })

    it('answers 200 with valid: false for an unknown slug', async () => {
      const response = await get('/spa/validate-slug?slug=atlantis')
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ valid: false, kind: null, id: null })
    })

    it('400 naming slug when it is missing', async () => {
      const response = await get('/spa/validate-slug')
      expect(response.statusCode).toBe(400)
      expect(errorBodySchema.parse(response.json()).errors).toHaveProperty('slug')
    })
  })

  describe('§7 /spa/calendar-periods', () => {
    it('lists the months with future open dates of listed tours, and seasons, with counts', async () => {
      const response = await get('/spa/calendar-periods', { 'x-language': 'ru' })
      expect(response.statusCode).toBe(200)
      const body = calendarPeriodsResponseSchema.parse(response.json())
      // The food tour (day 10) and the cruise (day 40); the cruise's past date and the
      // on-request tour do not count.
      const expected = new Map<string, number>()
      for (const days of [10, 40]) {
        const month = daysFromToday(days).slice(0, 7)
        expected.set(month, (expected.get(month) ?? 0) + 1)
      }
      expect(body.months).toEqual(
        [...expected].map(([month, count]) => ({ month, tours_count: count, dates_count: count })),
      )
      const nearMonth = Number(daysFromToday(10).slice(5, 7))
      const inNearSeason = [10, 40].filter(
        (days) => Number(daysFromToday(days).slice(5, 7)) === nearMonth,
      ).length
      expect(body.seasons).toEqual([
        {
          id: harness.seeded.season.id,
          slug: 'near',
          name: 'Ближний сезон',
          months: [nearMonth],
          tours_count: inNearSeason,
        },
      ])
    })
  })
})
