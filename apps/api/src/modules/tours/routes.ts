import {
  allTourReviewsQuerySchema,
  byTourIdQuerySchema,
  errorBodySchema,
  excursionDatesSchema,
  individualTourQuerySchema,
  individualTourSchema,
  organizerReviewsQuerySchema,
  reviewsPageSchema,
  ticketTourCitiesSchema,
  tourAccommodationsSchema,
  tourCitiesSchema,
  tourComplaintBodySchema,
  tourComplaintCreatedSchema,
  tourForRequestSchema,
  tourIdQuerySchema,
  tourPageQuerySchema,
  tourPageResponseSchema,
  tourProgramQuerySchema,
  tourProgramSchema,
  tourQuestionQuerySchema,
  tourQuestionSchema,
} from '@tourmarket/api-client'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { TourService } from './service.ts'

export type TourRoutesOptions = { tours: TourService }

const tags = ['catalogue']

/** The tour page and what hangs off it: dates, programs, questions, reviews, cities, complaints (§7). */
export const tourRoutes: FastifyPluginAsyncZod<TourRoutesOptions> = async (app, { tours }) => {
  app.get(
    '/spa/tour',
    {
      schema: {
        tags,
        summary: 'Tour page',
        description: [
          'Everything the tour page shows, texts in X-Language and prices in X-Currency (integer minor units); dates that have not started, by start date.',
          'format=short leaves out the description and questions (null); expand_program=1 adds the default program with its days; expand_reviews=1 adds the 3 newest reviews; with_alt=1 adds title_alt, the title in the other language; site_id is accepted and ignored (every brand sees the same tour).',
          'A renamed tour (an old slug, or a slug ending in the -{id} of a tour now named otherwise) answers 200 with `{ redirect: { slug, url } }` and no tour, so the client follows it or raises §5 "Illegal redirect".',
          'Unknown or unpublished slug: 404 `tour_not_found`. Every date started (and not sold on request): 410 `tour_dates_passed` (§8).',
        ].join('\n\n'),
        querystring: tourPageQuerySchema,
        response: { 200: tourPageResponseSchema, 404: errorBodySchema, 410: errorBodySchema },
      },
    },
    async (request) => {
      const { slug, format, expand_program, expand_reviews, with_alt } = request.query
      return tours.tourPage(
        slug,
        { format, expandProgram: expand_program, expandReviews: expand_reviews, withAlt: with_alt },
        { language: request.language, currency: request.currency },
      )
    },
  )

  app.get(
    '/spa/tour-for-request',
    {
      schema: {
        tags,
        summary: 'Tour for a booking or request form',
        description:
          'Title, cover, group size, start city, organizer and the dates that have not started (prices in X-Currency). Answers even when every date has passed (dates is then empty). 404 when unknown or unpublished.',
        querystring: tourIdQuerySchema,
        response: { 200: tourForRequestSchema },
      },
    },
    async (request) =>
      tours.tourForRequest(request.query.id, {
        language: request.language,
        currency: request.currency,
      }),
  )

  app.get(
    '/spa/tour-question',
    {
      schema: {
        tags,
        summary: 'One question about a tour',
        description:
          'The question with its answer (null until answered). 404 `question_not_found` when it is not about that tour. The tour page lists the newest answered questions itself.',
        querystring: tourQuestionQuerySchema,
        response: { 200: tourQuestionSchema },
      },
    },
    async (request) => tours.question(request.query.question_id, request.query.tour_id),
  )

  app.get(
    '/spa/tour-program',
    {
      schema: {
        tags,
        summary: 'One program of a tour',
        description:
          "The program's days in order. 404 `program_not_found` when the program is not that tour's.",
        querystring: tourProgramQuerySchema,
        response: { 200: tourProgramSchema },
      },
    },
    async (request) =>
      tours.program(request.query.program_id, request.query.tour_id, request.language),
  )

  app.get(
    '/spa/tour-reviews',
    {
      schema: {
        tags,
        summary: 'Reviews of a tour by id',
        description: 'The 3 newest reviews with their photos, and the rating summary of all.',
        querystring: tourIdQuerySchema,
        response: { 200: reviewsPageSchema },
      },
    },
    async (request) => tours.tourReviews(request.query.id, request.language),
  )

  app.get(
    '/spa/all-tour-reviews',
    {
      schema: {
        tags,
        summary: 'Reviews of a tour by slug, paged',
        description:
          'Newest first, with their photos; limit defaults to 3 (at most 50), page to 1 (§7). An old slug of a renamed tour works too.',
        querystring: allTourReviewsQuerySchema,
        response: { 200: reviewsPageSchema },
      },
    },
    async (request) => {
      const { slug, page, limit } = request.query
      return tours.allTourReviews(slug, { page, limit }, request.language)
    },
  )

  app.get(
    '/spa/organizer-reviews',
    {
      schema: {
        tags,
        summary: "Reviews of an organizer's tours, paged",
        description:
          'Reviews of all its published tours, newest first, each naming its tour; limit defaults to 5 (§9, at most 50), page to 1. 404 `organizer_not_found`.',
        querystring: organizerReviewsQuerySchema,
        response: { 200: reviewsPageSchema },
      },
    },
    async (request) => {
      const { id, page, limit } = request.query
      return tours.organizerReviews(id, { page, limit }, request.language)
    },
  )

  app.get(
    '/spa/individual-tour',
    {
      schema: {
        tags,
        summary: 'Individual tour offer',
        description:
          "An offer made for one client (§2 /order/{uuid}/individual-tour): the client, dates and price (in X-Currency and as offered) with the full tour page, program expanded. Shown even when the tour's public dates have passed.",
        querystring: individualTourQuerySchema,
        response: { 200: individualTourSchema },
      },
    },
    async (request) =>
      tours.individualTour(request.query.uuid, {
        language: request.language,
        currency: request.currency,
      }),
  )

  app.get(
    '/spa/tours-cities',
    {
      schema: {
        tags,
        summary: "Cities on a tour's route",
        description: 'In route order, with coordinates, for the map.',
        querystring: byTourIdQuerySchema,
        response: { 200: tourCitiesSchema },
      },
    },
    async (request) => ({
      data: await tours.routeCities(request.query.tour_id, request.language),
    }),
  )

  app.get(
    '/spa/tour-accommodations',
    {
      schema: {
        tags,
        summary: 'Accommodation kinds',
        description:
          'The §3 accommodation kinds with labels and how many listed tours (published, with a date ahead) offer each.',
        response: { 200: tourAccommodationsSchema },
      },
    },
    async (request) => tours.accommodations(request.language),
  )

  app.get(
    '/crm/api/ticket/tour-cities',
    {
      schema: {
        tags,
        summary: 'Start and end city of a tour',
        description:
          "For the ticket-quote widget: the tour's start city and the last place of its route, with coordinates.",
        querystring: byTourIdQuerySchema,
        response: { 200: ticketTourCitiesSchema },
      },
    },
    async (request) => tours.ticketCities(request.query.tour_id, request.language),
  )

  app.get(
    '/crm/api/tour/excursion-dates',
    {
      schema: {
        tags,
        summary: 'Dates of an excursion',
        description:
          'The dates that have not started, prices in X-Currency. 404 `tour_not_found` for an unknown tour, `not_an_excursion` for a tour of type 1.',
        querystring: tourIdQuerySchema,
        response: { 200: excursionDatesSchema },
      },
    },
    async (request) =>
      tours.excursionDates(request.query.id, {
        language: request.language,
        currency: request.currency,
      }),
  )

  app.post(
    '/crm/api/tour/complaint',
    {
      schema: {
        tags,
        summary: 'Complain about a tour',
        description:
          'Stores the complaint for moderators. text is required, 10–2000 characters once trimmed; a failing rule answers 400 naming `text` with the §5 message in X-Language. 404 for an unknown tour.',
        body: tourComplaintBodySchema,
        response: { 201: tourComplaintCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await tours.complain(
        request.body.tour_id,
        request.body.text,
        request.language,
      )
      return reply.code(201).send(created)
    },
  )
}
