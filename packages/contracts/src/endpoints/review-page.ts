import { defineEndpoint } from '../endpoint.ts'
import {
  deleteImageQuerySchema,
  errorBodySchema,
  reviewImageUploadSchema,
  reviewInvitationQuerySchema,
  reviewPageSchema,
  submitReviewBodySchema,
  successSchema,
} from '../schemas/index.ts'

const tags = ['reviews']

export const reviewPage = defineEndpoint({
  method: 'GET',
  path: '/spa/review-page',
  tags,
  summary: 'The review page of a past trip',
  description:
    '§2 /review/{uuid}: the tour (title in X-Language, slug, page path), the trip’s dates, the organizer, the name the review will be signed with, and the review already written through this link (with its photos and whether it can still be edited: 14 days after it was written). 404 `review_invitation_not_found` for an unknown uuid.',
  query: reviewInvitationQuerySchema,
  response: reviewPageSchema,
  errors: { 404: errorBodySchema },
})

export const submitReview = defineEndpoint({
  method: 'POST',
  path: '/spa/submit-review',
  tags,
  summary: 'Write or edit the review of a past trip',
  description:
    'The one review of the booking the link (uuid) was sent for: rating 1–5 (§9), text required, 20 to 5000 characters (§5, messages in X-Language), up to 10 photos — each an upload-review-image id with its token, or the id of a photo already in this review. The first call writes the review, a later one within 14 days edits it; after that 409 `review_not_editable`. The tour’s and the organizer’s stored rating and review count are recomputed in the same transaction. 404 `review_invitation_not_found` for an unknown uuid; 400 naming the field otherwise.',
  body: submitReviewBodySchema,
  response: reviewPageSchema,
  errors: { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
})

export const uploadReviewImage = defineEndpoint({
  method: 'POST',
  path: '/spa/upload-review-image',
  tags,
  summary: 'Upload a photo for a review',
  description:
    '§7 upload-review-image: a `multipart/form-data` body with the field `uuid` (the review link’s), then the part `image` (JPEG, PNG, WebP, GIF or AVIF read from the bytes, at most 15 MB); no sign-in, the review link is the credential: an unknown uuid is 404 `review_invitation_not_found` and the image is not read. Answers the image’s id, a token (send both with the review, or to delete-image) and its /media `{size}` template, served once it is re-encoded. 30 uploads an hour per IP address; 503 `media_busy` with Retry-After while too many uploads are being received.',
  response: reviewImageUploadSchema,
  errors: {
    400: errorBodySchema,
    404: errorBodySchema,
    413: errorBodySchema,
    415: errorBodySchema,
    429: errorBodySchema,
    503: errorBodySchema,
  },
})

export const deleteImage = defineEndpoint({
  method: 'POST',
  path: '/spa/delete-image',
  tags,
  summary: 'Delete an uploaded review photo',
  description:
    '§7 delete-image: removes a photo upload-review-image answered, given its id and token in the query. 404 `file_not_found` when the id is unknown or the token does not match; 409 `image_in_review` once the photo is part of a submitted review (leave it out of the next edit instead).',
  query: deleteImageQuerySchema,
  response: successSchema,
  errors: { 404: errorBodySchema, 409: errorBodySchema },
})
