import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tours } from '../src/db/schema/index.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createTour } from './factories.ts'

describe.each(testDatabases)('§7 favourites on $name', (target) => {
  const harness = useAccountsHarness(target)

  it('adds, lists (newest first) and removes favourites; both calls are idempotent', async () => {
    const { token } = await harness.register()
    const first = await createTour(harness.db)
    const second = await createTour(harness.db)
    for (const tourId of [first.id, second.id, first.id]) {
      const response = await harness.post('/crm/api/favourite-tour/create', {
        token,
        body: { tour_id: tourId },
      })
      expect(response.json()).toEqual({ success: true })
    }
    const listed = await harness.get('/crm/api/user/favourite-tours', { token })
    expect([...listed.json<number[]>()].sort()).toEqual([first.id, second.id].sort())
    await harness.post('/crm/api/favourite-tour/delete', { token, body: { tour_id: first.id } })
    await harness.post('/crm/api/favourite-tour/delete', { token, body: { tour_id: first.id } })
    expect((await harness.get('/crm/api/user/favourite-tours', { token })).json()).toEqual([
      second.id,
    ])
  })

  it('§5 takes a tour id given as a string of digits, refuses one that is not a number', async () => {
    const { token } = await harness.register()
    const tour = await createTour(harness.db)
    expect(
      (
        await harness.post('/crm/api/favourite-tour/create', {
          token,
          body: { tour_id: String(tour.id) },
        })
      ).statusCode,
    ).toBe(200)
    const refused = await harness.post('/crm/api/favourite-tour/create', {
      token,
      body: { tour_id: 'abc' },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toHaveProperty('tour_id')
  })

  it('404 for a tour that does not exist', async () => {
    const { token } = await harness.register()
    const response = await harness.post('/crm/api/favourite-tour/create', {
      token,
      body: { tour_id: 999_999 },
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'tour_not_found' })
  })

  it('active_only=1 keeps tours still on the site', async () => {
    const { token } = await harness.register()
    const listed = await createTour(harness.db)
    const withdrawn = await createTour(harness.db)
    for (const tour of [listed, withdrawn]) {
      await harness.post('/crm/api/favourite-tour/create', { token, body: { tour_id: tour.id } })
    }
    await harness.db
      .update(tours)
      .set({ isPublished: false, status: 'hidden' })
      .where(eq(tours.id, withdrawn.id))
    expect(
      (await harness.get('/crm/api/user/favourite-tours?active_only=1', { token })).json(),
    ).toEqual([listed.id])
    expect((await harness.get('/crm/api/user/favourite-tours', { token })).json()).toHaveLength(2)
  })

  it('each user sees only their own list', async () => {
    const owner = await harness.register()
    const other = await harness.register()
    const tour = await createTour(harness.db)
    await harness.post('/crm/api/favourite-tour/create', {
      token: owner.token,
      body: { tour_id: tour.id },
    })
    expect(
      (await harness.get('/crm/api/user/favourite-tours', { token: other.token })).json(),
    ).toEqual([])
    await harness.post('/crm/api/favourite-tour/delete', {
      token: other.token,
      body: { tour_id: tour.id },
    })
    expect(
      (await harness.get('/crm/api/user/favourite-tours', { token: owner.token })).json(),
    ).toEqual([tour.id])
  })

  it('§6 every favourites call needs a session (401, before any body check)', async () => {
    expect((await harness.get('/crm/api/user/favourite-tours')).statusCode).toBe(401)
    for (const path of ['/crm/api/favourite-tour/create', '/crm/api/favourite-tour/delete']) {
      expect((await harness.post(path, { body: { tour_id: 1 } })).statusCode).toBe(401)
      expect((await harness.post(path, { body: { tour_id: 'abc' } })).statusCode).toBe(401)
    }
  })
})
