import {
  HUB_ORGANIZERS_DEFAULT_LIMIT,
  errorBodySchema,
  hubOrganizerPageSchema,
  organizerPublicInfoSchema,
  organizerVerificationInfoSchema,
} from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { testDatabases } from './databases.ts'
import {
  createCity,
  createCountry,
  createOrganizer,
  createTour,
  daysFromToday,
} from './factories.ts'
import { createReview, useTourTestHarness } from './factories-tours.ts'

const russian = { 'x-language': 'ru' }

describe.each(testDatabases)('organizers on $name', (target) => {
  const harness = useTourTestHarness(target)

  async function get(url: string, headers: Record<string, string> = {}) {
    return harness.app().inject({ method: 'GET', url, headers })
  }

  describe('§7 GET /crm/api/organizer/public-info (id)', () => {
    it('answers the organizer page facts in the contract shape', async () => {
      const country = await createCountry(harness.db, { name: 'Georgia', nameRu: 'Грузия' })
      const city = await createCity(harness.db, {
        countryId: country.id,
        name: 'Tbilisi',
        nameRu: 'Тбилиси',
      })
      const organizer = await createOrganizer(harness.db, {
        countryId: country.id,
        cityId: city.id,
        name: 'Caucasus Trails',
        description: 'Mountain trips since 2009.',
        descriptionRu: 'Горные путешествия с 2009 года.',
        legalType: 2,
        operatorType: 'author',
        foundedYear: 2009,
        avatarKey: 'portrait-8',
        identityCheck: 1,
      })
      const older = await createTour(harness.db, { organizerId: organizer.id })
      const newer = await createTour(harness.db, { organizerId: organizer.id })
      await createTour(harness.db, { organizerId: organizer.id, isPublished: false })
      await createReview(harness.db, older, { rating: 5 })
      await createReview(harness.db, newer, { rating: 4 })

      const response = await get(`/crm/api/organizer/public-info?id=${organizer.id}`)
      expect(response.statusCode).toBe(200)
      expect(organizerPublicInfoSchema.parse(response.json())).toEqual({
        id: organizer.id,
        slug: organizer.slug,
        name: 'Caucasus Trails',
        url: `/tour-provider/${organizer.id}`,
        avatar: '/media/portrait-8/{size}',
        operator_type: 'author',
        rating: 4.5,
        reviews_count: 2,
        verification: { identity: 1, documents: 0, internal: 0 },
        description: 'Mountain trips since 2009.',
        country: { id: country.id, name: 'Georgia' },
        city: { id: city.id, name: 'Tbilisi' },
        founded_year: 2009,
        legal_type: { id: 2, label: 'Individual entrepreneur' },
        languages: [],
        tours_count: 2,
        tour_ids: [newer.id, older.id],
      })
    })

    it('localises by X-Language: ru', async () => {
      const country = await createCountry(harness.db, { name: 'Georgia', nameRu: 'Грузия' })
      const organizer = await createOrganizer(harness.db, {
        countryId: country.id,
        description: 'Mountain trips.',
        descriptionRu: 'Горные путешествия.',
        legalType: 1,
      })
      const response = await get(`/crm/api/organizer/public-info?id=${organizer.id}`, russian)
      expect(response.json()).toMatchObject({
        description: 'Горные путешествия.',
        country: { name: 'Грузия' },
        city: null,
        legal_type: { id: 1, label: 'Физическое лицо' },
        rating: null,
        reviews_count: 0,
        tours_count: 0,
        tour_ids: [],
      })
    })

    it('lists and counts only tours on sale: no tour whose page answers 410 (dates passed)', async () => {
      const organizer = await createOrganizer(harness.db)
      const ahead = await createTour(harness.db, {
        organizerId: organizer.id,
        dates: [{ startDate: daysFromToday(-20) }, { startDate: daysFromToday(30) }],
      })
      const onRequest = await createTour(harness.db, {
        organizerId: organizer.id,
        isOnRequest: true,
        dates: [],
      })
      const unscheduled = await createTour(harness.db, { organizerId: organizer.id, dates: [] })
      // Started today or tomorrow (UTC): already under way somewhere in the world.
      await createTour(harness.db, {
        organizerId: organizer.id,
        dates: [{ startDate: daysFromToday(-5) }, { startDate: daysFromToday(1) }],
      })

      const info = organizerPublicInfoSchema.parse(
        (await get(`/crm/api/organizer/public-info?id=${organizer.id}`)).json(),
      )
      expect(info.tour_ids).toEqual([unscheduled.id, onRequest.id, ahead.id])
      expect(info.tours_count).toBe(3)
      const hubPage = hubOrganizerPageSchema.parse(
        (await get(`/spa/hub-organizer-page?country_id=${organizer.countryId}`)).json(),
      )
      expect(hubPage.data[0]?.tours_count).toBe(3)
    })

    it('sanitises the description: nothing that runs, links leave the site safely', async () => {
      const organizer = await createOrganizer(harness.db, {
        description:
          '<p onclick="steal()">Small groups.</p><script>steal()</script><a href="https://example.test">Our blog</a>',
      })
      const response = await get(`/crm/api/organizer/public-info?id=${organizer.id}`)
      expect(response.json().description).toBe(
        '<p>Small groups.</p><a href="https://example.test" rel="nofollow noopener noreferrer" target="_blank">Our blog</a>',
      )
    })

    it('404 for an unknown or unpublished organizer; 400 naming id', async () => {
      const hidden = await createOrganizer(harness.db, { isPublished: false })
      for (const id of [hidden.id, 2147483647]) {
        const response = await get(`/crm/api/organizer/public-info?id=${id}`)
        expect(response.statusCode).toBe(404)
        expect(errorBodySchema.parse(response.json()).code).toBe('organizer_not_found')
      }
      const malformed = await get('/crm/api/organizer/public-info?id=0')
      expect(malformed.statusCode).toBe(400)
      expect(malformed.json().errors).toHaveProperty('id')
    })
  })

  describe('§7 GET /crm/api/organizer/verification-info (id)', () => {
    it('§4 gives each check its state, label and whether it is verified', async () => {
      const organizer = await createOrganizer(harness.db, {
        identityCheck: 1,
        documentsCheck: 3,
        internalCheck: 2,
      })
      const response = await get(`/crm/api/organizer/verification-info?id=${organizer.id}`)
      expect(response.statusCode).toBe(200)
      expect(organizerVerificationInfoSchema.parse(response.json())).toEqual({
        organizer_id: organizer.id,
        identity: { state: 1, is_verified: true, label: 'Verified' },
        documents: { state: 3, is_verified: false, label: 'In progress' },
        internal: { state: 2, is_verified: false, label: 'Failed' },
      })
    })

    it('§4 reads an in-progress internal check, which §4 rules out, as not performed', async () => {
      const organizer = await createOrganizer(harness.db, { internalCheck: 3 })
      const response = await get(`/crm/api/organizer/verification-info?id=${organizer.id}`)
      expect(response.json().internal).toEqual({
        state: 0,
        is_verified: false,
        label: 'Not performed',
      })
    })

    it('gives the labels in X-Language', async () => {
      const organizer = await createOrganizer(harness.db, { identityCheck: 1 })
      const response = await get(`/crm/api/organizer/verification-info?id=${organizer.id}`, russian)
      expect(response.json()).toMatchObject({
        identity: { label: 'Пройдена' },
        documents: { label: 'Не проводилась' },
      })
    })

    it('404 for an unknown or unpublished organizer', async () => {
      const hidden = await createOrganizer(harness.db, { isPublished: false, identityCheck: 1 })
      for (const id of [hidden.id, 2147483647]) {
        const response = await get(`/crm/api/organizer/verification-info?id=${id}`)
        expect(response.statusCode).toBe(404)
        expect(errorBodySchema.parse(response.json()).code).toBe('organizer_not_found')
      }
    })
  })

  describe('an unpublished organizer is off the site everywhere', () => {
    it('§7 organizer-reviews answers 404 although its tour and reviews are published', async () => {
      const hidden = await createOrganizer(harness.db, { isPublished: false })
      const tour = await createTour(harness.db, { organizerId: hidden.id })
      await createReview(harness.db, tour, { rating: 5 })
      const response = await get(`/spa/organizer-reviews?id=${hidden.id}`)
      expect(response.statusCode).toBe(404)
      expect(errorBodySchema.parse(response.json()).code).toBe('organizer_not_found')
    })

    it('§7 hub-organizer-page neither lists it nor offers its country', async () => {
      const country = await createCountry(harness.db)
      const hidden = await createOrganizer(harness.db, {
        countryId: country.id,
        isPublished: false,
      })
      const page = hubOrganizerPageSchema.parse(
        (await get(`/spa/hub-organizer-page?country_id=${country.id}`)).json(),
      )
      expect(page.data).toEqual([])
      expect(page.meta.total).toBe(0)
      expect(page.countries.map((option) => option.id)).not.toContain(country.id)
      const all = hubOrganizerPageSchema.parse(
        (await get('/spa/hub-organizer-page?limit=100')).json(),
      )
      expect(all.data.map((organizer) => organizer.id)).not.toContain(hidden.id)
    })
  })

  describe('§7 GET /spa/hub-organizer-page (page, limit, country_id)', () => {
    it('lists organizers of a country, best rated first and unrated last', async () => {
      const country = await createCountry(harness.db, { name: 'Norway', nameRu: 'Норвегия' })
      const unrated = await createOrganizer(harness.db, { countryId: country.id })
      const good = await createOrganizer(harness.db, { countryId: country.id })
      const best = await createOrganizer(harness.db, { countryId: country.id })
      await createOrganizer(harness.db, { countryId: country.id, isPublished: false })
      await createOrganizer(harness.db)
      const goodTour = await createTour(harness.db, { organizerId: good.id })
      const bestTour = await createTour(harness.db, { organizerId: best.id })
      await createReview(harness.db, goodTour, { rating: 4 })
      await createReview(harness.db, bestTour, { rating: 5 })

      const response = await get(`/spa/hub-organizer-page?country_id=${country.id}`, russian)
      expect(response.statusCode).toBe(200)
      const page = hubOrganizerPageSchema.parse(response.json())
      expect(page.data.map((organizer) => organizer.id)).toEqual([best.id, good.id, unrated.id])
      expect(page.meta).toEqual({
        page: 1,
        per_page: HUB_ORGANIZERS_DEFAULT_LIMIT,
        total: 3,
        total_pages: 1,
      })
      expect(page.data[0]).toMatchObject({
        name: best.name,
        url: `/tour-provider/${best.id}`,
        country: { id: country.id, name: 'Норвегия' },
        city: null,
        rating: 5,
        reviews_count: 1,
        tours_count: 1,
        operator_type: 'organization',
        verification: { identity: 0, documents: 0, internal: 0 },
      })
    })

    it('names the city, and offers every country with published organizers as a filter', async () => {
      const country = await createCountry(harness.db, { name: 'Chile', nameRu: 'Чили' })
      const city = await createCity(harness.db, {
        countryId: country.id,
        name: 'Santiago',
        nameRu: 'Сантьяго',
      })
      const organizer = await createOrganizer(harness.db, {
        countryId: country.id,
        cityId: city.id,
      })
      await createOrganizer(harness.db, { countryId: country.id })
      await createOrganizer(harness.db, { countryId: country.id, isPublished: false })
      const other = await createCountry(harness.db)
      await createOrganizer(harness.db, { countryId: other.id })

      const response = await get(`/spa/hub-organizer-page?country_id=${country.id}`, russian)
      const page = hubOrganizerPageSchema.parse(response.json())
      expect(page.data.find((item) => item.id === organizer.id)?.city).toEqual({
        id: city.id,
        name: 'Сантьяго',
      })
      // The filter's choices do not depend on the chosen country.
      expect(page.countries).toContainEqual({ id: country.id, name: 'Чили', organizers_count: 2 })
      expect(page.countries.map((option) => option.id)).toContain(other.id)
      const names = page.countries.map((option) => option.name)
      expect(names).toEqual(names.toSorted((first, second) => first.localeCompare(second, 'ru')))
    })

    it('pages with limit and page', async () => {
      const country = await createCountry(harness.db)
      for (let index = 0; index < 3; index += 1) {
        await createOrganizer(harness.db, { countryId: country.id })
      }
      const response = await get(`/spa/hub-organizer-page?country_id=${country.id}&limit=2&page=2`)
      const page = hubOrganizerPageSchema.parse(response.json())
      expect(page.data).toHaveLength(1)
      expect(page.meta).toEqual({ page: 2, per_page: 2, total: 3, total_pages: 2 })
    })

    it('400 naming limit, page or country_id when malformed', async () => {
      for (const [query, field] of [
        ['limit=101', 'limit'],
        ['limit=0', 'limit'],
        ['page=-1', 'page'],
        ['country_id=norway', 'country_id'],
      ] as const) {
        const response = await get(`/spa/hub-organizer-page?${query}`)
        expect(response.statusCode).toBe(400)
        expect(Object.keys(response.json().errors)).toEqual([field])
      }
    })
  })
})
