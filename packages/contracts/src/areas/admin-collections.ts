import { defineEndpoint } from '../endpoint.ts'
import { bodyRecordId } from './bookings.ts'
import { captchaRequiredBodySchema, recordIdSchema } from './common.ts'
import { z } from 'zod'

// Issue 43 item 5: collections in the operator console. Content editors and admins change a
// collection's name, description and cover (one of its tours' photos) and its tours: add one by
// number or name, remove one, move one up or down. The order is what the collection's page lists
// by default (tour_collections.position); every change shows on the storefront at once.

const tags = ['operator console']
const required = { error: 'Required field.' }
const refused =
  ' 403 `forbidden` for anyone but staff signed in as staff with the admin or content role.'

const line = (max: number) =>
  z
    .string(required)
    .trim()
    .max(max, { error: `Maximum ${max} characters.` })

export const adminCollectionRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  tours: z.number().int().min(0).describe('How many tours it holds, listed or not.'),
  url: z.string().describe('Its storefront path.'),
  published: z.boolean().describe('false: hidden, its page answers 404 and nothing links to it.'),
})

/** GET admin/collections: every collection, in the storefront's order. */
export const adminCollectionsSchema = z.object({ data: z.array(adminCollectionRowSchema) })
export type AdminCollections = z.infer<typeof adminCollectionsSchema>

export const adminCollectionTourSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  listed: z.boolean().describe('Published and found by search, so its page shows it.'),
})

export const adminCollectionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_ru: z.string(),
  description: z.string(),
  description_ru: z.string(),
  cover: z.string().nullable().describe('The cover’s image key.'),
  covers: z
    .array(z.object({ key: z.string(), image: z.string(), tour_id: z.number().int() }))
    .describe(
      'The photos a cover may be chosen from: its first 24 tours’ covers (image: a URL template).',
    ),
  tours: z.array(adminCollectionTourSchema).describe('Its tours in the collection page’s order.'),
  found: z
    .array(adminCollectionTourSchema)
    .describe('With `find`: tours not in it whose number or title matches, to add (at most 20).'),
  url: z.string(),
  published: z.boolean().describe('false: hidden, its page answers 404 and nothing links to it.'),
})
export type AdminCollection = z.infer<typeof adminCollectionSchema>

export const adminCollectionSaveBodySchema = z.object({
  id: bodyRecordId(),
  name: line(200).min(1, required),
  name_ru: line(200).min(1, required),
  description: line(5_000).default(''),
  description_ru: line(5_000).default(''),
  cover: z
    .string()
    .trim()
    .max(300)
    .nullable()
    .default(null)
    .describe('One of `covers`’ keys or the current cover; null keeps the current one.'),
})

export const adminCollectionTourMoves = ['add', 'remove', 'up', 'down', 'top'] as const

export const adminCollectionToursBodySchema = z.object({
  id: bodyRecordId(),
  tour_id: bodyRecordId(),
  move: z.enum(adminCollectionTourMoves, { error: 'One of add, remove, up, down, top.' }),
})

export const adminCollectionPublishBodySchema = z.object({
  id: bodyRecordId(),
  published: z.boolean({ error: 'true or false.' }),
})

const writeErrors = {
  400: ['validation_failed'],
  401: ['unauthorized'],
  403: ['forbidden'],
  404: ['collection_not_found'],
  429: ['captcha_required'],
} as const

export const adminCollectionsEndpoints = {
  adminCollections: defineEndpoint({
    method: 'GET',
    tags,
    path: '/crm/api/admin/collections',
    summary: 'Collections (console)',
    description: `Every collection with how many tours it holds.${refused}`,
    signedIn: true,
    response: adminCollectionsSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  adminCollection: defineEndpoint({
    method: 'GET',
    tags,
    path: '/crm/api/admin/collection',
    summary: 'A collection to edit (console)',
    description: `Its texts, cover, the photos to choose one from and its tours in order; with \`find\`, the tours to add.${refused}`,
    signedIn: true,
    query: z.object({
      id: recordIdSchema,
      find: z.string().trim().max(100).default('').describe('A tour number or words of a title.'),
    }),
    response: adminCollectionSchema,
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['collection_not_found'],
    },
  }),

  adminCollectionSave: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/admin/collection/save',
    summary: 'Edit a collection’s texts and cover (console)',
    description: `Shown on its page at once. Audited with the fields changed. 400 naming \`cover\` for a photo none of its tours has.${refused}`,
    signedIn: true,
    body: adminCollectionSaveBodySchema,
    response: adminCollectionSchema,
    errors: writeErrors,
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  adminCollectionTours: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/admin/collection/tours',
    summary: 'Add, remove or move a collection’s tour (console)',
    description: `add puts the tour last; remove takes it out; up, down and top move it, and the collection page lists in that order at once. Audited with the order before and after. 400 naming \`tour_id\` for an unknown tour, one already in it (add) or not in it.${refused}`,
    signedIn: true,
    body: adminCollectionToursBodySchema,
    response: adminCollectionSchema,
    errors: writeErrors,
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  adminCollectionPublish: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/admin/collection/publish',
    summary: 'Publish or hide a collection (console)',
    description: `A hidden collection’s page answers 404 at once and it leaves the collection lists, its tours’ pages and the sitemap; published, it is back. Audited.${refused}`,
    signedIn: true,
    body: adminCollectionPublishBodySchema,
    response: adminCollectionSchema,
    errors: writeErrors,
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
