import { readCookie, serializeCookie } from './cookies.ts'
import { SESSION_COOKIE_DEFINITION, SESSION_STORAGE_KEY } from './session-cookie.ts'
import { createSessionTokenStore, type SessionTokenStore } from './session-store.ts'

let store: SessionTokenStore | null = null

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/**
 * The tab's one §4 token store (browser only): the session provider and every browser API client
 * share it, so a refresh or a logout anywhere is seen everywhere in the tab, and through the
 * storage event in the other tabs.
 */
export function browserSessionStore(): SessionTokenStore {
  if (store !== null) return store
  const created = createSessionTokenStore({
    readCookie: () => readCookie(document.cookie, SESSION_COOKIE_DEFINITION.name),
    writeCookie: (value) => {
      document.cookie = serializeCookie(SESSION_COOKIE_DEFINITION, value, {
        secure: window.location.protocol === 'https:',
      })
    },
    storage: localStorageOrNull(),
    storageKey: SESSION_STORAGE_KEY,
  })
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) {
      created.adoptStorageValue(event.newValue)
    }
  })
  store = created
  return created
}
