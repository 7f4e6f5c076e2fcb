import { defineEndpoint } from '../endpoint.ts'
import {
  ORGANIZER_DESCRIPTION_MAX_LENGTH,
  ORGANIZER_FOUNDED_YEAR_MIN,
  ORGANIZER_LANGUAGES_MAX,
  ORGANIZER_NAME_MAX_LENGTH,
} from '../limits.ts'
import { recordIdSchema } from './common.ts'
import {
  organizerOperatorTypeSchema,
  verificationCheckSchema,
  verificationStatesSchema,
} from './organizers.ts'
import { z } from 'zod'

// §6/§7 the organizer back-office calls (organizer/info, list, view, create, update,
// set-published-on-site) and identity verification (user/get-verification-access-token,
// user/verification-data) for a signed-in account that runs organizer profiles.

export {
  ORGANIZER_DESCRIPTION_MAX_LENGTH,
  ORGANIZER_FOUNDED_YEAR_MIN,
  ORGANIZER_LANGUAGES_MAX,
  ORGANIZER_NAME_MAX_LENGTH,
} from '../limits.ts'

const placeSchema = z.object({ id: z.number().int(), name: z.string() })

/** §3 organizer legal types: 1 natural person, 2 individual entrepreneur, 3 legal entity. */
export const organizerLegalTypeIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)])
/** §3 sales models 1–5: marketplace, direct sales, agent, own, third-party agent. */
export const organizerSalesModelIdSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
])

/**
 * Whether a profile may be on the site (issue 37): `waiting` until its identity check passes or an
 * operator approves it, `approved`, or `rejected` by an operator.
 */
export const organizerReviewSchema = z.enum(['waiting', 'approved', 'rejected'])
export type OrganizerReview = z.infer<typeof organizerReviewSchema>

/** One organizer profile as its owner sees it in the back-office. */
export const organizerProfileSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    url: z.string().describe('§2 /tour-provider/{id}: the public page while published.'),
    legal_type: organizerLegalTypeIdSchema,
    sales_model: organizerSalesModelIdSchema,
    operator_type: organizerOperatorTypeSchema,
    country: placeSchema,
    city: placeSchema.nullable(),
    description: z.string().describe('The English description as stored (sanitised on display).'),
    founded_year: z.number().int().nullable(),
    language_ids: z
      .array(z.number().int())
      .describe('The languages the organizer guides in (§7 dropdown/language ids), ascending.'),
    is_published: z.boolean(),
    review: organizerReviewSchema.describe(
      'A profile is listed only once approved: a passed identity check or an operator’s approval publishes it; until then only its owner sees it.',
    ),
    is_acting: z.boolean().describe('The profile the account currently acts for.'),
    verification: verificationStatesSchema,
    updated_at: z.string(),
  })
  .meta({ id: 'OrganizerProfile' })
export type OrganizerProfile = z.infer<typeof organizerProfileSchema>

/** §7 organizer/list. */
export const organizerProfileListSchema = z.object({
  data: z.array(organizerProfileSchema),
  acting_organizer_id: z.number().int().nullable(),
  identity_check_offered: z
    .boolean()
    .describe(
      'Whether an identity provider is configured; when not, user/get-verification-access-token answers 503 and no check should be offered.',
    ),
})
export type OrganizerProfileList = z.infer<typeof organizerProfileListSchema>

/** §7 organizer/view (id). */
export const organizerProfileQuerySchema = z.object({ id: recordIdSchema })

const optionalCityIdSchema = z
  .union([recordIdSchema, z.null(), z.literal('')])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value))

