import type { ApiClient } from '@tourmarket/api-client/client'
import {
  mergeRecentlyViewed,
  recordRecentlyViewed,
  type RecentlyViewedTour,
} from '@tourmarket/domain/session'
import { callApi } from '../api-call.ts'
import type { RecentlyViewedStore } from './recently-viewed-store.ts'

/** The account's half: sends views and answers the account's list as it now is. */
export type RecentlyViewedApi = {
  readonly list: () => Promise<RecentlyViewedTour[]>
  readonly add: (views: readonly RecentlyViewedTour[]) => Promise<RecentlyViewedTour[]>
}

export function createRecentlyViewedApi(client: ApiClient): RecentlyViewedApi {
  const fromApi = (answer: { data: { tour_id: number; viewed_at: string }[] }) =>
    answer.data.map((view) => ({ tourId: view.tour_id, viewedAt: view.viewed_at }))
  return {
    async list() {
      return fromApi(await callApi(client, 'userRecentlyViewedTours'))
    },
    async add(views) {
      const answer = await callApi(client, 'userRecentlyViewedToursAdd', {
        body: { tours: views.map((view) => ({ tour_id: view.tourId, viewed_at: view.viewedAt })) },
      })
      return fromApi(answer)
    },
  }
}

type Log = Pick<Console, 'warn'>

/**
 * Issue 42: a tour opened joins the device's list at once and, for a signed-in user, the
 * account's. At sign-in the device's list is sent once, and the merged answer becomes the
 * device's: both then hold every tour at its latest view.
 */
export function createRecentlyViewedSync(store: RecentlyViewedStore, log: Log) {
  let syncedFor: number | null = null
  const adopt = (accountViews: readonly RecentlyViewedTour[]) =>
    store.replace(mergeRecentlyViewed(store.snapshot(), accountViews))
  return {
    async viewed(tourId: number, at: Date, api: RecentlyViewedApi | null): Promise<void> {
      store.replace(recordRecentlyViewed(store.snapshot(), tourId, at))
      if (api === null) return
      try {
        adopt(await api.add([{ tourId, viewedAt: at.toISOString() }]))
      } catch (error) {
        log.warn(`The view of tour ${String(tourId)} could not be kept in the account`, error)
      }
    },
    async signedIn(userId: number, api: RecentlyViewedApi): Promise<void> {
      if (syncedFor === userId) return
      syncedFor = userId
      const device = store.snapshot()
      try {
        adopt(await (device.length === 0 ? api.list() : api.add(device)))
      } catch (error) {
        log.warn('The recently viewed tours could not be merged into the account', error)
      }
    },
    signedOut(): void {
      syncedFor = null
    },
  }
}

export type RecentlyViewedSync = ReturnType<typeof createRecentlyViewedSync>
