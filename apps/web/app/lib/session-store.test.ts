import { describe, expect, it, vi } from 'vitest'
import { createSessionTokenStore, restoredToken, type SessionPlaces } from './session-store.ts'

/** Cookie and storage kept in memory, as the browser would keep them. */
function fakePlaces(initial: { cookie?: string | null; storage?: string | null } = {}) {
  let cookie = initial.cookie ?? null
  const storage = new Map<string, string>()
  if (initial.storage !== undefined && initial.storage !== null)
    storage.set('auth', initial.storage)
  const places: SessionPlaces = {
    readCookie: () => cookie,
    writeCookie: (value) => {
      cookie = value
    },
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    storageKey: 'auth',
  }
  return { places, cookie: () => cookie, stored: () => storage.get('auth') ?? null }
}

describe('§4 session token storage', () => {
  it('§4 restores from the cookie first, else from storage; a bare token becomes Bearer', () => {
    expect(restoredToken('Bearer from-cookie', 'Bearer from-storage')).toBe('Bearer from-cookie')
    expect(restoredToken(null, 'Bearer from-storage')).toBe('Bearer from-storage')
    expect(restoredToken('garbage with spaces', 'bare-token')).toBe('Bearer bare-token')
    expect(restoredToken(null, null)).toBeNull()
    expect(restoredToken('Bearer ', '')).toBeNull()
  })

  it('§4 restoring writes the token back to both places', () => {
    const fake = fakePlaces({ storage: 'Bearer kept' })
    const store = createSessionTokenStore(fake.places)
    expect(store.restore()).toBe('Bearer kept')
    expect(fake.cookie()).toBe('Bearer kept')
    expect(fake.stored()).toBe('Bearer kept')
    expect(store.getToken()).toBe('Bearer kept')
  })

  it('§4 setting a token stores Bearer {token} in storage and cookie; clearing removes both', () => {
    const fake = fakePlaces()
    const store = createSessionTokenStore(fake.places)
    store.setToken('Bearer fresh')
    expect([fake.cookie(), fake.stored(), store.getToken()]).toEqual([
      'Bearer fresh',
      'Bearer fresh',
      'Bearer fresh',
    ])
    store.clearTokens()
    expect([fake.cookie(), fake.stored(), store.getToken()]).toEqual([null, null, null])
  })

  it('tells listeners about changes only, including another tab’s storage', () => {
    const fake = fakePlaces({ cookie: 'Bearer one' })
    const store = createSessionTokenStore(fake.places)
    const listener = vi.fn()
    store.subscribe(listener)
    store.setToken('Bearer one')
    expect(listener).not.toHaveBeenCalled()
    store.adoptStorageValue('Bearer two')
    expect(listener).toHaveBeenLastCalledWith('Bearer two')
    expect(store.getToken()).toBe('Bearer two')
    store.adoptStorageValue(null)
    expect(listener).toHaveBeenLastCalledWith(null)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('keeps the session in the cookie when storage refuses to write', () => {
    const fake = fakePlaces()
    const store = createSessionTokenStore({
      ...fake.places,
      storage: {
        getItem: () => {
          throw new Error('SecurityError')
        },
        setItem: () => {
          throw new Error('QuotaExceededError')
        },
        removeItem: () => undefined,
      },
    })
    store.setToken('Bearer survives')
    expect(fake.cookie()).toBe('Bearer survives')
    expect(store.getToken()).toBe('Bearer survives')
  })
})
