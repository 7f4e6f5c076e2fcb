import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { TourService } from './service.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'

export type TourRoutesOptions = { tours: TourService }

/** The tour page and what hangs off it: dates, programs, questions, reviews, cities, complaints (§7). */
export const tourRoutes: FastifyPluginAsyncZod<TourRoutesOptions> = async (app, { tours }) => {
  app.route({
    ...endpointRoute(endpoints.tour),
    handler: async (request) => {
      const { slug, format, expand_program, expand_reviews, with_alt } = request.query
      return tours.tourPage(
        slug,
        { format, expandProgram: expand_program, expandReviews: expand_reviews, withAlt: with_alt },
        { language: request.language, currency: request.currency },
      )
    },
  })

  app.route({
    ...endpointRoute(endpoints.tourForRequest),
    handler: async (request) =>
      tours.tourForRequest(request.query.id, {
        language: request.language,
        currency: request.currency,
      }),
  })

  app.route({
    ...endpointRoute(endpoints.tourQuestion),
    handler: async (request) => tours.question(request.query.question_id, request.query.tour_id),
  })

  app.route({
    ...endpointRoute(endpoints.tourProgram),
    handler: async (request) =>
      tours.program(request.query.program_id, request.query.tour_id, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.tourReviews),
    handler: async (request) => tours.tourReviews(request.query.id, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.allTourReviews),
    handler: async (request) => {
      const { slug, page, limit, sort, language } = request.query
      return tours.allTourReviews(slug, { page, limit }, request.language, { sort, language })
    },
  })

  app.route({
    ...endpointRoute(endpoints.organizerReviews),
    handler: async (request) => {
      const { id, page, limit } = request.query
      return tours.organizerReviews(id, { page, limit }, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.individualTour),
    handler: async (request) =>
      tours.individualTour(request.query.uuid, {
        language: request.language,
        currency: request.currency,
      }),
  })

  app.route({
    ...endpointRoute(endpoints.toursCities),
    handler: async (request) => ({
      data: await tours.routeCities(request.query.tour_id, request.language),
    }),
  })

  app.route({
    ...endpointRoute(endpoints.tourAccommodations),
    handler: async (request) => tours.accommodations(request.language),
  })

  app.route({
    ...endpointRoute(endpoints.ticketTourCities),
    handler: async (request) => tours.ticketCities(request.query.tour_id, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.tourExcursionDates),
    handler: async (request) =>
      tours.excursionDates(request.query.id, {
        language: request.language,
        currency: request.currency,
      }),
  })

  app.route({
    ...endpointRoute(endpoints.tourComplaint),
    handler: async (request, reply) => {
      const created = await tours.complain(
        request.body.tour_id,
        request.body.text,
        request.language,
      )
      return reply.code(201).send(created)
    },
  })
}
