import { and, asc, count, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import {
  bookingMeetFiles,
  bookingMeets,
  bookingRequests,
  bookingTourists,
  invoices,
  outboxMessages,
  tourDates,
  tours,
  uploadedFiles,
  users,
} from '../../db/schema/index.ts'
import { recordAudit } from '../../platform/audit/audit-log.ts'
import type { AuditEntry } from '../../platform/audit/audit-log.ts'
import type { NewOutboxMessage } from '../../platform/mail/outbox-repository.ts'
import { describedFileColumns, type DescribedFile } from '../../platform/forms/described-file.ts'

/** The booking a meet page is about, with what the page and the mails show of it. */
export type MeetBookingRow = {
  id: number
  uuid: string
  status: number
  organizerId: number
  contactEmail: string
  ownerLanguage: string
  tourSlug: string
  tourTitle: string
  tourTitleRu: string
  startDate: string
  endDate: string
  /** Whether any invoice of the booking was ever paid (§3 contract state). */
  paymentReceived: boolean
}

export type MeetRow = typeof bookingMeets.$inferSelect

/** A file on the meet page, and when it was attached (to tell what a save adds). */
export type MeetFileRow = DescribedFile & { readonly attachedAt: Date }

/** The queries, over the pool or over one transaction (a booking's, when a key is issued). */
export function meetQueries(db: AppDatabase) {
  return {
    async booking(bookingId: number): Promise<MeetBookingRow | undefined> {
      const [row] = await db
        .select({
          id: bookingRequests.id,
          uuid: bookingRequests.uuid,
          status: bookingRequests.status,
          organizerId: bookingRequests.organizerId,
          contactEmail: bookingRequests.contactEmail,
          ownerLanguage: users.languageCode,
          tourSlug: tours.slug,
          tourTitle: tours.title,
          tourTitleRu: tours.titleRu,
          startDate: tourDates.startDate,
          endDate: tourDates.endDate,
          paymentReceived: sql<boolean>`exists (${db
            .select({ one: sql`1` })
            .from(invoices)
            .where(and(eq(invoices.bookingId, bookingRequests.id), isNotNull(invoices.paidAt)))})`,
        })
        .from(bookingRequests)
        .innerJoin(users, eq(users.id, bookingRequests.userId))
        .innerJoin(tours, eq(tours.id, bookingRequests.tourId))
        .innerJoin(tourDates, eq(tourDates.id, bookingRequests.tourDateId))
        .where(eq(bookingRequests.id, bookingId))
      return row
    },

    /** Stores a booking's key, in place of the one it had (its meeting text and files stay). */
    async storeMeetKey(values: {
      bookingId: number
      keyHash: string
      keyExpiresAt: Date
    }): Promise<void> {
      await db
        .insert(bookingMeets)
        .values(values)
        .onConflictDoUpdate({
          target: bookingMeets.bookingId,
          set: { keyHash: values.keyHash, keyExpiresAt: values.keyExpiresAt },
        })
    },

    async meetByKeyHash(keyHash: string): Promise<MeetRow | undefined> {
      const [row] = await db.select().from(bookingMeets).where(eq(bookingMeets.keyHash, keyHash))
      return row
    },

    async meetOf(bookingId: number): Promise<MeetRow | undefined> {
      const [row] = await db
        .select()
        .from(bookingMeets)
        .where(eq(bookingMeets.bookingId, bookingId))
      return row
    },

    async tourists(bookingId: number) {
      return db
        .select({
          id: bookingTourists.id,
          firstName: bookingTourists.firstName,
          lastName: bookingTourists.lastName,
          arrival: bookingTourists.arrival,
          departure: bookingTourists.departure,
        })
        .from(bookingTourists)
        .where(eq(bookingTourists.bookingId, bookingId))
        .orderBy(asc(bookingTourists.position), asc(bookingTourists.id))
    },

    /** The meet's files in the order they were attached. */
    async files(bookingId: number): Promise<MeetFileRow[]> {
      return db
        .select({ ...describedFileColumns, attachedAt: bookingMeetFiles.createdAt })
        .from(bookingMeetFiles)
        .innerJoin(uploadedFiles, eq(uploadedFiles.id, bookingMeetFiles.fileId))
        .where(eq(bookingMeetFiles.bookingId, bookingId))
        .orderBy(asc(bookingMeetFiles.id))
    },

    async filesCount(bookingId: number): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(bookingMeetFiles)
        .where(eq(bookingMeetFiles.bookingId, bookingId))
      return row?.count ?? 0
    },

    /** `attachedAt` from the same clock as the saves, so a save can tell which files are new. */
    async attachFile(bookingId: number, fileId: number, attachedAt: Date): Promise<void> {
      await db.insert(bookingMeetFiles).values({ bookingId, fileId, createdAt: attachedAt })
    },

    async saveText(bookingId: number, text: string, savedAt: Date): Promise<void> {
      await db
        .update(bookingMeets)
        .set({ meetingText: text, savedAt })
        .where(eq(bookingMeets.bookingId, bookingId))
    },

    /**
     * Deletes the meet's uploaded files (and so their attachment) among `fileIds`, or all but
     * `keepIds`; a file of another meet is never touched. Answers what was deleted.
     */
    async deleteFiles(
      bookingId: number,
      which: { only: readonly number[] } | { allBut: readonly number[] },
    ): Promise<{ id: number; uuid: string; kind: MeetFileRow['kind'] }[]> {
      const attached = db
        .select({ fileId: bookingMeetFiles.fileId })
        .from(bookingMeetFiles)
        .where(
          and(
            eq(bookingMeetFiles.bookingId, bookingId),
            'only' in which
              ? inArray(bookingMeetFiles.fileId, [...which.only])
              : which.allBut.length === 0
                ? undefined
                : notInArray(bookingMeetFiles.fileId, [...which.allBut]),
          ),
        )
      if ('only' in which && which.only.length === 0) return []
      return db
        .delete(uploadedFiles)
        .where(inArray(uploadedFiles.id, attached))
        .returning({ id: uploadedFiles.id, uuid: uploadedFiles.uuid, kind: uploadedFiles.kind })
    },

    /** Issue 40: the office's audit row of a save, in the save's transaction. */
    async audit(entry: AuditEntry): Promise<void> {
      await recordAudit(db, entry)
    },

    async insertOutbox(messages: readonly NewOutboxMessage[]): Promise<void> {
      if (messages.length === 0) return
      await db.insert(outboxMessages).values([...messages])
    },
  }
}

export type MeetStore = ReturnType<typeof meetQueries>

export function createMeetRepository(db: AppDatabase) {
  return {
    ...meetQueries(db),
    transaction<T>(work: (store: MeetStore) => Promise<T>): Promise<T> {
      return db.transaction((transaction) => work(meetQueries(transaction)))
    },
  }
}

export type MeetRepository = ReturnType<typeof createMeetRepository>
