import { REVIEW_REPLY_MAX_LENGTH } from '@tourmarket/domain/office'
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import {
  captchaRequiredBodySchema,
  mediaItemSchema,
  MAX_RECORD_ID,
  pageSchema,
  queryFlagSchema,
  recordIdSchema,
} from './common.ts'

// Issue 40 item 5: the reviews of the organizer's tours in its office, and its one public reply
// under each (shown under the review on the tour page and the organizer's page).

const tags = ['organizer office']
const id = z.number().int()
const count = z.number().int().min(0)
const instant = z.string().describe('An ISO 8601 instant.')

export const OFFICE_REVIEWS_PER_PAGE = 20

/** GET office/review/list: the filters of the list, all optional. */
export const officeReviewListQuerySchema = z.object({
  tour_id: recordIdSchema.optional().describe('Only the reviews of this tour.'),
  rating: z.coerce
    .number()
    .int()
    .min(1, { error: 'Choose a rating from 1 to 5.' })
    .max(5, { error: 'Choose a rating from 1 to 5.' })
    .optional()
    .describe('Only the reviews with this §9 rating (1–5).'),
  without_reply: queryFlagSchema.describe('Only the reviews the organizer has not answered.'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

/** The organizer's public reply under a review. */
export const officeReviewReplySchema = z.object({
  text: z.string().describe('Plain text; line breaks are `\\n`.'),
  replied_at: instant.describe('When it was posted or last edited.'),
})

/** A review of one of the organizer's tours, as its office shows it. */
export const officeReviewSchema = z
  .object({
    id,
    tour: z.object({
      id,
      title: z.string(),
      url: z.string().describe('The tour page’s path.'),
      is_published: z
        .boolean()
        .describe('Whether the review (and its reply) is on the site: a hidden tour’s are not.'),
    }),
    author_name: z.string(),
    rating: z.number().int().min(1).max(5),
    text: z.string(),
    photos: z.array(mediaItemSchema),
    trip_date: z.string().nullable().describe('The trip’s first day (yyyy-MM-dd), when known.'),
    created_at: instant,
    reply: officeReviewReplySchema.nullable(),
  })
  .meta({ id: 'OfficeReview' })
export type OfficeReview = z.infer<typeof officeReviewSchema>

/** GET office/review/list: a page of reviews, the tours to filter by and the counts. */
export const officeReviewListSchema = pageSchema(officeReviewSchema).extend({
  tours: z
    .array(z.object({ id, title: z.string(), reviews: count }))
    .describe('The organizer’s tours that have reviews, for the tour filter, by title.'),
  counts: z.object({
    all: count.describe('Every review of the organizer’s tours.'),
    without_reply: count.describe('Those it has not answered yet.'),
  }),
})
export type OfficeReviewList = z.infer<typeof officeReviewListSchema>

/** POST office/review/reply. */
export const officeReviewReplyBodySchema = z.object({
  review_id: z.number({ error: 'Required field.' }).int().min(1).max(MAX_RECORD_ID),
  // The limit that counts is checked after the text is cleaned (line endings, stray characters);
  // this one only stops a huge body early.
  text: z.string({ error: 'Required field.' }).max(REVIEW_REPLY_MAX_LENGTH * 4, {
    error: `Maximum ${String(REVIEW_REPLY_MAX_LENGTH)} characters.`,
  }),
})
export type OfficeReviewReplyBody = z.input<typeof officeReviewReplyBodySchema>

const notActing =
  ' 403 `forbidden` when the account acts for no organizer (or is no longer on its team).'

export const officeReviewsEndpoints = {
  officeReviewList: defineEndpoint({
    method: 'GET',
    path: '/crm/api/office/review/list',
    tags,
    summary: 'The reviews of the organizer’s tours (office)',
    description:
      `For an owner or staff member of the organizer profile the account acts for: the reviews of its tours (hidden ones included), newest first, ${String(OFFICE_REVIEWS_PER_PAGE)} a page, with their photos and the organizer’s reply; filters by tour, by rating and “without reply”; the tours that have reviews and the counts of all and unanswered reviews.` +
      notActing,
    query: officeReviewListQuerySchema,
    signedIn: true,
    response: officeReviewListSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  officeReviewReply: defineEndpoint({
    method: 'POST',
    path: '/crm/api/office/review/reply',
    tags,
    summary: 'Post, edit or remove the organizer’s reply under a review (office)',
    description:
      `One public reply per review, shown under it on the tour page and the organizer’s page at once. Plain text (never HTML), line breaks kept, at most ${String(REVIEW_REPLY_MAX_LENGTH)} characters after cleaning; posting again replaces the reply (its time is the edit’s), and an empty text removes it. Each change is written to the audit log. 404 \`review_not_found\` for an unknown review, 403 \`forbidden\` for another organizer’s; 429 when replying too fast.` +
      notActing,
    body: officeReviewReplyBodySchema,
    signedIn: true,
    response: officeReviewSchema,
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['review_not_found'],
      429: ['captcha_required'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
