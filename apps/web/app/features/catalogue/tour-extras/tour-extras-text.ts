import { createTextHook } from '../../../lib/feature-text.ts'
import { tourExtrasMessages, type TourExtrasMessageKey } from './tour-extras-messages.ts'

const tourExtrasTexts = createTextHook<TourExtrasMessageKey>(tourExtrasMessages)

/** The extras' own words in the page language. */
export function useTourExtrasText() {
  return tourExtrasTexts.useText().text
}
