import { defineEndpoint } from '../endpoint.ts'
import {
  COMPLAINT_TEXT_MAX_LENGTH,
  COMPLAINT_TEXT_MIN_LENGTH,
  ORGANIZER_REVIEWS_DEFAULT_LIMIT,
  REVIEWS_MAX_LIMIT,
  TOUR_PAGE_QUESTIONS_LIMIT,
  TOUR_REVIEWS_DEFAULT_LIMIT,
} from '../limits.ts'
import {
  breadcrumbSchema,
  cancellationPolicySchema,
  departureGuaranteeSchema,
  mediaItemSchema,
  moneySchema,
  pageSchema,
  queryFlagSchema,
  recordIdSchema,
} from './common.ts'
import { extraCostTermsSchema } from './all-in-cost.ts'
import { organizerSummarySchema } from './organizers.ts'
import { accommodationKinds, comfortLevels, discountKinds } from '@tourmarket/domain/enums'
import { reviewSorts, writtenLanguages } from '@tourmarket/domain/reviews'
import { z } from 'zod'

const id = z.number().int()
const count = z.number().int().min(0)
const calendarDate = z.string().describe('A calendar date, yyyy-MM-dd, in the tour local time.')
const namedSchema = z.object({ id, name: z.string() })

/** A place on the map: coordinates in degrees. */
export const tourCitySchema = z.object({
  id,
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  region: namedSchema.nullable(),
  country: namedSchema,
})
export type TourCity = z.infer<typeof tourCitySchema>

/**
 * §3 tour date, with exactly its field names. Amounts are integer minor units of `currency`, the
 * request's X-Currency. `original_price` and `price_without_discount` are both the organizer's
 * price before any discount; `prepayment_size` is a percent for type 1 and an amount for type 2;
 * `prepayment_amount` (added) is what one tourist pays when booking.
 */
export const tourDateSchema = z.object({
  id,
  duration: z.number().int().min(1).describe('Days.'),
  tour_id: id,
  start: calendarDate,
  end: calendarDate,
  currency: z.string().length(3),
  price: z.number().int().describe('Price per tourist today, after the applied discount.'),
  original_price: z.number().int(),
  price_without_discount: z.number().int(),
  is_busy: z.boolean().describe('Closed by the organizer or no free seat.'),
  flight_included: z.boolean(),
  not_guaranteed: z.boolean().describe('Runs only once enough tourists book.'),
  is_discount_auto: z.boolean(),
  prepayment_type: z.object({
    id: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    name: z.string(),
  }),
  full_payment_days: z.number().int().min(0),
  prepayment_size: z.number().int().min(0),
  prepayment_amount: z.number().int().min(0),
  number_of_seats: count,
  number_of_free_seats: count,
  is_cashback_available: z.boolean(),
  is_discount_exist: z.boolean(),
  discount: z
    .object({ kind: z.enum(discountKinds), percent: z.number().int().min(1).max(100) })
    .nullable(),
  departure_guarantee: departureGuaranteeSchema,
})
export type TourDate = z.infer<typeof tourDateSchema>

const writtenLanguage = z
  .enum(writtenLanguages)
  .describe('What the text is written in: en or ru (issue 42), told from its alphabet.')

/** A review with its photos and the tour it is about. */
export const reviewSchema = z.object({
  id,
  author_name: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  language: writtenLanguage,
  trip_date: calendarDate.nullable(),
  organizer_reply: z
    .string()
    .nullable()
    .describe('The organizer’s one public reply: plain text, line breaks as `\\n`.'),
  organizer_replied_at: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe('When the reply was posted or last edited; null for none, or an imported one.'),
  created_at: z.iso.datetime({ offset: true }),
  images: z.array(mediaItemSchema),
  tour: z.object({ id, slug: z.string(), url: z.string(), title: z.string() }),
})
export type Review = z.infer<typeof reviewSchema>

