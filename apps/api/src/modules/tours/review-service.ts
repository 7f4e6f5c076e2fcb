import { TOUR_REVIEWS_DEFAULT_LIMIT } from '@tourmarket/contracts'
import type { ReviewsPage } from '@tourmarket/contracts'
import { totalPageCount } from '@tourmarket/domain/pagination'
import type { Locale } from '@tourmarket/domain/i18n'
import { languageOfLocale, type ReviewSort, type WrittenLanguage } from '@tourmarket/domain/reviews'
import type { OrganizerService } from '../organizers/service.ts'
import { ratingSummary, review, reviewLanguages } from './presenter.ts'
import type { TourRepository } from './repository.ts'
import type { ReviewScope, ReviewView } from './review-repository.ts'
import type { TourLookups } from './tour-lookups.ts'

/**
 * A page of reviews in a scope as the view lists them, with the rating summary and the languages
 * of the whole scope. The page's total counts the reviews the language filter keeps.
 */
export async function reviewsPage(
  repository: TourRepository,
  scope: ReviewScope,
  paging: { page: number; limit: number },
  language: Locale,
  view: ReviewView = { sort: 'newest' },
): Promise<ReviewsPage> {
  const [rows, counts, languageCounts] = await Promise.all([
    repository.reviews(
      scope,
      { limit: paging.limit, offset: (paging.page - 1) * paging.limit },
      view,
    ),
    repository.ratingCounts(scope),
    repository.languageCounts(scope),
  ])
  const images = await repository.reviewImages(rows.map((row) => row.id))
  const summary = ratingSummary(counts)
  const languages = reviewLanguages(languageCounts, languageOfLocale(language))
  const listed =
    view.language === undefined
      ? summary.count
      : (languages.find((row) => row.language === view.language)?.count ?? 0)
  return {
    data: rows.map((row) =>
      review(
        row,
        images.filter((image) => image.reviewId === row.id),
        language,
      ),
    ),
    meta: {
      page: paging.page,
      per_page: paging.limit,
      total: listed,
      total_pages: totalPageCount(listed, paging.limit),
    },
    summary,
    languages,
  }
}

export type ReviewServiceDependencies = {
  repository: TourRepository
  organizers: OrganizerService
  lookups: TourLookups
}

/** Review pages: of a tour by id or slug, and of all an organizer's tours. */
export function createReviewService({
  repository,
  organizers,
  lookups,
}: ReviewServiceDependencies) {
  const { onSiteTour, onSiteTourBySlug } = lookups
  return {
    /** §7 tour-reviews: the first page of a tour's reviews and their summary. */
    async tourReviews(tourId: number, language: Locale): Promise<ReviewsPage> {
      const tour = await onSiteTour(tourId)
      return reviewsPage(
        repository,
        { tourId: tour.id },
        { page: 1, limit: TOUR_REVIEWS_DEFAULT_LIMIT },
        language,
      )
    },

    /**
     * §7 all-tour-reviews: a page of a tour's reviews, by its slug (an old slug works too), sorted
     * and filtered by language as issue 42 asks; the visitor's language first when not filtered.
     */
    async allTourReviews(
      slug: string,
      paging: { page: number; limit: number },
      language: Locale,
      view: { sort: ReviewSort; language?: WrittenLanguage | undefined },
    ): Promise<ReviewsPage> {
      const tour = await onSiteTourBySlug(slug)
      return reviewsPage(repository, { tourId: tour.id }, paging, language, {
        ...view,
        preferred: languageOfLocale(language),
      })
    },

    /** §7 organizer-reviews: a page of reviews of all the organizer's published tours. */
    async organizerReviews(
      organizerId: number,
      paging: { page: number; limit: number },
      language: Locale,
    ): Promise<ReviewsPage> {
      const organizer = await organizers.summary(organizerId)
      return reviewsPage(repository, { organizerId: organizer.id }, paging, language)
    },
  }
}
