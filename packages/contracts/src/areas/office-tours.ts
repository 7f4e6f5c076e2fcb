import { defineEndpoint } from '../endpoint.ts'
import {
  cancellationPolicySchema,
  captchaRequiredBodySchema,
  errorBodySchema,
  mediaItemSchema,
  recordIdSchema,
} from './common.ts'
import { officeExtraCostsBodySchema, officeExtraCostsSchema } from './all-in-cost.ts'
import { tourCitySchema } from './tours.ts'
import { uploadStatuses } from './uploads.ts'
import { accommodationKinds, comfortLevels } from '@tourmarket/domain/enums'
import { officeTourStatuses, tourReadinessCodes } from '@tourmarket/domain/office'
import { z } from 'zod'

// Issue 40: the organizer office's tours: the list, the editor's view of one tour, creating,
// editing, publishing, and the tour's photos. Every call acts for the organizer the account acts
// for (office/context) and refuses another organizer's tour with 403 `forbidden`.

const tags = ['organizer office']

const id = z.number().int()
const count = z.number().int().min(0)
const calendarDate = z.string().describe('A calendar date, yyyy-MM-dd, in the tour local time.')
const instant = z.string().describe('An ISO 8601 instant.')

/** The editor's text bounds (characters). */
export const OFFICE_TOUR_TITLE_MAX_LENGTH = 150
export const OFFICE_TOUR_SUMMARY_MAX_LENGTH = 500
export const OFFICE_TOUR_DESCRIPTION_MAX_LENGTH = 60_000
export const OFFICE_TOUR_DAYS_MAX = 90
export const OFFICE_TOUR_ROUTE_MAX = 40
export const OFFICE_TOUR_LIST_ITEM_MAX_LENGTH = 300
export const OFFICE_TOUR_LIST_ITEMS_MAX = 40
export const OFFICE_TOUR_PHOTOS_MAX = 40
export const OFFICE_TOUR_QUESTION_MAX_LENGTH = 2000
export const OFFICE_TOUR_MEETING_POINT_MAX_LENGTH = 500

/** The editor's kinds of tour: §3 type 1 tour, 2 excursion; a cruise is a tour with a ship. */
export const officeTourKinds = ['tour', 'excursion', 'cruise'] as const
export type OfficeTourKind = (typeof officeTourKinds)[number]

export const cruiseTypes = ['river', 'sea', 'ocean'] as const

const status = z.enum(officeTourStatuses)

// §5's texts ('Required field.', 'Maximum {length} characters.', 'Minimum {min}.', 'Incorrect
// value' for a wrong type) come from the API's validation (platform/http/request-validation.ts).
const requiredText = (max: number) => z.string().trim().min(1).max(max)
const optionalText = (max: number) => z.string().trim().max(max)
const wholeNumber = (min: number, max: number) => z.number().int().min(min).max(max)
const textList = z
  .array(requiredText(OFFICE_TOUR_LIST_ITEM_MAX_LENGTH))
  .max(OFFICE_TOUR_LIST_ITEMS_MAX, {
    error: `At most ${String(OFFICE_TOUR_LIST_ITEMS_MAX)} items.`,
  })
const recordId = wholeNumber(1, 2_147_483_647)

/** One thing a tour lacks to be published: a stable code, the editor field to fix, words. */
export const tourReadinessGapSchema = z.object({
  code: z.enum(tourReadinessCodes),
  field: z
    .string()
    .describe(
      'The editor field to fix: photos, title, title_ru, description, description_ru, dates, start_city_id, days.',
    ),
  message: z.string().describe('What to do, in the request’s language.'),
})
export type TourReadinessGapBody = z.infer<typeof tourReadinessGapSchema>

/** Whether the tour may be published now, and what it lacks if not. */
export const tourReadinessSchema = z.object({
  publishable: z.boolean(),
  missing: z.array(tourReadinessGapSchema),
})
export type TourReadiness = z.infer<typeof tourReadinessSchema>

/** set-status's 409 body: the §8 error, and with `tour_not_publishable` the list of what is missing. */
export const tourNotPublishableBodySchema = errorBodySchema.extend({
  missing: z
    .array(tourReadinessGapSchema)
    .optional()
    .describe('With `tour_not_publishable`: what the tour lacks, in the order to fix it.'),
})
export type TourNotPublishableBody = z.infer<typeof tourNotPublishableBodySchema>

/** GET office/tour/list's query. */
export const officeTourListQuerySchema = z.object({
  status: status.optional().describe('Only tours in this status; all when absent.'),
  q: z.string().trim().max(100).optional().describe('Words of the title (English or Russian).'),
})

