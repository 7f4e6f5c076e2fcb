import { defineEndpoint } from '../endpoint.ts'
import { bodyRecordId } from './bookings.ts'
import { captchaRequiredBodySchema, pageSchema } from './common.ts'
import { z } from 'zod'

// Issue 43 item 3: the operator console's moderation. Reviews (and the organizer's public reply
// to each) hidden with a reason and restored; the tours reported through §7 tour/complaint as a
// queue, each hidden or its reports dismissed. For staff signed in as staff with the admin role.

const tags = ['operator console']
const id = z.number().int()
const instant = z.string().describe('An ISO 8601 instant.')
const refused = ' 403 `forbidden` for anyone but staff signed in as staff with the admin role.'

export const MODERATION_REASON_MAX_LENGTH = 500

const reason = z
  .string()
  .trim()
  .max(MODERATION_REASON_MAX_LENGTH, {
    error: `Maximum ${MODERATION_REASON_MAX_LENGTH} characters.`,
  })
  .default('')

/** GET admin/review/list. */
export const adminReviewListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .default('')
    .describe('Part of the text, the author’s name, the tour’s title or the organizer’s name.'),
  state: z.enum(['all', 'shown', 'hidden']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})

export const adminReviewSchema = z.object({
  id,
  tour: z.object({ id, title: z.string(), path: z.string().describe('The tour page’s path.') }),
  organizer: z.object({ id, name: z.string() }),
  author_name: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  created_at: instant,
  hidden: z
    .object({ at: instant, reason: z.string() })
    .nullable()
    .describe('Hidden by an operator: off the site and out of the ratings.'),
  reply: z
    .object({
      text: z.string(),
      hidden: z.object({ at: instant, reason: z.string() }).nullable(),
    })
    .nullable()
    .describe('The organizer’s public reply.'),
})
export type AdminReview = z.infer<typeof adminReviewSchema>
export const adminReviewListSchema = pageSchema(adminReviewSchema)
export type AdminReviewList = z.infer<typeof adminReviewListSchema>

/** POST admin/review/moderate. */
export const adminReviewModerateBodySchema = z
  .object({
    id: bodyRecordId(),
    target: z.enum(['review', 'reply']).describe('The review, or the organizer’s reply to it.'),
    action: z.enum(['hide', 'restore']),
    reason: reason.describe('Why it is hidden: required to hide.'),
  })
  .refine((body) => body.action === 'restore' || body.reason !== '', {
    path: ['reason'],
    error: 'Say why it is hidden.',
  })

/** GET admin/complaint/list. */
export const adminComplaintListQuerySchema = z.object({
  state: z
    .enum(['open', 'settled'])
    .default('open')
    .describe('`open`: tours with reports waiting; `settled`: tours whose reports were settled.'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})

export const adminComplaintTourSchema = z.object({
  tour: z.object({
    id,
    title: z.string(),
    path: z.string(),
    is_published: z.boolean(),
    organizer: z.object({ id, name: z.string() }),
  }),
  reports: z
    .array(
      z.object({
        id,
        text: z.string(),
        created_at: instant,
        resolution: z.enum(['hidden', 'dismissed']).nullable(),
        resolved_at: instant.nullable(),
      }),
    )
    .describe('The reports of this state, newest first.'),
})
export type AdminComplaintTour = z.infer<typeof adminComplaintTourSchema>
export const adminComplaintListSchema = pageSchema(adminComplaintTourSchema)
export type AdminComplaintList = z.infer<typeof adminComplaintListSchema>

/** POST admin/complaint/resolve. */
export const adminComplaintResolveBodySchema = z
  .object({
    tour_id: bodyRecordId(),
    action: z
      .enum(['hide', 'dismiss'])
      .describe(
        '`hide`: take the tour off the site (hidden in the office); `dismiss` the reports.',
      ),
    reason: reason.describe('Why the tour is hidden: required to hide; kept in the audit log.'),
  })
  .refine((body) => body.action === 'dismiss' || body.reason !== '', {
    path: ['reason'],
    error: 'Say why the tour is hidden.',
  })

export const adminComplaintResolveSchema = z.object({
  settled: z.number().int().min(0).describe('How many open reports this settled.'),
})

const writeErrors = {
  400: ['validation_failed'],
  401: ['unauthorized'],
  403: ['forbidden'],
  429: ['captcha_required'],
} as const

export const adminModerationEndpoints = {
  adminReviewList: defineEndpoint({
    method: 'GET',
    path: '/crm/api/admin/review/list',
    tags,
    summary: 'Reviews to moderate (console)',
    description: `Every review, newest first, with the organizer’s reply and what an operator hid.${refused}`,
    signedIn: true,
    query: adminReviewListQuerySchema,
    response: adminReviewListSchema,
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  adminReviewModerate: defineEndpoint({
    method: 'POST',
    path: '/crm/api/admin/review/moderate',
    tags,
    summary: 'Hide or restore a review or its reply (console)',
    description: `A hidden review leaves the tour’s and the organizer’s pages and their ratings at once; a hidden reply leaves the review’s page shown without it. Restoring brings either back. Audited.${refused}`,
    signedIn: true,
    body: adminReviewModerateBodySchema,
    response: adminReviewSchema,
    errors: { ...writeErrors, 404: ['review_not_found'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  adminComplaintList: defineEndpoint({
    method: 'GET',
    path: '/crm/api/admin/complaint/list',
    tags,
    summary: 'Reported tours (console)',
    description: `The tours reported through tour/complaint with their reports, the most recently reported first.${refused}`,
    signedIn: true,
    query: adminComplaintListQuerySchema,
    response: adminComplaintListSchema,
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  adminComplaintResolve: defineEndpoint({
    method: 'POST',
    path: '/crm/api/admin/complaint/resolve',
    tags,
    summary: 'Hide a reported tour or dismiss its reports (console)',
    description: `Settles the tour’s open reports: \`hide\` takes the tour off the site (hidden in the office; search and its page follow at once), \`dismiss\` leaves it. Audited.${refused}`,
    signedIn: true,
    body: adminComplaintResolveBodySchema,
    response: adminComplaintResolveSchema,
    errors: { ...writeErrors, 404: ['tour_not_found'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
