import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { useApiClient } from '../api-client-context.tsx'
import { useSession } from '../session-context.tsx'
import { NO_FAVOURITES, browserFavouriteIds, type FavouritesSnapshot } from './favourite-ids.ts'
import type { FavouriteOutcome } from './favourites-actions.ts'

const subscribe = (listener: () => void) => browserFavouriteIds().subscribe(listener)
const snapshot = () => browserFavouriteIds().snapshot()

// Actions and API calls load on the first press or for a signed-in user (docs/decisions/0011).
const loadActions = () => import('./favourites-actions.ts')

/** §4 local ids first: read from storage right after hydration, then kept up to date. */
export function useFavourites(): FavouritesSnapshot {
  // The server knows no device's favourites: every heart renders "not a favourite" there.
  return useSyncExternalStore(subscribe, snapshot, () => NO_FAVOURITES)
}

/** The user whose sync this tab has started; a sign-out clears it. */
let syncStartedFor: number | null = null

/**
 * §4: once a user is signed in, the account's list replaces the device's (after the device's
 * favourites the account lacks are added to it). Any heart or the favourites page starts it;
 * the tab runs it once per user.
 */
export function useFavouritesSync(): void {
  const { status, user } = useSession()
  const api = useApiClient()
  const userId = user?.id ?? null
  useEffect(() => {
    if (status === 'anonymous' && syncStartedFor !== null) {
      syncStartedFor = null
      void loadActions().then(({ browserFavouriteActions }) =>
        browserFavouriteActions().signedOut(),
      )
      return
    }
    if (status !== 'signed-in' || userId === null || api === null || syncStartedFor === userId) {
      return
    }
    syncStartedFor = userId
    loadActions()
      .then(({ browserFavouriteActions, createFavouritesApi }) =>
        browserFavouriteActions().syncAfterSignIn(userId, createFavouritesApi(api)),
      )
      .catch((error: unknown) => console.warn('Favourites could not be synced', error))
  }, [status, userId, api])
}

export type FavouriteTour = {
  readonly favourite: boolean
  /** How many favourites the list holds (issue 42: the first one gets a toast). */
  readonly count: number
  /** A press is being saved; further presses wait for it. */
  readonly pending: boolean
  /** Resolves to what the press did; null for a press while another is saved, or a failure. */
  readonly toggle: () => Promise<FavouriteOutcome | null>
}

/** One tour's heart: whether it is a favourite, and the press that adds or removes it (§4, §5). */
export function useFavouriteTour(tourId: number): FavouriteTour {
  const { ids } = useFavourites()
  const { status } = useSession()
  const api = useApiClient()
  const [pending, setPending] = useState(false)
  useFavouritesSync()
  const favourite = ids.includes(tourId)
  const toggle = useCallback((): Promise<FavouriteOutcome | null> => {
    if (pending) return Promise.resolve(null)
    setPending(true)
    return loadActions()
      .then(({ browserFavouriteActions, createFavouritesApi }) =>
        browserFavouriteActions().change(
          favourite ? 'remove' : 'add',
          tourId,
          // §4: the server only when logged in (a token being restored counts: it is sent).
          status === 'anonymous' || api === null ? null : createFavouritesApi(api),
        ),
      )
      .catch((error: unknown) => {
        console.warn('The favourite could not be saved', error)
        return null
      })
      .finally(() => setPending(false))
  }, [pending, favourite, tourId, status, api])
  return { favourite, count: ids.length, pending, toggle }
}
