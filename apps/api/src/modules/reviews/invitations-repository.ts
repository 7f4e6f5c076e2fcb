import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import {
  bookingRequests,
  organizers,
  outboxMessages,
  reviewInvitations,
  tourDates,
  tours,
  users,
} from '../../db/schema/index.ts'
import type { NewOutboxMessage } from '../../platform/mail/outbox-repository.ts'

/** What the review page and a submission need to know about an invitation's booking. */
export type InvitationRow = {
  bookingId: number
  tourId: number
  tourSlug: string
  tourTitle: string
  tourTitleRu: string | null
  organizerId: number
  organizerName: string
  startDate: string
  endDate: string
  contactFirstName: string
  contactLastName: string
}

/** A booking whose trip is over and whose contact has not been sent the review link yet. */
export type DueInvitationRow = {
  bookingId: number
  contactEmail: string
  contactFirstName: string
  tourTitle: string
  tourTitleRu: string | null
  startDate: string
  endDate: string
  ownerLanguage: string
  ownerEmail: string | null
}

/** The review links: one per booking, made and marked sent once its trip is over. */
export function invitationQueries(db: AppDatabase) {
  return {
    async invitation(uuid: string): Promise<InvitationRow | null> {
      const [row] = await db
        .select({
          bookingId: bookingRequests.id,
          tourId: tours.id,
          tourSlug: tours.slug,
          tourTitle: tours.title,
          tourTitleRu: tours.titleRu,
          organizerId: organizers.id,
          organizerName: organizers.name,
          startDate: tourDates.startDate,
          endDate: tourDates.endDate,
          contactFirstName: bookingRequests.contactFirstName,
          contactLastName: bookingRequests.contactLastName,
        })
        .from(reviewInvitations)
        .innerJoin(bookingRequests, eq(bookingRequests.id, reviewInvitations.bookingId))
        .innerJoin(tours, eq(tours.id, bookingRequests.tourId))
        .innerJoin(organizers, eq(organizers.id, bookingRequests.organizerId))
        .innerJoin(tourDates, eq(tourDates.id, bookingRequests.tourDateId))
        .where(eq(reviewInvitations.uuid, uuid))
      return row ?? null
    },

    /**
     * Bookings whose trip took place and whose link is not sent yet: those marked done (status 4
     * tour complete, only ever after the trip's end in its own time zone, so at once), and those
     * paid (3 made prepayment) whose trip ended before `today`; never one that ended before
     * `since`, nor a cancelled one.
     */
    async dueInvitations(today: string, since: string, limit: number): Promise<DueInvitationRow[]> {
      return db
        .select({
          bookingId: bookingRequests.id,
          contactEmail: bookingRequests.contactEmail,
          contactFirstName: bookingRequests.contactFirstName,
          tourTitle: tours.title,
          tourTitleRu: tours.titleRu,
          startDate: tourDates.startDate,
          endDate: tourDates.endDate,
          ownerLanguage: users.languageCode,
          ownerEmail: users.email,
        })
        .from(bookingRequests)
        .innerJoin(tourDates, eq(tourDates.id, bookingRequests.tourDateId))
        .innerJoin(tours, eq(tours.id, bookingRequests.tourId))
        .innerJoin(users, eq(users.id, bookingRequests.userId))
        .where(
          and(
            or(
              eq(bookingRequests.status, 4),
              and(eq(bookingRequests.status, 3), sql`${tourDates.endDate} < ${today}::date`),
            ),
            sql`${tourDates.endDate} >= ${since}::date`,
            sql`not exists (select 1 from ${reviewInvitations} i where i.booking_id = ${bookingRequests.id} and i.sent_at is not null)`,
          ),
        )
        .orderBy(asc(bookingRequests.id))
        .limit(limit)
    },

    /**
     * Makes the booking's invitation (unless one exists) and marks it sent, writing `mail` to the
     * outbox in the same transaction. The conditional insert and update make a second process
     * doing the same at once find it sent and do nothing: the uuid answered only to the one that
     * marked it, null to the other.
     */
    async markSent(
      bookingId: number,
      mail: (uuid: string) => NewOutboxMessage | null,
    ): Promise<string | null> {
      return db.transaction(async (transaction) => {
        await transaction
          .insert(reviewInvitations)
          .values({ bookingId, uuid: crypto.randomUUID() })
          .onConflictDoNothing({ target: reviewInvitations.bookingId })
        const [marked] = await transaction
          .update(reviewInvitations)
          .set({ sentAt: new Date() })
          .where(and(eq(reviewInvitations.bookingId, bookingId), isNull(reviewInvitations.sentAt)))
          .returning({ uuid: reviewInvitations.uuid })
        if (marked === undefined) return null
        const queued = mail(marked.uuid)
        if (queued !== null) await transaction.insert(outboxMessages).values(queued)
        return marked.uuid
      })
    },
  }
}
