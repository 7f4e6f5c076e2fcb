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
  type ToursQuery,
} from '@tourmarket/api-client'
import type { SearchQuery } from '@tourmarket/domain'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { isQueryFlagSet, parseTourIds } from './service.ts'
import type { SearchService } from './service.ts'

export type SearchRoutesOptions = { search: SearchService }

const tags = ['search']

/** The §3 filter fields of a tours query, without this API's own keys (per_page, expand). */
function filterParams(query: ToursQuery): SearchQuery {
  const { per_page: _perPage, expand: _expand, ...filter } = query
  return filter
}

/**
 * Answers come from the service's response cache, so a popular search returns the same object
 * many times: it is validated against its contract, serialised and UTF-8 encoded once, and the
 * bytes resent. (Fastify sends a Buffer as it is, skipping the route serializer.)
 */
const encoded = new WeakMap<object, Buffer>()

function sendJson<Value extends object>(
  reply: FastifyReply,
  schema: z.ZodType<Value>,
  value: Value,
): FastifyReply {
  let body = encoded.get(value)
  if (body === undefined) {
    body = Buffer.from(JSON.stringify(schema.parse(value)))
    encoded.set(value, body)
  }
  return reply.type('application/json; charset=utf-8').send(body)
}

function expandsFilters(expand: ToursQuery['expand']): boolean {
  const values = Array.isArray(expand) ? expand : [expand ?? '']
  return values.some((value) => value.split(',').some((item) => item.trim() === 'filters'))
}

/** Tour search, facets, completion and landing pages (§7). */
export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, { search }) => {
  const errors = { 400: errorBodySchema, 404: errorBodySchema }

  app.get(
    '/spa/tours',
    {
      schema: {
        tags,
        summary: 'Tour search: cards and total',
        description:
          'The §3 tour search filter as query keys (lists comma-separated or repeated; §5 normalises them). A light answer for widgets: one page of cards and the total. Unknown slug: 404.',
        querystring: toursQuerySchema,
        response: { 200: toursResponseSchema, ...errors },
      },
    },
    async (request) => search.tours(filterParams(request.query), request.query.per_page, request),
  )

  app.get(
    '/spa/tours-page',
    {
      schema: {
        tags,
        summary: 'Tour search page: cards, paging, landing and facets',
        description:
          'As /spa/tours, plus page meta, the landing the `slug` names (title, description, breadcrumbs) and, with expand=filters, facet counts: each facet counts with every filter but its own. Sort: default (relevance to placeName, then popularity), price, -price.',
        querystring: toursQuerySchema,
        response: { 200: toursPageResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        toursPageResponseSchema,
        await search.toursPage(
          filterParams(request.query),
          { perPage: request.query.per_page, expandFilters: expandsFilters(request.query.expand) },
          request,
        ),
      ),
  )

  app.get(
    '/crm/api/tour/get-by-ids',
    {
      schema: {
        tags,
        summary: 'Tour cards by id',
        description:
          'Cards in the order the ids are given; unknown or unpublished ids are skipped. More than 100 ids, or one that is not an id: 400.',
        querystring: tourIdsQuerySchema,
        response: { 200: tourCardsResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) =>
      search.toursByIds(
        parseTourIds(request.query.ids),
        isQueryFlagSet(request.query.with_alt),
        request,
      ),
  )

  app.get(
    '/spa/tours-filter-completion',
    {
      schema: {
        tags,
        summary: 'Search box completion',
        description:
          'Cities, regions, countries, showplaces, rest kinds, collections, tours, water objects and ships whose English or Russian name matches the phrase (prefix, then trigram similarity). `only`/`exclude` take kind lists; cruise mode puts water objects, ships and cruise start cities first. An empty or non-string phrase gives an empty list (§5).',
        querystring: completionQuerySchema,
        response: { 200: completionResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendJson(reply, completionResponseSchema, await search.complete(request.query, request)),
  )

  app.get(
    '/spa/validate-slug',
    {
      schema: {
        tags,
        summary: 'Does a slug name a landing page or a tour?',
        description:
          'Always 200: { valid: false } for an unknown slug, since "no" is the answer to a validity check, not an error.',
        querystring: validateSlugQuerySchema,
        response: { 200: validateSlugResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => search.validateSlug(request.query.slug),
  )

  app.get(
    '/spa/calendar-periods',
    {
      schema: {
        tags,
        summary: 'Months and seasons with tour dates',
        description:
          'For the dates filter: months from now on with listed tours, and seasons, with counts.',
        response: { 200: calendarPeriodsResponseSchema },
      },
    },
    async (request, reply) =>
      sendJson(reply, calendarPeriodsResponseSchema, await search.calendarPeriods(request)),
  )

  app.get(
    '/spa/tours-by-request',
    {
      schema: {
        tags,
        summary: 'Tours available on request',
        description:
          'Published on-request tours (§2 /tours-upon-request), most popular first, paged.',
        querystring: toursByRequestQuerySchema,
        response: { 200: toursByRequestResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => search.toursByRequest(request.query.page, request.query.per_page, request),
  )
}
