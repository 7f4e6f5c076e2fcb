import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { RecentlyViewedTour } from '@tourmarket/domain/session'
import type { AppDatabase } from '../../db/database.ts'
import { favouriteTours, organizers, recentlyViewedTours, tours } from '../../db/schema/index.ts'

export function createFavouritesRepository(db: AppDatabase) {
  return {
    async tourExists(tourId: number): Promise<boolean> {
      const [row] = await db.select({ id: tours.id }).from(tours).where(eq(tours.id, tourId))
      return row !== undefined
    },

    /** Adds tours (those that exist) to a user's favourites; ones already there stay as they were. */
    async add(userId: number, tourIds: readonly number[]): Promise<void> {
      if (tourIds.length === 0) return
      const existing = await db
        .select({ id: tours.id })
        .from(tours)
        .where(inArray(tours.id, [...tourIds]))
      if (existing.length === 0) return
      await db
        .insert(favouriteTours)
        .values(existing.map((tour) => ({ userId, tourId: tour.id })))
        .onConflictDoNothing()
    },

    async remove(userId: number, tourId: number): Promise<void> {
      await db
        .delete(favouriteTours)
        .where(and(eq(favouriteTours.userId, userId), eq(favouriteTours.tourId, tourId)))
    },

    /**
     * A user's favourite tour ids, most recently added first; `activeOnly` keeps tours that are on
     * the site (the tour and its organizer published).
     */
    async list(userId: number, activeOnly: boolean): Promise<number[]> {
      const rows = await db
        .select({ tourId: favouriteTours.tourId })
        .from(favouriteTours)
        .innerJoin(tours, eq(tours.id, favouriteTours.tourId))
        .where(
          and(
            eq(favouriteTours.userId, userId),
            activeOnly
              ? and(
                  eq(tours.isPublished, true),
                  sql`exists (select 1 from ${organizers} where ${organizers.id} = ${tours.organizerId} and ${organizers.isPublished})`,
                )
              : undefined,
          ),
        )
        .orderBy(desc(favouriteTours.createdAt), desc(favouriteTours.tourId))
      return rows.map((row) => row.tourId)
    },

    /** A user's recently viewed tours that are on the site, newest first. */
    async recentlyViewed(userId: number): Promise<RecentlyViewedTour[]> {
      const rows = await db
        .select({ tourId: recentlyViewedTours.tourId, viewedAt: recentlyViewedTours.viewedAt })
        .from(recentlyViewedTours)
        .innerJoin(tours, eq(tours.id, recentlyViewedTours.tourId))
        .where(
          and(
            eq(recentlyViewedTours.userId, userId),
            eq(tours.isPublished, true),
            sql`exists (select 1 from ${organizers} where ${organizers.id} = ${tours.organizerId} and ${organizers.isPublished})`,
          ),
        )
        .orderBy(desc(recentlyViewedTours.viewedAt), desc(recentlyViewedTours.tourId))
      return rows.map((row) => ({ tourId: row.tourId, viewedAt: row.viewedAt.toISOString() }))
    },

    /**
     * Replaces a user's list with `views` (already merged and cut to the limit) in one
     * transaction, so two tabs recording at once leave one consistent list.
     */
    async replaceRecentlyViewed(userId: number, views: readonly RecentlyViewedTour[]) {
      await db.transaction(async (tx) => {
        await tx.delete(recentlyViewedTours).where(eq(recentlyViewedTours.userId, userId))
        if (views.length === 0) return
        await tx.insert(recentlyViewedTours).values(
          views.map((view) => ({
            userId,
            tourId: view.tourId,
            viewedAt: new Date(view.viewedAt),
          })),
        )
      })
    },

    /** Of these ids, those of tours that exist. */
    async existingTourIds(tourIds: readonly number[]): Promise<Set<number>> {
      if (tourIds.length === 0) return new Set()
      const rows = await db
        .select({ id: tours.id })
        .from(tours)
        .where(inArray(tours.id, [...tourIds]))
      return new Set(rows.map((row) => row.id))
    },
  }
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>
