import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import {
  bookingRequests,
  organizers,
  outboxMessages,
  reviewImages,
  reviewInvitations,
  reviews,
  tourDates,
  tours,
  uploadedFiles,
  users,
} from '../../db/schema/index.ts'
import type { NewOutboxMessage } from '../../platform/mail/outbox-repository.ts'
import { selectRows } from '../search/sql.ts'

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

export type StoredReview = {
  id: number
  rating: number
  text: string
  authorName: string
  createdAt: Date
  updatedAt: Date | null
  images: { imageKey: string; fileId: number | null }[]
}

/** An uploaded file as a review submission checks it. */
export type ReviewFileRow = {
  id: number
  uuid: string
  kind: string
  status: string
  deleteTokenHash: string | null
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

export type ReviewValues = {
  rating: number
  text: string
  authorName: string
  /** Image keys (`upload-{uuid}`) in the order the author gave. */
  imageKeys: readonly string[]
}

type Executor = Pick<AppDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

/** The upload's uuid behind a review image key, so a kept photo can be named by its file id. */
const uploadUuidOfKey = sql<
  string | null
>`case when ${reviewImages.imageKey} like 'upload-%' then substr(${reviewImages.imageKey}, 8) end`

async function storedReview(executor: Executor, bookingId: number): Promise<StoredReview | null> {
  const [row] = await executor
    .select({
      id: reviews.id,
      rating: reviews.rating,
      text: reviews.text,
      authorName: reviews.authorName,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    })
    .from(reviews)
    .where(eq(reviews.bookingId, bookingId))
  if (row === undefined) return null
  const images = await executor
    .select({ imageKey: reviewImages.imageKey, fileId: uploadedFiles.id })
    .from(reviewImages)
    .leftJoin(uploadedFiles, sql`${uploadedFiles.uuid}::text = ${uploadUuidOfKey}`)
    .where(eq(reviewImages.reviewId, row.id))
    .orderBy(asc(reviewImages.position), asc(reviewImages.id))
  return { ...row, images }
}

/** Stores the tour's and the organizer's average rating (2 decimals) and review count. */
async function recomputeRatings(executor: Executor, tourId: number, organizerId: number) {
  await executor.execute(sql`
    update ${tours} set
      rating = (select round(avg(r.rating), 2) from ${reviews} r where r.tour_id = ${tourId}),
      reviews_count = (select count(*)::int from ${reviews} r where r.tour_id = ${tourId})
    where id = ${tourId}`)
  await executor.execute(sql`
    update ${organizers} set
      rating = (select round(avg(r.rating), 2) from ${reviews} r where r.organizer_id = ${organizerId}),
      reviews_count = (select count(*)::int from ${reviews} r where r.organizer_id = ${organizerId})
    where id = ${organizerId}`)
}

/** §2 /review/{uuid}: invitations, the one review per booking, its photos, and the stored ratings. */
export function createReviewPageRepository(db: AppDatabase) {
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

    review: (bookingId: number) => storedReview(db, bookingId),

    async files(ids: readonly number[]): Promise<ReviewFileRow[]> {
      if (ids.length === 0) return []
      return db
        .select({
          id: uploadedFiles.id,
          uuid: uploadedFiles.uuid,
          kind: uploadedFiles.kind,
          status: uploadedFiles.status,
          deleteTokenHash: uploadedFiles.deleteTokenHash,
        })
        .from(uploadedFiles)
        .where(inArray(uploadedFiles.id, [...ids]))
    },

    /**
     * Writes the booking's one review or edits it, replaces its photos and recomputes the stored
     * ratings, in one transaction. The invitation row is locked first, so two submissions of one
     * link run one after the other; `decide` sees the review as it is under that lock and may
     * refuse (an edit too late) by throwing.
     */
    async save(
      invitation: InvitationRow,
      decide: (existing: StoredReview | null) => ReviewValues,
    ): Promise<void> {
      await db.transaction(async (transaction) => {
        await transaction
          .select({ bookingId: reviewInvitations.bookingId })
          .from(reviewInvitations)
          .where(eq(reviewInvitations.bookingId, invitation.bookingId))
          .for('update')
        const existing = await storedReview(transaction, invitation.bookingId)
        const values = decide(existing)
        let reviewId: number
        if (existing === null) {
          const [created] = await transaction
            .insert(reviews)
            .values({
              uuid: crypto.randomUUID(),
              tourId: invitation.tourId,
              organizerId: invitation.organizerId,
              bookingId: invitation.bookingId,
              authorName: values.authorName,
              rating: values.rating,
              text: values.text,
              tripDate: invitation.startDate,
            })
            .returning({ id: reviews.id })
          reviewId = created!.id
        } else {
          reviewId = existing.id
          await transaction
            .update(reviews)
            .set({ rating: values.rating, text: values.text, updatedAt: new Date() })
            .where(eq(reviews.id, reviewId))
          await transaction.delete(reviewImages).where(eq(reviewImages.reviewId, reviewId))
        }
        if (values.imageKeys.length > 0) {
          await transaction.insert(reviewImages).values(
            values.imageKeys.map((imageKey, position) => ({
              reviewId,
              position,
              imageKey,
              alt: values.authorName,
            })),
          )
        }
        await recomputeRatings(transaction, invitation.tourId, invitation.organizerId)
      })
    },

    /** Whether any review shows this upload. */
    async isInReview(fileUuid: string): Promise<boolean> {
      const [row] = await db
        .select({ id: reviewImages.id })
        .from(reviewImages)
        .where(eq(reviewImages.imageKey, `upload-${fileUuid}`))
        .limit(1)
      return row !== undefined
    },

    /** Removes an anonymous upload's record; false when it was already gone. */
    async deleteFile(id: number): Promise<boolean> {
      const rows = await db
        .delete(uploadedFiles)
        .where(and(eq(uploadedFiles.id, id), isNull(uploadedFiles.ownerUserId)))
        .returning({ id: uploadedFiles.id })
      return rows.length > 0
    },

    /**
     * Removes anonymous review photos uploaded before `before` that no review shows (a page left
     * without publishing, or a photo an edit left out), at most `limit` a run. The condition is
     * part of the delete, so a photo a review took meanwhile stays. Answers the removed files' uuids.
     */
    async deleteAbandonedImages(before: Date, limit: number): Promise<string[]> {
      const removed = await selectRows<{ uuid: string }>(
        db,
        sql`
        delete from ${uploadedFiles} f
        where f.id in (
          select candidate.id from ${uploadedFiles} candidate
          where candidate.owner_user_id is null
            and candidate.delete_token_hash is not null
            and candidate.created_at < ${before.toISOString()}
          order by candidate.id
          limit ${limit}
        )
          and not exists (
            select 1 from ${reviewImages} shown where shown.image_key = 'upload-' || f.uuid::text
          )
        returning f.uuid`,
      )
      return removed.map((row) => row.uuid)
    },

    /**
     * Bookings whose trip ended before `today` but not before `since`, that took place (status 3
     * made prepayment or 4 tour complete; never a cancelled one), and whose link is not sent yet.
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
            inArray(bookingRequests.status, [3, 4]),
            sql`${tourDates.endDate} < ${today}::date`,
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

export type ReviewPageRepository = ReturnType<typeof createReviewPageRepository>
