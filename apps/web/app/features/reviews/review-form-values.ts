import { isRating, type Rating } from '@tourmarket/domain/enums'
import type { ReviewPagePhoto } from '@tourmarket/contracts'

/** The query that tells the page the review was just published or saved (after the 303). */
export const REVIEW_SENT_PARAM = 'sent'

export type ReviewSent = 'published' | 'saved'

/** The hidden field naming each photo already in the review, so an edit without JavaScript keeps them. */
export const KEPT_PHOTO_FIELD = 'photo'

export function isReviewSent(value: string | null): value is ReviewSent {
  return value === 'published' || value === 'saved'
}

/** The form's values: the rating (0 while none is chosen) and the text. */
export type ReviewValues = { rating: number; text: string }

/** A photo of the form: one already in the review (no token) or one just uploaded. */
export type ReviewPhoto = ReviewPagePhoto & { readonly token?: string; readonly preview?: string }

/** What the no-JavaScript action answers when the review is not saved. */
export type ReviewPosted = {
  readonly values: { readonly rating: string; readonly text: string }
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
}

/** A posted or typed rating as the stars show it: 1–5, or null. */
export function ratingOf(value: unknown): Rating | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return isRating(number) ? number : null
}

/**
 * §7 upload-review-image's multipart body: the review link's uuid first, since the API checks it
 * before it reads the image (a page without a valid link gets no image stored), then the image.
 */
export function reviewImageUploadBody(uuid: string, image: File): FormData {
  const body = new FormData()
  body.append('uuid', uuid)
  body.append('image', image, image.name)
  return body
}
