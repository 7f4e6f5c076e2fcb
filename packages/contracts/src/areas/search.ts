import { defineEndpoint } from '../endpoint.ts'
import {
  COMPLETION_LIMIT_MAX,
  SEARCH_PER_PAGE_DEFAULT,
  SEARCH_PER_PAGE_MAX,
  TOUR_IDS_MAX,
} from '../limits.ts'
import {
  breadcrumbSchema,
  cancellationPolicySchema,
  departureGuaranteeSchema,
  mediaItemSchema,
  moneySchema,
  pageSchema,
} from './common.ts'
import { z } from 'zod'

// Contracts of the tour search calls (§7 /spa/tours, /spa/tours-page, /spa/tours-filter-completion,
// /spa/validate-slug, /spa/calendar-periods, /spa/tours-by-request, /crm/api/tour/get-by-ids).

/** Query values arrive as a string, or as an array when a key is repeated (`cities=1&cities=2`). */
const queryValue = z.union([z.string(), z.array(z.string())]).optional()

/**
 * §3 Tour search filter fields as query keys, plus the §5 singular aliases city, region and ship.
 * Values are read by the domain normaliser (§5), which drops what it cannot use instead of failing.
 */
export const tourSearchQueryKeys = [
  'slug',
  'organizer',
  'accommodation',
  'comfort',
  'maxGroupSize',
  'difficulty',
  'priceMin',
  'priceMax',
  'pricePerDayMin',
  'pricePerDayMax',
  'minAge',
  'dateFrom',
  'dateTo',
  'daysMin',
  'daysMax',
  'restKinds',
  'cities',
  'city',
  'regions',
  'region',
  'countries',
  'continent',
  'collections',
  'languages',
  'showplace',
  'isCruisesSearch',
  'cruisesType',
  'cruisesStartCity',
  'cruisesCabinsCapacity',
  'onlyReturningCruises',
  'ships',
  'ship',
  'waterObject',
  'placeName',
  'radius',
  'lat',
  'lng',
  'page',
  'sort',
  'isAuthorTourSearch',
  'operatorType',
  'type',
] as const
export type TourSearchQueryKey = (typeof tourSearchQueryKeys)[number]

const filterQueryShape = Object.fromEntries(
  tourSearchQueryKeys.map((key) => [key, queryValue]),
) as Record<TourSearchQueryKey, typeof queryValue>

const perPage = z.coerce
  .number()
  .int()
  .min(1)
  .max(SEARCH_PER_PAGE_MAX)
  .optional()
  .describe(`Cards per page, 1 to ${SEARCH_PER_PAGE_MAX}; ${SEARCH_PER_PAGE_DEFAULT} by default.`)

export const toursQuerySchema = z.object({
  ...filterQueryShape,
  per_page: perPage,
  expand: queryValue.describe('`filters` adds the facets (tours-page only).'),
})
export type ToursQuery = z.infer<typeof toursQuerySchema>

/** §3 tour date, as a card shows it: price in the request's currency. */
export const tourCardDateSchema = z.object({
  id: z.number().int(),
  start: z.string().describe('yyyy-MM-dd, local to the tour'),
  end: z.string(),
  price: moneySchema,
  number_of_free_seats: z.number().int(),
  not_guaranteed: z.boolean(),
  departure_guarantee: departureGuaranteeSchema,
})
export type TourCardDate = z.infer<typeof tourCardDateSchema>

const namedRefSchema = z.object({ id: z.number().int(), name: z.string() })

/** The start city with its coordinates in degrees: where the results map puts the tour. */
const cardCitySchema = namedRefSchema.extend({ latitude: z.number(), longitude: z.number() })

/** A tour in a list (search results, favourites, widgets): what a card shows, nothing more. */
export const tourCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** §3 tour type: 1 tour, 2 excursion. */
  type: z.number().int(),
  is_cruise: z.boolean(),
  cover: mediaItemSchema,
  /** The first five photos, in the organizer's order. */
  photos: z.array(mediaItemSchema).max(5),
  start_city: cardCitySchema,
  start_country: namedRefSchema,
  duration_days: z.number().int(),
  rating: z.number().nullable(),
  reviews_count: z.number().int(),
  organizer: z.object({ id: z.number().int(), name: z.string(), is_verified: z.boolean() }),
  /** The lowest price among the dates that match the search, in the request's currency. */
  price: moneySchema.nullable(),
  /** That date's price before its discount, when it has one. */
  old_price: moneySchema.nullable(),
  /** Up to three soonest matching dates. */
  nearest_dates: z.array(tourCardDateSchema).max(3),
  /** §3 difficulty 1-4. */
  difficulty: z.number().int(),
  /** §3 comfort. */
  comfort: z.string(),
  languages: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  cancellation_policy: cancellationPolicySchema.describe(
    "The tour's cancellation policy (its own, else its organizer's): the card says it in a few words.",
  ),
})
export type TourCard = z.infer<typeof tourCardSchema>

