import { defineEndpoint } from '../endpoint.ts'
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
} from '../schemas/index.ts'

const tags = ['catalogue']

export const tour = defineEndpoint({
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
  errors: { 404: errorBodySchema, 410: errorBodySchema },
})

export const tourForRequest = defineEndpoint({
  method: 'GET',
  path: '/spa/tour-for-request',
  tags,
  summary: 'Tour for a booking or request form',
  description:
    'Title, cover, group size, start city, organizer and the dates that have not started (prices in X-Currency). Answers even when every date has passed (dates is then empty). 404 when unknown or unpublished.',
  query: tourIdQuerySchema,
  response: tourForRequestSchema,
})

export const tourQuestion = defineEndpoint({
  method: 'GET',
  path: '/spa/tour-question',
  tags,
  summary: 'One question about a tour',
  description:
    'The question with its answer (null until answered). 404 `question_not_found` when it is not about that tour. The tour page lists the newest answered questions itself.',
  query: tourQuestionQuerySchema,
  response: tourQuestionSchema,
})

export const tourProgram = defineEndpoint({
  method: 'GET',
  path: '/spa/tour-program',
  tags,
  summary: 'One program of a tour',
  description:
    "The program's days in order. 404 `program_not_found` when the program is not that tour's.",
  query: tourProgramQuerySchema,
  response: tourProgramSchema,
})

export const tourReviews = defineEndpoint({
  method: 'GET',
  path: '/spa/tour-reviews',
  tags,
  summary: 'Reviews of a tour by id',
  description: 'The 3 newest reviews with their photos, and the rating summary of all.',
  query: tourIdQuerySchema,
  response: reviewsPageSchema,
})

export const allTourReviews = defineEndpoint({
  method: 'GET',
  path: '/spa/all-tour-reviews',
  tags,
  summary: 'Reviews of a tour by slug, paged',
  description:
    'Newest first, with their photos; limit defaults to 3 (at most 50), page to 1 (§7). An old slug of a renamed tour works too.',
  query: allTourReviewsQuerySchema,
  response: reviewsPageSchema,
})

export const organizerReviews = defineEndpoint({
  method: 'GET',
  path: '/spa/organizer-reviews',
  tags,
  summary: "Reviews of an organizer's tours, paged",
  description:
    'Reviews of all its published tours, newest first, each naming its tour; limit defaults to 5 (§9, at most 50), page to 1. 404 `organizer_not_found`.',
  query: organizerReviewsQuerySchema,
  response: reviewsPageSchema,
})

export const individualTour = defineEndpoint({
  method: 'GET',
  path: '/spa/individual-tour',
  tags,
  summary: 'Individual tour offer',
  description:
    "An offer made for one client (§2 /order/{uuid}/individual-tour): the client, dates and price (in X-Currency and as offered) with the full tour page, program expanded. Shown even when the tour's public dates have passed.",
  query: individualTourQuerySchema,
  response: individualTourSchema,
})

export const toursCities = defineEndpoint({
  method: 'GET',
  path: '/spa/tours-cities',
  tags,
  summary: "Cities on a tour's route",
  description: 'In route order, with coordinates, for the map.',
  query: byTourIdQuerySchema,
  response: tourCitiesSchema,
})

export const tourAccommodations = defineEndpoint({
  method: 'GET',
  path: '/spa/tour-accommodations',
  tags,
  summary: 'Accommodation kinds',
  description:
    'The §3 accommodation kinds with labels and how many listed tours (published, with a date ahead) offer each.',
  response: tourAccommodationsSchema,
})

export const ticketTourCities = defineEndpoint({
  method: 'GET',
  path: '/crm/api/ticket/tour-cities',
  tags,
  summary: 'Start and end city of a tour',
  description:
    "For the ticket-quote widget: the tour's start city and the last place of its route, with coordinates.",
  query: byTourIdQuerySchema,
  response: ticketTourCitiesSchema,
})

export const tourExcursionDates = defineEndpoint({
  method: 'GET',
  path: '/crm/api/tour/excursion-dates',
  tags,
  summary: 'Dates of an excursion',
  description:
    'The dates that have not started, prices in X-Currency. 404 `tour_not_found` for an unknown tour, `not_an_excursion` for a tour of type 1.',
  query: tourIdQuerySchema,
  response: excursionDatesSchema,
})

export const tourComplaint = defineEndpoint({
  method: 'POST',
  path: '/crm/api/tour/complaint',
  tags,
  summary: 'Complain about a tour',
  description:
    'Stores the complaint for moderators. text is required, 10–2000 characters once trimmed; a failing rule answers 400 naming `text` with the §5 message in X-Language. 404 for an unknown tour.',
  body: tourComplaintBodySchema,
  created: true,
  response: tourComplaintCreatedSchema,
})
