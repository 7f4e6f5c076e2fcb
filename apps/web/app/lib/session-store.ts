import type { TokenStore } from '@tourmarket/api-client/client'
import { accessTokenOf } from '@tourmarket/api-client/client'
import { bearer } from '@tourmarket/domain/session'

/** Where the browser keeps the token: a cookie the server reads and local storage (§4). */
export type SessionPlaces = {
  readonly readCookie: () => string | null
  /** Writes 'Bearer {token}', or deletes the cookie for null. */
  readonly writeCookie: (value: string | null) => void
  /** Null where storage is unavailable (private modes, disabled storage). */
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
  readonly storageKey: string
}

/** The §4 token store of a browser tab, which also tells listeners when the token changes. */
export type SessionTokenStore = TokenStore & {
  /** §4 start-up: takes the token from either place and writes it back to both. */
  restore(): string | null
  /** Called with the new 'Bearer {token}' (or null) after every change, here or in another tab. */
  subscribe(listener: (value: string | null) => void): () => void
  /** Another tab changed the storage: adopt its value. */
  adoptStorageValue(value: string | null): void
}

/** The stored value as 'Bearer {token}', or null when it holds no usable token. */
export function normalisedBearer(stored: string | null | undefined): string | null {
  const token = accessTokenOf(stored)
  return token === null ? null : bearer(token)
}

/**
 * §4 restore: the token from one of two stored places. The cookie comes first, since the server
 * rendered the page with it; local storage stands in when the cookie is gone (cleared cookies,
 * an expired cookie of a long-lived tab).
 */
export function restoredToken(cookieValue: string | null, storageValue: string | null) {
  return normalisedBearer(cookieValue) ?? normalisedBearer(storageValue)
}

function readStorage(places: SessionPlaces): string | null {
  try {
    return places.storage?.getItem(places.storageKey) ?? null
  } catch {
    return null
  }
}

function writeStorage(places: SessionPlaces, value: string | null): void {
  try {
    if (value === null) places.storage?.removeItem(places.storageKey)
    else places.storage?.setItem(places.storageKey, value)
  } catch {
    // A full or disabled storage leaves the cookie as the one place: the session still works.
  }
}

/**
 * §4: setting a token stores 'Bearer {token}' in storage and cookie; clearing removes both. The
 * API client reads the token before every request, so a refresh here is seen by the next one.
 */
export function createSessionTokenStore(places: SessionPlaces): SessionTokenStore {
  let current = restoredToken(places.readCookie(), readStorage(places))
  const listeners = new Set<(value: string | null) => void>()

  const keep = (value: string | null, persist: boolean) => {
    const changed = value !== current
    current = value
    if (persist) {
      writeStorage(places, value)
      places.writeCookie(value)
    }
    if (changed) for (const listener of listeners) listener(value)
  }

  return {
    getToken: () => current,
    setToken: (value) => keep(normalisedBearer(value), true),
    clearTokens: () => keep(null, true),
    restore() {
      const value = restoredToken(places.readCookie(), readStorage(places))
      keep(value, true)
      return value
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    adoptStorageValue(value) {
      const adopted = normalisedBearer(value)
      // The other tab wrote storage; this tab's cookie is the same cookie, so only memory changes.
      keep(adopted, false)
    },
  }
}
