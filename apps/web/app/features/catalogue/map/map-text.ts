import { createTextHook } from '../../../lib/feature-text.ts'
import { mapMessages, type MapMessageKey } from './map-messages.ts'

const mapTexts = createTextHook<MapMessageKey>(mapMessages)

/** The maps' own words in the page language. */
export function useMapText() {
  return mapTexts.useText().text
}