/** Ratings of reviews: average (2 decimals, null without reviews), count, and count per §9 rating 1–5. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count,
  distribution: z.array(z.object({ rating: z.number().int().min(1).max(5), count })).length(5),
})
export type RatingSummary = z.infer<typeof ratingSummarySchema>

/** How many reviews are written in each language, the visitor's (X-Language) first. */
export const reviewLanguagesSchema = z
  .array(z.object({ language: writtenLanguage, count }))
  .describe('Languages with at least one review, the request’s language (X-Language) first.')
export type ReviewLanguages = z.infer<typeof reviewLanguagesSchema>

/** A page of reviews and the summary of all of them. */
export const reviewsPageSchema = pageSchema(reviewSchema).extend({
  summary: ratingSummarySchema.describe('Of every review, whatever the language filter.'),
  languages: reviewLanguagesSchema,
})
export type ReviewsPage = z.infer<typeof reviewsPageSchema>

/** A question a tourist asked about a tour; `answer` is null until the organizer answers. */
export const tourQuestionSchema = z.object({
  id,
  tour_id: id,
  author_name: z.string(),
  question: z.string(),
  language: writtenLanguage,
  answer: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  answered_at: z.iso.datetime({ offset: true }).nullable(),
})
export type TourQuestion = z.infer<typeof tourQuestionSchema>

export const tourProgramDaySchema = z.object({
  day_number: z.number().int().min(1),
  title: z.string(),
  description: z.string().describe('Sanitised HTML.'),
  image: mediaItemSchema.nullable(),
})

/** One program (variant) of a tour with its days in order. */
export const tourProgramSchema = z.object({
  id,
  tour_id: id,
  name: z.string(),
  is_default: z.boolean(),
  days: z.array(tourProgramDaySchema),
})
export type TourProgram = z.infer<typeof tourProgramSchema>

const labelled = <Id extends z.ZodType>(idSchema: Id) =>
  z.object({ id: idSchema, label: z.string() })

