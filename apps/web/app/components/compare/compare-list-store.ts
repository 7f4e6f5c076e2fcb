import {
  COMPARE_STORAGE_KEY,
  parseStoredCompareList,
  toggleCompareList,
} from '@tourmarket/domain/compare'
import { useSyncExternalStore } from 'react'

/** Nothing chosen: what the server renders from, and the browser until storage says more. */
const NOTHING_CHOSEN: readonly number[] = []

type ListStorage = Pick<Storage, 'getItem' | 'setItem'>

export type CompareListStore = {
  readonly snapshot: () => readonly number[]
  readonly toggle: (tourId: number) => void
  readonly reload: () => void
  readonly subscribe: (listener: () => void) => () => void
}

/**
 * Issue 44 item 3: the tours this device put on its compare list (at most four, oldest first),
 * mirrored in local storage like a guest's favourites. Storage may be missing or refuse writes:
 * the list then lives for the tab only.
 */
export function createCompareListStore(storage: ListStorage | null): CompareListStore {
  const read = (): readonly number[] => {
    try {
      const ids = parseStoredCompareList(storage?.getItem(COMPARE_STORAGE_KEY) ?? null)
      return ids.length === 0 ? NOTHING_CHOSEN : ids
    } catch {
      return NOTHING_CHOSEN
    }
  }
  let current = read()
  const listeners = new Set<() => void>()
  const publish = (next: readonly number[]) => {
    current = next
    for (const listener of listeners) listener()
  }
  return {
    snapshot: () => current,
    toggle(tourId) {
      const next = toggleCompareList(current, tourId)
      try {
        storage?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next))
      } catch (error) {
        console.warn('The compare list could not be saved on this device', error)
      }
      publish(next)
    },
    reload() {
      const ids = read()
      if (ids.join(',') !== current.join(',')) publish(ids)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

let browserStore: CompareListStore | null = null

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The tab's one store (browser only); other tabs' changes arrive through the storage event. */
function browserCompareList(): CompareListStore {
  if (browserStore !== null) return browserStore
  const created = createCompareListStore(localStorageOrNull())
  window.addEventListener('storage', (event) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null) created.reload()
  })
  browserStore = created
  return created
}

const subscribe = (listener: () => void) => browserCompareList().subscribe(listener)
const snapshot = () => browserCompareList().snapshot()

/** The device's compare list and a toggle; the server (and hydration) sees an empty list. */
export function useCompareList(): {
  readonly ids: readonly number[]
  readonly toggle: (tourId: number) => void
} {
  const ids = useSyncExternalStore(subscribe, snapshot, () => NOTHING_CHOSEN)
  return { ids, toggle: (tourId) => browserCompareList().toggle(tourId) }
}
