import type { ApiClient } from '@tourmarket/api-client/client'
import { describe, expect, it, vi } from 'vitest'
import { createFavouriteIdsStore } from './favourite-ids.ts'
import {
  createFavouriteActions,
  fetchFavouriteCards,
  type FavouritesApi,
} from './favourites-actions.ts'

function setUp(localIds: number[] = []) {
  const store = createFavouriteIdsStore(null)
  store.replace(localIds)
  const log = { warn: vi.fn() }
  return { store, log, actions: createFavouriteActions(store, log) }
}

/** A fake of the three §7 calls over an in-memory account list. */
function fakeApi(
  serverIds: number[] = [],
  failures: Partial<Record<keyof FavouritesApi, Error>> = {},
) {
  const calls: string[] = []
  const api: FavouritesApi = {
    list: vi.fn(async () => {
      calls.push('list')
      if (failures.list) throw failures.list
      return [...serverIds]
    }),
    add: vi.fn(async (tourId: number) => {
      calls.push(`add ${tourId}`)
      if (failures.add) throw failures.add
      if (!serverIds.includes(tourId)) serverIds.unshift(tourId)
    }),
    remove: vi.fn(async (tourId: number) => {
      calls.push(`remove ${tourId}`)
      if (failures.remove) throw failures.remove
      const at = serverIds.indexOf(tourId)
      if (at >= 0) serverIds.splice(at, 1)
    }),
  }
  return { api, calls, serverIds }
}

describe('§4 favourites of a visitor who is not logged in', () => {
  it('§4 add and remove change the device list only', async () => {
    const { store, actions } = setUp([1])
    await expect(actions.change('add', 2, null)).resolves.toMatchObject({
      ok: true,
      favourite: true,
    })
    expect(store.snapshot().ids).toEqual([2, 1])
    await actions.change('remove', '1', null)
    expect(store.snapshot().ids).toEqual([2])
    await actions.change('toggle', 2, null)
    expect(store.snapshot().ids).toEqual([])
  })
})

describe('§5 a tour id that does not convert to a number', () => {
  it.each(['add', 'remove', 'toggle'] as const)(
    '§5 %s warns "tourId must be a number" and nothing happens',
    async (kind) => {
      const { store, log, actions } = setUp([4])
      const { api, calls } = fakeApi([4])
      await expect(actions.change(kind, 'four', api)).resolves.toEqual({
        ok: false,
        message: 'tourId must be a number',
      })
      expect(log.warn).toHaveBeenCalledWith('tourId must be a number')
      expect(calls).toEqual([])
      expect(store.snapshot().ids).toEqual([4])
    },
  )
})

describe('§4 favourites of a logged-in user', () => {
  it('§4 add updates the server, then the device', async () => {
    const { store, actions } = setUp([1])
    const { api, calls, serverIds } = fakeApi([1])
    await actions.change('add', 3, api)
    expect(calls).toEqual(['add 3'])
    expect(serverIds).toEqual([3, 1])
    expect(store.snapshot().ids).toEqual([3, 1])
  })

  it('a failed add is logged and the heart stays as it was', async () => {
    const { store, log, actions } = setUp([1])
    const { api } = fakeApi([1], { add: new Error('500') })
    await expect(actions.change('add', 3, api)).resolves.toMatchObject({ ok: false })
    expect(store.snapshot().ids).toEqual([1])
    expect(log.warn).toHaveBeenCalledWith(
      'Tour 3 could not be added to the favourites',
      expect.any(Error),
    )
  })

  it('§8 a failed remove is logged and the device removal proceeds', async () => {
    const { store, log, actions } = setUp([1, 2])
    const { api } = fakeApi([1, 2], { remove: new Error('500') })
    await expect(actions.change('remove', 2, api)).resolves.toMatchObject({
      ok: true,
      favourite: false,
    })
    expect(store.snapshot().ids).toEqual([1])
    expect(log.warn).toHaveBeenCalledWith(
      'Tour 2 could not be removed from the favourites',
      expect.any(Error),
    )
  })
})

