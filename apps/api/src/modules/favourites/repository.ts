import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { favouriteTours, organizers, tours } from '../../db/schema/index.ts'

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
  }
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>
