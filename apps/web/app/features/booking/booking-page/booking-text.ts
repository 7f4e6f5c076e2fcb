import { createTextHook, type FeatureText } from '../../../lib/feature-text.ts'
import { bookingMessages, type BookingMessageKey } from './booking-messages.ts'

const bookingTexts = createTextHook<BookingMessageKey>(bookingMessages)

/** The booking pages' words in a language, without a hook: for `meta` exports. */
export const bookingWords = bookingTexts.words

export type BookingText = FeatureText<BookingMessageKey>

export const useBookingText = bookingTexts.useText
