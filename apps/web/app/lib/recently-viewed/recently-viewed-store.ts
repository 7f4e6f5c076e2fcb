import {
  RECENTLY_VIEWED_STORAGE_KEY,
  normaliseRecentlyViewed,
  parseStoredRecentlyViewed,
  type RecentlyViewedTour,
} from '@tourmarket/domain/session'

/** No tours viewed: what the server renders from, and the browser too until storage says more. */
export const NOTHING_VIEWED: readonly RecentlyViewedTour[] = []

type ViewsStorage = Pick<Storage, 'getItem' | 'setItem'>

export type RecentlyViewedStore = {
  readonly snapshot: () => readonly RecentlyViewedTour[]
  /** Replaces the list (normalised) and mirrors it in storage. */
  readonly replace: (views: readonly RecentlyViewedTour[]) => void
  /** Reads storage again: another tab changed it. */
  readonly reload: () => void
  readonly subscribe: (listener: () => void) => () => void
}

/**
 * Issue 42: the tours this device opened, newest first, mirrored in local storage. Storage may be
 * missing or refuse writes (private modes, a full quota): the list then lives for the tab only.
 */
export function createRecentlyViewedStore(storage: ViewsStorage | null): RecentlyViewedStore {
  const read = (): RecentlyViewedTour[] => {
    try {
      return parseStoredRecentlyViewed(storage?.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? null)
    } catch {
      return []
    }
  }
  const stored = read()
  let current: readonly RecentlyViewedTour[] = stored.length === 0 ? NOTHING_VIEWED : stored
  const listeners = new Set<() => void>()
  const publish = (next: readonly RecentlyViewedTour[]) => {
    current = next
    for (const listener of listeners) listener()
  }
  return {
    snapshot: () => current,
    replace(views) {
      const next = normaliseRecentlyViewed(views)
      try {
        storage?.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(next))
      } catch (error) {
        console.warn('Recently viewed tours could not be saved on this device', error)
      }
      publish(next)
    },
    reload() {
      const views = read()
      if (JSON.stringify(views) !== JSON.stringify(current)) publish(views)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

let browserStore: RecentlyViewedStore | null = null

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The tab's one store (browser only); other tabs' views arrive through the storage event. */
export function browserRecentlyViewed(): RecentlyViewedStore {
  if (browserStore !== null) return browserStore
  const created = createRecentlyViewedStore(localStorageOrNull())
  window.addEventListener('storage', (event) => {
    if (event.key === RECENTLY_VIEWED_STORAGE_KEY || event.key === null) created.reload()
  })
  browserStore = created
  return created
}
