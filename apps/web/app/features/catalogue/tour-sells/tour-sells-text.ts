import { createTextHook } from '../../../lib/feature-text.ts'
import { tourSellsMessages, type TourSellsMessageKey } from './tour-sells-messages.ts'

const tourSellsTexts = createTextHook<TourSellsMessageKey>(tourSellsMessages)

/** The selling parts' own words in the page language. */
export function useTourSellsText() {
  return tourSellsTexts.useText().text
}
