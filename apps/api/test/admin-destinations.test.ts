// Issue 43 item 5: destinations and a collection's hidden state in the operator console. Every
// endpoint for every caller, allowed (content, admin) and refused (visitor, tourist, organizer,
// staff without a role, support, finance), on both databases; a destination's descriptions and
// cover shown on its landing page and /destinations at once (a photo none of its tours has refused
// naming the field); a hidden collection answers 404 and leaves the lists, its tours' pages and
// the sitemap, and comes back when published; each write audited.
import {
  adminCollectionSchema,
  adminDestinationSchema,
  adminDestinationsSchema,
  errorBodySchema,
  sitemapSchema,
} from '@tourmarket/contracts'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, collections, countries, seoPages } from '../src/db/schema/index.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { consoleCallers, consoleCallerToken, type ConsoleCaller } from './console-callers.ts'
import { testDatabases } from './databases.ts'
import { createCity, createCollection, createCountry, createTour } from './factories.ts'

const allowed: readonly ConsoleCaller[] = ['admin', 'content']
const withinTwoSeconds = { timeout: 2_000, interval: 50 }

describe.each(testDatabases)('operator console destinations on $name (issue 43)', (target) => {
  const harness = useAccountsHarness(target)

  const tokenOf = (caller: ConsoleCaller) => consoleCallerToken(harness, caller)

  async function countryWithTours() {
    const country = await createCountry(harness.db)
    const city = await createCity(harness.db, { countryId: country.id })
    const tours = [
      await createTour(harness.db, { startCityId: city.id }),
      await createTour(harness.db, { startCityId: city.id }),
    ]
    return { country, tours }
  }

  async function landing(slug: string, language?: 'ru') {
    const response = await harness.get(
      `/spa/tours-page?slug=${slug}`,
      language === undefined ? {} : { headers: { 'x-language': language } },
    )
    return response
  }

  it.each([
    'admin/destinations',
    'admin/destination',
    'admin/destination/save',
    'admin/collection/publish',
  ] as const)('%s: allowed for content and admin, refused for everyone else', async (name) => {
    const { country } = await countryWithTours()
    const collection = await createCollection(harness.db)
    for (const caller of consoleCallers) {
      const token = await tokenOf(caller)
      const auth = token === undefined ? {} : { token }
      const response =
        name === 'admin/destinations'
          ? await harness.get('/crm/api/admin/destinations', auth)
          : name === 'admin/destination'
            ? await harness.get(`/crm/api/admin/destination?id=${String(country.id)}`, auth)
            : name === 'admin/destination/save'
              ? await harness.post('/crm/api/admin/destination/save', {
                  ...auth,
                  body: { id: country.id, description: `By ${caller}`, description_ru: 'Текст' },
                })
              : await harness.post('/crm/api/admin/collection/publish', {
                  ...auth,
                  body: { id: collection.id, published: caller !== 'content' },
                })
      const expected = caller === 'visitor' ? 401 : allowed.includes(caller) ? 200 : 403
      expect(response.statusCode, `${name} as ${caller}: ${response.body}`).toBe(expected)
      if (expected === 403) expect(errorBodySchema.parse(response.json()).code).toBe('forbidden')
      if (expected === 200 && name === 'admin/destinations') {
        const list = adminDestinationsSchema.parse(response.json())
        expect(list.data.find((row) => row.id === country.id)).toMatchObject({
          tours: 2,
          url: `/${country.slug}`,
        })
      }
    }
    const [row] = await harness.db.select().from(countries).where(eq(countries.id, country.id))
    expect(row!.description).toBe(name === 'admin/destination/save' ? 'By content' : '')
    const [hidden] = await harness.db
      .select()
      .from(collections)
      .where(eq(collections.id, collection.id))
    // Admin published it (no change), then content hid it.
    expect(hidden!.isPublished).toBe(name !== 'admin/collection/publish')
  })

  it("edits a destination's descriptions and cover, shown on its page and /destinations at once", async () => {
    const { country, tours } = await countryWithTours()
    const token = await tokenOf('content')
    const view = adminDestinationSchema.parse(
      (await harness.get(`/crm/api/admin/destination?id=${String(country.id)}`, { token })).json(),
    )
    expect(view.covers.map((cover) => cover.tour_id).sort()).toEqual(
      tours.map((tour) => tour.id).sort(),
    )
    const cover = view.covers[0]!.key
    const saved = await harness.post('/crm/api/admin/destination/save', {
      token,
      body: {
        id: country.id,
        description: 'Fjords and glaciers.',
        description_ru: 'Фьорды и ледники.',
        cover,
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(adminDestinationSchema.parse(saved.json())).toMatchObject({
      description: 'Fjords and glaciers.',
      cover,
    })
    await expect
      .poll(
        async () =>
          (await landing(country.slug)).json<{ landing: { description: string } }>().landing
            .description,
        withinTwoSeconds,
      )
      .toBe('Fjords and glaciers.')
    expect(
      (await landing(country.slug, 'ru')).json<{ landing: { description: string } }>().landing
        .description,
    ).toBe('Фьорды и ледники.')
    const groups = (
      await harness.get('/crm/api/world-part/groups?show_countries_with_world_parts=1')
    ).body
    expect(groups).toContain(cover)

    const audits = await harness.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectKind, 'country'), eq(auditLog.objectId, String(country.id))))
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({
      action: 'destination.update',
      actorKind: 'admin',
      after: {
        description: 'Fjords and glaciers.',
        descriptionRu: 'Фьорды и ледники.',
        imageKey: cover,
      },
    })
  })

  it('refuses a foreign cover naming it, an unknown destination and bad fields', async () => {
    const { country } = await countryWithTours()
    const token = await tokenOf('admin')
    const foreign = await harness.post('/crm/api/admin/destination/save', {
      token,
      body: { id: country.id, description: '', description_ru: '', cover: 'not-its-photo' },
    })
    expect(foreign.statusCode).toBe(400)
    expect(errorBodySchema.parse(foreign.json()).errors).toHaveProperty('cover')
    const long = await harness.post('/crm/api/admin/destination/save', {
      token,
      body: { id: country.id, description: 'x'.repeat(5_001) },
    })
    expect(long.statusCode).toBe(400)
    expect(errorBodySchema.parse(long.json()).errors).toHaveProperty('description')
    const unknown = await harness.get('/crm/api/admin/destination?id=999999999', { token })
    expect(unknown.statusCode).toBe(404)
    const badPublish = await harness.post('/crm/api/admin/collection/publish', {
      token,
      body: { id: 1, published: 'maybe' },
    })
    expect(badPublish.statusCode).toBe(400)
    expect(errorBodySchema.parse(badPublish.json()).errors).toHaveProperty('published')
  })

  it('a hidden collection answers 404 and leaves the lists, its tours and the sitemap; published, it is back', async () => {
    const collection = await createCollection(harness.db)
    const tour = await createTour(harness.db, { collectionIds: [collection.id] })
    // An editor's SEO page at its path (as the seed gives each collection) leaves with it.
    await harness.db
      .insert(seoPages)
      .values({ path: `/${collection.slug}`, title: collection.name })
    const token = await tokenOf('content')
    const shown = async () => {
      const page = await landing(collection.slug)
      const list = (await harness.get('/crm/api/index-page/all-collections')).body
      const tourPage = (await harness.get(`/spa/tour?slug=${tour.slug}`)).body
      const sitemap = sitemapSchema.parse((await harness.get('/spa/seo-pages-sitemap')).json())
      return {
        page: page.statusCode,
        listed: list.includes(collection.slug),
        onTourPage: tourPage.includes(collection.slug),
        inSitemap: sitemap.data.some((entry) => entry.url === `/${collection.slug}`),
      }
    }
    await expect
      .poll(shown, withinTwoSeconds)
      .toEqual({ page: 200, listed: true, onTourPage: true, inSitemap: true })

    const hidden = await harness.post('/crm/api/admin/collection/publish', {
      token,
      body: { id: collection.id, published: false },
    })
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(adminCollectionSchema.parse(hidden.json()).published).toBe(false)
    await expect
      .poll(shown, withinTwoSeconds)
      .toEqual({ page: 404, listed: false, onTourPage: false, inSitemap: false })

    await harness.post('/crm/api/admin/collection/publish', {
      token,
      body: { id: collection.id, published: true },
    })
    await expect
      .poll(shown, withinTwoSeconds)
      .toEqual({ page: 200, listed: true, onTourPage: true, inSitemap: true })
    const audits = await harness.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.objectKind, 'collection'), eq(auditLog.objectId, String(collection.id))),
      )
    expect(audits.map((row) => row.action).sort()).toEqual([
      'collection.hide',
      'collection.publish',
    ])
  })
})
