import { createTextHook, type FeatureText } from '../../lib/feature-text.ts'
import { reviewMessages, type ReviewMessageKey } from './review-messages.ts'

const reviewTexts = createTextHook<ReviewMessageKey>(reviewMessages)

/** The review page’s words and links in a language, without a hook: for `meta` and the action. */
export const reviewTextFor = reviewTexts.textFor

export type ReviewText = FeatureText<ReviewMessageKey>

/** The page's words and its links in the page language (/ru/… for Russian). */
export const useReviewText = reviewTexts.useText
