import { describe, expect, it, vi } from 'vitest'
import type { RecentlyViewedTour } from '@tourmarket/domain/session'
import { createRecentlyViewedStore } from './recently-viewed-store.ts'
import { createRecentlyViewedSync, type RecentlyViewedApi } from './recently-viewed-sync.ts'

const at = (minute: number) => new Date(Date.UTC(2027, 0, 1, 12, minute))

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

function fakeApi(account: RecentlyViewedTour[], failure?: Error) {
  const api: RecentlyViewedApi = {
    list: vi.fn(async () => {
      if (failure) throw failure
      return [...account]
    }),
    add: vi.fn(async (views: readonly RecentlyViewedTour[]) => {
      if (failure) throw failure
      return [...views, ...account]
    }),
  }
  return api
}

describe('issue 42 recently viewed on the device and in the account', () => {
  it('a visitor’s view is kept on the device only, newest first', async () => {
    const storage = memoryStorage()
    const store = createRecentlyViewedStore(storage)
    const sync = createRecentlyViewedSync(store, { warn: vi.fn() })
    await sync.viewed(4, at(1), null)
    await sync.viewed(5, at(2), null)
    expect(store.snapshot().map((view) => view.tourId)).toEqual([5, 4])
    expect(JSON.parse(storage.values.get('recently_viewed_tours') ?? '[]')).toHaveLength(2)
  })

  it('a member’s view goes to the account too, and the account’s list joins the device’s', async () => {
    const store = createRecentlyViewedStore(memoryStorage())
    const api = fakeApi([{ tourId: 9, viewedAt: at(0).toISOString() }])
    await createRecentlyViewedSync(store, { warn: vi.fn() }).viewed(3, at(5), api)
    expect(api.add).toHaveBeenCalledWith([{ tourId: 3, viewedAt: at(5).toISOString() }])
    expect(store.snapshot().map((view) => view.tourId)).toEqual([3, 9])
  })

  it('at sign-in the device list is merged into the account once per user', async () => {
    const store = createRecentlyViewedStore(memoryStorage())
    store.replace([{ tourId: 1, viewedAt: at(3).toISOString() }])
    const api = fakeApi([{ tourId: 2, viewedAt: at(4).toISOString() }])
    const sync = createRecentlyViewedSync(store, { warn: vi.fn() })
    await sync.signedIn(7, api)
    await sync.signedIn(7, api)
    expect(api.add).toHaveBeenCalledOnce()
    expect(store.snapshot().map((view) => view.tourId)).toEqual([2, 1])
    sync.signedOut()
    await sync.signedIn(7, api)
    expect(api.add).toHaveBeenCalledTimes(2)
  })

  it('an empty device fetches the account’s list at sign-in', async () => {
    const store = createRecentlyViewedStore(memoryStorage())
    const api = fakeApi([{ tourId: 8, viewedAt: at(1).toISOString() }])
    await createRecentlyViewedSync(store, { warn: vi.fn() }).signedIn(7, api)
    expect(api.list).toHaveBeenCalledOnce()
    expect(store.snapshot().map((view) => view.tourId)).toEqual([8])
  })

  it('an account that cannot be reached leaves the device list, logged', async () => {
    const store = createRecentlyViewedStore(memoryStorage())
    const log = { warn: vi.fn() }
    await createRecentlyViewedSync(store, log).viewed(3, at(1), fakeApi([], new Error('503')))
    expect(store.snapshot().map((view) => view.tourId)).toEqual([3])
    expect(log.warn).toHaveBeenCalledOnce()
  })

  it('storage that refuses writes keeps the list for the tab; unreadable storage reads as empty', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const store = createRecentlyViewedStore({
      getItem: () => '{',
      setItem: () => {
        throw new Error('quota')
      },
    })
    expect(store.snapshot()).toEqual([])
    store.replace([{ tourId: 1, viewedAt: at(1).toISOString() }])
    expect(store.snapshot()).toHaveLength(1)
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})
