import { z } from 'zod'
import { MAX_RECORD_ID, recordIdSchema } from './site.ts'

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
