import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { reviewImages, reviews, tours } from '../../db/schema/index.ts'

const reviewColumns = {
  id: reviews.id,
  authorName: reviews.authorName,
  rating: reviews.rating,
  text: reviews.text,
  tripDate: reviews.tripDate,
  organizerReply: reviews.organizerReply,
  createdAt: reviews.createdAt,
  tourId: tours.id,
  tourSlug: tours.slug,
  tourTitle: tours.title,
  tourTitleRu: tours.titleRu,
}

/** Which reviews a page lists: those of one tour or of one organizer, on published tours only. */
export type ReviewScope = { tourId: number } | { organizerId: number }

function reviewScope(scope: ReviewScope): SQL | undefined {
  return and(
    'tourId' in scope
      ? eq(reviews.tourId, scope.tourId)
      : eq(reviews.organizerId, scope.organizerId),
    eq(tours.isPublished, true),
  )
}

/** Reviews of a tour or of an organizer's tours, with their ratings and images. */
export function createReviewRepository(db: AppDatabase) {
  return {
    /** How many reviews gave each rating. */
    async ratingCounts(scope: ReviewScope) {
      return db
        .select({ rating: reviews.rating, count: count() })
        .from(reviews)
        .innerJoin(tours, eq(tours.id, reviews.tourId))
        .where(reviewScope(scope))
        .groupBy(reviews.rating)
    },

    /** A page of reviews, newest first. */
    async reviews(scope: ReviewScope, page: { limit: number; offset: number }) {
      return db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(tours, eq(tours.id, reviews.tourId))
        .where(reviewScope(scope))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(page.limit)
        .offset(page.offset)
    },

    async reviewImages(reviewIds: readonly number[]) {
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
  }
}
