import { defineEndpoint } from '../endpoint.ts'
import {
  captchaRequiredBodySchema,
  MAX_RECORD_ID,
  recordIdSchema,
  successSchema,
} from './common.ts'
import { z } from 'zod'

const calendarDate = z.iso.date()

/** §2 /review/{uuid}: the invitation's uuid, the capability to write that booking's review. */
export const reviewInvitationQuerySchema = z.object({
  uuid: z.string().max(64).describe('The uuid of the review link e-mailed after the trip.'),
})

/** A photo of the review being written: the uploaded image's id and where /media serves it. */
export const reviewPagePhotoSchema = z.object({
  id: z.number().int().describe('The uploaded image’s id, sent back to keep it on an edit.'),
  image: z.string().describe('A /media `{size}` template.'),
})
export type ReviewPagePhoto = z.infer<typeof reviewPagePhotoSchema>

/** The review already written through the link, as its author sees it. */
export const ownReviewSchema = z.object({
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  author_name: z.string(),
  photos: z.array(reviewPagePhotoSchema),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime().nullable(),
  editable_until: z.iso.datetime().describe('14 days after created_at.'),
  editable: z.boolean(),
})
export type OwnReview = z.infer<typeof ownReviewSchema>

/** §2 /review/{uuid}: what the page shows about the trip and the review written so far. */
export const reviewPageSchema = z.object({
  tour: z.object({
    id: z.number().int(),
    slug: z.string(),
    url: z.string().describe('The tour page’s path.'),
    title: z.string(),
  }),
  dates: z.object({ start: calendarDate, end: calendarDate }),
  organizer: z.object({ id: z.number().int(), name: z.string() }),
  author_name: z.string().describe('How the review will be signed: first name, last initial.'),
  review: ownReviewSchema.nullable(),
})
export type ReviewPage = z.infer<typeof reviewPageSchema>

/** An uploaded photo sent with a review: its id and the token upload-review-image answered. */
export const reviewImageRefSchema = z.object({
  id: z.number().int().min(1).max(MAX_RECORD_ID),
  token: z
    .string()
    .max(200)
    .optional()
    .describe('Needed for a new photo; a photo already in this review is kept by its id alone.'),
})

/** §7 the review submitted through its link: §5 text rules and a §9 rating 1–5. */
export const submitReviewBodySchema = z.object({
  uuid: z.string().max(64),
  rating: z
    .number({ error: 'Choose a rating from 1 to 5.' })
    .int({ error: 'Choose a rating from 1 to 5.' })
    .min(1, { error: 'Choose a rating from 1 to 5.' })
    .max(5, { error: 'Choose a rating from 1 to 5.' }),
  text: z.string().max(20_000),
  images: z.array(reviewImageRefSchema).max(50).default([]),
})
export type SubmitReviewBody = z.input<typeof submitReviewBodySchema>

/** §7 upload-review-image: the image, the token that deletes it, and where it will be served. */
export const reviewImageUploadSchema = z.object({
  id: z.number().int(),
  token: z.string().describe('Send it with the review, or to delete-image; shown only once.'),
  url: z.string().describe('A /media `{size}` template, served once processing ends.'),
})
export type ReviewImageUpload = z.infer<typeof reviewImageUploadSchema>

/** §7 delete-image: the image's id and its token, in the query. */
export const deleteImageQuerySchema = z.object({
  id: recordIdSchema,
  token: z.string().max(200),
})

const tags = ['reviews']

/** The review-page endpoints, by contract name (decision 0020). */
export const reviewPageEndpoints = {
  reviewPage: defineEndpoint({
    method: 'GET',
    path: '/spa/review-page',
    tags,
    summary: 'The review page of a past trip',
    description:
      '§2 /review/{uuid}: the tour (title in X-Language, slug, page path), the trip’s dates, the organizer, the name the review will be signed with, and the review already written through this link (with its photos and whether it can still be edited: 14 days after it was written). 404 `review_invitation_not_found` for an unknown uuid.',
    query: reviewInvitationQuerySchema,
    response: reviewPageSchema,
    errors: { 404: ['review_invitation_not_found'] },
  }),

  submitReview: defineEndpoint({
    method: 'POST',
    path: '/spa/submit-review',
    tags,
    summary: 'Write or edit the review of a past trip',
    description:
      'The one review of the booking the link (uuid) was sent for: rating 1–5 (§9), text required, 20 to 5000 characters (§5, messages in X-Language), up to 10 photos — each an upload-review-image id with its token, or the id of a photo already in this review. The first call writes the review, a later one within 14 days edits it; after that 409 `review_not_editable`. The tour’s and the organizer’s stored rating and review count are recomputed in the same transaction. 404 `review_invitation_not_found` for an unknown uuid; 400 naming the field otherwise.',
    body: submitReviewBodySchema,
    response: reviewPageSchema,
    errors: { 404: ['review_invitation_not_found'], 409: ['review_not_editable'] },
  }),

  uploadReviewImage: defineEndpoint({
    method: 'POST',
    path: '/spa/upload-review-image',
    tags,
    multipart: true,
    summary: 'Upload a photo for a review',
    description:
      '§7 upload-review-image: a `multipart/form-data` body with the field `uuid` (the review link’s), then the part `image` (JPEG, PNG, WebP, GIF or AVIF read from the bytes, at most 15 MB); no sign-in, the review link is the credential: an unknown uuid is 404 `review_invitation_not_found` and the image is not read. Answers the image’s id, a token (send both with the review, or to delete-image) and its /media `{size}` template, served once it is re-encoded. 30 uploads an hour per IP address; 503 `media_busy` with Retry-After while too many uploads are being received.',
    response: reviewImageUploadSchema,
    errors: {
      404: ['review_invitation_not_found'],
      413: ['body_too_large'],
      415: ['unsupported_media_type'],
      429: ['captcha_required'],
      503: ['media_busy'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  deleteImage: defineEndpoint({
    method: 'POST',
    path: '/spa/delete-image',
    tags,
    summary: 'Delete an uploaded review photo',
    description:
      '§7 delete-image: removes a photo upload-review-image answered, given its id and token in the query. 404 `file_not_found` when the id is unknown or the token does not match; 409 `image_in_review` once the photo is part of a submitted review (leave it out of the next edit instead).',
    query: deleteImageQuerySchema,
    response: successSchema,
    errors: { 404: ['file_not_found'], 409: ['image_in_review'] },
  }),
}
