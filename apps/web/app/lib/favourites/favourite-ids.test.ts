import { describe, expect, it, vi } from 'vitest'
import { NO_FAVOURITES, createFavouriteIdsStore } from './favourite-ids.ts'

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('§3 the device favourites store', () => {
  it('§4 starts from the ids stored under favourite_tours', () => {
    const store = createFavouriteIdsStore(memoryStorage({ favourite_tours: '[3,"4",3,"x"]' }))
    expect(store.snapshot()).toEqual({ ids: [3, 4], settledForUserId: null })
  })

  it('a device with none starts from the very snapshot the server renders from', () => {
    // useSyncExternalStore compares by identity: an equal copy would render every heart again.
    expect(createFavouriteIdsStore(memoryStorage()).snapshot()).toBe(NO_FAVOURITES)
    expect(createFavouriteIdsStore(memoryStorage({ favourite_tours: '[5]' })).snapshot()).not.toBe(
      NO_FAVOURITES,
    )
  })

  it('§8 reads unreadable or missing storage as no favourites', () => {
    expect(createFavouriteIdsStore(memoryStorage({ favourite_tours: '{' })).snapshot().ids).toEqual(
      [],
    )
    expect(createFavouriteIdsStore(null).snapshot().ids).toEqual([])
    const throwing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => undefined,
    }
    expect(createFavouriteIdsStore(throwing).snapshot().ids).toEqual([])
  })

  it('§3 mirrors a replaced list in storage and tells its listeners', () => {
    const storage = memoryStorage()
    const store = createFavouriteIdsStore(storage)
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.replace([5, 6, 5])
    expect(storage.values.get('favourite_tours')).toBe('[5,6]')
    expect(store.snapshot().ids).toEqual([5, 6])
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    store.replace([7])
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('keeps the list for the tab when storage refuses to write', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const store = createFavouriteIdsStore({
      getItem: () => null,
      setItem: () => {
        throw new Error('quota')
      },
    })
    store.replace([8])
    expect(store.snapshot().ids).toEqual([8])
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })

  it('follows another tab: reload reads storage again, and only a change is published', () => {
    const storage = memoryStorage({ favourite_tours: '[1]' })
    const store = createFavouriteIdsStore(storage)
    const listener = vi.fn()
    store.subscribe(listener)
    store.reload()
    expect(listener).not.toHaveBeenCalled()
    storage.values.set('favourite_tours', '[2,1]')
    store.reload()
    expect(store.snapshot().ids).toEqual([2, 1])
    expect(listener).toHaveBeenCalledOnce()
  })

  it('records whose sync has settled', () => {
    const store = createFavouriteIdsStore(memoryStorage())
    store.settle(12)
    expect(store.snapshot().settledForUserId).toBe(12)
    store.settle(null)
    expect(store.snapshot().settledForUserId).toBeNull()
  })
})
