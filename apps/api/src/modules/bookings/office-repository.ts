import { and, asc, eq } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { bookingMeets, chats } from '../../db/schema/index.ts'

// What the office's booking page reads beside the booking (repository.ts composes the store).

export function officeQueries(db: AppDatabase) {
  return {
    /** Whether the booking's meet page exists (its key was issued when it was paid). */
    async hasMeetPage(bookingId: number): Promise<boolean> {
      const [row] = await db
        .select({ bookingId: bookingMeets.bookingId })
        .from(bookingMeets)
        .where(eq(bookingMeets.bookingId, bookingId))
      return row !== undefined
    },

    /** The tourist's chat with the organizer, the first one when there are several. */
    async touristChatId(userId: number, organizerId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: chats.id })
        .from(chats)
        .where(and(eq(chats.userId, userId), eq(chats.organizerId, organizerId)))
        .orderBy(asc(chats.id))
        .limit(1)
      return row?.id ?? null
    },
  }
}
