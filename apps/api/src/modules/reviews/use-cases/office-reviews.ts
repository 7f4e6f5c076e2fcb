import { OFFICE_REVIEWS_PER_PAGE } from '@tourmarket/contracts'
import type { OfficeReview, OfficeReviewList } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import {
  REVIEW_REPLY_MAX_LENGTH,
  normalizeReviewReply,
  reviewReplyProblem,
} from '@tourmarket/domain/office'
import { totalPageCount } from '@tourmarket/domain/pagination'
import { AppError } from '../../../errors.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { localize } from '../../../platform/i18n/localize.ts'
import { mediaItem } from '../../../platform/media-item/media-item.ts'
import type { OfficeAccess } from '../../../platform/office/office-access.ts'
import { tourUrl } from '../../../platform/site-paths/site-paths.ts'
import type {
  OfficeReviewFilters,
  OfficeReviewRow,
  OfficeReviewsRepository,
} from '../office-reviews-repository.ts'

export type OfficeReviewsServiceOptions = {
  repository: OfficeReviewsRepository
  access: OfficeAccess
  now: () => Date
  /**
   * The reply shows under the review on the tour page and the organizer's page: the tour's cached
   * pages are dropped on every instance (the search change feed). Never rejects.
   */
  onReplyChanged: (tourId: number) => Promise<void>
}

type ImageRow = { reviewId: number; imageKey: string; alt: string }

function present(
  row: OfficeReviewRow,
  images: readonly ImageRow[],
  language: Locale,
): OfficeReview {
  return {
    id: row.id,
    tour: {
      id: row.tourId,
      title: localize(language, row.tourTitle, row.tourTitleRu),
      url: tourUrl(row.tourSlug),
      is_published: row.tourIsPublished,
    },
    author_name: row.authorName,
    rating: row.rating,
    text: row.text,
    photos: images
      .filter((image) => image.reviewId === row.id)
      .map((image) => mediaItem(image.imageKey, image.alt)),
    trip_date: row.tripDate,
    created_at: row.createdAt.toISOString(),
    reply:
      row.reply === null
        ? null
        : { text: row.reply, replied_at: (row.repliedAt ?? row.createdAt).toISOString() },
  }
}

function reviewNotFound(): AppError {
  return new AppError({ code: 'review_not_found', message: 'Review not found.' })
}

function replyTooLong(language: Locale): AppError {
  const limit = String(REVIEW_REPLY_MAX_LENGTH)
  const message =
    language === 'ru' ? `Не больше ${limit} символов.` : `Maximum ${limit} characters.`
  return new AppError({ code: 'validation_failed', message, errors: { text: [message] } })
}

/**
 * Issue 40 item 5: the organizer's reviews in its office and its one public reply under each.
 * Every call acts for the profile the account acts for now; a review of another organizer is
 * refused (403) after it is read, and an unknown one is 404, so ids tell nothing more.
 */
export function createOfficeReviewUseCases(options: OfficeReviewsServiceOptions) {
  const { repository, access, now, onReplyChanged } = options

  return {
    async officeReviewList(
      viewer: Viewer,
      filters: OfficeReviewFilters & { page: number },
      language: Locale,
    ): Promise<OfficeReviewList> {
      const member = await access.member(viewer)
      const limit = OFFICE_REVIEWS_PER_PAGE
      const [{ rows, total }, counts, tours] = await Promise.all([
        repository.page(member.organizerId, filters, {
          limit,
          offset: (filters.page - 1) * limit,
        }),
        repository.counts(member.organizerId),
        repository.reviewedTours(member.organizerId),
      ])
      const images = await repository.images(rows.map((row) => row.id))
      return {
        data: rows.map((row) => present(row, images, language)),
        meta: {
          page: filters.page,
          per_page: limit,
          total,
          total_pages: totalPageCount(total, limit),
        },
        tours: tours
          .map((tour) => ({
            id: tour.id,
            title: localize(language, tour.title, tour.titleRu),
            reviews: tour.reviews,
          }))
          .sort((a, b) => a.title.localeCompare(b.title, language)),
        counts: { all: counts.all, without_reply: counts.withoutReply },
      }
    },

    /**
     * Posts the reply, replaces it (the reply's time becomes the edit's) or, for a text that is
     * empty once cleaned, removes it. Plain text: pages print it as text with its line breaks.
     */
    async officeReviewReply(
      viewer: Viewer,
      body: { review_id: number; text: string },
      language: Locale,
    ): Promise<OfficeReview> {
      const member = await access.member(viewer)
      const review = await repository.findReview(body.review_id)
      if (review === null) throw reviewNotFound()
      access.ensureOwnObject(member, review.organizerId)
      const reply = normalizeReviewReply(body.text)
      if (reviewReplyProblem(reply) === 'too_long') throw replyTooLong(language)
      if ((review.reply ?? '') !== reply) {
        await repository.saveReply(member, review.id, reply === '' ? null : reply, now())
        await onReplyChanged(review.tourId)
      }
      const saved = await repository.findReview(review.id)
      if (saved === null) throw reviewNotFound()
      return present(saved, await repository.images([saved.id]), language)
    },
  }
}
