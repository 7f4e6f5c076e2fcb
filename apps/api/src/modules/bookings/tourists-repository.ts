import { eq, inArray } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { bookingTourists } from '../../db/schema/index.ts'

// A booking's tourists (repository.ts composes the store).

export type TouristRow = typeof bookingTourists.$inferSelect
export type NewTourist = Omit<typeof bookingTourists.$inferInsert, 'bookingId'>

export function touristQueries(db: AppDatabase) {
  return {
    async insertTourists(bookingId: number, rows: readonly NewTourist[]): Promise<void> {
      if (rows.length === 0) return
      await db.insert(bookingTourists).values(rows.map((row) => ({ ...row, bookingId })))
    },

    async updateTourist(id: number, patch: Partial<NewTourist>): Promise<void> {
      await db.update(bookingTourists).set(patch).where(eq(bookingTourists.id, id))
    },

    async deleteTourists(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return
      await db.delete(bookingTourists).where(inArray(bookingTourists.id, [...ids]))
    },
  }
}
