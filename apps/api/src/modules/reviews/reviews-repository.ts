import { textLanguage } from '@tourmarket/domain/reviews'
import { asc, eq, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import {
  organizers,
  reviewImages,
  reviewInvitations,
  reviews,
  tours,
  uploadedFiles,
} from '../../db/schema/index.ts'
import type { InvitationRow } from './invitations-repository.ts'

export type StoredReview = {
  id: number
  rating: number
  text: string
  authorName: string
  createdAt: Date
  updatedAt: Date | null
  images: { imageKey: string; fileId: number | null }[]
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

/**
 * Stores the tour's and the organizer's average rating (2 decimals) and review count, of the
 * reviews shown (issue 43: an operator's hidden ones do not count).
 */
async function recomputeRatings(executor: Executor, tourId: number, organizerId: number) {
  await executor.execute(sql`
    update ${tours} set
      rating = (select round(avg(r.rating), 2) from ${reviews} r where r.tour_id = ${tourId} and r.hidden_at is null),
      reviews_count = (select count(*)::int from ${reviews} r where r.tour_id = ${tourId} and r.hidden_at is null)
    where id = ${tourId}`)
  await executor.execute(sql`
    update ${organizers} set
      rating = (select round(avg(r.rating), 2) from ${reviews} r where r.organizer_id = ${organizerId} and r.hidden_at is null),
      reviews_count = (select count(*)::int from ${reviews} r where r.organizer_id = ${organizerId} and r.hidden_at is null)
    where id = ${organizerId}`)
}

/** The one review per booking, its photos, and the stored ratings it changes. */
export function reviewQueries(db: AppDatabase) {
  return {
    review: (bookingId: number) => storedReview(db, bookingId),

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
              language: textLanguage(values.text),
              tripDate: invitation.startDate,
            })
            .returning({ id: reviews.id })
          reviewId = created!.id
        } else {
          reviewId = existing.id
          await transaction
            .update(reviews)
            .set({
              rating: values.rating,
              text: values.text,
              language: textLanguage(values.text),
              updatedAt: new Date(),
            })
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
  }
}