/** §2 tour page data (GET /spa/tour). */
export const tourPageSchema = z.object({
  id,
  slug: z.string(),
  url: z.string().describe('§2 /{slug ending in -digits}.'),
  title: z.string(),
  title_alt: z
    .string()
    .optional()
    .describe('with_alt=1: the title in the other language (English ↔ Russian).'),
  type: z.union([z.literal(1), z.literal(2)]).describe('§3 tour type: 1 tour, 2 excursion.'),
  summary: z.string(),
  description: z.string().nullable().describe('Sanitised HTML; null in the short format.'),
  cover: mediaItemSchema,
  gallery: z.array(mediaItemSchema),
  duration_days: z.number().int().min(1),
  group_size: z.object({ min: z.number().int(), max: z.number().int() }),
  min_age: z.number().int().min(0),
  difficulty: labelled(z.number().int().min(1).max(4)),
  comfort: labelled(z.enum(comfortLevels)),
  accommodation: z.array(labelled(z.enum(accommodationKinds))),
  languages: z.array(namedSchema),
  start_city: tourCitySchema,
  region: namedSchema.nullable(),
  country: namedSchema.extend({ iso_code: z.string() }),
  meeting_point: z.object({
    latitude: z.number(),
    longitude: z.number(),
    text: z
      .string()
      .nullable()
      .optional()
      .describe('Where the group meets, in words; null when the organizer has not said.'),
  }),
  included: z
    .array(z.string())
    .optional()
    .describe('What the price covers, one item each (issue 40); empty when not listed.'),
  not_included: z
    .array(z.string())
    .optional()
    .describe('What the price does not cover, one item each (issue 40).'),
  extra_costs: extraCostTermsSchema,
  know_before_you_go: z
    .array(z.string())
    .optional()
    .describe('What to know before booking, one item each (issue 42).'),
  accessibility: z
    .array(z.string())
    .optional()
    .describe('Access for travellers with reduced mobility, prams and the like, one item each.'),
  route: z.array(tourCitySchema).describe('The places visited, in order.'),
  rest_kinds: z.array(namedSchema.extend({ slug: z.string() })),
  collections: z.array(namedSchema.extend({ slug: z.string() })),
  showplaces: z.array(
    namedSchema.extend({ slug: z.string(), latitude: z.number(), longitude: z.number() }),
  ),
  cruise: z
    .object({
      cruise_type: z.enum(['river', 'sea', 'ocean']).nullable(),
      is_returning: z.boolean(),
      ship: z
        .object({
          id,
          slug: z.string(),
          name: z.string(),
          cabins_capacity: count,
          passenger_capacity: count,
        })
        .nullable(),
      water_object: z
        .object({ id, slug: z.string(), name: z.string(), kind: z.enum(['river', 'lake', 'sea']) })
        .nullable(),
    })
    .nullable()
    .describe('Null unless the tour is a cruise.'),
  organizer: organizerSummarySchema,
  cancellation_policy: cancellationPolicySchema.describe(
    "What a cancellation gives back: the tour's own policy, else its organizer's.",
  ),
  timezone: z
    .string()
    .describe(
      "The start city's IANA zone: the tour's calendar days, in which a cancellation's days before the start are counted (issue 44 item 4: the refund timeline).",
    ),
  rating: ratingSummarySchema,
  dates: z.array(tourDateSchema).describe('Dates that have not started, by start date.'),
  programs: z.array(z.object({ id, name: z.string(), is_default: z.boolean() })),
  program: tourProgramSchema.nullable().describe('expand_program=1: the default program.'),
  reviews: z
    .array(reviewSchema)
    .nullable()
    .describe(
      `expand_reviews=1: the ${TOUR_REVIEWS_DEFAULT_LIMIT} newest reviews, those in the request’s language first.`,
    ),
  review_languages: reviewLanguagesSchema.optional(),
  questions: z
    .array(tourQuestionSchema)
    .nullable()
    .describe(
      `The ${TOUR_PAGE_QUESTIONS_LIMIT} newest answered questions; null in the short format.`,
    ),
  questions_count: count.describe('All answered questions.'),
  breadcrumbs: z.array(breadcrumbSchema),
  seo: z.object({
    title: z.string(),
    description: z.string(),
    canonical_path: z.string(),
    og_image: z.string().describe('Image URL template with a `{size}` placeholder.'),
  }),
  is_on_request: z.boolean(),
  is_expired: z.boolean().describe('Every date has started (an individual offer still shows it).'),
})
export type TourPage = z.infer<typeof tourPageSchema>

/**
 * The slug asked for is an old name of a tour: follow `url` (§5: a client that allows no redirect
 * raises 'Illegal redirect'). Sent with 200 so the client sees the body and decides itself.
 */
export const tourRedirectSchema = z.object({
  redirect: z.object({ slug: z.string(), url: z.string() }),
})
export type TourRedirect = z.infer<typeof tourRedirectSchema>

export const tourPageResponseSchema = z.union([tourPageSchema, tourRedirectSchema])
export type TourPageResponse = z.infer<typeof tourPageResponseSchema>

/** §7 /spa/tour (slug, format, expand_program, expand_reviews, with_alt, site_id). */
export const tourPageQuerySchema = z.object({
  slug: z.string().trim().min(1).max(300),
  format: z
    .enum(['full', 'short'])
    .default('full')
    .describe('short: without description, program, reviews and questions.'),
  expand_program: queryFlagSchema,
  expand_reviews: queryFlagSchema,
  with_alt: queryFlagSchema,
  site_id: recordIdSchema.optional().describe('Accepted; every brand sees the same tour data.'),
})

/** A query naming one tour by id, as §7 names it per call: `id` or `tour_id`. */
export const tourIdQuerySchema = z.object({ id: recordIdSchema })
export const byTourIdQuerySchema = z.object({ tour_id: recordIdSchema })