/** §7 organizer/create: the fields an owner fills; each refusal names its field. */
export const organizerProfileBodySchema = z.object({
  name: z
    .string({ error: 'Required field.' })
    .trim()
    .min(2, 'Minimum 2 characters.')
    .max(ORGANIZER_NAME_MAX_LENGTH, `Maximum ${ORGANIZER_NAME_MAX_LENGTH} characters.`),
  legal_type: z.coerce
    .number({ error: 'Required field.' })
    .int('Incorrect value')
    .min(1, 'Minimum 1.')
    .max(3, 'Maximum 3.')
    .transform((value) => value as z.infer<typeof organizerLegalTypeIdSchema>),
  sales_model: z.coerce
    .number({ error: 'Required field.' })
    .int('Incorrect value')
    .min(1, 'Minimum 1.')
    .max(5, 'Maximum 5.')
    .transform((value) => value as z.infer<typeof organizerSalesModelIdSchema>),
  operator_type: organizerOperatorTypeSchema,
  country_id: recordIdSchema,
  city_id: optionalCityIdSchema,
  description: z
    .string()
    .max(
      ORGANIZER_DESCRIPTION_MAX_LENGTH,
      `Maximum ${ORGANIZER_DESCRIPTION_MAX_LENGTH} characters.`,
    )
    .optional()
    .default(''),
  founded_year: z
    .union([z.literal(''), z.null(), z.coerce.number().int()])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value))
    .pipe(
      z
        .number()
        .int()
        .min(ORGANIZER_FOUNDED_YEAR_MIN, `Minimum ${ORGANIZER_FOUNDED_YEAR_MIN}.`)
        .max(2100, 'Maximum 2100.')
        .nullable(),
    ),
  language_ids: z
    .array(recordIdSchema, { error: 'Incorrect value' })
    .max(ORGANIZER_LANGUAGES_MAX, `Maximum ${ORGANIZER_LANGUAGES_MAX} languages.`)
    .optional()
    .default([])
    // A language ticked twice is guided in once; kept ascending so equal choices compare equal.
    .transform((ids) => [...new Set(ids)].toSorted((first, second) => first - second))
    .describe('§7 dropdown/language ids; each must exist. Absent means none.'),
})
export type OrganizerProfileBody = z.input<typeof organizerProfileBodySchema>

/** §7 organizer/update: the whole profile again, with its id. */
export const organizerProfileUpdateBodySchema = organizerProfileBodySchema.extend({
  id: recordIdSchema,
})

/** §7 organizer/set-published-on-site. */
export const organizerSetPublishedBodySchema = z.object({
  id: recordIdSchema,
  is_published: z.union([z.boolean(), z.enum(['0', '1']).transform((value) => value === '1')]),
})

/** An operator's verdict on a profile (ours, not §7; admin sessions only). */
export const organizerReviewBodySchema = z.object({
  id: recordIdSchema,
  approved: z.union([z.boolean(), z.enum(['0', '1']).transform((value) => value === '1')]),
})

/** Which profile the account acts for (users.organizer_id). */
export const organizerSetActingBodySchema = z.object({ id: recordIdSchema })

/** §7 user/get-verification-access-token and verification-data take the profile as orgId. */
export const organizerVerificationQuerySchema = z.object({ orgId: recordIdSchema.optional() })
export const organizerVerificationDataQuerySchema = z.object({ orgId: recordIdSchema })

/** §7 user/get-verification-access-token. */
export const verificationAccessTokenSchema = z.object({
  organizer_id: z.number().int(),
  provider: z.string(),
  access_token: z.string().describe('Opens the provider’s hosted check once.'),
  url: z.string().describe('The provider’s hosted check page for this token.'),
})
export type VerificationAccessToken = z.infer<typeof verificationAccessTokenSchema>

export const identityCheckStatusSchema = z.enum(['pending', 'succeeded', 'failed'])

/** §7 user/verification-data (orgId): the profile's §4 checks and its identity checks so far. */
export const organizerVerificationDataSchema = z.object({
  organizer_id: z.number().int(),
  identity: verificationCheckSchema,
  documents: verificationCheckSchema,
  internal: verificationCheckSchema,
  checks: z.array(
    z.object({
      id: z.string(),
      provider: z.string(),
      status: identityCheckStatusSchema,
      created_at: z.string(),
      completed_at: z.string().nullable(),
    }),
  ),
})
export type OrganizerVerificationData = z.infer<typeof organizerVerificationDataSchema>

const tags = ['organizer profiles']

const ownerOnly =
  ' Only an account that runs the profile may read or change it: any other account gets 404 `organizer_not_found`, as if it did not exist.'