/** A row of the office's tour list. */
export const officeTourListItemSchema = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  url: z.string().describe('The tour’s address on the storefront (shown only when published).'),
  status,
  type: z.enum(officeTourKinds),
  cover: mediaItemSchema.nullable().describe('Null until a cover photo is chosen.'),
  next_date: calendarDate.nullable().describe('The next date that has not started.'),
  dates_count: count.describe('Dates that have not started.'),
  bookings_count: count.describe('Bookings of any status, on any date.'),
  rating: z.object({ average: z.number().nullable(), count }),
  updated_at: instant,
})
export type OfficeTourListItem = z.infer<typeof officeTourListItemSchema>

export const officeTourListSchema = z.object({
  data: z.array(officeTourListItemSchema).describe('Most recently changed first.'),
})

/** A photo of the tour's gallery, in order. `media_id` names it in photos and program days. */
export const officeTourPhotoSchema = z.object({
  media_id: id,
  image: z.string().describe('Image URL template with a `{size}` placeholder, e.g. `370x244`.'),
  alt: z.string(),
  alt_ru: z.string(),
  is_cover: z.boolean(),
  status: z
    .enum(uploadStatuses)
    .describe('An uploaded image is `processing` for a few seconds, then `ready` (or `failed`).'),
})
export type OfficeTourPhoto = z.infer<typeof officeTourPhotoSchema>

/** A day of the tour's program as the editor shows it. */
export const officeTourProgramDaySchema = z.object({
  day_number: z.number().int().min(1),
  title: z.string(),
  title_ru: z.string(),
  text: z.string().describe('Sanitised HTML.'),
  text_ru: z.string().describe('Sanitised HTML.'),
  photo: z
    .object({
      media_id: id.nullable().describe('The gallery photo it shows; null once that was removed.'),
      image: z.string(),
    })
    .nullable(),
})

/** A question about the tour: a tourist's (answered or not) or one the organizer added. */
export const officeTourQuestionSchema = z.object({
  id,
  author_name: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  created_at: instant,
  answered_at: instant.nullable(),
})

