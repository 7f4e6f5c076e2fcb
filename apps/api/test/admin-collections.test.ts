// Issue 43 item 5: collections in the operator console. Every endpoint for every caller, allowed
// (content, admin) and refused (visitor, tourist, organizer, staff without a role, support,
// finance), on both databases; a reorder, an added and a removed tour shown on the collection's
// page at once in the chosen order; texts and cover saved (a photo none of its tours has refused
// naming the field); each write audited.
import {
  adminCollectionSchema,
  adminCollectionsSchema,
  errorBodySchema,
} from '@tourmarket/contracts'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, collections } from '../src/db/schema/index.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { consoleCallers, consoleCallerToken, type ConsoleCaller } from './console-callers.ts'
import { testDatabases } from './databases.ts'
import { createCollection, createTour } from './factories.ts'

const allowed: readonly ConsoleCaller[] = ['admin', 'content']
const withinTwoSeconds = { timeout: 2_000, interval: 50 }

describe.each(testDatabases)('operator console collections on $name (issue 43)', (target) => {
  const harness = useAccountsHarness(target)

  const tokenOf = (caller: ConsoleCaller) => consoleCallerToken(harness, caller)

  /** A collection of three listed tours, the first made the least popular. */
  async function collectionWithTours() {
    const collection = await createCollection(harness.db)
    const tours = []
    for (let index = 0; index < 3; index += 1) {
      tours.push(await createTour(harness.db, { collectionIds: [collection.id] }))
    }
    return { collection, tours }
  }

  async function move(token: string | undefined, body: Record<string, unknown>) {
    return harness.post('/crm/api/admin/collection/tours', {
      ...(token === undefined ? {} : { token }),
      body,
    })
  }

  async function storefront(slug: string, language?: 'ru') {
    const response = await harness.get(
      `/spa/tours-page?slug=${slug}`,
      language === undefined ? {} : { headers: { 'x-language': language } },
    )
    return response.json<{
      data: { id: number }[]
      landing: { title: string; description: string }
    }>()
  }

  it.each([
    'admin/collections',
    'admin/collection',
    'admin/collection/save',
    'admin/collection/tours',
  ] as const)('%s: allowed for content and admin, refused for everyone else', async (name) => {
    const { collection, tours } = await collectionWithTours()
    for (const caller of consoleCallers) {
      const token = await tokenOf(caller)
      const auth = token === undefined ? {} : { token }
      const response =
        name === 'admin/collections'
          ? await harness.get('/crm/api/admin/collections', auth)
          : name === 'admin/collection'
            ? await harness.get(`/crm/api/admin/collection?id=${String(collection.id)}`, auth)
            : name === 'admin/collection/save'
              ? await harness.post('/crm/api/admin/collection/save', {
                  ...auth,
                  body: { id: collection.id, name: `Edited by ${caller}`, name_ru: 'Подборка' },
                })
              : await move(token, { id: collection.id, tour_id: tours[0]!.id, move: 'up' })
      const expected = caller === 'visitor' ? 401 : allowed.includes(caller) ? 200 : 403
      expect(response.statusCode, `${name} as ${caller}: ${response.body}`).toBe(expected)
      if (expected === 403) expect(errorBodySchema.parse(response.json()).code).toBe('forbidden')
      if (expected === 200 && name === 'admin/collections') {
        const list = adminCollectionsSchema.parse(response.json())
        expect(list.data.find((row) => row.id === collection.id)).toMatchObject({
          tours: 3,
          url: `/${collection.slug}`,
        })
      }
    }
    const [row] = await harness.db
      .select()
      .from(collections)
      .where(eq(collections.id, collection.id))
    expect(row!.name).toBe(name === 'admin/collection/save' ? 'Edited by content' : collection.name)
    // The two allowed moves (admin, then content) took the oldest tour from last to first.
    const view = adminCollectionSchema.parse(
      (
        await harness.get(`/crm/api/admin/collection?id=${String(collection.id)}`, {
          token: (await tokenOf('content'))!,
        })
      ).json(),
    )
    if (name === 'admin/collection/tours') {
      expect(view.tours.map((tour) => tour.id)).toEqual([tours[0]!.id, tours[2]!.id, tours[1]!.id])
    }
  })

  it("orders, adds and removes a collection's tours, and its page lists them so at once", async () => {
    const { collection, tours } = await collectionWithTours()
    const token = await tokenOf('content')
    const ids = tours.map((tour) => tour.id)
    // Same popularity: the newest first until an editor orders them.
    const first = adminCollectionSchema.parse(
      (
        await harness.get(`/crm/api/admin/collection?id=${String(collection.id)}`, { token })
      ).json(),
    )
    expect(first.tours.map((tour) => tour.id)).toEqual([...ids].reverse())

    const topped = await move(token, { id: collection.id, tour_id: ids[0], move: 'top' })
    expect(topped.statusCode, topped.body).toBe(200)
    expect(adminCollectionSchema.parse(topped.json()).tours.map((tour) => tour.id)).toEqual([
      ids[0],
      ids[2],
      ids[1],
    ])
    await expect
      .poll(
        async () => (await storefront(collection.slug)).data.map((card) => card.id),
        withinTwoSeconds,
      )
      .toEqual([ids[0], ids[2], ids[1]])

    await move(token, { id: collection.id, tour_id: ids[1], move: 'up' })
    await move(token, { id: collection.id, tour_id: ids[0], move: 'down' })
    await expect
      .poll(
        async () => (await storefront(collection.slug)).data.map((card) => card.id),
        withinTwoSeconds,
      )
      .toEqual([ids[1], ids[0], ids[2]])

    // Added by its number from the view's search; removed again.
    const outsider = await createTour(harness.db)
    const found = adminCollectionSchema.parse(
      (
        await harness.get(
          `/crm/api/admin/collection?id=${String(collection.id)}&find=${String(outsider.id)}`,
          { token },
        )
      ).json(),
    )
    expect(found.found.map((tour) => tour.id)).toEqual([outsider.id])
    const byName = adminCollectionSchema.parse(
      (
        await harness.get(
          `/crm/api/admin/collection?id=${String(collection.id)}&find=${encodeURIComponent(outsider.title)}`,
          { token },
        )
      ).json(),
    )
    expect(byName.found.map((tour) => tour.id)).toContain(outsider.id)
    await move(token, { id: collection.id, tour_id: outsider.id, move: 'add' })
    await move(token, { id: collection.id, tour_id: ids[2], move: 'remove' })
    await expect
      .poll(
        async () => (await storefront(collection.slug)).data.map((card) => card.id),
        withinTwoSeconds,
      )
      .toEqual([ids[1], ids[0], outsider.id])

    const audits = await harness.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.objectKind, 'collection'), eq(auditLog.objectId, String(collection.id))),
      )
    expect(audits.map((row) => row.action).sort()).toEqual([
      'collection.tour-add',
      'collection.tour-down',
      'collection.tour-remove',
      'collection.tour-top',
      'collection.tour-up',
    ])
    expect(audits.find((row) => row.action === 'collection.tour-top')).toMatchObject({
      actorKind: 'admin',
      before: { tours: [ids[2], ids[1], ids[0]] },
      after: { tours: [ids[0], ids[2], ids[1]] },
    })
  })

  it('refuses a move naming tour_id, unknown collections, and bad fields', async () => {
    const { collection, tours } = await collectionWithTours()
    const token = await tokenOf('admin')
    const outsider = await createTour(harness.db)
    for (const body of [
      { id: collection.id, tour_id: tours[0]!.id, move: 'add' },
      { id: collection.id, tour_id: outsider.id, move: 'remove' },
      { id: collection.id, tour_id: 999_999_999, move: 'add' },
      { id: collection.id, tour_id: tours[0]!.id, move: 'sideways' },
      { id: collection.id, move: 'up' },
    ]) {
      const response = await move(token, body)
      expect(response.statusCode, response.body).toBe(400)
      const error = errorBodySchema.parse(response.json())
      expect(Object.keys(error.errors ?? {}), response.body).toEqual([
        body.move === 'sideways' ? 'move' : 'tour_id',
      ])
    }
    const unknown = await move(token, { id: 999_999_999, tour_id: tours[0]!.id, move: 'up' })
    expect(unknown.statusCode).toBe(404)
    expect(errorBodySchema.parse(unknown.json()).code).toBe('collection_not_found')
    const blank = await harness.post('/crm/api/admin/collection/save', {
      token,
      body: { id: collection.id, name: ' ', name_ru: 'x' },
    })
    expect(blank.statusCode).toBe(400)
    expect(Object.keys(errorBodySchema.parse(blank.json()).errors ?? {})).toEqual(['name'])
  })

  it('saves texts in both languages and a cover from its tours’ photos, shown on its page', async () => {
    const { collection, tours } = await collectionWithTours()
    const token = await tokenOf('content')
    const foreign = await harness.post('/crm/api/admin/collection/save', {
      token,
      body: { id: collection.id, name: 'Lakes', name_ru: 'Озёра', cover: 'someone-elses-photo' },
    })
    expect(foreign.statusCode).toBe(400)
    expect(Object.keys(errorBodySchema.parse(foreign.json()).errors ?? {})).toEqual(['cover'])

    // Ordered first, so the page's search rows exist; then the texts change.
    await move(token, { id: collection.id, tour_id: tours[0]!.id, move: 'top' })
    await storefront(collection.slug)
    const saved = await harness.post('/crm/api/admin/collection/save', {
      token,
      body: {
        id: collection.id,
        name: 'Lakes',
        name_ru: 'Озёра',
        description: 'Cold water.',
        description_ru: 'Холодная вода.',
        cover: tours[1]!.coverKey,
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(adminCollectionSchema.parse(saved.json())).toMatchObject({
      name: 'Lakes',
      cover: tours[1]!.coverKey,
    })
    await expect
      .poll(async () => (await storefront(collection.slug)).landing.title, withinTwoSeconds)
      .toBe('Lakes')
    expect((await storefront(collection.slug, 'ru')).landing).toMatchObject({
      title: 'Озёра',
      description: 'Холодная вода.',
    })
    const [audit] = await harness.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.objectKind, 'collection'),
          eq(auditLog.action, 'collection.update'),
          eq(auditLog.objectId, String(collection.id)),
        ),
      )
    expect(audit).toMatchObject({
      before: { name: collection.name, imageKey: null },
      after: { name: 'Lakes', imageKey: tours[1]!.coverKey },
    })
  })
})