/** §3 filter kinds a landing slug can name (place kinds without tours, plus countries and world parts). */
export const landingKinds = [
  'world_parts',
  'countries',
  'regions',
  'cities',
  'showplaces',
  'rest_kinds',
  'collections',
  'water_objects',
  'ships',
] as const
export type LandingKind = (typeof landingKinds)[number]

export const landingSchema = z.object({
  kind: z.enum(landingKinds),
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** §3 breadcrumb items from Home down to this page, e.g. Home › Europe › Italy › Tuscany. */
  breadcrumbs: z.array(breadcrumbSchema),
})
export type Landing = z.infer<typeof landingSchema>

const facetCount = z.number().int().min(0)

/** A catalogue entity a filter can select, with how many tours selecting it would give. */
export const namedFacetOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  count: facetCount,
  selected: z.boolean(),
})
export type NamedFacetOption = z.infer<typeof namedFacetOptionSchema>

function valueFacetOption<Value extends z.ZodType>(value: Value) {
  return z.object({ value, count: facetCount, selected: z.boolean() })
}

export const durationFacetOptionSchema = z.object({
  key: z.string(),
  days_min: z.number().int(),
  /** null: no upper end. */
  days_max: z.number().int().nullable(),
  count: facetCount,
  selected: z.boolean(),
})

/**
 * Facets (expand=filters). Each facet counts the tours that match every active filter except its
 * own, so a count says what choosing that option would give. Lists hold the options with tours
 * plus any selected option; named lists keep the 50 largest.
 */
export const searchFacetsSchema = z.object({
  rest_kinds: z.array(namedFacetOptionSchema),
  countries: z.array(namedFacetOptionSchema),
  regions: z.array(namedFacetOptionSchema),
  cities: z.array(namedFacetOptionSchema),
  collections: z.array(namedFacetOptionSchema),
  languages: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      count: facetCount,
      selected: z.boolean(),
    }),
  ),
  accommodation: z.array(valueFacetOption(z.string())),
  comfort: z.array(valueFacetOption(z.string())),
  difficulty: z.array(valueFacetOption(z.number().int())),
  durations: z.array(durationFacetOptionSchema),
  operator_types: z.array(valueFacetOption(z.enum(['organization', 'author']))),
  tour_types: z.array(valueFacetOption(z.number().int())),
  /** Cruise mode only (isCruisesSearch=1); empty otherwise. cruisesType ids: 1 river, 2 sea, 3 ocean. */
  cruise_types: z.array(
    z.object({
      id: z.number().int(),
      value: z.enum(['river', 'sea', 'ocean']),
      count: facetCount,
      selected: z.boolean(),
    }),
  ),
  ships: z.array(namedFacetOptionSchema),
  water_objects: z.array(namedFacetOptionSchema),
  start_cities: z.array(namedFacetOptionSchema),
  /** The cheapest and dearest matching date price, in the request's currency; null with no tours. */
  price: z.object({ min: moneySchema, max: moneySchema }).nullable(),
  /** Months (yyyy-MM) with matching dates. */
  months: z.array(valueFacetOption(z.string())),
})
export type SearchFacets = z.infer<typeof searchFacetsSchema>

export const toursResponseSchema = z.object({
  data: z.array(tourCardSchema),
  total: z.number().int().min(0),
})
export type ToursResponse = z.infer<typeof toursResponseSchema>

export const toursPageResponseSchema = pageSchema(tourCardSchema).extend({
  /** The page a `slug` names (a country, rest kind…); null without a slug. */
  landing: landingSchema.nullable(),
  /** Only with expand=filters. */
  filters: searchFacetsSchema.nullable(),
})
export type ToursPageResponse = z.infer<typeof toursPageResponseSchema>

export const tourIdsQuerySchema = z.object({
  ids: queryValue.describe(`Tour ids, comma-separated and/or repeated; at most ${TOUR_IDS_MAX}.`),
  with_alt: queryValue.describe('1: fill the alt text of images.'),
})

export const tourCardsResponseSchema = z.object({ data: z.array(tourCardSchema) })
export type TourCardsResponse = z.infer<typeof tourCardsResponseSchema>

/** §3 place kinds plus countries: what the search box completes. */
export const completionKinds = [
  'cities',
  'regions',
  'countries',
  'showplaces',
  'rest_kinds',
  'collections',
  'tours',
  'water_objects',
  'ships',
] as const
export type CompletionKind = (typeof completionKinds)[number]

export const completionQuerySchema = z.object({
  phrase: queryValue,
  limit: z.coerce.number().int().min(1).max(COMPLETION_LIMIT_MAX).optional(),
  exclude: queryValue.describe('Kinds to leave out, comma-separated.'),
  only: queryValue.describe('Kinds to keep, comma-separated.'),
  isCruisesSearch: queryValue,
})

export const completionSuggestionSchema = z.object({
  kind: z.enum(completionKinds),
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** The landing path ('/italy') or, for a tour, its page ('/{slug}'). */
  url: z.string(),
  /** Where it is (region, country), when that helps tell places apart. */
  subtitle: z.string().nullable(),
})
export type CompletionSuggestion = z.infer<typeof completionSuggestionSchema>

