import { createTextHook } from '../../../lib/feature-text.ts'
import { tourReviewsMessages, type TourReviewsMessageKey } from './tour-reviews-messages.ts'

const tourReviewsTexts = createTextHook<TourReviewsMessageKey>(tourReviewsMessages)

/** The review tools' and the structured facts' own words in the page language. */
export function useTourReviewsText() {
  return tourReviewsTexts.useText().text
}
