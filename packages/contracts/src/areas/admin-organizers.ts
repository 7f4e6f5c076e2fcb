import { defineEndpoint } from '../endpoint.ts'
import { bodyRecordId } from './bookings.ts'
import { captchaRequiredBodySchema, pageSchema, recordIdSchema } from './common.ts'
import { z } from 'zod'

// Issue 43 item 2: the operator console's organizers. Every organizer with its review state,
// rating and sales; an operator's verdict (verify or reject) beside the identity provider's
// checks; and publishing or hiding a profile with its tours, with a reason its office shows.
// For staff signed in as staff with the admin role only.

const tags = ['operator console']
const required = { error: 'Required field.' }
const id = z.number().int()
const count = z.number().int().min(0)
const instant = z.string().describe('An ISO 8601 instant.')
const refused = ' 403 `forbidden` for anyone but staff signed in as staff with the admin role.'

export const ORGANIZER_HIDE_REASON_MAX_LENGTH = 500

export const adminOrganizerReviewStates = ['waiting', 'approved', 'rejected'] as const

/** GET admin/organizer/list. */
export const adminOrganizerListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .default('')
    .describe('Part of the name, the slug, an owner’s e-mail, or the organizer’s id.'),
  state: z
    .enum(['all', ...adminOrganizerReviewStates, 'hidden'])
    .default('all')
    .describe('`waiting`, `approved` or `rejected` by review; `hidden`: hidden by an operator.'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})

const salesSchema = z
  .object({
    bookings_count: count.describe('Every booking of the organizer’s tours.'),
    paid: z
      .array(z.object({ currency: z.string(), amount_minor: count }))
      .describe('Paid invoices summed per currency, largest first.'),
  })
  .describe('What the organizer sold.')

export const adminOrganizerRowSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  country: z.string(),
  review: z
    .enum(adminOrganizerReviewStates)
    .describe(
      'An operator’s verdict, else `approved` once the identity check passed, else `waiting`.',
    ),
  identity_verified: z.boolean().describe('The identity provider’s check passed.'),
  is_published: z.boolean(),
  hidden_reason: z
    .string()
    .nullable()
    .describe('Why an operator hid the profile; the organizer reads it in the office.'),
  rating: z.number().nullable(),
  reviews_count: count,
  tours_count: count,
  sales: salesSchema,
  created_at: instant,
})
export const adminOrganizerListSchema = pageSchema(adminOrganizerRowSchema)
export type AdminOrganizerList = z.infer<typeof adminOrganizerListSchema>
export type AdminOrganizerRow = z.infer<typeof adminOrganizerRowSchema>

/** GET admin/organizer/view. */
export const adminOrganizerIdQuerySchema = z.object({ id: recordIdSchema })

export const adminOrganizerSchema = adminOrganizerRowSchema.extend({
  page_path: z
    .string()
    .describe('The public page’s path (it answers 404 while the profile is not published).'),
  description: z.string(),
  commission: z
    .object({
      sales_model: z.number().int().describe('§3 sales model 1–5.'),
      percent: z.number().describe('The percent its new bookings are made at.'),
      override_percent: z
        .number()
        .nullable()
        .describe('An administrator’s own percent for it; null follows its sales model’s rate.'),
    })
    .describe('Issue 43 item 2: its commission.'),
  owners: z
    .array(z.object({ id, name: z.string(), email: z.string(), role: z.enum(['owner', 'staff']) }))
    .describe('The accounts that run the profile.'),
  checks: z
    .object({
      identity: z.number().int().describe('§4 identity check: 0 none, 1 passed, 2 failed, 3 open.'),
      documents: z.number().int(),
      internal: z.number().int().describe('§4 internal check: an operator’s verdict (1 or 2).'),
    })
    .describe('The stored §4 checks.'),
  verifications: z
    .array(
      z.object({
        provider: z.string(),
        provider_reference: z.string().nullable(),
        status: z.enum(['pending', 'succeeded', 'failed']),
        created_at: instant,
        completed_at: instant.nullable(),
      }),
    )
    .describe('The identity provider’s checks of this organizer, newest first (at most 20).'),
})
export type AdminOrganizer = z.infer<typeof adminOrganizerSchema>

/** POST admin/organizer/verify. */
export const adminOrganizerVerifyBodySchema = z.object({
  id: bodyRecordId(),
  approved: z
    .boolean(required)
    .describe(
      'true verifies (and publishes a profile on its first approval); false rejects and hides it.',
    ),
})

/** POST admin/organizer/publish. */
export const adminOrganizerPublishBodySchema = z
  .object({
    id: bodyRecordId(),
    is_published: z.boolean(required),
    reason: z
      .string()
      .trim()
      .max(ORGANIZER_HIDE_REASON_MAX_LENGTH, {
        error: `Maximum ${ORGANIZER_HIDE_REASON_MAX_LENGTH} characters.`,
      })
      .default('')
      .describe('Why it is hidden: required to hide; the organizer reads it in the office.'),
  })
  .refine((body) => body.is_published || body.reason !== '', {
    path: ['reason'],
    error: 'Say why the profile is hidden: the organizer reads it.',
  })

const organizerErrors = {
  400: ['validation_failed'],
  401: ['unauthorized'],
  403: ['forbidden'],
  404: ['organizer_not_found'],
} as const

export const adminOrganizersEndpoints = {
  adminOrganizerList: defineEndpoint({
    method: 'GET',
    path: '/crm/api/admin/organizer/list',
    tags,
    summary: 'Organizers (console)',
    description: `Every organizer, newest first, with its review state, publication, rating and sales; searchable by name, slug, owner’s e-mail or id.${refused}`,
    signedIn: true,
    query: adminOrganizerListQuerySchema,
    response: adminOrganizerListSchema,
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  adminOrganizerView: defineEndpoint({
    method: 'GET',
    path: '/crm/api/admin/organizer/view',
    tags,
    summary: 'An organizer (console)',
    description: `An organizer as an operator reviews it: its owners, §4 checks and the identity provider’s checks.${refused}`,
    signedIn: true,
    query: adminOrganizerIdQuerySchema,
    response: adminOrganizerSchema,
    errors: organizerErrors,
  }),

  adminOrganizerVerify: defineEndpoint({
    method: 'POST',
    path: '/crm/api/admin/organizer/verify',
    tags,
    summary: 'Verify or reject an organizer (console)',
    description: `An operator’s verdict (§4 internal check): verified shows "Checked by our team" on the organizer’s page and publishes a profile on its first approval; rejected takes the profile and its tours off the site. Search and tour pages follow at once. Audited.${refused}`,
    signedIn: true,
    body: adminOrganizerVerifyBodySchema,
    response: adminOrganizerSchema,
    errors: { ...organizerErrors, 429: ['captcha_required'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  adminOrganizerPublish: defineEndpoint({
    method: 'POST',
    path: '/crm/api/admin/organizer/publish',
    tags,
    summary: 'Publish or hide an organizer (console)',
    description: `Hides the profile and its tours with a reason (its page and its tours’ pages answer 404 and leave search at once; the office shows the reason, and only an operator publishes it again), or publishes it again. 409 \`organizer_review_pending\` to publish a profile not approved. Audited.${refused}`,
    signedIn: true,
    body: adminOrganizerPublishBodySchema,
    response: adminOrganizerSchema,
    errors: { ...organizerErrors, 409: ['organizer_review_pending'], 429: ['captcha_required'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
