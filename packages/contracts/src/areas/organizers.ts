import { defineEndpoint } from '../endpoint.ts'
import { HUB_ORGANIZERS_DEFAULT_LIMIT, HUB_ORGANIZERS_MAX_LIMIT } from '../limits.ts'
import { pageSchema, recordIdSchema } from './common.ts'
import { z } from 'zod'

/** §3 operator type of an organizer (the search filter's `any` is no organizer's type). */
export const organizerOperatorTypeSchema = z.enum(['organization', 'author'])

/** §4 verification check state: 0 not performed, 1 success, 2 failed, 3 in progress. */
export const verificationCheckStateSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
])

/** The three §4 checks of an organizer, as states; only 1 (success) counts as verified. */
export const verificationStatesSchema = z.object({
  identity: verificationCheckStateSchema,
  documents: verificationCheckStateSchema,
  internal: verificationCheckStateSchema,
})
export type VerificationStates = z.infer<typeof verificationStatesSchema>

/** The organizer as a tour page and the hub show it; `url` is the §2 organizer page. */
export const organizerSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string().describe('§2 /tour-provider/{id}.'),
  avatar: z.string().nullable().describe('Image URL template with a `{size}` placeholder.'),
  operator_type: organizerOperatorTypeSchema,
  rating: z.number().nullable().describe('Average of the review ratings (1–5), 2 decimals.'),
  reviews_count: z.number().int().min(0),
  verification: verificationStatesSchema,
})
export type OrganizerSummary = z.infer<typeof organizerSummarySchema>

const namedSchema = z.object({ id: z.number().int(), name: z.string() })

/** §7 /crm/api/organizer/public-info (id). */
export const organizerIdQuerySchema = z.object({ id: recordIdSchema })

/** §7 organizer/public-info: the organizer page (§2 /tour-provider/{id}). */
export const organizerPublicInfoSchema = organizerSummarySchema.extend({
  slug: z.string(),
  description: z.string().describe('Sanitised HTML, in X-Language where written in it.'),
  country: namedSchema,
  city: namedSchema.nullable(),
  founded_year: z.number().int().nullable(),
  /** §3 organizer legal types: 1 natural person, 2 individual entrepreneur, 3 legal entity. */
  legal_type: z.object({
    id: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    label: z.string(),
  }),
  languages: z
    .array(namedSchema)
    .describe(
      'The languages the organizer guides in, named in X-Language and sorted by that name.',
    ),
  tours_count: z.number().int().min(0).describe('Tours on sale: their pages open (no §8 410).'),
  tour_ids: z
    .array(z.number().int())
    .describe(
      'Tours on sale, newest first: published, on request, unscheduled or with a date ahead.',
    ),
})
export type OrganizerPublicInfo = z.infer<typeof organizerPublicInfoSchema>

/** One §4 check with a label in the request's language; `is_verified` is state 1 (success). */
export const verificationCheckSchema = z.object({
  state: verificationCheckStateSchema,
  is_verified: z.boolean(),
  label: z.string(),
})

/** §7 organizer/verification-info; §8: when it cannot be fetched, clients treat all three as not verified. */
export const organizerVerificationInfoSchema = z.object({
  organizer_id: z.number().int(),
  identity: verificationCheckSchema,
  documents: verificationCheckSchema,
  internal: verificationCheckSchema,
})
export type OrganizerVerificationInfo = z.infer<typeof organizerVerificationInfoSchema>

/** §7 /spa/hub-organizer-page (page, limit, country_id). */
export const hubOrganizerPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(HUB_ORGANIZERS_MAX_LIMIT)
    .default(HUB_ORGANIZERS_DEFAULT_LIMIT),
  country_id: recordIdSchema.optional(),
})

/** An organizer on the §2 /tour-providers hub. */
export const hubOrganizerSchema = organizerSummarySchema.extend({
  country: namedSchema,
  city: namedSchema.nullable(),
  tours_count: z.number().int().min(0),
})
export type HubOrganizer = z.infer<typeof hubOrganizerSchema>

/** A country the hub can be filtered by: one with published organizers, and how many. */
export const hubOrganizerCountrySchema = namedSchema.extend({
  organizers_count: z.number().int().min(1),
})
export type HubOrganizerCountry = z.infer<typeof hubOrganizerCountrySchema>

/** Best rated first (unrated last), then most reviewed; `countries` is the filter's choices. */
export const hubOrganizerPageSchema = pageSchema(hubOrganizerSchema).extend({
  countries: z
    .array(hubOrganizerCountrySchema)
    .describe('Every country with published organizers, by name, whatever country_id is.'),
})
export type HubOrganizerPage = z.infer<typeof hubOrganizerPageSchema>

const tags = ['organizers']

/** The organizers endpoints, by contract name (decision 0020). */
export const organizersEndpoints = {
  hubOrganizerPage: defineEndpoint({
    method: 'GET',
    path: '/spa/hub-organizer-page',
    tags,
    summary: 'Organizer hub page',
    description:
      'Published organizers, best rated first (unrated last), then most reviewed; optionally of one country. limit defaults to 20 (at most 100), page to 1. `countries` lists every country with published organizers, for the filter.',
    query: hubOrganizerPageQuerySchema,
    response: hubOrganizerPageSchema,
  }),

  organizerPublicInfo: defineEndpoint({
    method: 'GET',
    path: '/crm/api/organizer/public-info',
    tags,
    summary: 'Organizer page',
    description:
      'Facts of a published organizer, its rating from reviews of its published tours, and the ids of those tours. 404 when unknown or unpublished.',
    query: organizerIdQuerySchema,
    response: organizerPublicInfoSchema,
    errors: { 404: ['organizer_not_found'] },
  }),

  organizerVerificationInfo: defineEndpoint({
    method: 'GET',
    path: '/crm/api/organizer/verification-info',
    tags,
    summary: 'Organizer verification checks',
    description:
      'The §4 identity, documents and internal checks with their states (0 not performed, 1 success, 2 failed, 3 in progress) and labels; only state 1 is verified. 404 when unknown or unpublished.',
    query: organizerIdQuerySchema,
    response: organizerVerificationInfoSchema,
    errors: { 404: ['organizer_not_found'] },
  }),
}
