import { defineEndpoint } from '../endpoint.ts'
import { bodyRecordId } from './bookings.ts'
import { captchaRequiredBodySchema, recordIdSchema } from './common.ts'
import { z } from 'zod'

// Issue 43 item 5: destinations in the operator console. A destination is a country: its search
// landing page (/{slug}) and its card on /destinations. Content editors and admins change its
// description in English and Russian and its cover (one of its tours' photos); the storefront shows
// the change at once.

const tags = ['operator console']
const refused =
  ' 403 `forbidden` for anyone but staff signed in as staff with the admin or content role.'

const text = (max: number) =>
  z
    .string({ error: 'Required field.' })
    .trim()
    .max(max, { error: `Maximum ${max} characters.` })

export const adminDestinationRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  world_part: z.string(),
  tours: z.number().int().min(0).describe('How many tours visit it, listed or not.'),
  url: z.string().describe('Its storefront path.'),
})

/** GET admin/destinations: every country, by world part and name. */
export const adminDestinationsSchema = z.object({ data: z.array(adminDestinationRowSchema) })
export type AdminDestinations = z.infer<typeof adminDestinationsSchema>

export const adminDestinationSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_ru: z.string(),
  description: z.string(),
  description_ru: z.string(),
  cover: z.string().nullable().describe('The cover’s image key.'),
  covers: z
    .array(z.object({ key: z.string(), image: z.string(), tour_id: z.number().int() }))
    .describe('The photos a cover may be chosen from: the covers of 24 of its tours.'),
  url: z.string(),
})
export type AdminDestination = z.infer<typeof adminDestinationSchema>

export const adminDestinationSaveBodySchema = z.object({
  id: bodyRecordId(),
  description: text(5_000).default(''),
  description_ru: text(5_000).default(''),
  cover: z
    .string()
    .trim()
    .max(300)
    .nullable()
    .default(null)
    .describe('One of `covers`’ keys or the current cover; null keeps the current one.'),
})

export const adminDestinationsEndpoints = {
  adminDestinations: defineEndpoint({
    method: 'GET',
    tags,
    path: '/crm/api/admin/destinations',
    summary: 'Destinations (console)',
    description: `Every country with how many tours visit it.${refused}`,
    signedIn: true,
    response: adminDestinationsSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  adminDestination: defineEndpoint({
    method: 'GET',
    tags,
    path: '/crm/api/admin/destination',
    summary: 'A destination to edit (console)',
    description: `Its texts, cover and the photos to choose one from.${refused}`,
    signedIn: true,
    query: z.object({ id: recordIdSchema }),
    response: adminDestinationSchema,
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['not_found'],
    },
  }),

  adminDestinationSave: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/admin/destination/save',
    summary: 'Edit a destination’s texts and cover (console)',
    description: `Shown on its page and on /destinations at once. Audited with the fields changed. 400 naming \`cover\` for a photo none of its tours has.${refused}`,
    signedIn: true,
    body: adminDestinationSaveBodySchema,
    response: adminDestinationSchema,
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['not_found'],
      429: ['captcha_required'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
