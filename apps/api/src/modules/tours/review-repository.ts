import type { ReviewSort, WrittenLanguage } from '@tourmarket/domain/reviews'
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { reviewImages, reviews, tours } from '../../db/schema/index.ts'
import { notHiddenMedia } from '../../platform/media-item/hidden-media.ts'

const reviewColumns = {
  id: reviews.id,
  authorName: reviews.authorName,
  rating: reviews.rating,
  text: reviews.text,
  language: reviews.language,
  tripDate: reviews.tripDate,
  // Issue 43: a reply an operator hid is not shown.
  organizerReply: sql<
    string | null
  >`case when ${reviews.replyHiddenAt} is null then ${reviews.organizerReply} end`,
  organizerRepliedAt: reviews.organizerRepliedAt,
  createdAt: reviews.createdAt,
  tourId: tours.id,
  tourSlug: tours.slug,
  tourTitle: tours.title,
  tourTitleRu: tours.titleRu,
}

/**
 * Which reviews a page lists: those of one tour or of one organizer, on published tours only, and
 * none an operator hid (issue 43).
 */
export type ReviewScope = { tourId: number } | { organizerId: number }

function reviewScope(scope: ReviewScope): SQL | undefined {
  return and(
    'tourId' in scope
      ? eq(reviews.tourId, scope.tourId)
      : eq(reviews.organizerId, scope.organizerId),
    eq(tours.isPublished, true),
    isNull(reviews.hiddenAt),
  )
}

/**
 * Which of the scope's reviews a page lists, in what order: `language` keeps only those written in
 * it; without it, those in `preferred` (the visitor's) come first. Ties go newest first.
 */
export type ReviewView = {
  sort: ReviewSort
  language?: WrittenLanguage | undefined
  preferred?: WrittenLanguage | undefined
}

function reviewOrder(view: ReviewView): SQL[] {
  const languageFirst =
    view.language === undefined && view.preferred !== undefined
      ? [sql`(${reviews.language} = ${view.preferred}) desc`]
      : []
  const byRating =
    view.sort === 'highest'
      ? [desc(reviews.rating)]
      : view.sort === 'lowest'
        ? [asc(reviews.rating)]
        : []
  return [...languageFirst, ...byRating, desc(reviews.createdAt), desc(reviews.id)]
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

    /** How many reviews are written in each language. */
    async languageCounts(scope: ReviewScope) {
      return db
        .select({ language: reviews.language, count: count() })
        .from(reviews)
        .innerJoin(tours, eq(tours.id, reviews.tourId))
        .where(reviewScope(scope))
        .groupBy(reviews.language)
    },

    /** A page of reviews as the view orders and filters them. */
    async reviews(
      scope: ReviewScope,
      page: { limit: number; offset: number },
      view: ReviewView = { sort: 'newest' },
    ) {
      return db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(tours, eq(tours.id, reviews.tourId))
        .where(
          and(
            reviewScope(scope),
            view.language === undefined ? undefined : eq(reviews.language, view.language),
          ),
        )
        .orderBy(...reviewOrder(view))
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
        .where(
          and(
            inArray(reviewImages.reviewId, [...reviewIds]),
            notHiddenMedia(reviewImages.imageKey),
          ),
        )
        .orderBy(asc(reviewImages.position), asc(reviewImages.id))
    },
  }
}
