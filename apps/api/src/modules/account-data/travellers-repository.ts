import { and, asc, count, eq } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { savedTravellers } from '../../db/schema/index.ts'

export type SavedTravellerRow = typeof savedTravellers.$inferSelect
export type SavedTravellerValues = Pick<
  SavedTravellerRow,
  'firstName' | 'lastName' | 'middleName' | 'birthday' | 'passport'
>

/** Saved travellers, always within one account: every query names the owner. */
export function createTravellersRepository(db: AppDatabase) {
  const owned = (userId: number, id: number) =>
    and(eq(savedTravellers.userId, userId), eq(savedTravellers.id, id))

  return {
    async list(userId: number): Promise<SavedTravellerRow[]> {
      return db
        .select()
        .from(savedTravellers)
        .where(eq(savedTravellers.userId, userId))
        .orderBy(asc(savedTravellers.id))
    },

    async countOf(userId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(savedTravellers)
        .where(eq(savedTravellers.userId, userId))
      return row?.total ?? 0
    },

    async insert(userId: number, values: SavedTravellerValues): Promise<SavedTravellerRow> {
      const [row] = await db
        .insert(savedTravellers)
        .values({ ...values, userId })
        .returning()
      if (row === undefined) throw new Error('saved_travellers insert returned no row')
      return row
    },

    /** The updated row, or undefined when the account has no such traveller. */
    async update(
      userId: number,
      id: number,
      values: SavedTravellerValues,
      at: Date,
    ): Promise<SavedTravellerRow | undefined> {
      const [row] = await db
        .update(savedTravellers)
        .set({ ...values, updatedAt: at })
        .where(owned(userId, id))
        .returning()
      return row
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const removed = await db
        .delete(savedTravellers)
        .where(owned(userId, id))
        .returning({ id: savedTravellers.id })
      return removed.length > 0
    },
  }
}

export type TravellersRepository = ReturnType<typeof createTravellersRepository>
