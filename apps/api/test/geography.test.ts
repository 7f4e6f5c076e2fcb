import {
  CITY_SUGGESTIONS_LIMIT,
  catalogueGroupsSchema,
  citiesByQuerySchema,
  dropdownCountriesSchema,
  dropdownLanguagesSchema,
  errorBodySchema,
  indexPageCollectionsSchema,
  indexPageRestKindsSchema,
  indexPageSeasonsSchema,
  worldPartGroupsSchema,
} from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { organizers } from '../src/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import {
  createCity,
  createCollection,
  createCountry,
  createLanguage,
  createOrganizer,
  createRegion,
  createRestKind,
  createSeason,
  createWorldPart,
  daysFromToday,
} from './factories.ts'
import { createListedTour, useSiteTestHarness } from './factories-site.ts'

const russian = { 'x-language': 'ru' }

describe.each(testDatabases)('geography and reference lists on $name', (target) => {
  const harness = useSiteTestHarness(target)

  async function get(url: string, headers: Record<string, string> = {}) {
    return harness.app().inject({ method: 'GET', url, headers })
  }

  describe('§7 GET /spa/cities-by-query', () => {
    it('§3 city suggestion: id, name, region {name}, country {name}, with coordinates, sorted by name (§5)', async () => {
      const country = await createCountry(harness.db, { name: 'Italy', nameRu: 'Италия' })
      const region = await createRegion(harness.db, {
        countryId: country.id,
        name: 'Sardinia',
        nameRu: 'Сардиния',
      })
      const sassari = await createCity(harness.db, {
        countryId: country.id,
        regionId: region.id,
        name: 'Sassari',
        nameRu: 'Сассари',
      })
      const sanRemo = await createCity(harness.db, {
        countryId: country.id,
        name: 'Sanremo',
        nameRu: 'Санремо',
      })
      await createCity(harness.db, { countryId: country.id, name: 'Rome', nameRu: 'Рим' })

      const response = await get('/spa/cities-by-query?query=sa')
      expect(response.statusCode).toBe(200)
      expect(citiesByQuerySchema.parse(response.json())).toEqual({
        data: [
          {
            id: sanRemo.id,
            name: 'Sanremo',
            region: null,
            country: { name: 'Italy' },
            latitude: sanRemo.latitude,
            longitude: sanRemo.longitude,
          },
          {
            id: sassari.id,
            name: 'Sassari',
            region: { name: 'Sardinia' },
            country: { name: 'Italy' },
            latitude: sassari.latitude,
            longitude: sassari.longitude,
          },
        ],
      })
    })

    it('§7 matches the Russian name too and answers in X-Language: ru', async () => {
      const city = await createCity(harness.db, { name: 'Moscow', nameRu: 'Москва' })

      const response = await get(
        `/spa/cities-by-query?query=${encodeURIComponent('моск')}`,
        russian,
      )
      const body = citiesByQuerySchema.parse(response.json())
      expect(body.data.map((suggestion) => [suggestion.id, suggestion.name])).toEqual([
        [city.id, 'Москва'],
      ])
      expect(body.data[0]?.country.name).toMatch(/^Страна/)
      expect(body.data[0]?.region?.name).toMatch(/^Регион/)
    })

    it('§5 sorts by the localised name, in the reader’s alphabet', async () => {
      const country = await createCountry(harness.db)
      await createCity(harness.db, { countryId: country.id, name: 'Berlin', nameRu: 'Берлин' })
      await createCity(harness.db, { countryId: country.id, name: 'Bergamo', nameRu: 'Бергамо' })
      await createCity(harness.db, { countryId: country.id, name: 'Bern', nameRu: 'Берн' })

      const english = citiesByQuerySchema.parse(
        (await get('/spa/cities-by-query?query=ber')).json(),
      )
      expect(english.data.map((city) => city.name)).toEqual(['Bergamo', 'Berlin', 'Bern'])
      const inRussian = citiesByQuerySchema.parse(
        (await get('/spa/cities-by-query?query=ber', russian)).json(),
      )
      expect(inRussian.data.map((city) => city.name)).toEqual(['Бергамо', 'Берлин', 'Берн'])
    })

    it('§7 tolerates a typo through trigram similarity when no name starts with the query', async () => {
      const country = await createCountry(harness.db)
      const moscow = await createCity(harness.db, { countryId: country.id, name: 'Moscow' })
      const paris = await createCity(harness.db, { countryId: country.id, name: 'Paris' })
      await createCity(harness.db, { countryId: country.id, name: 'Parma' })

      const typo = citiesByQuerySchema.parse(
        (await get('/spa/cities-by-query?query=moskow')).json(),
      )
      expect(typo.data.map((suggestion) => suggestion.id)).toEqual([moscow.id])
      const exact = citiesByQuerySchema.parse(
        (await get('/spa/cities-by-query?query=paris')).json(),
      )
      expect(exact.data.map((suggestion) => suggestion.id)).toEqual([paris.id])
    })

    it('§5 an empty or blank query finds nothing, without searching', async () => {
      await createCity(harness.db, { name: 'Anywhere' })
      for (const url of [
        '/spa/cities-by-query',
        '/spa/cities-by-query?query=',
        '/spa/cities-by-query?query=%20%20',
      ]) {
        const response = await get(url)
        expect(response.statusCode).toBe(200)
        expect(citiesByQuerySchema.parse(response.json())).toEqual({ data: [] })
      }
    })

    it('returns at most 20 suggestions, the larger cities', async () => {
      const country = await createCountry(harness.db)
      for (let index = 0; index < CITY_SUGGESTIONS_LIMIT + 2; index += 1) {
        await createCity(harness.db, {
          countryId: country.id,
          name: `Springfield ${String(index).padStart(2, '0')}`,
          population: index,
        })
      }
      const body = citiesByQuerySchema.parse(
        (await get('/spa/cities-by-query?query=springfield')).json(),
      )
      expect(body.data).toHaveLength(CITY_SUGGESTIONS_LIMIT)
      expect(body.data.map((city) => city.name)).not.toContain('Springfield 00')
      expect(body.data.map((city) => city.name)).not.toContain('Springfield 01')
    })

    it('treats % and _ in the query as letters, not wildcards', async () => {
      await createCity(harness.db, { name: 'Paris' })
      const body = citiesByQuerySchema.parse((await get('/spa/cities-by-query?query=%25')).json())
      expect(body.data).toEqual([])
    })

    it('does not offer cities users created that wait for moderation', async () => {
      await createCity(harness.db, { name: 'Newtown', isUserCreated: true })
      const body = citiesByQuerySchema.parse((await get('/spa/cities-by-query?query=newt')).json())
      expect(body.data).toEqual([])
    })

    it('§8 refuses an over-long query with 400 naming the field', async () => {
      const response = await get(`/spa/cities-by-query?query=${'a'.repeat(101)}`)
      expect(response.statusCode).toBe(400)
      expect(Object.keys(errorBodySchema.parse(response.json()).errors ?? {})).toEqual(['query'])
    })
  })

  describe('§7 GET /spa/rest-kinds and /spa/collections', () => {
    it('lists every rest kind in editorial order with its listed tours counted', async () => {
      const hiking = await createRestKind(harness.db, {
        name: 'Hiking',
        nameRu: 'Походы',
        description: 'On foot',
        descriptionRu: 'Пешком',
        imageKey: 'landscape-5',
        position: 2,
      })
      const rafting = await createRestKind(harness.db, { name: 'Rafting', position: 1 })
      await createListedTour(harness.db, { restKindIds: [hiking.id] })
      await createListedTour(harness.db, { restKindIds: [hiking.id] })
      // Not listed: its only date has passed, or it is not published.
      await createListedTour(harness.db, {
        restKindIds: [hiking.id],
        dates: [{ startDate: daysFromToday(-10), endDate: daysFromToday(-3) }],
      })
      await createListedTour(harness.db, { restKindIds: [hiking.id], isPublished: false })

      const response = await get('/spa/rest-kinds')
      expect(response.statusCode).toBe(200)
      expect(catalogueGroupsSchema.parse(response.json())).toEqual({
        data: [
          {
            id: rafting.id,
            slug: rafting.slug,
            name: 'Rafting',
            description: '',
            image: null,
            tours_count: 0,
          },
          {
            id: hiking.id,
            slug: hiking.slug,
            name: 'Hiking',
            description: 'On foot',
            image: { image: '/media/landscape-5/{size}', alt: 'Hiking', video_url: null },
            tours_count: 2,
          },
        ],
      })

      const inRussian = catalogueGroupsSchema.parse((await get('/spa/rest-kinds', russian)).json())
      expect(inRussian.data[1]).toMatchObject({
        name: 'Походы',
        description: 'Пешком',
        image: { alt: 'Походы' },
      })
    })

    it('does not count tours of an unpublished organizer', async () => {
      const collection = await createCollection(harness.db)
      const hidden = await createOrganizer(harness.db, { isPublished: false })
      await createListedTour(harness.db, { collectionIds: [collection.id], organizerId: hidden.id })
      const body = catalogueGroupsSchema.parse((await get('/spa/collections')).json())
      expect(body.data).toEqual([expect.objectContaining({ id: collection.id, tours_count: 0 })])
    })

    it('lists collections with listed tours counted, localised', async () => {
      const collection = await createCollection(harness.db, {
        name: 'Northern lights',
        nameRu: 'Северное сияние',
      })
      await createListedTour(harness.db, { collectionIds: [collection.id] })
      const body = catalogueGroupsSchema.parse((await get('/spa/collections', russian)).json())
      expect(body.data).toEqual([
        expect.objectContaining({ id: collection.id, name: 'Северное сияние', tours_count: 1 }),
      ])
    })
  })

  describe('§7 GET /crm/api/index-page/*', () => {
    it('all-rest-kinds lists only rest kinds with listed tours', async () => {
      const withTours = await createRestKind(harness.db, { name: 'Diving', nameRu: 'Дайвинг' })
      await createRestKind(harness.db)
      await createListedTour(harness.db, { restKindIds: [withTours.id] })

      const response = await get('/crm/api/index-page/all-rest-kinds', russian)
      expect(indexPageRestKindsSchema.parse(response.json())).toEqual({
        data: [
          { id: withTours.id, slug: withTours.slug, name: 'Дайвинг', image: null, tours_count: 1 },
        ],
      })
    })

    it('all-collections gives each its own SEO texts or null; with_individual_seo_params=1 keeps those that have them', async () => {
      const withSeo = await createCollection(harness.db, {
        seoTitle: 'Arctic tours',
        seoDescription: 'Tours beyond the Arctic Circle',
      })
      const withoutSeo = await createCollection(harness.db, { seoTitle: 'Only a title' })
      const withoutTours = await createCollection(harness.db, {
        seoTitle: 'Empty',
        seoDescription: 'No tours',
      })
      await createListedTour(harness.db, { collectionIds: [withSeo.id, withoutSeo.id] })

      const all = indexPageCollectionsSchema.parse(
        (await get('/crm/api/index-page/all-collections')).json(),
      )
      expect(all.data.map((collection) => [collection.id, collection.seo])).toEqual([
        [withSeo.id, { title: 'Arctic tours', description: 'Tours beyond the Arctic Circle' }],
        [withoutSeo.id, null],
      ])
      expect(all.data.map((collection) => collection.id)).not.toContain(withoutTours.id)

      const seoOnly = indexPageCollectionsSchema.parse(
        (await get('/crm/api/index-page/all-collections?with_individual_seo_params=1')).json(),
      )
      expect(seoOnly.data.map((collection) => collection.id)).toEqual([withSeo.id])
    })

    it('§8 refuses a malformed flag with 400 naming it', async () => {
      const response = await get(
        '/crm/api/index-page/all-collections?with_individual_seo_params=yes',
      )
      expect(response.statusCode).toBe(400)
      expect(Object.keys(errorBodySchema.parse(response.json()).errors ?? {})).toEqual([
        'with_individual_seo_params',
      ])
    })

    it('all-seasons groups collections with listed tours and counts distinct tours', async () => {
      const summer = await createSeason(harness.db, {
        name: 'Summer',
        nameRu: 'Лето',
        months: [6, 7, 8],
      })
      await createSeason(harness.db, { name: 'Winter' })
      const lakes = await createCollection(harness.db, { seasonId: summer.id, name: 'Lakes' })
      const beaches = await createCollection(harness.db, { seasonId: summer.id, name: 'Beaches' })
      await createCollection(harness.db, { seasonId: summer.id, name: 'Empty' })
      await createListedTour(harness.db, { collectionIds: [lakes.id, beaches.id] })
      await createListedTour(harness.db, { collectionIds: [lakes.id] })

      const response = await get('/crm/api/index-page/all-seasons', russian)
      const body = indexPageSeasonsSchema.parse(response.json())
      expect(body.data).toHaveLength(1)
      expect(body.data[0]).toMatchObject({
        id: summer.id,
        name: 'Лето',
        months: [6, 7, 8],
        tours_count: 2,
      })
      expect(
        body.data[0]?.collections.map((collection) => [collection.id, collection.tours_count]),
      ).toEqual([
        [lakes.id, 2],
        [beaches.id, 1],
      ])
    })
  })

  describe('§7 GET /crm/api/dropdown/country', () => {
    it('§3 Country (phone input): iso_code, name, phone_code, is_primary, sorted by the localised name', async () => {
      const germany = await createCountry(harness.db, {
        isoCode: 'DE',
        name: 'Germany',
        nameRu: 'Германия',
        phoneCode: '+49',
        isPrimaryForPhoneCode: true,
      })
      const austria = await createCountry(harness.db, {
        isoCode: 'AT',
        name: 'Austria',
        nameRu: 'Австрия',
        phoneCode: '+43',
      })
      const belgium = await createCountry(harness.db, {
        isoCode: 'BE',
        name: 'Belgium',
        nameRu: 'Бельгия',
      })

      const body = dropdownCountriesSchema.parse((await get('/crm/api/dropdown/country')).json())
      expect(body.data.map((country) => country.iso_code)).toEqual(['AT', 'BE', 'DE'])
      expect(body.data[2]).toEqual({
        id: germany.id,
        iso_code: 'DE',
        name: 'Germany',
        phone_code: '+49',
        is_primary: true,
      })

      const inRussian = dropdownCountriesSchema.parse(
        (await get('/crm/api/dropdown/country', russian)).json(),
      )
      expect(inRussian.data.map((country) => [country.id, country.name])).toEqual([
        [austria.id, 'Австрия'],
        [belgium.id, 'Бельгия'],
        [germany.id, 'Германия'],
      ])
    })
  })

  describe('§7 GET /crm/api/dropdown/language', () => {
    it('lists every language sorted by name; only_with_published_tours=1 keeps those listed tours are guided in', async () => {
      const german = await createLanguage(harness.db, {
        code: 'de',
        name: 'German',
        nameRu: 'Немецкий',
      })
      const english = await createLanguage(harness.db, {
        code: 'en',
        name: 'English',
        nameRu: 'Английский',
      })
      const french = await createLanguage(harness.db, {
        code: 'fr',
        name: 'French',
        nameRu: 'Французский',
      })
      await createListedTour(harness.db, { languageIds: [german.id, english.id] })
      await createListedTour(harness.db, { languageIds: [french.id], isPublished: false })

      const all = dropdownLanguagesSchema.parse((await get('/crm/api/dropdown/language')).json())
      expect(all.data).toEqual([
        { id: english.id, code: 'en', name: 'English' },
        { id: french.id, code: 'fr', name: 'French' },
        { id: german.id, code: 'de', name: 'German' },
      ])

      const used = dropdownLanguagesSchema.parse(
        (await get('/crm/api/dropdown/language?only_with_published_tours=1', russian)).json(),
      )
      expect(used.data).toEqual([
        { id: english.id, code: 'en', name: 'Английский' },
        { id: german.id, code: 'de', name: 'Немецкий' },
      ])
    })
  })

  describe('§7 GET /crm/api/world-part/groups', () => {
    it('lists world parts with tour counts; countries only when show_countries_with_world_parts=1', async () => {
      const europe = await createWorldPart(harness.db, {
        name: 'Europe',
        nameRu: 'Европа',
        position: 1,
      })
      const asia = await createWorldPart(harness.db, { name: 'Asia', nameRu: 'Азия', position: 2 })
      const italy = await createCountry(harness.db, {
        worldPartId: europe.id,
        name: 'Italy',
        nameRu: 'Италия',
        imageKey: 'landscape-9',
      })
      const austria = await createCountry(harness.db, {
        worldPartId: europe.id,
        name: 'Austria',
        nameRu: 'Австрия',
      })
      await createCountry(harness.db, { worldPartId: europe.id, name: 'Andorra' })
      const rome = await createCity(harness.db, { countryId: italy.id })
      const vienna = await createCity(harness.db, { countryId: austria.id })
      await createListedTour(harness.db, { startCityId: rome.id, countryId: italy.id })
      await createListedTour(harness.db, { startCityId: rome.id, countryId: italy.id })
      await createListedTour(harness.db, { startCityId: vienna.id, countryId: austria.id })

      const plain = worldPartGroupsSchema.parse((await get('/crm/api/world-part/groups')).json())
      expect(plain.data).toEqual([
        { id: europe.id, slug: europe.slug, name: 'Europe', tours_count: 3, countries: [] },
        { id: asia.id, slug: asia.slug, name: 'Asia', tours_count: 0, countries: [] },
      ])

      const withCountries = worldPartGroupsSchema.parse(
        (
          await get(
            '/crm/api/world-part/groups?with_alt=1&show_countries_with_world_parts=1',
            russian,
          )
        ).json(),
      )
      expect(withCountries.data[0]).toEqual({
        id: europe.id,
        slug: europe.slug,
        name: 'Европа',
        tours_count: 3,
        countries: [
          {
            id: austria.id,
            slug: austria.slug,
            iso_code: austria.isoCode,
            name: 'Австрия',
            image: null,
            tours_count: 1,
            regions: [],
          },
          {
            id: italy.id,
            slug: italy.slug,
            iso_code: italy.isoCode,
            name: 'Италия',
            image: { image: '/media/landscape-9/{size}', alt: 'Италия', video_url: null },
            tours_count: 2,
            regions: [],
          },
        ],
      })
      expect(withCountries.data[1]?.countries).toEqual([])
    })

    it('lists with each country its regions that have listed tours, counted and sorted by the localised name', async () => {
      const europe = await createWorldPart(harness.db, { name: 'Europe', nameRu: 'Европа' })
      const italy = await createCountry(harness.db, { worldPartId: europe.id, name: 'Italy' })
      const tuscany = await createRegion(harness.db, {
        countryId: italy.id,
        name: 'Tuscany',
        nameRu: 'Тоскана',
      })
      const apulia = await createRegion(harness.db, {
        countryId: italy.id,
        name: 'Apulia',
        nameRu: 'Апулия',
      })
      const sicily = await createRegion(harness.db, {
        countryId: italy.id,
        name: 'Sicily',
        nameRu: 'Сицилия',
      })
      const florence = await createCity(harness.db, { countryId: italy.id, regionId: tuscany.id })
      const bari = await createCity(harness.db, { countryId: italy.id, regionId: apulia.id })
      const palermo = await createCity(harness.db, { countryId: italy.id, regionId: sicily.id })
      await createListedTour(harness.db, { startCityId: florence.id, countryId: italy.id })
      await createListedTour(harness.db, { startCityId: florence.id, countryId: italy.id })
      await createListedTour(harness.db, { startCityId: bari.id, countryId: italy.id })
      // Sicily's only tour is not published: the region has nothing to show and is left out.
      await createListedTour(harness.db, {
        startCityId: palermo.id,
        countryId: italy.id,
        isPublished: false,
      })

      const russianBody = worldPartGroupsSchema.parse(
        (await get('/crm/api/world-part/groups?show_countries_with_world_parts=1', russian)).json(),
      )
      expect(russianBody.data[0]?.countries[0]?.regions).toEqual([
        { id: apulia.id, slug: apulia.slug, name: 'Апулия', tours_count: 1 },
        { id: tuscany.id, slug: tuscany.slug, name: 'Тоскана', tours_count: 2 },
      ])
      const english = worldPartGroupsSchema.parse(
        (await get('/crm/api/world-part/groups?show_countries_with_world_parts=1')).json(),
      )
      expect(english.data[0]?.countries[0]?.regions.map((region) => region.name)).toEqual([
        'Apulia',
        'Tuscany',
      ])
    })

    it('counts only what a landing page finds: no excursions, cruises or tours on request', async () => {
      const europe = await createWorldPart(harness.db)
      const country = await createCountry(harness.db, { worldPartId: europe.id })
      const region = await createRegion(harness.db, { countryId: country.id })
      const city = await createCity(harness.db, { countryId: country.id, regionId: region.id })
      const onlyCruises = await createRegion(harness.db, { countryId: country.id })
      const port = await createCity(harness.db, { countryId: country.id, regionId: onlyCruises.id })
      const collection = await createCollection(harness.db)
      const place = { startCityId: city.id, countryId: country.id, collectionIds: [collection.id] }
      await createListedTour(harness.db, place)
      await createListedTour(harness.db, { ...place, isOnRequest: true })
      await createListedTour(harness.db, { ...place, type: 2 })
      await createListedTour(harness.db, { ...place, startCityId: port.id, isCruise: true })

      const groups = worldPartGroupsSchema.parse(
        (await get('/crm/api/world-part/groups?show_countries_with_world_parts=1')).json(),
      )
      expect(groups.data).toEqual([
        expect.objectContaining({
          id: europe.id,
          tours_count: 1,
          countries: [
            expect.objectContaining({
              id: country.id,
              tours_count: 1,
              regions: [{ id: region.id, slug: region.slug, name: region.name, tours_count: 1 }],
            }),
          ],
        }),
      ])
      const collections = indexPageCollectionsSchema.parse(
        (await get('/crm/api/index-page/all-collections')).json(),
      )
      expect(collections.data).toEqual([
        expect.objectContaining({ id: collection.id, tours_count: 1 }),
      ])
    })

    it('stops counting a tour whose organizer is unpublished', async () => {
      const europe = await createWorldPart(harness.db)
      const country = await createCountry(harness.db, { worldPartId: europe.id })
      const tour = await createListedTour(harness.db, {
        countryId: country.id,
        startCityId: (await createCity(harness.db, { countryId: country.id })).id,
      })
      await harness.db
        .update(organizers)
        .set({ isPublished: false })
        .where(eq(organizers.id, tour.organizerId))
      const body = worldPartGroupsSchema.parse((await get('/crm/api/world-part/groups')).json())
      expect(body.data).toEqual([expect.objectContaining({ id: europe.id, tours_count: 0 })])
    })
  })
})