describe('§4 after a sign-in', () => {
  it('§4 adds the device ids the account lacks, then the account list replaces the device list', async () => {
    const { store, actions } = setUp([9, 5, 7])
    const { api, calls } = fakeApi([5, 2])
    await actions.syncAfterSignIn(42, api)
    expect(calls).toEqual(['list', 'add 7', 'add 9', 'list'])
    expect(store.snapshot()).toEqual({ ids: [9, 7, 5, 2], settledForUserId: 42 })
  })

  it('§4 with nothing to add, the account list simply replaces the device list', async () => {
    const { store, actions } = setUp([2])
    const { api, calls } = fakeApi([3, 2])
    await actions.syncAfterSignIn(42, api)
    expect(calls).toEqual(['list'])
    expect(store.snapshot().ids).toEqual([3, 2])
  })

  it('a device id the account refuses (a tour gone from the catalogue) stays off the list', async () => {
    const { store, log, actions } = setUp([8])
    const { api } = fakeApi([1], { add: new Error('404') })
    await actions.syncAfterSignIn(42, api)
    expect(store.snapshot().ids).toEqual([1])
    expect(log.warn).toHaveBeenCalledOnce()
  })

  it('§8 when the account list cannot be fetched the device list stays and the sync settles', async () => {
    const { store, log, actions } = setUp([6])
    const { api } = fakeApi([], { list: new Error('network') })
    await actions.syncAfterSignIn(42, api)
    expect(store.snapshot()).toEqual({ ids: [6], settledForUserId: 42 })
    expect(log.warn).toHaveBeenCalledWith(
      'The favourites of the account could not be loaded',
      expect.any(Error),
    )
  })

  it('syncs once per user; after a sign-out the next sign-in syncs again', async () => {
    const { store, actions } = setUp()
    const { api } = fakeApi([1])
    await Promise.all([actions.syncAfterSignIn(42, api), actions.syncAfterSignIn(42, api)])
    expect(api.list).toHaveBeenCalledOnce()
    actions.signedOut()
    expect(store.snapshot().settledForUserId).toBeNull()
    await actions.syncAfterSignIn(42, api)
    expect(api.list).toHaveBeenCalledTimes(2)
  })

  it('a press during the sync waits for it and works on the account list', async () => {
    const { store, actions } = setUp([])
    const { api } = fakeApi([1, 2])
    const sync = actions.syncAfterSignIn(42, api)
    const press = actions.change('remove', 2, api)
    await Promise.all([sync, press])
    expect(store.snapshot().ids).toEqual([1])
  })
})

describe('§7 the favourites page cards', () => {
  function fakeClient(get: ApiClient['get']): ApiClient {
    const unused = () => Promise.reject(new Error('not used'))
    return { get, post: unused, put: unused, patch: unused, delete: unused }
  }

  it('§7 asks get-by-ids with with_alt, at most 100 ids a call, and keeps the order', async () => {
    const ids = Array.from({ length: 150 }, (_, index) => index + 1)
    const get = vi.fn(async (_path: string, options?: { query?: Record<string, unknown> }) => {
      const asked = String(options?.query?.ids).split(',').map(Number)
      return { data: asked.map((id) => ({ id })) }
    })
    const cards = await fetchFavouriteCards(fakeClient(get as never), ids, { warn: vi.fn() })
    expect(get).toHaveBeenCalledTimes(2)
    expect(get.mock.calls[0]?.[0]).toBe('/crm/api/tour/get-by-ids')
    expect(get.mock.calls[0]?.[1]?.query).toMatchObject({
      ids: ids.slice(0, 100).join(','),
      with_alt: '1',
    })
    expect(cards.map((card) => card.id)).toEqual(ids)
  })

  it('§8 a failed lookup gives an empty list, logged', async () => {
    const log = { warn: vi.fn() }
    const get = vi.fn(() => Promise.reject(new Error('503')))
    await expect(fetchFavouriteCards(fakeClient(get), [1], log)).resolves.toEqual([])
    expect(log.warn).toHaveBeenCalledOnce()
  })

  it('asks nothing for no ids', async () => {
    const get = vi.fn()
    await expect(fetchFavouriteCards(fakeClient(get), [], { warn: vi.fn() })).resolves.toEqual([])
    expect(get).not.toHaveBeenCalled()
  })
})
