import { sitemapSchema, statsSchema } from '@tourmarket/contracts'
import { verificationCheck } from '@tourmarket/domain/enums'
import { describe, expect, it } from 'vitest'
import { refreshSearchIndexes } from '../src/modules/search/search-indexes.ts'
import { testDatabases } from './databases.ts'
import {
  createCity,
  createCollection,
  createCountry,
  createOrganizer,
  createRegion,
  createRestKind,
  daysFromToday,
} from './factories.ts'
import {
  createBlogPost,
  createHelpArticle,
  createListedTour,
  createSeoPage,
  useSiteTestHarness,
} from './factories-site.ts'

const pastDates = [{ startDate: daysFromToday(-20), endDate: daysFromToday(-14) }]

describe.each(testDatabases)('catalogue stats and sitemap on $name', (target) => {
  const harness = useSiteTestHarness(target)

  async function get(url: string) {
    return harness.app().inject({ method: 'GET', url })
  }

  describe('§7 GET /spa/info', () => {
    it('§3 stats count listed tours only: published, by a published organizer, with an open date ahead', async () => {
      const verifiedAuthor = await createOrganizer(harness.db, {
        operatorType: 'author',
        identityCheck: verificationCheck.success,
      })
      const company = await createOrganizer(harness.db, {
        identityCheck: verificationCheck.inProgress,
      })
      const hiddenVerified = await createOrganizer(harness.db, {
        identityCheck: verificationCheck.success,
        isPublished: false,
      })
      const region = await createRegion(harness.db)
      const city = await createCity(harness.db, {
        regionId: region.id,
        countryId: region.countryId,
      })
      const hiking = await createRestKind(harness.db)
      const rafting = await createRestKind(harness.db)
      const unusedKind = await createRestKind(harness.db)
      const inRegion = { startCityId: city.id, countryId: region.countryId }

      await createListedTour(harness.db, {
        ...inRegion,
        organizerId: verifiedAuthor.id,
        restKindIds: [hiking.id],
      })
      await createListedTour(harness.db, {
        ...inRegion,
        type: 2,
        organizerId: verifiedAuthor.id,
        restKindIds: [hiking.id, rafting.id],
      })
      await createListedTour(harness.db, {
        organizerId: company.id,
        isCruise: true,
        cruiseType: 'river',
      })
      // Not listed: dates passed or closed, unpublished, or by an unpublished organizer.
      await createListedTour(harness.db, {
        organizerId: verifiedAuthor.id,
        dates: [{ startDate: daysFromToday(10), endDate: daysFromToday(12), isClosed: true }],
      })
      await createListedTour(harness.db, {
        organizerId: verifiedAuthor.id,
        dates: pastDates,
        restKindIds: [unusedKind.id],
      })
      await createListedTour(harness.db, { organizerId: verifiedAuthor.id, isPublished: false })
      await createListedTour(harness.db, { organizerId: hiddenVerified.id })

      const response = await get('/spa/info')
      expect(response.statusCode).toBe(200)
      expect(statsSchema.strict().parse(response.json())).toEqual({
        totalCount: 3,
        toursCount: 1,
        cruisesCount: 1,
        authorToursCount: 2,
        verifiedOrganizersCount: 1,
        regionsCount: 2,
        restKindsCount: 2,
      })
    })

    it('§3 stats are all zero for an empty catalogue', async () => {
      expect(statsSchema.parse((await get('/spa/info')).json())).toEqual({
        totalCount: 0,
        toursCount: 0,
        cruisesCount: 0,
        authorToursCount: 0,
        verifiedOrganizersCount: 0,
        regionsCount: 0,
        restKindsCount: 0,
      })
    })
  })

  describe('§7 GET /spa/seo-pages-sitemap', () => {
    it('lists the home page, listed tours, landing pages with tours, journal, help and static pages', async () => {
      const region = await createRegion(harness.db)
      const city = await createCity(harness.db, {
        regionId: region.id,
        countryId: region.countryId,
      })
      const hiking = await createRestKind(harness.db)
      const emptyKind = await createRestKind(harness.db)
      const collection = await createCollection(harness.db)
      const tour = await createListedTour(harness.db, {
        startCityId: city.id,
        countryId: region.countryId,
        restKindIds: [hiking.id],
        collectionIds: [collection.id],
      })
      const pastTour = await createListedTour(harness.db, { dates: pastDates })
      const post = await createBlogPost(harness.db, {
        categorySlug: 'guides',
        publishedAt: new Date('2026-03-04T10:00:00Z'),
      })
      const scheduled = await createBlogPost(harness.db, {
        publishedAt: new Date(Date.now() + 3_600_000),
      })
      const help = await createHelpArticle(harness.db)
      const hiddenOrganizer = await createOrganizer(harness.db, { isPublished: false })
      const seoPage = await createSeoPage(harness.db, {
        path: '/italy-in-winter',
        priority: 7,
        updatedAt: new Date('2026-01-02T00:00:00Z'),
      })

      const response = await get('/spa/seo-pages-sitemap')
      expect(response.statusCode).toBe(200)
      const { data } = sitemapSchema.parse(response.json())
      const tourDay = tour.updatedAt.toISOString().slice(0, 10)

      expect(data[0]).toEqual({ url: '/', lastmod: null, priority: 1 })
      for (const entry of [
        { url: `/${tour.slug}`, lastmod: tourDay, priority: 0.9 },
        { url: `/${region.slug}`, lastmod: tourDay, priority: 0.7 },
        { url: `/${city.slug}`, lastmod: tourDay, priority: 0.6 },
        { url: `/${hiking.slug}`, lastmod: tourDay, priority: 0.7 },
        { url: `/${collection.slug}`, lastmod: tourDay, priority: 0.7 },
        { url: seoPage.path, lastmod: '2026-01-02', priority: 0.7 },
        { url: `/journal/${post.slug}`, lastmod: '2026-03-04', priority: 0.6 },
        { url: '/journal/guides', lastmod: '2026-03-04', priority: 0.5 },
        { url: '/about', lastmod: null, priority: 0.5 },
        { url: '/gift-cards/balance', lastmod: null, priority: 0.5 },
        { url: `/help-center/${help.slug}`, lastmod: null, priority: 0.4 },
        { url: `/help-center/${help.sectionSlug}`, lastmod: null, priority: 0.4 },
        { url: `/tour-provider/${String(tour.organizerId)}`, lastmod: null, priority: 0.5 },
      ]) {
        expect(data).toContainEqual(entry)
      }
      expect(data.filter((entry) => entry.priority === 0.8)).toHaveLength(1)

      const urls = data.map((entry) => entry.url)
      expect(new Set(urls).size).toBe(urls.length)
      expect(urls).not.toContain(`/${pastTour.slug}`)
      expect(urls).not.toContain(`/${emptyKind.slug}`)
      expect(urls).not.toContain(`/journal/${scheduled.slug}`)
      expect(urls).not.toContain(`/tour-provider/${String(hiddenOrganizer.id)}`)
    })

    it('leaves out a landing page whose search finds nothing: only a cruise, an excursion or a tour on request', async () => {
      const region = await createRegion(harness.db)
      const city = await createCity(harness.db, {
        regionId: region.id,
        countryId: region.countryId,
      })
      const restKind = await createRestKind(harness.db)
      const collection = await createCollection(harness.db)
      const elsewhere = { startCityId: city.id, countryId: region.countryId }
      const cruise = await createListedTour(harness.db, {
        ...elsewhere,
        isCruise: true,
        restKindIds: [restKind.id],
      })
      const excursion = await createListedTour(harness.db, {
        ...elsewhere,
        type: 2,
        collectionIds: [collection.id],
      })
      await createListedTour(harness.db, { ...elsewhere, isOnRequest: true })

      const { data } = sitemapSchema.parse((await get('/spa/seo-pages-sitemap')).json())
      const urls = data.map((entry) => entry.url)
      // The offers themselves have pages; the landings would open an empty tour search.
      expect(urls).toEqual(expect.arrayContaining([`/${cruise.slug}`, `/${excursion.slug}`]))
      for (const landing of [region, city, restKind, collection]) {
        expect(urls).not.toContain(`/${landing.slug}`)
      }
    })

    it('§2 lists /tours-upon-request/{country} for the countries with tours on request only', async () => {
      const placeIn = async () => {
        const country = await createCountry(harness.db)
        const region = await createRegion(harness.db, { countryId: country.id })
        const city = await createCity(harness.db, { regionId: region.id, countryId: country.id })
        return { country, at: { startCityId: city.id, countryId: country.id } }
      }
      const withOnRequest = await placeIn()
      const withoutOnRequest = await placeIn()
      const onRequest = await createListedTour(harness.db, {
        ...withOnRequest.at,
        isOnRequest: true,
      })
      await createListedTour(harness.db, withoutOnRequest.at)
      // The on-request list reads the search read model, which a catalogue change rebuilds.
      await refreshSearchIndexes(harness.db)

      const { data } = sitemapSchema.parse((await get('/spa/seo-pages-sitemap')).json())
      expect(data).toContainEqual({
        url: `/tours-upon-request/${withOnRequest.country.slug}`,
        lastmod: onRequest.updatedAt.toISOString().slice(0, 10),
        priority: 0.4,
      })
      expect(data.map((entry) => entry.url)).not.toContain(
        `/tours-upon-request/${withoutOnRequest.country.slug}`,
      )
    })

    it('keeps the first, more important entry of a path listed twice', async () => {
      const region = await createRegion(harness.db, { slug: 'tuscany' })
      const city = await createCity(harness.db, {
        regionId: region.id,
        countryId: region.countryId,
      })
      await createListedTour(harness.db, { startCityId: city.id, countryId: region.countryId })
      await createSeoPage(harness.db, { path: '/tuscany', priority: 2 })

      const { data } = sitemapSchema.parse((await get('/spa/seo-pages-sitemap')).json())
      expect(data.filter((entry) => entry.url === '/tuscany')).toEqual([
        expect.objectContaining({ priority: 0.7 }),
      ])
    })
  })
})
