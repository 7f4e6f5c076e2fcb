import { createTextHook, type FeatureText } from '../../../lib/feature-text.ts'
import { tripPackMessages, type TripPackMessageKey } from './trip-pack-messages.ts'

const tripPackTexts = createTextHook<TripPackMessageKey>(tripPackMessages)

/** The trip pack's words in a language, without a hook: for `meta` exports. */
export const tripPackWords = tripPackTexts.words

export type TripPackText = FeatureText<TripPackMessageKey>

export const useTripPackText = tripPackTexts.useText
