import {
  endpoints,
  calendarPeriodsResponseSchema,
  completionResponseSchema,
  toursPageResponseSchema,
  type ToursQuery,
} from '@tourmarket/contracts'
import type { SearchQuery } from '@tourmarket/domain/search'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { isQueryFlagSet, parseTourIds } from './service.ts'
import type { SearchService } from './service.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'

export type SearchRoutesOptions = { search: SearchService }

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
  app.route({
    ...endpointRoute(endpoints.tours),
    handler: async (request) =>
      search.tours(filterParams(request.query), request.query.per_page, request),
  })

  app.route({
    ...endpointRoute(endpoints.toursPage),
    handler: async (request, reply) =>
      sendJson(
        reply,
        toursPageResponseSchema,
        await search.toursPage(
          filterParams(request.query),
          { perPage: request.query.per_page, expandFilters: expandsFilters(request.query.expand) },
          request,
        ),
      ),
  })

  app.route({
    ...endpointRoute(endpoints.tourGetByIds),
    handler: async (request) =>
      search.toursByIds(
        parseTourIds(request.query.ids),
        isQueryFlagSet(request.query.with_alt),
        request,
      ),
  })

  app.route({
    ...endpointRoute(endpoints.toursFilterCompletion),
    handler: async (request, reply) =>
      sendJson(reply, completionResponseSchema, await search.complete(request.query, request)),
  })

  app.route({
    ...endpointRoute(endpoints.validateSlug),
    handler: async (request) => search.validateSlug(request.query.slug),
  })

  app.route({
    ...endpointRoute(endpoints.calendarPeriods),
    handler: async (request, reply) =>
      sendJson(reply, calendarPeriodsResponseSchema, await search.calendarPeriods(request)),
  })

  app.route({
    ...endpointRoute(endpoints.toursByRequest),
    handler: async (request) =>
      search.toursByRequest(
        request.query.page,
        request.query.per_page,
        request.query.slug,
        request,
      ),
  })
}