/** §7 /spa/tour-for-request (id): what a booking or request form needs. */
export const tourForRequestSchema = z.object({
  id,
  slug: z.string(),
  url: z.string(),
  title: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  cover: mediaItemSchema,
  duration_days: z.number().int().min(1),
  group_size: z.object({ min: z.number().int(), max: z.number().int() }),
  min_age: z.number().int().min(0),
  start_city: tourCitySchema,
  organizer: organizerSummarySchema,
  dates: z.array(tourDateSchema),
  is_on_request: z.boolean(),
})
export type TourForRequest = z.infer<typeof tourForRequestSchema>

/** §7 /spa/tour-question (question_id, tour_id). */
export const tourQuestionQuerySchema = z.object({
  question_id: recordIdSchema,
  tour_id: recordIdSchema,
})

/** §7 /spa/tour-program (program_id, tour_id). */
export const tourProgramQuerySchema = z.object({
  program_id: recordIdSchema,
  tour_id: recordIdSchema,
})

const reviewsPaging = (defaultLimit: number) => ({
  limit: z.coerce.number().int().min(1).max(REVIEWS_MAX_LIMIT).default(defaultLimit),
  page: z.coerce.number().int().min(1).default(1),
})

/** §7 /spa/all-tour-reviews (slug, limit default 3, page default 1), and issue 42's sort and language. */
export const allTourReviewsQuerySchema = z.object({
  slug: z.string().trim().min(1).max(300),
  ...reviewsPaging(TOUR_REVIEWS_DEFAULT_LIMIT),
  sort: z
    .enum(reviewSorts, { error: 'Choose newest, highest or lowest.' })
    .default('newest')
    .describe('newest (default), highest or lowest rating first; ties newest first.'),
  language: z
    .enum(writtenLanguages, { error: 'Choose en or ru.' })
    .optional()
    .describe('Only the reviews written in this language; without it, the request’s first.'),
})

/** §7 /spa/organizer-reviews (id, limit 5, page). */
export const organizerReviewsQuerySchema = z.object({
  id: recordIdSchema,
  ...reviewsPaging(ORGANIZER_REVIEWS_DEFAULT_LIMIT),
})

/** §7 /spa/individual-tour (uuid). */
export const individualTourQuerySchema = z.object({ uuid: z.guid() })

/** §2 /order/{uuid}/individual-tour: an offer made for one client, shown on the tour page. */
export const individualTourSchema = z.object({
  offer: z.object({
    uuid: z.string(),
    client_name: z.string(),
    start: calendarDate,
    end: calendarDate,
    duration: z.number().int().min(1).describe('Days.'),
    price: moneySchema.describe('In the request currency.'),
    offered_price: moneySchema.describe('As offered, in the currency of the offer.'),
    note: z.string(),
    tour_date_id: z
      .number()
      .int()
      .nullable()
      .describe(
        'The offer’s own date, closed to public sale: booked with this uuid as `individual_tour_uuid`. Null when the offer cannot be booked online.',
      ),
    date: tourDateSchema
      .nullable()
      .describe(
        'That date as the tour page shows dates (`is_busy` only when its seats are taken).',
      ),
  }),
  tour: tourPageSchema,
})
export type IndividualTour = z.infer<typeof individualTourSchema>

/** §7 /spa/tours-cities (tour_id): the route's cities in order, for the map. */
export const tourCitiesSchema = z.object({ data: z.array(tourCitySchema) })
export type TourCities = z.infer<typeof tourCitiesSchema>

/** §7 /spa/tour-accommodations: the §3 accommodation kinds with the number of listed tours. */
export const tourAccommodationsSchema = z.object({
  data: z.array(
    z.object({ id: z.enum(accommodationKinds), label: z.string(), tours_count: count }),
  ),
})
export type TourAccommodations = z.infer<typeof tourAccommodationsSchema>