/** GET office/tour/view: everything the tour editor shows and edits. */
export const officeTourSchema = z.object({
  id,
  slug: z.string(),
  url: z.string(),
  status,
  status_moves: z.array(status).describe('The statuses set-status accepts from this one.'),
  title: z.string(),
  title_ru: z.string(),
  summary: z.string(),
  summary_ru: z.string(),
  description: z.string().describe('Sanitised HTML.'),
  description_ru: z.string().describe('Sanitised HTML.'),
  type: z.enum(officeTourKinds),
  cruise: z
    .object({
      cruise_type: z.enum(cruiseTypes).nullable(),
      ship_id: id.nullable(),
      water_object_id: id.nullable(),
      is_returning: z.boolean(),
    })
    .nullable()
    .describe('Null unless the type is cruise.'),
  start_city: tourCitySchema,
  route: z
    .array(tourCitySchema)
    .describe('The cities visited, in order; the countries and regions are theirs.'),
  days: z.number().int().min(1),
  program: z.array(officeTourProgramDaySchema).describe('The default program’s days, in order.'),
  photos: z.array(officeTourPhotoSchema).describe('The gallery, in order.'),
  language_ids: z.array(id),
  group_size: z.object({ min: z.number().int(), max: z.number().int() }),
  min_age: z.number().int().min(0),
  difficulty: z.number().int().min(1).max(4),
  comfort: z.enum(comfortLevels),
  accommodation: z.array(z.enum(accommodationKinds)),
  rest_kind_ids: z.array(id),
  included: z.array(z.string()),
  included_ru: z.array(z.string()),
  not_included: z.array(z.string()),
  not_included_ru: z.array(z.string()),
  extra_costs: officeExtraCostsSchema.describe(
    'Issue 44 item 5: the organizer’s own figures per traveller for what the price leaves out; the storefront estimates each one left null.',
  ),
  know_before_you_go: z.array(z.string()),
  know_before_you_go_ru: z.array(z.string()),
  accessibility: z.array(z.string()),
  accessibility_ru: z.array(z.string()),
  questions: z.array(officeTourQuestionSchema).describe('Newest first.'),
  meeting_point: z.object({
    text: z.string(),
    text_ru: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  is_on_request: z
    .boolean()
    .describe('Sold on request (the organizer confirms each booking) rather than instantly.'),
  cancellation_policy: cancellationPolicySchema
    .nullable()
    .describe('The tour’s own policy; null = the organizer’s (organizer_cancellation_policy).'),
  organizer_cancellation_policy: cancellationPolicySchema,
  readiness: tourReadinessSchema,
  updated_at: instant,
})
export type OfficeTour = z.infer<typeof officeTourSchema>

/** GET office/tour/options: the choices the editor's fields offer, labelled in the request's language. */
export const officeTourOptionsSchema = z.object({
  languages: z.array(z.object({ id, code: z.string(), name: z.string() })),
  rest_kinds: z.array(z.object({ id, slug: z.string(), name: z.string() })),
  comfort: z.array(z.object({ id: z.enum(comfortLevels), label: z.string() })),
  accommodation: z.array(z.object({ id: z.enum(accommodationKinds), label: z.string() })),
  difficulty: z.array(z.object({ id: z.number().int().min(1).max(4), label: z.string() })),
  ships: z.array(z.object({ id, name: z.string() })),
  water_objects: z.array(
    z.object({ id, name: z.string(), kind: z.enum(['river', 'lake', 'sea']) }),
  ),
  offered_locales: z
    .array(z.enum(['en-US', 'ru']))
    .describe('The languages the site offers: a tour needs its title and description in each.'),
})
export type OfficeTourOptions = z.infer<typeof officeTourOptionsSchema>

/** A query naming one of the organizer's tours. */
export const officeTourIdQuerySchema = z.object({ id: recordIdSchema })

/** POST office/tour/create: a draft from the least a tour needs. */
export const officeTourCreateBodySchema = z.object({
  title: requiredText(OFFICE_TOUR_TITLE_MAX_LENGTH).describe('The English title.'),
  title_ru: optionalText(OFFICE_TOUR_TITLE_MAX_LENGTH).optional(),
  type: z.enum(officeTourKinds, { error: 'Choose tour, excursion or cruise.' }),
  start_city_id: recordId.describe('From /spa/cities-by-query.'),
})
export type OfficeTourCreateBody = z.infer<typeof officeTourCreateBodySchema>

/** A program day as update sends it; days are numbered by their order. */
export const officeTourProgramDayBodySchema = z.object({
  title: requiredText(OFFICE_TOUR_TITLE_MAX_LENGTH),
  title_ru: optionalText(OFFICE_TOUR_TITLE_MAX_LENGTH).default(''),
  text: optionalText(OFFICE_TOUR_DESCRIPTION_MAX_LENGTH).default('').describe('HTML; sanitised.'),
  text_ru: optionalText(OFFICE_TOUR_DESCRIPTION_MAX_LENGTH)
    .default('')
    .describe('HTML; sanitised.'),
  photo_media_id: recordId
    .nullable()
    .optional()
    .describe(
      'A photo of the tour’s gallery (photos[].media_id), null for none; absent keeps the photo this day number shows now.',
    ),
})

/** A question as update sends it: answer an existing one, remove it, or add the organizer's own. */
export const officeTourQuestionBodySchema = z.union([
  z.object({
    id: recordId,
    answer: optionalText(OFFICE_TOUR_QUESTION_MAX_LENGTH)
      .nullable()
      .describe('The answer; empty or null leaves the question unanswered.'),
    remove: z.boolean().default(false),
  }),
  z.object({
    question: requiredText(OFFICE_TOUR_QUESTION_MAX_LENGTH),
    answer: requiredText(OFFICE_TOUR_QUESTION_MAX_LENGTH),
  }),
])

/**
 * POST office/tour/update: any of the editor's fields (absent ones stay as they are). Lists
 * (route, program, languages, rest kinds, included…) are replaced whole; `questions` lists only
 * the questions to change or add.
 */
export const officeTourUpdateBodySchema = z.object({
  id: recordId,
  title: requiredText(OFFICE_TOUR_TITLE_MAX_LENGTH).optional(),
  title_ru: optionalText(OFFICE_TOUR_TITLE_MAX_LENGTH).optional(),
  summary: optionalText(OFFICE_TOUR_SUMMARY_MAX_LENGTH).optional(),
  summary_ru: optionalText(OFFICE_TOUR_SUMMARY_MAX_LENGTH).optional(),
  description: optionalText(OFFICE_TOUR_DESCRIPTION_MAX_LENGTH)
    .optional()
    .describe('HTML; sanitised (what the site allows is kept, the rest removed).'),
  description_ru: optionalText(OFFICE_TOUR_DESCRIPTION_MAX_LENGTH).optional(),
  type: z.enum(officeTourKinds, { error: 'Choose tour, excursion or cruise.' }).optional(),
  cruise: z
    .object({
      cruise_type: z.enum(cruiseTypes).nullable().default(null),
      ship_id: recordId.nullable().default(null),
      water_object_id: recordId.nullable().default(null),
      is_returning: z.boolean().default(false),
    })
    .optional()
    .describe('Only for a cruise.'),
  start_city_id: recordId.optional(),
  route_city_ids: z
    .array(recordId)
    .max(OFFICE_TOUR_ROUTE_MAX, { error: `At most ${String(OFFICE_TOUR_ROUTE_MAX)} cities.` })
    .optional()
    .describe('The cities visited, in order (usually starting with the start city).'),
  days: wholeNumber(1, OFFICE_TOUR_DAYS_MAX).optional(),
  program: z
    .array(officeTourProgramDayBodySchema)
    .max(OFFICE_TOUR_DAYS_MAX, { error: `At most ${String(OFFICE_TOUR_DAYS_MAX)} days.` })
    .optional()
    .describe('The default program’s days in order; at most `days` of them.'),
  language_ids: z.array(recordId).max(20).optional(),
  group_size: z
    .object({ min: wholeNumber(1, 10_000), max: wholeNumber(1, 10_000) })
    .optional()
    .describe('max ≥ min.'),
  min_age: wholeNumber(0, 99).optional(),
  difficulty: wholeNumber(1, 4).optional(),
  comfort: z.enum(comfortLevels).optional(),
  accommodation: z.array(z.enum(accommodationKinds)).max(accommodationKinds.length).optional(),
  rest_kind_ids: z.array(recordId).max(20).optional(),
  included: textList.optional(),
  included_ru: textList.optional(),
  not_included: textList.optional(),
  not_included_ru: textList.optional(),
  extra_costs: officeExtraCostsBodySchema
    .optional()
    .describe(
      'Minor units of the view’s extra_costs.currency, null to let the storefront estimate; all four replaced together.',
    ),
  know_before_you_go: textList.optional(),
  know_before_you_go_ru: textList.optional(),
  accessibility: textList.optional(),
  accessibility_ru: textList.optional(),
  questions: z.array(officeTourQuestionBodySchema).max(50).optional(),
  meeting_point: z
    .object({
      text: optionalText(OFFICE_TOUR_MEETING_POINT_MAX_LENGTH).default(''),
      text_ru: optionalText(OFFICE_TOUR_MEETING_POINT_MAX_LENGTH).default(''),
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    })
    .optional(),
  is_on_request: z.boolean().optional(),
  cancellation_policy: cancellationPolicySchema
    .nullable()
    .optional()
    .describe('null: the organizer’s policy applies.'),
})
export type OfficeTourUpdateBody = z.infer<typeof officeTourUpdateBodySchema>

/** POST office/tour/set-status. */
export const officeTourSetStatusBodySchema = z.object({
  id: recordId,
  status: z.enum(officeTourStatuses, { error: 'Choose draft, published, hidden or archived.' }),
})

/** POST office/tour/photo-upload's text fields (the image itself is the multipart part `image`). */
export const officeTourPhotoUploadFieldsSchema = z.object({ id: recordIdSchema })

/** POST office/tour/photo-upload's answer: the new photo, last in the gallery. */
export const officeTourPhotoUploadSchema = officeTourPhotoSchema

/** POST office/tour/photos: the gallery as it should be; photos left out are removed. */
export const officeTourPhotosBodySchema = z.object({
  id: recordId,
  photos: z
    .array(
      z.object({
        media_id: recordId,
        alt: optionalText(300).default(''),
        alt_ru: optionalText(300).default(''),
      }),
    )
    .max(OFFICE_TOUR_PHOTOS_MAX, { error: `At most ${String(OFFICE_TOUR_PHOTOS_MAX)} photos.` }),
  cover_media_id: recordId
    .nullable()
    .describe('One of `photos`; null takes the first (none when the gallery is empty).'),
})

const notActing = ' 403 `forbidden` when the account acts for no organizer, or for another tour’s.'
const writeNote =
  ' Every change is written to the tour’s audit trail and reaches search, completion and the tour page at once. 300 changes an hour per account.'
const writeErrors = {
  400: ['validation_failed'],
  401: ['unauthorized'],
  403: ['forbidden'],
  404: ['tour_not_found'],
  429: ['captcha_required'],
} as const

/** The office's tour endpoints, by contract name (decision 0020). */
export const officeToursEndpoints = {
  officeTourList: defineEndpoint({
    method: 'GET',
    path: '/crm/api/office/tour/list',
    tags,
    summary: 'The organizer’s tours',
    description: `Every tour of the organizer the account acts for, in any status (or one), optionally matching words of the title.${notActing}`,
    query: officeTourListQuerySchema,
    signedIn: true,
    response: officeTourListSchema,
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  officeTourOptions: defineEndpoint({
    method: 'GET',
    path: '/crm/api/office/tour/options',
    tags,
    summary: 'The tour editor’s choices',
    description: `Languages, rest kinds, comfort, accommodation and difficulty labels, ships and water objects, and the languages the site offers. Cities come from /spa/cities-by-query.${notActing}`,
    signedIn: true,
    response: officeTourOptionsSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  officeTourView: defineEndpoint({
    method: 'GET',
    path: '/crm/api/office/tour/view',
    tags,
    summary: 'A tour in the editor',
    description: `Every field the tour editor shows, the statuses it may move to, and what it lacks to be published.${notActing} 404 \`tour_not_found\`.`,
    query: officeTourIdQuerySchema,
    signedIn: true,
    response: officeTourSchema,
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['tour_not_found'],
    },
  }),

  officeTourCreate: defineEndpoint({
    method: 'POST',
    path: '/crm/api/office/tour/create',
    tags,
    summary: 'Create a draft tour',
    description: `A draft (not shown on the site) with the title, type and start city; the rest is filled in with update. Its slug is the title’s words and its id.${notActing}${writeNote}`,
    body: officeTourCreateBodySchema,
    signedIn: true,
    response: officeTourSchema,
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['forbidden'],
      429: ['captcha_required'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  officeTourUpdate: defineEndpoint({
    method: 'POST',
    path: '/crm/api/office/tour/update',
    tags,
    summary: 'Edit a tour',
    description: `Changes the fields sent. 400 \`validation_failed\` names each bad field (\`title\`, \`days\`, \`program.2.title\`, \`cancellation_policy.tiers.1.refund_percent\`…). A new title gives a new slug; for a tour that may have been shown (not a draft) the old slug keeps redirecting to the new one.${notActing} 404 \`tour_not_found\`.${writeNote}`,
    body: officeTourUpdateBodySchema,
    signedIn: true,
    response: officeTourSchema,
    errors: writeErrors,
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  officeTourSetStatus: defineEndpoint({
    method: 'POST',
    path: '/crm/api/office/tour/set-status',
    tags,
    summary: 'Publish, hide or archive a tour',
    description: `Moves a tour: draft → published or archived; published → hidden or archived; hidden → published or archived; archived → hidden (the view’s status_moves). Another move is 409 \`tour_status_not_allowed\`. Publishing a tour that lacks something is 409 \`tour_not_publishable\` with \`missing\`: each gap’s code, field and message.${notActing} 404 \`tour_not_found\`.${writeNote}`,
    body: officeTourSetStatusBodySchema,
    signedIn: true,
    response: officeTourSchema,
    errors: { ...writeErrors, 409: ['tour_not_publishable', 'tour_status_not_allowed'] },
    errorBodies: { 409: tourNotPublishableBodySchema, 429: captchaRequiredBodySchema },
  }),

  officeTourPhotoUpload: defineEndpoint({
    method: 'POST',
    path: '/crm/api/office/tour/photo-upload',
    tags,
    multipart: true,
    summary: 'Add a photo to a tour',
    description: `A \`multipart/form-data\` body with the field \`id\` (the tour) first and the part \`image\` (JPEG, PNG, WebP, GIF or AVIF, at most 15 MB, read from the bytes; anything else 415 \`unsupported_media_type\`, larger 413 \`body_too_large\`). The photo joins the end of the gallery at once; it is re-encoded (upright, without metadata) and \`processing\` for a few seconds, then \`ready\`. Alt texts, order and cover are set with photos; a program day shows one by its media_id.${notActing} 404 \`tour_not_found\`. 60 uploads an hour per account.`,
    signedIn: true,
    response: officeTourPhotoUploadSchema,
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['tour_not_found'],
      413: ['body_too_large'],
      415: ['unsupported_media_type'],
      429: ['captcha_required'],
      503: ['media_busy'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  officeTourPhotos: defineEndpoint({
    method: 'POST',
    path: '/crm/api/office/tour/photos',
    tags,
    summary: 'Order, describe, choose the cover of and remove a tour’s photos',
    description: `The gallery as it should be: its photos in order with their alt texts, and the cover. A photo left out is removed; a media_id that is not one of the tour’s photos is 400 naming it (\`photos.1.media_id\`).${notActing} 404 \`tour_not_found\`.${writeNote}`,
    body: officeTourPhotosBodySchema,
    signedIn: true,
    response: officeTourSchema,
    errors: writeErrors,
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