export const completionResponseSchema = z.object({ data: z.array(completionSuggestionSchema) })
export type CompletionResponse = z.infer<typeof completionResponseSchema>

export const validateSlugQuerySchema = z.object({ slug: z.string() })

export const validateSlugResponseSchema = z.object({
  valid: z.boolean(),
  kind: z.enum([...landingKinds, 'tours']).nullable(),
  id: z.number().int().nullable(),
})
export type ValidateSlugResponse = z.infer<typeof validateSlugResponseSchema>

export const calendarPeriodsResponseSchema = z.object({
  months: z.array(
    z.object({
      /** yyyy-MM */
      month: z.string(),
      tours_count: z.number().int(),
      dates_count: z.number().int(),
    }),
  ),
  seasons: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      /** Calendar months 1-12. */
      months: z.array(z.number().int()),
      tours_count: z.number().int(),
    }),
  ),
})
export type CalendarPeriodsResponse = z.infer<typeof calendarPeriodsResponseSchema>

export const toursByRequestQuerySchema = z.object({
  page: queryValue,
  per_page: perPage,
  /** §2 /tours-upon-request/{slug*}: the place (or other landing) the list is narrowed to. */
  slug: z.string().max(200).optional(),
})

/** A country with tours on request, for the list's place links. */
export const onRequestCountrySchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** How many of its tours are sold on request. */
  count: z.number().int(),
})

export const toursByRequestResponseSchema = pageSchema(tourCardSchema).extend({
  /** The landing `slug` names (title, breadcrumbs); null without a slug. */
  landing: landingSchema.nullable(),
  /** Every country with tours on request, most tours first, whatever the slug. */
  countries: z.array(onRequestCountrySchema),
})
export type ToursByRequestResponse = z.infer<typeof toursByRequestResponseSchema>

const tags = ['search']

/** The search endpoints, by contract name (decision 0020). */
export const searchEndpoints = {
  tours: defineEndpoint({
    method: 'GET',
    path: '/spa/tours',
    tags,
    summary: 'Tour search: cards and total',
    description:
      'The §3 tour search filter as query keys (lists comma-separated or repeated; §5 normalises them). A light answer for widgets: one page of cards and the total. Unknown slug: 404.',
    query: toursQuerySchema,
    response: toursResponseSchema,
    errors: { 404: ['landing_not_found'] },
  }),

  toursPage: defineEndpoint({
    method: 'GET',
    path: '/spa/tours-page',
    tags,
    summary: 'Tour search page: cards, paging, landing and facets',
    description:
      'As /spa/tours, plus page meta, the landing the `slug` names (title, description, breadcrumbs) and, with expand=filters, facet counts: each facet counts with every filter but its own. Sort: default (relevance to placeName, then popularity), price, -price.',
    query: toursQuerySchema,
    response: toursPageResponseSchema,
    errors: { 404: ['landing_not_found'] },
  }),

  tourGetByIds: defineEndpoint({
    method: 'GET',
    path: '/crm/api/tour/get-by-ids',
    tags,
    summary: 'Tour cards by id',
    description:
      'Cards in the order the ids are given; unknown or unpublished ids are skipped. More than 100 ids, or one that is not an id: 400.',
    query: tourIdsQuerySchema,
    response: tourCardsResponseSchema,
  }),

  toursFilterCompletion: defineEndpoint({
    method: 'GET',
    path: '/spa/tours-filter-completion',
    tags,
    summary: 'Search box completion',
    description:
      'Cities, regions, countries, showplaces, rest kinds, collections, tours, water objects and ships whose English or Russian name matches the phrase (prefix, then trigram similarity). `only`/`exclude` take kind lists; cruise mode puts water objects, ships and cruise start cities first. An empty or non-string phrase gives an empty list (§5).',
    query: completionQuerySchema,
    response: completionResponseSchema,
  }),

  validateSlug: defineEndpoint({
    method: 'GET',
    path: '/spa/validate-slug',
    tags,
    summary: 'Does a slug name a landing page or a tour?',
    description:
      'Always 200: { valid: false } for an unknown slug, since "no" is the answer to a validity check, not an error.',
    query: validateSlugQuerySchema,
    response: validateSlugResponseSchema,
  }),

  calendarPeriods: defineEndpoint({
    method: 'GET',
    path: '/spa/calendar-periods',
    tags,
    summary: 'Months and seasons with tour dates',
    description:
      'For the dates filter: months from now on with listed tours, and seasons, with counts.',
    response: calendarPeriodsResponseSchema,
  }),

  toursByRequest: defineEndpoint({
    method: 'GET',
    path: '/spa/tours-by-request',
    tags,
    summary: 'Tours available on request',
    description:
      'Published on-request tours (§2 /tours-upon-request), most popular first, paged; with `slug`, those of the place (or other landing) it names, whose landing comes with the answer. `countries` lists every country with on-request tours. Unknown slug: 404.',
    query: toursByRequestQuerySchema,
    response: toursByRequestResponseSchema,
    errors: { 404: ['landing_not_found'] },
  }),
}
