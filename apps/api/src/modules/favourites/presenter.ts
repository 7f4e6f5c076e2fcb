import type { RecentlyViewedTour } from '@tourmarket/domain/session'

/** Issue 42: the recently viewed tours in the API's snake case. */
export function presentRecentlyViewed(views: readonly RecentlyViewedTour[]) {
  return { data: views.map((view) => ({ tour_id: view.tourId, viewed_at: view.viewedAt })) }
}
