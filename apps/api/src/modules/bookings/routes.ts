import type { FastifyRequest } from 'fastify'
import {
  addTouristsBodySchema,
  bookingIdQuerySchema,
  bookingListSchema,
  bookingQuoteQuerySchema,
  bookingQuoteSchema,
  bookingSchema,
  bookingTourDatesBodySchema,
  bookingTourDatesSchema,
  bookingUuidQuerySchema,
  bookingsForChatQuerySchema,
  cancelBookingBodySchema,
  changeBookingTourDateBodySchema,
  bookingErrorBodySchema,
  createBookingBodySchema,
  errorBodySchema,
  touristsInfoSchema,
  updateTouristsBodySchema,
  updateTouristsQuestionnairesBodySchema,
} from '@tourmarket/api-client'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AccountsContext } from '../accounts/context.ts'
import { idempotencyKeyFrom } from '../idempotency/idempotency.ts'
import { limitRules } from '../abuse/rate-limit.ts'
import { requestAddress } from '../../lib/forwarded-address.ts'
import type { BookingsContext } from './context.ts'

export type BookingsRoutesOptions = {
  context: Pick<AccountsContext, 'sessions' | 'limit' | 'trustedProxies'>
  bookings: BookingsContext
}

const idempotencyNote =
  ' Send an `Idempotency-Key` header (1–255 printable characters) to make a retry safe: the same key and body answer the first response again; another body answers 422 `idempotency_key_reused`; a request still running answers 409 `idempotency_key_in_progress`.'

