import { defineEndpoint } from '../endpoint.ts'
import {
  calendarPeriodsResponseSchema,
  completionQuerySchema,
  completionResponseSchema,
  errorBodySchema,
  tourCardsResponseSchema,
  tourIdsQuerySchema,
  toursByRequestQuerySchema,
  toursByRequestResponseSchema,
  toursPageResponseSchema,
  toursQuerySchema,
  toursResponseSchema,
  validateSlugQuerySchema,
  validateSlugResponseSchema,
} from '../schemas/index.ts'

const tags = ['search']

const errors = { 400: errorBodySchema, 404: errorBodySchema }

export const tours = defineEndpoint({
  method: 'GET',
  path: '/spa/tours',
  tags,
  summary: 'Tour search: cards and total',
  description:
    'The §3 tour search filter as query keys (lists comma-separated or repeated; §5 normalises them). A light answer for widgets: one page of cards and the total. Unknown slug: 404.',
  query: toursQuerySchema,
  response: toursResponseSchema,
  errors,
})

export const toursPage = defineEndpoint({
  method: 'GET',
  path: '/spa/tours-page',
  tags,
  summary: 'Tour search page: cards, paging, landing and facets',
  description:
    'As /spa/tours, plus page meta, the landing the `slug` names (title, description, breadcrumbs) and, with expand=filters, facet counts: each facet counts with every filter but its own. Sort: default (relevance to placeName, then popularity), price, -price.',
  query: toursQuerySchema,
  response: toursPageResponseSchema,
  errors,
})

export const tourGetByIds = defineEndpoint({
  method: 'GET',
  path: '/crm/api/tour/get-by-ids',
  tags,
  summary: 'Tour cards by id',
  description:
    'Cards in the order the ids are given; unknown or unpublished ids are skipped. More than 100 ids, or one that is not an id: 400.',
  query: tourIdsQuerySchema,
  response: tourCardsResponseSchema,
  errors: { 400: errorBodySchema },
})

export const toursFilterCompletion = defineEndpoint({
  method: 'GET',
  path: '/spa/tours-filter-completion',
  tags,
  summary: 'Search box completion',
  description:
    'Cities, regions, countries, showplaces, rest kinds, collections, tours, water objects and ships whose English or Russian name matches the phrase (prefix, then trigram similarity). `only`/`exclude` take kind lists; cruise mode puts water objects, ships and cruise start cities first. An empty or non-string phrase gives an empty list (§5).',
  query: completionQuerySchema,
  response: completionResponseSchema,
  errors: { 400: errorBodySchema },
})

export const validateSlug = defineEndpoint({
  method: 'GET',
  path: '/spa/validate-slug',
  tags,
  summary: 'Does a slug name a landing page or a tour?',
  description:
    'Always 200: { valid: false } for an unknown slug, since "no" is the answer to a validity check, not an error.',
  query: validateSlugQuerySchema,
  response: validateSlugResponseSchema,
  errors: { 400: errorBodySchema },
})

export const calendarPeriods = defineEndpoint({
  method: 'GET',
  path: '/spa/calendar-periods',
  tags,
  summary: 'Months and seasons with tour dates',
  description:
    'For the dates filter: months from now on with listed tours, and seasons, with counts.',
  response: calendarPeriodsResponseSchema,
})

export const toursByRequest = defineEndpoint({
  method: 'GET',
  path: '/spa/tours-by-request',
  tags,
  summary: 'Tours available on request',
  description: 'Published on-request tours (§2 /tours-upon-request), most popular first, paged.',
  query: toursByRequestQuerySchema,
  response: toursByRequestResponseSchema,
  errors: { 400: errorBodySchema },
})
