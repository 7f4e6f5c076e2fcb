import { FAVOURITE_IDS_MERGE_MAX } from '@tourmarket/contracts'
import {
  mergeRecentlyViewed,
  normaliseFavouriteIds,
  type RecentlyViewedTour,
} from '@tourmarket/domain/session'
import { AppError } from '../../errors.ts'
import type { FavouritesRepository } from './repository.ts'

/** §3 favourites: numeric tour ids per user; adding and removing are idempotent. */
export function createFavouritesService(
  repository: FavouritesRepository,
  now: () => Date = () => new Date(),
) {
  return {
    list: (userId: number, activeOnly: boolean) => repository.list(userId, activeOnly),

    /** §7 favourite-tour/create: 404 for a tour that does not exist. */
    async add(userId: number, tourId: number): Promise<void> {
      if (!(await repository.tourExists(tourId))) {
        throw new AppError({ code: 'tour_not_found', message: 'Tour not found.' })
      }
      await repository.add(userId, [tourId])
    },

    remove: (userId: number, tourId: number) => repository.remove(userId, tourId),

    /** §4/§7 auth via code: the device's ids join the account's; unknown tours are left out. */
    async merge(userId: number, tourIds: readonly unknown[]): Promise<void> {
      await repository.add(userId, normaliseFavouriteIds(tourIds).slice(0, FAVOURITE_IDS_MERGE_MAX))
    },

    /** Issue 42: the tours the user opened, newest first. */
    recentlyViewed: (userId: number) => repository.recentlyViewed(userId),

    /**
     * Issue 42: views join the account's list (each tour at its latest view, the newest kept). A
     * time ahead of the clock counts as now, so a device with a wrong clock cannot pin a tour on top.
     */
    async addRecentlyViewed(
      userId: number,
      views: readonly RecentlyViewedTour[],
    ): Promise<RecentlyViewedTour[]> {
      const current = now()
      const known = await repository.existingTourIds(views.map((view) => view.tourId))
      const added = views
        .filter((view) => known.has(view.tourId))
        .map((view) => ({
          tourId: view.tourId,
          viewedAt:
            Date.parse(view.viewedAt) > current.getTime() ? current.toISOString() : view.viewedAt,
        }))
      await repository.updateRecentlyViewed(userId, (current) =>
        mergeRecentlyViewed(added, current),
      )
      return repository.recentlyViewed(userId)
    },
  }
}

export type FavouritesService = ReturnType<typeof createFavouritesService>