/** Decision 0016: the booking calls under /crm/api. */
export const bookingsRoutes: FastifyPluginAsyncZod<BookingsRoutesOptions> = async (
  app,
  { context, bookings },
) => {
  const { sessions, limit, trustedProxies } = context
  const { service, idempotency } = bookings
  const ip = (request: FastifyRequest) => requestAddress(request, trustedProxies)
  /** What every call on one's own booking may answer besides its own errors. */
  const signedInErrors = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
  }

  app.get(
    '/spa/booking-quote',
    {
      schema: {
        summary: 'Booking quote',
        description:
          'What booking this date for this many tourists costs today, computed on the server: price per tourist after the best automatic discount, total, prepayment, full-payment date, cashback and cost lines in X-Language. 404 `tour_date_not_found`; 409 `tour_date_not_bookable` (with `tour: {slug, name}`) or `not_enough_seats`.',
        querystring: bookingQuoteQuerySchema,
        response: {
          200: bookingQuoteSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: bookingErrorBodySchema,
        },
      },
    },
    async (request) =>
      service.quote(request.query.tour_date_id, request.query.tourists_count, request.language),
  )

  app.post(
    '/crm/api/request/create',
    {
      schema: {
        summary: 'Create a booking',
        description:
          'Books the date for the signed-in account: seats are taken atomically (409 `not_enough_seats` says how many are left), the price is computed on the server, and the first invoice is issued. Starts at 2 pending prepayment on a guaranteed date, else 1 pending confirm.' +
          idempotencyNote,
        body: createBookingBodySchema,
        response: {
          200: bookingSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: bookingErrorBodySchema,
          422: errorBodySchema,
        },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [
        { rule: limitRules.bookingCreatePerAccount, key: String(viewer.user.id) },
        { rule: limitRules.bookingCreatePerIp, key: ip(request) },
      ])
      const response = await idempotency.run(
        {
          scope: `user:${viewer.user.id}`,
          route: 'request/create',
          key: idempotencyKeyFrom(request.headers),
          body: request.body,
        },
        {
          run: async (claim) => ({
            statusCode: 200,
            body: await service.create(viewer, request.body, request.language, claim),
          }),
          recover: async (bookingId) => ({
            statusCode: 200,
            body: await service.get(viewer, Number(bookingId), request.language),
          }),
        },
      )
      // Only a 200 is ever stored: a failure stores nothing (see createIdempotency).
      return response.body
    },
  )

  app.get(
    '/crm/api/request/get',
    {
      schema: {
        summary: 'A booking by id',
        description:
          'For its owner, its organizer and admins; 403 `forbidden` for anyone else, 404 `booking_not_found`.',
        querystring: bookingIdQuerySchema,
        response: {
          200: bookingSchema,
          ...signedInErrors,
        },
      },
      config: { signedIn: true },
    },
    async (request) =>
      service.get(await sessions.requireViewer(request), request.query.id, request.language),
  )

  app.get(
    '/crm/api/request/get-by-uuid',
    {
      schema: {
        summary: 'A booking by its link',
        description:
          'Open: the uuid is the capability. Whoever is not the owner, organizer or an admin sees the contact e-mail and phone masked and no passport numbers.',
        querystring: bookingUuidQuerySchema,
        response: { 200: bookingSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      service.getByUuid(
        request.query.uuid,
        await sessions.optionalViewer(request),
        request.language,
      ),
  )

  app.get(
    '/crm/api/request/list',
    {
      schema: {
        summary: 'My bookings',
        description: 'The signed-in account’s bookings, newest first.',
        response: { 200: bookingListSchema, 401: errorBodySchema },
      },
      config: { signedIn: true },
    },
    async (request) => ({
      data: await service.list(await sessions.requireViewer(request), request.language),
    }),
  )

  app.get(
    '/crm/api/request/list-for-chat',
    {
      schema: {
        summary: 'Bookings a chat is about',
        description:
          'The viewer’s bookings with the chat’s organizer, or all of them for a support chat. 404 `chat_not_found` for a chat that is not the viewer’s.',
        querystring: bookingsForChatQuerySchema,
        response: {
          200: bookingListSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
      config: { signedIn: true },
    },
    async (request) => ({
      data: await service.listForChat(
        await sessions.requireViewer(request),
        request.query.chat_id,
        request.language,
      ),
    }),
  )

  app.post(
    '/crm/api/request/tour-dates',
    {
      schema: {
        summary: 'The booking’s date and the dates it could move to',
        description:
          'For the owner. With `with_variants`, the tour’s other open dates with enough free seats, priced for this group today.',
        body: bookingTourDatesBodySchema,
        response: {
          200: bookingTourDatesSchema,
          ...signedInErrors,
        },
      },
      config: { signedIn: true },
    },
    async (request) =>
      service.tourDates(
        await sessions.requireViewer(request),
        request.body.request_id,
        request.body.with_variants ?? false,
      ),
  )

  app.post(
    '/crm/api/request/change-tour-date',
    {
      schema: {
        summary: 'Move a booking to another date',
        description:
          'For the owner, while the booking is 1 or 2 and nothing is paid: seats move atomically, the booking is repriced and its first invoice reissued. 409 `date_change_not_allowed`, `not_enough_seats` or `tour_date_not_bookable`.',
        body: changeBookingTourDateBodySchema,
        response: {
          200: bookingSchema,
          ...signedInErrors,
          409: bookingErrorBodySchema,
        },
      },
      config: { signedIn: true },
    },
    async (request) =>
      service.changeTourDate(
        await sessions.requireViewer(request),
        request.body.request_id,
        request.body.tour_date_id,
        request.language,
      ),
  )

  app.post(
    '/crm/api/request/cancel',
    {
      schema: {
        summary: 'Cancel a booking',
        description:
          'The owner cancels as the tourist; the organizer declines (status 1) or cancels (2, 3); an admin cancels as admin. Seats come back and unpaid invoices are canceled. A refused move answers 409 `transition_not_allowed` with `reason`.',
        body: cancelBookingBodySchema,
        response: {
          200: bookingSchema,
          ...signedInErrors,
          409: bookingErrorBodySchema,
        },
      },
      config: { signedIn: true },
    },
    async (request) =>
      service.cancel(
        await sessions.requireViewer(request),
        {
          id: request.body.id,
          message: request.body.message,
          notifyClient: request.body.notify_client ?? true,
        },
        request.language,
      ),
  )

  app.post(
    '/crm/api/request/update-tourists',
    {
      schema: {
        summary: 'Edit the booking’s tourists',
        description:
          'For the owner: every tourist the booking keeps, by id. Edited ones are marked touched; those left out are removed (only before anything is paid), their seats returned and the booking repriced.',
        body: updateTouristsBodySchema,
        response: {
          200: bookingSchema,
          ...signedInErrors,
          409: bookingErrorBodySchema,
        },
      },
      config: { signedIn: true },
    },
    async (request) =>
      service.updateTourists(
        await sessions.requireViewer(request),
        request.body.id,
        request.body.tourists,
        request.language,
      ),
  )

  app.post(
    '/crm/api/request/update-tourists-questionnaires',
    {
      schema: {
        summary: 'Travel info of the booking’s tourists',
        description: 'For the owner: §3 arrival and departure travel info and food restrictions.',
        body: updateTouristsQuestionnairesBodySchema,
        response: {
          200: bookingSchema,
          ...signedInErrors,
          409: bookingErrorBodySchema,
        },
      },
      config: { signedIn: true },
    },
    async (request) =>
      service.updateQuestionnaires(
        await sessions.requireViewer(request),
        request.body.id,
        request.body.tourists,
        request.language,
      ),
  )

  app.post(
    '/crm/api/request/add-tourists',
    {
      schema: {
        summary: 'Add tourists by the booking link',
        description:
          'Open: the uuid is the capability. Takes seats (409 `not_enough_seats`), keeps the price per tourist, and bills the extra.' +
          idempotencyNote,
        body: addTouristsBodySchema,
        response: {
          200: bookingSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: bookingErrorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = await sessions.optionalViewer(request)
      await limit(request, [{ rule: limitRules.addTouristsPerIp, key: ip(request) }])
      const response = await idempotency.run(
        {
          scope: `uuid:${request.body.uuid}`,
          route: 'request/add-tourists',
          key: idempotencyKeyFrom(request.headers),
          body: request.body,
        },
        {
          run: async (claim) => ({
            statusCode: 200,
            body: await service.addTourists(
              request.body.uuid,
              request.body.tourists,
              viewer,
              request.language,
              claim,
            ),
          }),
          recover: async (uuid) => ({
            statusCode: 200,
            body: await service.getByUuid(uuid, viewer, request.language),
          }),
        },
      )
      // Only a 200 is ever stored: a failure stores nothing (see createIdempotency).
      return response.body
    },
  )

  app.get(
    '/spa/tourists-info',
    {
      schema: {
        summary: 'Who is on a booking',
        description:
          'Open, by the booking link: the tourists’ names and the free seats, for the add-tourists page.',
        querystring: bookingUuidQuerySchema,
        response: { 200: touristsInfoSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.touristsInfo(request.query.uuid, request.language),
  )

  app.post(
    '/crm/api/organizer/request/confirm',
    {
      schema: {
        summary: 'Confirm a booking (organizer)',
        description:
          'The booking’s organizer (or an admin for them) moves it from 1 pending confirm to 2 pending prepayment. 403 `forbidden` for others; 409 `transition_not_allowed` with `reason`.',
        body: bookingIdQuerySchema,
        response: {
          200: bookingSchema,
          ...signedInErrors,
          409: bookingErrorBodySchema,
        },
      },
      config: { signedIn: true },
    },
    async (request) =>
      service.confirm(await sessions.requireViewer(request), request.body.id, request.language),
  )

  app.get(
    '/crm/api/organizer/request/list',
    {
      schema: {
        summary: 'The organizer’s bookings',
        description:
          'For an account that acts for an organizer: its bookings, newest first. 403 `forbidden` otherwise.',
        response: { 200: bookingListSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
      config: { signedIn: true },
    },
    async (request) => ({
      data: await service.organizerList(await sessions.requireViewer(request), request.language),
    }),
  )
}
