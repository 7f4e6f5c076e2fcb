import { FAVOURITE_IDS_MERGE_MAX } from '@tourmarket/contracts'
import { normaliseFavouriteIds } from '@tourmarket/domain/session'
import { AppError } from '../../errors.ts'
import type { FavouritesRepository } from './repository.ts'

/** §3 favourites: numeric tour ids per user; adding and removing are idempotent. */
export function createFavouritesService(repository: FavouritesRepository) {
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
  }
}

export type FavouritesService = ReturnType<typeof createFavouritesService>
