import {
  reviewSorts,
  writtenLanguages,
  type ReviewSort,
  type WrittenLanguage,
} from '@tourmarket/domain/reviews'

/**
 * Issue 42: how the tour page lists its reviews, kept in the page's address so a sort or a
 * language filter works as a plain link or form without JavaScript and can be shared.
 */
export type ReviewsView = { readonly sort: ReviewSort; readonly language: WrittenLanguage | null }

export const REVIEWS_SORT_PARAM = 'reviews_sort'
export const REVIEWS_LANGUAGE_PARAM = 'reviews_language'

export const defaultReviewsView: ReviewsView = { sort: 'newest', language: null }

/** The view an address asks for; an unknown value is the default, not an error page. */
export function reviewsViewOf(search: URLSearchParams): ReviewsView {
  const sort = reviewSorts.find((value) => value === search.get(REVIEWS_SORT_PARAM))
  const language = writtenLanguages.find((value) => value === search.get(REVIEWS_LANGUAGE_PARAM))
  return { sort: sort ?? 'newest', language: language ?? null }
}

export function isDefaultReviewsView(view: ReviewsView): boolean {
  return view.sort === defaultReviewsView.sort && view.language === defaultReviewsView.language
}

/**
 * The page's query with this view: the other parameters kept, the default view's left out, so
 * the plain tour page keeps its one address.
 */
export function reviewsViewSearch(current: URLSearchParams, view: ReviewsView): string {
  const search = new URLSearchParams(current)
  search.delete(REVIEWS_SORT_PARAM)
  search.delete(REVIEWS_LANGUAGE_PARAM)
  if (view.sort !== defaultReviewsView.sort) search.set(REVIEWS_SORT_PARAM, view.sort)
  if (view.language !== null) search.set(REVIEWS_LANGUAGE_PARAM, view.language)
  const query = search.toString()
  return query === '' ? '' : `?${query}`
}