/** The organizer-profiles endpoints, by contract name (decision 0020). */
export const organizerProfilesEndpoints = {
  organizerInfo: defineEndpoint({
    method: 'GET',
    path: '/crm/api/organizer/info',
    tags,
    summary: 'The acting organizer profile',
    description:
      'The back-office facts of the profile the account currently acts for. 403 `forbidden` when the account runs no organizer profile.',
    signedIn: true,
    response: organizerProfileSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  organizerList: defineEndpoint({
    method: 'GET',
    path: '/crm/api/organizer/list',
    tags,
    summary: 'The account’s organizer profiles',
    description: 'Every profile the account runs, oldest first, and which one it acts for.',
    signedIn: true,
    response: organizerProfileListSchema,
    errors: { 401: ['unauthorized'] },
  }),

  organizerView: defineEndpoint({
    method: 'GET',
    path: '/crm/api/organizer/view',
    tags,
    summary: 'One organizer profile',
    description: `One profile of the account.${ownerOnly}`,
    signedIn: true,
    query: organizerProfileQuerySchema,
    response: organizerProfileSchema,
    errors: { 401: ['unauthorized'], 404: ['organizer_not_found'] },
  }),

  organizerCreate: defineEndpoint({
    method: 'POST',
    path: '/crm/api/organizer/create',
    tags,
    summary: 'Create an organizer profile',
    description:
      'A new profile the account runs, unpublished until its owner publishes it; its slug comes from the name (transliterated, made unique). The first profile of an account becomes the one it acts for. 400 `validation_failed` names each bad field (country_id and city_id must exist, the city in the country; so must every one of language_ids, at most 20, from §7 dropdown/language).',
    signedIn: true,
    created: true,
    body: organizerProfileBodySchema,
    response: organizerProfileSchema,
    errors: { 401: ['unauthorized'], 404: ['organizer_not_found'] },
  }),

  organizerUpdate: defineEndpoint({
    method: 'POST',
    path: '/crm/api/organizer/update',
    tags,
    summary: 'Update an organizer profile',
    description: `Replaces the profile’s fields (language_ids absent or empty means none); the slug stays.${ownerOnly}`,
    signedIn: true,
    body: organizerProfileUpdateBodySchema,
    response: organizerProfileSchema,
    errors: { 401: ['unauthorized'], 404: ['organizer_not_found'] },
  }),

  organizerSetPublishedOnSite: defineEndpoint({
    method: 'POST',
    path: '/crm/api/organizer/set-published-on-site',
    tags,
    summary: 'Publish or unpublish an organizer profile',
    description: `An unpublished organizer’s page and tour pages answer 404 and its tours leave search, completion, facets and the sitemap at once; publishing shows them again. Only an approved profile (\`review\`) may be published: until its identity check passes or an operator approves it, publishing answers 409 \`organizer_review_pending\`.${ownerOnly}`,
    signedIn: true,
    body: organizerSetPublishedBodySchema,
    response: organizerProfileSchema,
    errors: {
      401: ['unauthorized'],
      404: ['organizer_not_found'],
      409: ['organizer_review_pending'],
    },
  }),

  organizerReview: defineEndpoint({
    method: 'POST',
    path: '/crm/api/organizer/review',
    tags,
    summary: 'Approve or refuse an organizer profile (operators)',
    description:
      'Ours, not §7, until an operator console exists: an admin session (§6 is_admin_auth) sets the profile’s internal check (§4: 1 approved, 2 refused). A first approval publishes the profile; a refusal takes it off the site whatever its identity check says. Any other account gets 403 `forbidden`; an unknown id 404 `organizer_not_found`.',
    signedIn: true,
    body: organizerReviewBodySchema,
    response: organizerProfileSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'], 404: ['organizer_not_found'] },
  }),

  organizerSetActing: defineEndpoint({
    method: 'POST',
    path: '/crm/api/organizer/set-acting',
    tags,
    summary: 'Act for another of the account’s profiles',
    description: `Sets the profile the account acts for (its bookings, chats and info).${ownerOnly}`,
    signedIn: true,
    body: organizerSetActingBodySchema,
    response: organizerProfileListSchema,
    errors: { 401: ['unauthorized'], 404: ['organizer_not_found'] },
  }),

  userGetVerificationAccessToken: defineEndpoint({
    method: 'GET',
    path: '/crm/api/user/get-verification-access-token',
    tags,
    summary: 'Start an identity check',
    description: `A one-time access token for the identity provider’s hosted check of a profile (orgId, by default the acting one); the profile’s identity check becomes 3 in progress until the provider’s signed callback settles it. 403 \`forbidden\` without a profile; 503 \`verification_unavailable\` when no provider is configured (IDENTITY_PROVIDER none; the sandbox is refused in production) or the provider does not answer. The url is the provider’s hosted check (Stripe Identity’s VerificationSession page, or the sandbox’s), which sends the browser back to the settings.${ownerOnly}`,
    signedIn: true,
    query: organizerVerificationQuerySchema,
    response: verificationAccessTokenSchema,
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['organizer_not_found'],
      503: ['verification_unavailable'],
    },
  }),

  userVerificationData: defineEndpoint({
    method: 'GET',
    path: '/crm/api/user/verification-data',
    tags,
    summary: 'A profile’s verification checks',
    description: `The profile’s §4 checks and its identity checks with the provider, newest first.${ownerOnly}`,
    signedIn: true,
    query: organizerVerificationDataQuerySchema,
    response: organizerVerificationDataSchema,
    errors: { 401: ['unauthorized'], 404: ['organizer_not_found'] },
  }),
}
