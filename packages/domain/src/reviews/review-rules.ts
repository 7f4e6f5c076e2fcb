import { isRating } from '../enums/ui.ts'
import type { Locale } from '../i18n/catalogue.ts'
import type { FormSchema } from '../validation/compile.ts'

/**
 * §5 a review's text: required, at least a sentence (20 characters) and at most 5000 — longer
 * than any review on the tour page, short enough that one review cannot flood it.
 */
export const REVIEW_TEXT_MIN_LENGTH = 20
export const REVIEW_TEXT_MAX_LENGTH = 5000

/** Issue 19: up to 10 photos per review. */
export const REVIEW_PHOTOS_MAX = 10

/** Issue 19: a review can be edited for 14 days after it was first written. */
export const REVIEW_EDIT_DAYS = 14

const DAY_MS = 24 * 60 * 60 * 1000

/** The fields of a review, as the form names them and the API reads them. */
export const REVIEW_FIELDS = ['rating', 'text', 'images'] as const

const ratingMessages: Readonly<Record<Locale, string>> = {
  'en-US': 'Choose a rating from 1 to 5.',
  ru: 'Выберите оценку от 1 до 5.',
}

/**
 * §5 the review's rules, the same in the page's form, its no-JavaScript action and the API: a
 * rating 1–5 (§9) and the text between the limits above. A rating arrives as the radio's value
 * (a string) from a form post and as a number from the page; both are read as a number.
 */
export function reviewRules(locale: Locale) {
  return {
    rating: (value: unknown) =>
      isRating(typeof value === 'string' && value.trim() !== '' ? Number(value) : value)
        ? true
        : ratingMessages[locale],
    text: `required|min:${REVIEW_TEXT_MIN_LENGTH}|max:${REVIEW_TEXT_MAX_LENGTH}`,
  } satisfies FormSchema
}

/** How a review is signed: the contact's first name and the initial of the last ("Anna K."). */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim()
  const initial = [...lastName.trim()][0]
  return initial === undefined ? first : `${first} ${initial.toUpperCase()}.`
}

/** When a review written at `createdAt` stops being editable. */
export function reviewEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS)
}

/** Whether the author may still change a review written at `createdAt`. */
export function isReviewEditable(createdAt: Date, now: Date): boolean {
  return now.getTime() < reviewEditableUntil(createdAt).getTime()
}
