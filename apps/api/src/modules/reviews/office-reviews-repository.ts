import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { reviewImages, reviews, tours } from '../../db/schema/index.ts'
import { recordAudit } from '../../platform/audit/audit-log.ts'
import type { OfficeMember } from '../../platform/office/office-access.ts'

/** What the office list filters by; every filter is optional. */
export type OfficeReviewFilters = {
  tourId?: number | undefined
  rating?: number | undefined
  withoutReply: boolean
}

const officeReviewColumns = {
  id: reviews.id,
  organizerId: reviews.organizerId,
  authorName: reviews.authorName,
  rating: reviews.rating,
  text: reviews.text,
  tripDate: reviews.tripDate,
  createdAt: reviews.createdAt,
  reply: reviews.organizerReply,
  repliedAt: reviews.organizerRepliedAt,
  tourId: tours.id,
  tourSlug: tours.slug,
  tourTitle: tours.title,
  tourTitleRu: tours.titleRu,
  tourIsPublished: tours.isPublished,
}

/** A review with its tour, as the office reads it (its own tours, shown on the site or not). */
export type OfficeReviewRow = {
  id: number
  organizerId: number
  authorName: string
  rating: number
  text: string
  tripDate: string | null
  createdAt: Date
  reply: string | null
  repliedAt: Date | null
  tourId: number
  tourSlug: string
  tourTitle: string
  tourTitleRu: string | null
  tourIsPublished: boolean
}

function conditionsOf(organizerId: number, filters: OfficeReviewFilters): SQL | undefined {
  return and(
    eq(reviews.organizerId, organizerId),
    filters.tourId === undefined ? undefined : eq(reviews.tourId, filters.tourId),
    filters.rating === undefined ? undefined : eq(reviews.rating, filters.rating),
    filters.withoutReply ? isNull(reviews.organizerReply) : undefined,
  )
}

/** The office's reads of an organizer's reviews, and the reply it writes under one. */
export function createOfficeReviewsRepository(db: AppDatabase) {
  async function findReview(reviewId: number): Promise<OfficeReviewRow | null> {
    const [row] = await db
      .select(officeReviewColumns)
      .from(reviews)
      .innerJoin(tours, eq(tours.id, reviews.tourId))
      .where(eq(reviews.id, reviewId))
    return row ?? null
  }

  return {
    findReview,

    /** A page of the organizer's reviews under the filters, newest first, and how many match. */
    async page(
      organizerId: number,
      filters: OfficeReviewFilters,
      paging: { limit: number; offset: number },
    ): Promise<{ rows: OfficeReviewRow[]; total: number }> {
      const where = conditionsOf(organizerId, filters)
      const [rows, [total]] = await Promise.all([
        db
          .select(officeReviewColumns)
          .from(reviews)
          .innerJoin(tours, eq(tours.id, reviews.tourId))
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(paging.limit)
          .offset(paging.offset),
        db.select({ value: count() }).from(reviews).where(where),
      ])
      return { rows, total: total?.value ?? 0 }
    },

    /** Every review of the organizer and those without a reply. */
    async counts(organizerId: number): Promise<{ all: number; withoutReply: number }> {
      const [all, withoutReply] = await Promise.all([
        db.select({ value: count() }).from(reviews).where(eq(reviews.organizerId, organizerId)),
        db
          .select({ value: count() })
          .from(reviews)
          .where(and(eq(reviews.organizerId, organizerId), isNull(reviews.organizerReply))),
      ])
      return { all: all[0]?.value ?? 0, withoutReply: withoutReply[0]?.value ?? 0 }
    },

    /** The organizer's tours with reviews and how many each has. */
    async reviewedTours(organizerId: number) {
      return db
        .select({
          id: tours.id,
          title: tours.title,
          titleRu: tours.titleRu,
          reviews: count(reviews.id),
        })
        .from(reviews)
        .innerJoin(tours, eq(tours.id, reviews.tourId))
        .where(eq(reviews.organizerId, organizerId))
        .groupBy(tours.id, tours.title, tours.titleRu)
    },

    async images(reviewIds: readonly number[]) {
      if (reviewIds.length === 0) return []
      return db
        .select({
          reviewId: reviewImages.reviewId,
          imageKey: reviewImages.imageKey,
          alt: reviewImages.alt,
        })
        .from(reviewImages)
        .where(inArray(reviewImages.reviewId, [...reviewIds]))
        .orderBy(asc(reviewImages.position), asc(reviewImages.id))
    },

    /**
     * Sets (or, with null, removes) the review's one reply and writes its audit row, in one
     * transaction. The review row is locked first, so two members replying at once leave one
     * reply and two audit rows that say what each replaced.
     */
    async saveReply(
      member: OfficeMember,
      reviewId: number,
      reply: string | null,
      at: Date,
    ): Promise<void> {
      await db.transaction(async (transaction) => {
        const [before] = await transaction
          .select({ reply: reviews.organizerReply, repliedAt: reviews.organizerRepliedAt })
          .from(reviews)
          .where(eq(reviews.id, reviewId))
          .for('update')
        await transaction
          .update(reviews)
          .set({
            organizerReply: reply,
            organizerRepliedAt: reply === null ? null : at,
            organizerReplyUserId: reply === null ? null : member.userId,
          })
          .where(eq(reviews.id, reviewId))
        const previous = before?.reply ?? null
        await recordAudit(transaction, {
          organizerId: member.organizerId,
          actorUserId: member.userId,
          actorKind: 'organizer',
          objectKind: 'review',
          objectId: reviewId,
          action:
            reply === null
              ? 'review.reply_remove'
              : previous === null
                ? 'review.reply'
                : 'review.reply_edit',
          before: { reply: previous },
          after: { reply },
        })
      })
    },
  }
}

export type OfficeReviewsRepository = ReturnType<typeof createOfficeReviewsRepository>