/** §7 /crm/api/ticket/tour-cities (tour_id): where the route starts and ends (ticket quotes). */
export const ticketTourCitiesSchema = z.object({
  start_city: tourCitySchema,
  end_city: tourCitySchema,
})
export type TicketTourCities = z.infer<typeof ticketTourCitiesSchema>

/** §7 /crm/api/tour/excursion-dates (id): the excursion's dates that have not started. */
export const excursionDatesSchema = z.object({ tour_id: id, data: z.array(tourDateSchema) })
export type ExcursionDates = z.infer<typeof excursionDatesSchema>

/**
 * §7 POST /crm/api/tour/complaint (tour_id, text). The text's §5 rules (required, 10–2000
 * characters) are checked by the API so their messages come in the request's language.
 */
export const tourComplaintBodySchema = z.object({
  tour_id: recordIdSchema,
  // §5: a missing text reads 'Required field.' like an empty one.
  text: z
    .string({ error: 'Required field.' })
    .describe(
      `Required; ${COMPLAINT_TEXT_MIN_LENGTH}–${COMPLAINT_TEXT_MAX_LENGTH} characters once trimmed.`,
    ),
})
export const tourComplaintCreatedSchema = z.object({ id })

const tags = ['catalogue']

/** The tours endpoints, by contract name (decision 0020). */
export const toursEndpoints = {
  tour: defineEndpoint({
    method: 'GET',
    path: '/spa/tour',
    tags,
    summary: 'Tour page',
    description: [
      'Everything the tour page shows, texts in X-Language and prices in X-Currency (integer minor units); dates that have not started, by start date.',
      'format=short leaves out the description and questions (null); expand_program=1 adds the default program with its days; expand_reviews=1 adds the 3 newest reviews; with_alt=1 adds title_alt, the title in the other language; site_id is accepted and ignored (every brand sees the same tour).',
      'A renamed tour (an old slug, or a slug ending in the -{id} of a tour now named otherwise) answers 200 with `{ redirect: { slug, url } }` and no tour, so the client follows it or raises §5 "Illegal redirect".',
      'Unknown or unpublished slug: 404 `tour_not_found`. Every date started (and not sold on request): 410 `tour_dates_passed` (§8).',
    ].join('\n\n'),
    query: tourPageQuerySchema,
    response: tourPageResponseSchema,
    errors: {
      404: ['program_not_found', 'tour_not_found'],
      410: ['tour_dates_passed'],
      503: ['currency_rate_unavailable'],
    },
  }),

  tourForRequest: defineEndpoint({
    method: 'GET',
    path: '/spa/tour-for-request',
    tags,
    summary: 'Tour for a booking or request form',
    description:
      'Title, cover, group size, start city, organizer and the dates that have not started (prices in X-Currency). Answers even when every date has passed (dates is then empty). 404 when unknown or unpublished.',
    query: tourIdQuerySchema,
    response: tourForRequestSchema,
    errors: { 404: ['tour_not_found'] },
  }),

  tourQuestion: defineEndpoint({
    method: 'GET',
    path: '/spa/tour-question',
    tags,
    summary: 'One question about a tour',
    description:
      'The question with its answer (null until answered). 404 `question_not_found` when it is not about that tour. The tour page lists the newest answered questions itself.',
    query: tourQuestionQuerySchema,
    response: tourQuestionSchema,
    errors: { 404: ['question_not_found'] },
  }),

  tourProgram: defineEndpoint({
    method: 'GET',
    path: '/spa/tour-program',
    tags,
    summary: 'One program of a tour',
    description:
      "The program's days in order. 404 `program_not_found` when the program is not that tour's.",
    query: tourProgramQuerySchema,
    response: tourProgramSchema,
    errors: { 404: ['program_not_found'] },
  }),

  tourReviews: defineEndpoint({
    method: 'GET',
    path: '/spa/tour-reviews',
    tags,
    summary: 'Reviews of a tour by id',
    description: 'The 3 newest reviews with their photos, and the rating summary of all.',
    query: tourIdQuerySchema,
    response: reviewsPageSchema,
    errors: { 404: ['tour_not_found'] },
  }),

  allTourReviews: defineEndpoint({
    method: 'GET',
    path: '/spa/all-tour-reviews',
    tags,
    summary: 'Reviews of a tour by slug, paged',
    description:
      'With their photos; limit defaults to 3 (at most 50), page to 1 (§7). Newest first by default, or sort=highest / lowest (issue 42); language=en or ru lists only the reviews written in it, and without it those in the request’s language (X-Language) come first. meta counts the listed reviews, summary all of them, languages the reviews per language. An old slug of a renamed tour works too.',
    query: allTourReviewsQuerySchema,
    response: reviewsPageSchema,
    errors: { 404: ['tour_not_found'] },
  }),

  organizerReviews: defineEndpoint({
    method: 'GET',
    path: '/spa/organizer-reviews',
    tags,
    summary: "Reviews of an organizer's tours, paged",
    description:
      'Reviews of all its published tours, newest first, each naming its tour; limit defaults to 5 (§9, at most 50), page to 1. 404 `organizer_not_found`.',
    query: organizerReviewsQuerySchema,
    response: reviewsPageSchema,
    errors: { 404: ['organizer_not_found'] },
  }),

  individualTour: defineEndpoint({
    method: 'GET',
    path: '/spa/individual-tour',
    tags,
    summary: 'Individual tour offer',
    description:
      "An offer made for one client (§2 /order/{uuid}/individual-tour): the client, dates and price (in X-Currency and as offered) with the full tour page, program expanded. Shown even when the tour's public dates have passed.",
    query: individualTourQuerySchema,
    response: individualTourSchema,
    errors: { 404: ['individual_tour_not_found', 'program_not_found'] },
  }),

  toursCities: defineEndpoint({
    method: 'GET',
    path: '/spa/tours-cities',
    tags,
    summary: "Cities on a tour's route",
    description: 'In route order, with coordinates, for the map.',
    query: byTourIdQuerySchema,
    response: tourCitiesSchema,
    errors: { 404: ['tour_not_found'] },
  }),

  tourAccommodations: defineEndpoint({
    method: 'GET',
    path: '/spa/tour-accommodations',
    tags,
    summary: 'Accommodation kinds',
    description:
      'The §3 accommodation kinds with labels and how many listed tours (published, with a date ahead) offer each.',
    response: tourAccommodationsSchema,
  }),

  ticketTourCities: defineEndpoint({
    method: 'GET',
    path: '/crm/api/ticket/tour-cities',
    tags,
    summary: 'Start and end city of a tour',
    description:
      "For the ticket-quote widget: the tour's start city and the last place of its route, with coordinates.",
    query: byTourIdQuerySchema,
    response: ticketTourCitiesSchema,
    errors: { 404: ['tour_not_found'] },
  }),

  tourExcursionDates: defineEndpoint({
    method: 'GET',
    path: '/crm/api/tour/excursion-dates',
    tags,
    summary: 'Dates of an excursion',
    description:
      'The dates that have not started, prices in X-Currency. 404 `tour_not_found` for an unknown tour, `not_an_excursion` for a tour of type 1.',
    query: tourIdQuerySchema,
    response: excursionDatesSchema,
    errors: { 404: ['not_an_excursion', 'tour_not_found'] },
  }),

  tourComplaint: defineEndpoint({
    method: 'POST',
    path: '/crm/api/tour/complaint',
    tags,
    summary: 'Complain about a tour',
    description:
      'Stores the complaint for moderators. text is required, 10–2000 characters once trimmed; a failing rule answers 400 naming `text` with the §5 message in X-Language. 404 for an unknown tour.',
    body: tourComplaintBodySchema,
    created: true,
    response: tourComplaintCreatedSchema,
    errors: { 404: ['tour_not_found'] },
  }),
}
