import type { ApiClient } from '@tourmarket/api-client'
import type { ReviewsPage } from '@tourmarket/contracts'
import { TOUR_REVIEWS_DEFAULT_LIMIT } from '@tourmarket/contracts/limits'
import { callApi } from '../../../lib/api-call.ts'
import { isDefaultReviewsView, reviewsViewOf, type ReviewsView } from './tour-reviews-view.ts'

/** The reviews an address's sort or language asks for, listed before any script runs. */
export type ReviewsViewPage = { readonly view: ReviewsView; readonly page: ReviewsPage }

/**
 * Issue 42: the tour page's reviews in the view its address asks for; none for the default view,
 * whose first reviews come with the tour.
 */
export async function loadReviewsView(
  api: ApiClient,
  url: URL,
  slug: string,
): Promise<ReviewsViewPage | undefined> {
  const view = reviewsViewOf(url.searchParams)
  if (isDefaultReviewsView(view)) return undefined
  const page = await callApi(api, 'allTourReviews', {
    query: {
      slug,
      limit: TOUR_REVIEWS_DEFAULT_LIMIT,
      page: 1,
      sort: view.sort,
      ...(view.language === null ? {} : { language: view.language }),
    },
  })
  return { view, page }
}
