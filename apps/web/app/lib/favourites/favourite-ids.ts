import {
  FAVOURITE_TOURS_STORAGE_KEY,
  parseStoredFavourites,
  serializeFavourites,
} from '@tourmarket/domain/session'

/**
 * The tab's favourite tour ids (§3: mirrored in local storage) and, once a signed-in user's list
 * has been fetched, whose list they are.
 */
export type FavouritesSnapshot = {
  readonly ids: readonly number[]
  /**
   * The user whose sign-in sync has settled (fetched, or failed and kept the device's list);
   * null while anonymous or before the sync ends. The favourites page waits for it.
   */
  readonly settledForUserId: number | null
}

export type FavouriteIdsStore = {
  readonly snapshot: () => FavouritesSnapshot
  /** Replaces the ids and mirrors them in storage. */
  readonly replace: (ids: readonly number[]) => void
  readonly settle: (userId: number | null) => void
  /** Reads storage again: another tab changed it. */
  readonly reload: () => void
  readonly subscribe: (listener: () => void) => () => void
}

type FavouritesStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * No favourites, nothing settled: what the server renders every heart from, and the browser's
 * snapshot too while the device keeps none, so hydration finds nothing to render again.
 */
export const NO_FAVOURITES: FavouritesSnapshot = { ids: [], settledForUserId: null }

/**
 * The ids with their storage. Storage may be missing or refuse writes (private modes, a full
 * quota): the ids then live for the tab only, which is all a visitor loses.
 */
export function createFavouriteIdsStore(storage: FavouritesStorage | null): FavouriteIdsStore {
  const read = (): number[] => {
    try {
      return parseStoredFavourites(storage?.getItem(FAVOURITE_TOURS_STORAGE_KEY) ?? null)
    } catch {
      return []
    }
  }
  const storedIds = read()
  let current: FavouritesSnapshot =
    storedIds.length === 0 ? NO_FAVOURITES : { ids: storedIds, settledForUserId: null }
  const listeners = new Set<() => void>()
  const publish = (next: FavouritesSnapshot) => {
    current = next
    for (const listener of listeners) listener()
  }
  return {
    snapshot: () => current,
    replace(ids) {
      const value = serializeFavourites(ids)
      try {
        storage?.setItem(FAVOURITE_TOURS_STORAGE_KEY, value)
      } catch (error) {
        console.warn('Favourites could not be saved on this device', error)
      }
      publish({ ...current, ids: JSON.parse(value) as number[] })
    },
    settle(userId) {
      if (current.settledForUserId !== userId) publish({ ...current, settledForUserId: userId })
    },
    reload() {
      const ids = read()
      if (serializeFavourites(ids) !== serializeFavourites(current.ids))
        publish({ ...current, ids })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

let browserStore: FavouriteIdsStore | null = null

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The tab's one store (browser only); other tabs' changes arrive through the storage event. */
export function browserFavouriteIds(): FavouriteIdsStore {
  if (browserStore !== null) return browserStore
  const created = createFavouriteIdsStore(localStorageOrNull())
  window.addEventListener('storage', (event) => {
    if (event.key === FAVOURITE_TOURS_STORAGE_KEY || event.key === null) created.reload()
  })
  browserStore = created
  return created
}

/**
 * §7 auth-via-code's `favourites_tours_ids`: the favourites kept on this device, for a sign-in
 * page to send with the code so the account gets them too (§4).
 */
export function localFavouriteIds(): number[] {
  return [...browserFavouriteIds().snapshot().ids]
}
