import type { ApiClient } from '@tourmarket/api-client/client'
import type { TourCard } from '@tourmarket/contracts'
import { TOUR_IDS_MAX } from '@tourmarket/contracts/limits'
import {
  addFavourite,
  favouritesAfterLogin,
  favouritesMissingOnServer,
  removeFavourite,
  toggleFavourite,
  type FavouriteChange,
} from '@tourmarket/domain/session'

import { browserFavouriteIds, type FavouriteIdsStore } from './favourite-ids.ts'
import { callApi } from '../api-call.ts'

// What a heart does when pressed and how a signed-in user's list is synced. The heart renders
// without this module; it loads on the first press, or after start-up for a signed-in user
// (first-load budget, docs/decisions/0011).

/** §7 the favourites calls of a signed-in user. */
export type FavouritesApi = {
  readonly list: () => Promise<readonly number[]>
  readonly add: (tourId: number) => Promise<void>
  readonly remove: (tourId: number) => Promise<void>
}

export type FavouritesLog = Pick<Console, 'warn'>

/** What a press did: the change, the §5 refusal, or an add the server did not take. */
export type FavouriteOutcome =
  FavouriteChange | { readonly ok: false; readonly serverError: unknown }

export type FavouriteActions = {
  /**
   * §4/§5 add, remove or toggle: with `api` (signed in) the server first, then the device; without
   * it the device only. Resolves to what happened: a refused id or a failed add leaves the list as
   * it was.
   */
  readonly change: (
    kind: 'add' | 'remove' | 'toggle',
    tourId: unknown,
    api: FavouritesApi | null,
  ) => Promise<FavouriteOutcome>
  /**
   * §4 after a sign-in: the device's favourites the account lacks are added to it, then the
   * account's list replaces the device's. Once per user per tab; later calls share the first.
   */
  readonly syncAfterSignIn: (userId: number, api: FavouritesApi) => Promise<void>
  /** A sign-out: the next sign-in syncs again. The device keeps its list (§4 says no more). */
  readonly signedOut: () => void
}

const changes = { add: addFavourite, remove: removeFavourite, toggle: toggleFavourite }

export function createFavouriteActions(
  store: FavouriteIdsStore,
  log: FavouritesLog,
): FavouriteActions {
  // One change at a time, and none while a sync runs: each works on the list the last one left.
  let queue: Promise<unknown> = Promise.resolve()
  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work)
    queue = next.catch(() => undefined)
    return next
  }
  let syncing: { userId: number; done: Promise<void> } | null = null

  const change: FavouriteActions['change'] = (kind, tourId, api) =>
    enqueue(async (): Promise<FavouriteOutcome> => {
      const result = changes[kind](store.snapshot().ids, tourId)
      if (!result.ok) {
        // §5: the warning, and nothing happens.
        log.warn(result.message)
        return result
      }
      if (api !== null) {
        try {
          if (result.favourite) await api.add(result.tourId)
          else await api.remove(result.tourId)
        } catch (error) {
          if (result.favourite) {
            log.warn(`Tour ${result.tourId} could not be added to the favourites`, error)
            return { ok: false, serverError: error }
          }
          // §8: a failed remove is logged and the device's removal proceeds.
          log.warn(`Tour ${result.tourId} could not be removed from the favourites`, error)
        }
      }
      store.replace(result.ids)
      return result
    })

  const sync = (userId: number, api: FavouritesApi) =>
    enqueue(async () => {
      try {
        const first = favouritesAfterLogin(await api.list())
        const missing = favouritesMissingOnServer(store.snapshot().ids, first)
        for (const tourId of missing) {
          try {
            await api.add(tourId)
          } catch (error) {
            // A tour removed from the catalogue (404) stays off the account's list.
            log.warn(`Tour ${tourId} could not be added to the favourites`, error)
          }
        }
        store.replace(missing.length === 0 ? first : favouritesAfterLogin(await api.list()))
      } catch (error) {
        // §8 the lookup failed: the device's list stays as it is rather than being emptied.
        log.warn('The favourites of the account could not be loaded', error)
      } finally {
        store.settle(userId)
      }
    })

  return {
    change,
    syncAfterSignIn(userId, api) {
      if (syncing?.userId !== userId) syncing = { userId, done: sync(userId, api) }
      return syncing.done
    },
    signedOut() {
      syncing = null
      store.settle(null)
    },
  }
}

/** §7 favourites through the page's API client (it sends the session and refreshes it). */
export function createFavouritesApi(client: ApiClient): FavouritesApi {
  return {
    async list() {
      return callApi(client, 'userFavouriteTours', { query: { active_only: true } })
    },
    async add(tourId) {
      await callApi(client, 'favouriteTourCreate', { body: { tour_id: tourId } })
    },
    async remove(tourId) {
      await callApi(client, 'favouriteTourDelete', { body: { tour_id: tourId } })
    },
  }
}

/**
 * §7 tour/get-by-ids (with_alt) for the favourites page: the cards in the list's order, at most
 * 100 ids a call. §8: when the lookup fails the list is empty.
 */
export async function fetchFavouriteCards(
  client: ApiClient,
  ids: readonly number[],
  log: FavouritesLog,
  signal?: AbortSignal,
): Promise<TourCard[]> {
  if (ids.length === 0) return []
  try {
    const pages: Promise<{ data: TourCard[] }>[] = []
    for (let start = 0; start < ids.length; start += TOUR_IDS_MAX) {
      pages.push(
        callApi(client, 'tourGetByIds', {
          query: { ids: ids.slice(start, start + TOUR_IDS_MAX).join(','), with_alt: '1' },
          ...(signal === undefined ? {} : { signal }),
        }),
      )
    }
    return (await Promise.all(pages)).flatMap((page) => page.data)
  } catch (error) {
    if (signal?.aborted === true) return []
    log.warn('The favourite tours could not be loaded', error)
    return []
  }
}

let browserActions: FavouriteActions | null = null

/** The tab's one set of actions over its one store. */
export function browserFavouriteActions(): FavouriteActions {
  browserActions ??= createFavouriteActions(browserFavouriteIds(), console)
  return browserActions
}
