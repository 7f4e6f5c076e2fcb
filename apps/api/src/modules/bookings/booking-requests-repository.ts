import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { bookingRequestStatus } from '@tourmarket/domain/enums'
import { utcCalendarDate } from '@tourmarket/domain/i18n'
import type { AppDatabase } from '../../db/database.ts'
import { bookingRequests, bookingStatusChanges, chats, jobs, users } from '../../db/schema/index.ts'
import { commissionInForce } from './commission-in-force.ts'
import { termsInForce } from './terms-in-force.ts'

// The booking request's own row and its status history, and who hears of it: the organizer's
// accounts and the booking's chat (repository.ts composes the store).

export type BookingRow = typeof bookingRequests.$inferSelect
export type NewBooking = typeof bookingRequests.$inferInsert
export type ChatRow = typeof chats.$inferSelect
export type StatusChange = typeof bookingStatusChanges.$inferInsert

export function bookingRequestQueries(db: AppDatabase) {
  return {
    /** One of the booking's mails as the job queue holds it (the console's resend, issue 43). */
    async bookingMailJob(
      bookingId: number,
      jobId: number,
    ): Promise<{ id: number; payload: unknown } | undefined> {
      const [row] = await db
        .select({ id: jobs.id, payload: jobs.payload })
        .from(jobs)
        .where(
          and(
            eq(jobs.id, jobId),
            eq(jobs.kind, 'booking-mail'),
            sql`${jobs.payload}->>'bookingId' = ${String(bookingId)}`,
          ),
        )
      return row
    },

    /** The account's bookings awaiting confirmation or the prepayment (statuses 1 and 2). */
    async unpaidBookingsCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(bookingRequests)
        .where(
          and(
            eq(bookingRequests.userId, userId),
            inArray(bookingRequests.status, [
              bookingRequestStatus.pendingConfirm,
              bookingRequestStatus.pendingPrepayment,
            ]),
          ),
        )
      return row?.count ?? 0
    },

    /**
     * A new booking, made at the commission percent in force (issue 43 item 2) and accepting the
     * Terms and Conditions in effect today (issue 43 item 5).
     */
    async insertBooking(values: NewBooking): Promise<BookingRow> {
      const commissionPercent =
        values.commissionPercent ?? (await commissionInForce(db, values.tourId))
      const termsVersion =
        values.termsVersion ?? (await termsInForce(db, utcCalendarDate(new Date())))
      const [row] = await db
        .insert(bookingRequests)
        .values({ ...values, commissionPercent, termsVersion })
        .returning()
      return row!
    },

    async updateBooking(id: number, patch: Partial<NewBooking>): Promise<void> {
      await db
        .update(bookingRequests)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(bookingRequests.id, id))
    },

    /** Locks the booking's row until the transaction ends, so two changes of one booking queue up. */
    async lockBooking(id: number): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.id, id))
        .for('update')
      return row
    },

    async recordStatusChange(change: StatusChange): Promise<void> {
      await db.insert(bookingStatusChanges).values(change)
    },

    async statusChanges(bookingId: number) {
      return db
        .select()
        .from(bookingStatusChanges)
        .where(eq(bookingStatusChanges.bookingId, bookingId))
        .orderBy(asc(bookingStatusChanges.id))
    },

    /** The e-mails of the accounts that act for an organizer (their own, not typed by a booker). */
    async organizerRecipients(
      organizerId: number,
    ): Promise<{ email: string; language: string; firstName: string }[]> {
      const rows = await db
        .select({ email: users.email, language: users.languageCode, firstName: users.firstName })
        .from(users)
        .where(and(eq(users.organizerId, organizerId), isNotNull(users.email)))
        .orderBy(asc(users.id))
      return rows.flatMap((row) =>
        row.email === null
          ? []
          : [{ email: row.email, language: row.language, firstName: row.firstName ?? '' }],
      )
    },

    async chat(id: number): Promise<ChatRow | undefined> {
      const [row] = await db.select().from(chats).where(eq(chats.id, id))
      return row
    },
  }
}
