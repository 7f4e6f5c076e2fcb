import type { RecentlyViewedTour } from '@tourmarket/domain/session'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useMatches } from 'react-router'
import { useApiClient } from '../api-client-context.tsx'
import { useSession } from '../session-context.tsx'
import { NOTHING_VIEWED, browserRecentlyViewed } from './recently-viewed-store.ts'
import type { RecentlyViewedSync } from './recently-viewed-sync.ts'

const subscribe = (listener: () => void) => browserRecentlyViewed().subscribe(listener)
const snapshot = () => browserRecentlyViewed().snapshot()
// The account's calls load with the first view or sign-in, off every first load (decision 0011).
let tabSync: RecentlyViewedSync | null = null
const loadSync = () =>
  import('./recently-viewed-sync.ts').then((module) => ({
    sync: (tabSync ??= module.createRecentlyViewedSync(browserRecentlyViewed(), console)),
    createApi: module.createRecentlyViewedApi,
  }))

/** Issue 42: the tours this device opened (the account's too once merged), newest first. */
export function useRecentlyViewed(): readonly RecentlyViewedTour[] {
  // The server knows no device's list: it renders none, the browser fills it after hydration.
  return useSyncExternalStore(subscribe, snapshot, () => NOTHING_VIEWED)
}

/** The tour whose page is shown (the catalogue route's tour), if any. */
function useShownTourId(): number | null {
  const matches = useMatches()
  for (const match of matches) {
    const data = match.loaderData as { kind?: unknown; page?: { tour?: { id?: unknown } } } | null
    if (data?.kind === 'tour' && typeof data.page?.tour?.id === 'number') return data.page.tour.id
  }
  return null
}

/**
 * Issue 42: records each tour page opened, on the device and (signed in) in the account, and
 * merges the device's list into the account once a user signs in. Mounted once, in the header.
 */
export function useRecentlyViewedTracking(): void {
  const tourId = useShownTourId()
  const { status, user } = useSession()
  const api = useApiClient()
  const userId = user?.id ?? null

  useEffect(() => {
    if (status === 'restoring') return
    if (status === 'anonymous') {
      tabSync?.signedOut()
      return
    }
    if (userId === null || api === null) return
    void loadSync().then(({ sync, createApi }) => sync.signedIn(userId, createApi(api)))
  }, [status, userId, api])

  // The view is recorded when the page shows another tour, not each time the session changes:
  // the effect reads the session through a ref.
  const account = useRef({ status, api })
  useEffect(() => {
    account.current = { status, api }
  })
  const restoring = status === 'restoring'
  useEffect(() => {
    // A restoring session waits: the view then goes to the account it belongs to.
    if (tourId === null || restoring) return
    const current = account.current
    const client = current.status === 'signed-in' ? current.api : null
    void loadSync().then(({ sync, createApi }) =>
      sync.viewed(tourId, new Date(), client === null ? null : createApi(client)),
    )
  }, [tourId, restoring])
}
