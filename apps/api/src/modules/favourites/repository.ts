import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { RecentlyViewedTour } from '@tourmarket/domain/session'
import type { AppDatabase } from '../../db/database.ts'
import {
  favouriteTours,
  organizers,
  recentlyViewedTours,
  tours,
  users,
} from '../../db/schema/index.ts'

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
      return listRecentlyViewed(db, userId)
    },

    /**
     * Replaces a user's list with what `merge` makes of it (merged and cut to the limit), read and
     * written under the account's row lock: two requests at once (two tabs, a view during the
     * sign-in merge) each deleted the list the other had not yet committed, then inserted the same
     * tour twice — a primary key violation, a 500.
     */
    async updateRecentlyViewed(
      userId: number,
      merge: (current: readonly RecentlyViewedTour[]) => readonly RecentlyViewedTour[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
        const views = merge(await listRecentlyViewed(tx, userId))
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

/** A user's recently viewed tours that are on the site, newest first. */
async function listRecentlyViewed(
  db: Pick<AppDatabase, 'select'>,
  userId: number,
): Promise<RecentlyViewedTour[]> {
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
}
