import { organizerProfileListSchema, organizerProfileSchema } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../src/db/schema/index.ts'
import { refreshSearchIndexes } from '../src/modules/search/search-indexes.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createOrganizerOwner, createSignedInUser } from './factories-bookings.ts'
import { createCity, createCountry, createTour, seedCurrencyRates } from './factories.ts'

type ErrorAnswer = { code: string; errors?: Record<string, string[]> }

describe.each(testDatabases)('§6/§7 organizer profiles on $name', (target) => {
  const harness = useAccountsHarness(target)

  const owner = (overrides: Parameters<typeof createOrganizerOwner>[2] = {}) =>
    createOrganizerOwner(harness.db, harness.config, overrides)

  const stranger = () => createSignedInUser(harness.db, harness.config)

  async function profileBody(overrides: Record<string, unknown> = {}) {
    const country = await createCountry(harness.db, { name: 'Georgia', nameRu: 'Грузия' })
    const city = await createCity(harness.db, { countryId: country.id, name: 'Tbilisi' })
    return {
      name: 'Кавказские тропы',
      legal_type: 2,
      sales_model: 3,
      operator_type: 'author',
      country_id: country.id,
      city_id: city.id,
      description: 'Mountain trips since 2009.',
      founded_year: 2009,
      ...overrides,
    }
  }

  it('answers 401 to a visitor without a session', async () => {
    for (const url of ['/crm/api/organizer/info', '/crm/api/organizer/list']) {
      expect((await harness.get(url)).statusCode).toBe(401)
    }
    const created = await harness.post('/crm/api/organizer/create', { body: await profileBody() })
    expect(created.statusCode).toBe(401)
  })

  it('info, list and view answer the owner its profiles', async () => {
    const { organizer, account } = await owner({ name: 'Caucasus Trails' })
    const info = await harness.get('/crm/api/organizer/info', { token: account.token })
    expect(info.statusCode).toBe(200)
    expect(organizerProfileSchema.parse(info.json())).toMatchObject({
      id: organizer.id,
      name: 'Caucasus Trails',
      is_acting: true,
      is_published: true,
      url: `/tour-provider/${organizer.id}`,
    })

    const list = organizerProfileListSchema.parse(
      (await harness.get('/crm/api/organizer/list', { token: account.token })).json(),
    )
    expect(list).toMatchObject({ acting_organizer_id: organizer.id, data: [{ id: organizer.id }] })

    const view = await harness.get(`/crm/api/organizer/view?id=${organizer.id}`, {
      token: account.token,
    })
    expect(view.statusCode).toBe(200)
    expect(view.json()).toMatchObject({ id: organizer.id })
  })

  it('info answers 403 to an account that runs no profile, and list is empty', async () => {
    const tourist = await stranger()
    const info = await harness.get('/crm/api/organizer/info', { token: tourist.token })
    expect(info.statusCode).toBe(403)
    expect(info.json<ErrorAnswer>().code).toBe('forbidden')
    const list = await harness.get('/crm/api/organizer/list', { token: tourist.token })
    expect(list.json()).toEqual({
      data: [],
      acting_organizer_id: null,
      identity_check_offered: true,
    })
  })

  it("another account gets 404 for view, update, set-published and set-acting of someone else's profile", async () => {
    const { organizer } = await owner()
    const other = await stranger()
    const body = await profileBody()
    const answers = [
      await harness.get(`/crm/api/organizer/view?id=${organizer.id}`, { token: other.token }),
      await harness.post('/crm/api/organizer/update', {
        token: other.token,
        body: { ...body, id: organizer.id },
      }),
      await harness.post('/crm/api/organizer/set-published-on-site', {
        token: other.token,
        body: { id: organizer.id, is_published: false },
      }),
      await harness.post('/crm/api/organizer/set-acting', {
        token: other.token,
        body: { id: organizer.id },
      }),
    ]
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404)
      expect(answer.json<ErrorAnswer>().code).toBe('organizer_not_found')
    }
    // Unknown and someone else's read the same: existence is not revealed.
    const unknown = await harness.get('/crm/api/organizer/view?id=999999', { token: other.token })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ ...answers[0]!.json(), message: expect.any(String) })
    const [row] = await harness.db.select().from(users).where(eq(users.id, other.id))
    expect(row!.organizerId).toBeNull()
  })

  it('create makes an unpublished profile with a transliterated, unique slug; the first one becomes acting', async () => {
    const account = await stranger()
    const body = await profileBody()
    const first = await harness.post('/crm/api/organizer/create', { token: account.token, body })
    expect(first.statusCode).toBe(201)
    const created = organizerProfileSchema.parse(first.json())
    expect(created).toMatchObject({
      name: 'Кавказские тропы',
      legal_type: 2,
      sales_model: 3,
      operator_type: 'author',
      country: { id: body.country_id, name: 'Georgia' },
      city: { id: body.city_id, name: 'Tbilisi' },
      founded_year: 2009,
      is_published: false,
      is_acting: true,
    })
    expect(created.slug).toMatch(/^kavkazskie-tropy(-\d+)?$/)

    const second = organizerProfileSchema.parse(
      (await harness.post('/crm/api/organizer/create', { token: account.token, body })).json(),
    )
    expect(second.slug).not.toBe(created.slug)
    expect(second.slug.startsWith('kavkazskie-tropy')).toBe(true)
    expect(second.is_acting).toBe(false)

    const switched = await harness.post('/crm/api/organizer/set-acting', {
      token: account.token,
      body: { id: second.id },
    })
    expect(switched.statusCode).toBe(200)
    expect(switched.json()).toMatchObject({ acting_organizer_id: second.id })
    const info = await harness.get('/crm/api/organizer/info', { token: account.token })
    expect(info.json()).toMatchObject({ id: second.id, is_acting: true })
  })

  it('create and update refuse bad input naming each field', async () => {
    const account = await stranger()
    const response = await harness.post('/crm/api/organizer/create', {
      token: account.token,
      body: {
        name: ' ',
        legal_type: 4,
        sales_model: 0,
        operator_type: 'company',
        country_id: 'x',
        description: 'a'.repeat(5001),
        founded_year: 1500,
      },
    })
    expect(response.statusCode).toBe(400)
    const errors = response.json<ErrorAnswer>().errors ?? {}
    expect(Object.keys(errors).sort()).toEqual(
      [
        'country_id',
        'description',
        'founded_year',
        'legal_type',
        'name',
        'operator_type',
        'sales_model',
      ].sort(),
    )

    const unknownCountry = await harness.post('/crm/api/organizer/create', {
      token: account.token,
      body: await profileBody({ country_id: 999999, city_id: null }),
    })
    expect(unknownCountry.statusCode).toBe(400)
    expect(unknownCountry.json<ErrorAnswer>().errors).toHaveProperty('country_id')

    const elsewhere = await createCountry(harness.db)
    const wrongCity = await harness.post('/crm/api/organizer/create', {
      token: account.token,
      body: await profileBody({ country_id: elsewhere.id }),
    })
    expect(wrongCity.statusCode).toBe(400)
    expect(wrongCity.json<ErrorAnswer>().errors).toEqual({
      city_id: ['The city is not in the chosen country.'],
    })

    const { organizer, account: ownerAccount } = await owner()
    const badUpdate = await harness.post('/crm/api/organizer/update', {
      token: ownerAccount.token,
      body: { ...(await profileBody()), id: organizer.id, legal_type: 9 },
    })
    expect(badUpdate.statusCode).toBe(400)
    expect(badUpdate.json<ErrorAnswer>().errors).toHaveProperty('legal_type')
  })

  it('update replaces the fields and keeps the slug', async () => {
    const { organizer, account } = await owner()
    const body = await profileBody({ name: 'Renamed Trails', city_id: null, founded_year: '' })
    const response = await harness.post('/crm/api/organizer/update', {
      token: account.token,
      body: { ...body, id: organizer.id },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      id: organizer.id,
      slug: organizer.slug,
      name: 'Renamed Trails',
      city: null,
      founded_year: null,
      legal_type: 2,
    })
  })

  describe('unpublishing hides the tours at once; publishing shows them again', () => {
    it('search, completion, facets, the sitemap, the tour page and the organizer page', async () => {
      await seedCurrencyRates(harness.db)
      // An operator approved it (§4 internal check 1), so its owner may publish it again.
      const { organizer, account } = await owner({ internalCheck: 1 })
      const title = `Zebrafinch ridge walk ${organizer.id}`
      const tour = await createTour(harness.db, { organizerId: organizer.id, title })
      await refreshSearchIndexes(harness.db)

      async function visible() {
        const search = await harness.get('/spa/tours')
        const page = await harness.get(`/spa/tours-page?expand=filters&organizer=${organizer.id}`)
        const completion = await harness.get(
          `/spa/tours-filter-completion?phrase=${encodeURIComponent('Zebrafinch ridge')}&limit=20`,
        )
        const tourPage = await harness.get(`/spa/tour?slug=${tour.slug}`)
        const organizerPage = await harness.get(`/crm/api/organizer/public-info?id=${organizer.id}`)
        const sitemap = await harness.get('/spa/seo-pages-sitemap')
        const byIds = await harness.get(`/crm/api/tour/get-by-ids?ids=${tour.id}`)
        const pageBody = page.json<{ meta: { total: number }; filters: unknown }>()
        return {
          search: search
            .json<{ data: { id: number }[] }>()
            .data.some((card) => card.id === tour.id),
          page: pageBody.meta.total,
          facets: JSON.stringify(pageBody.filters).includes('"count":1'),
          completion: completion
            .json<{ data: { kind: string; id: number }[] }>()
            .data.some((item) => item.kind === 'tours' && item.id === tour.id),
          tourPage: tourPage.statusCode,
          organizerPage: organizerPage.statusCode,
          sitemap: sitemap.body.includes(tour.slug),
          byIds: byIds.json<{ data: unknown[] }>().data.length,
        }
      }

      const shown = {
        search: true,
        page: 1,
        facets: true,
        completion: true,
        tourPage: 200,
        organizerPage: 200,
        sitemap: true,
        byIds: 1,
      }
      expect(await visible()).toEqual(shown)
      const unpublished = await harness.post('/crm/api/organizer/set-published-on-site', {
        token: account.token,
        body: { id: organizer.id, is_published: false },
      })
      expect(unpublished.statusCode).toBe(200)
      expect(unpublished.json()).toMatchObject({ is_published: false })
      expect(await visible()).toEqual({
        search: false,
        page: 0,
        facets: false,
        completion: false,
        tourPage: 404,
        organizerPage: 404,
        sitemap: false,
        byIds: 0,
      })

      const published = await harness.post('/crm/api/organizer/set-published-on-site', {
        token: account.token,
        body: { id: organizer.id, is_published: true },
      })
      expect(published.json()).toMatchObject({ is_published: true })
      expect(await visible()).toEqual(shown)
    })

    it('a profile unpublished when search was last refreshed is indexed when published', async () => {
      await seedCurrencyRates(harness.db)
      const { organizer, account } = await owner({ isPublished: false, internalCheck: 1 })
      const tour = await createTour(harness.db, { organizerId: organizer.id })
      await refreshSearchIndexes(harness.db)
      const before = await harness.get(`/spa/tours?organizer=${organizer.id}`)
      expect(before.json<{ total: number }>().total).toBe(0)
      await harness.post('/crm/api/organizer/set-published-on-site', {
        token: account.token,
        body: { id: organizer.id, is_published: true },
      })
      const after = await harness.get(`/spa/tours?organizer=${organizer.id}`)
      expect(after.json<{ data: { id: number }[] }>().data.map((card) => card.id)).toEqual([
        tour.id,
      ])
    })
  })

  describe('issue 37 finding 11: a new profile waits for review before anyone else sees it', () => {
    async function createdProfile() {
      const { account } = await owner()
      const created = await harness.post('/crm/api/organizer/create', {
        token: account.token,
        body: await profileBody({ name: `Tourmarket Support ${Date.now()}` }),
      })
      expect(created.statusCode).toBe(201)
      return { account, profile: organizerProfileSchema.parse(created.json()) }
    }

    const publish = (token: string, id: number) =>
      harness.post('/crm/api/organizer/set-published-on-site', {
        token,
        body: { id, is_published: true },
      })

    it('cannot be published by its owner, is not public, and its owner sees it waiting', async () => {
      await seedCurrencyRates(harness.db)
      const { account, profile } = await createdProfile()
      expect(profile).toMatchObject({ is_published: false, review: 'waiting' })
      await createTour(harness.db, { organizerId: profile.id, title: `Listed ${profile.id}` })
      await refreshSearchIndexes(harness.db)

      const refused = await publish(account.token, profile.id)
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toMatchObject({
        code: 'organizer_review_pending',
        message:
          'This profile is waiting for review: it is published once its identity check passes or Tourmarket approves it.',
      })

      expect(
        (await harness.get(`/crm/api/organizer/public-info?id=${profile.id}`)).statusCode,
      ).toBe(404)
      const hub = await harness.get('/spa/hub-organizer-page?limit=100')
      expect(hub.body).not.toContain(profile.name)
      const sitemap = await harness.get('/spa/seo-pages-sitemap')
      expect(sitemap.body).not.toContain(`/tour-provider/${profile.id}`)
      const search = await harness.get(`/spa/tours?organizer=${profile.id}`)
      expect(search.json<{ total: number }>().total).toBe(0)

      const mine = organizerProfileListSchema.parse(
        (await harness.get('/crm/api/organizer/list', { token: account.token })).json(),
      )
      expect(mine.data.find((row) => row.id === profile.id)).toMatchObject({
        review: 'waiting',
        is_published: false,
      })
    })

    it('an operator’s approval publishes it; a refusal takes it off the site and keeps it off', async () => {
      const { account, profile } = await createdProfile()
      const review = (token: string, approved: boolean) =>
        harness.post('/crm/api/organizer/review', { token, body: { id: profile.id, approved } })

      const notStaff = await review(account.token, true)
      expect(notStaff.statusCode).toBe(403)

      const staff = await createSignedInUser(harness.db, harness.config, { isAdminAuth: true })
      const approved = await review(staff.token, true)
      expect(approved.statusCode).toBe(200)
      expect(approved.json()).toMatchObject({ review: 'approved', is_published: true })
      const decisions = harness.logLines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.msg === 'organizer profile reviewed')
      expect(decisions).toEqual([
        expect.objectContaining({
          organizerId: profile.id,
          approved: true,
          staffUserId: staff.id,
        }),
      ])
      expect(
        (await harness.get(`/crm/api/organizer/public-info?id=${profile.id}`)).statusCode,
      ).toBe(200)

      const refused = await review(staff.token, false)
      expect(refused.json()).toMatchObject({ review: 'rejected', is_published: false })
      expect(
        (await harness.get(`/crm/api/organizer/public-info?id=${profile.id}`)).statusCode,
      ).toBe(404)
      const again = await publish(account.token, profile.id)
      expect(again.statusCode).toBe(409)
      expect(again.json<{ message: string }>().message).toMatch(/did not approve this profile/)

      const unknown = await harness.post('/crm/api/organizer/review', {
        token: staff.token,
        body: { id: 2_000_000_000, approved: true },
      })
      expect(unknown.statusCode).toBe(404)
    })
  })
})
