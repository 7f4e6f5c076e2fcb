import type { FastifyRequest } from 'fastify'
import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import type { TrustedProxies } from '../../platform/http/forwarded-address.ts'
import { idempotencyKeyFrom } from '../../platform/idempotency/idempotency.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import { requestAddress } from '../../platform/http/forwarded-address.ts'
import type { BookingsContext } from './context.ts'

export type BookingsRoutesOptions = {
  sessions: SessionGuard
  limit: AbuseGuard
  trustedProxies: TrustedProxies
  bookings: BookingsContext
}

/** Decision 0016: the booking calls under /crm/api. */
export const bookingsRoutes: FastifyPluginAsyncZod<BookingsRoutesOptions> = async (
  app,
  { sessions, limit, trustedProxies, bookings },
) => {
  const { service, idempotency } = bookings
  const ip = (request: FastifyRequest) => requestAddress(request, trustedProxies)

  app.route({
    ...endpointRoute(endpoints.bookingQuote),
    handler: async (request) =>
      service.quote(
        request.query.tour_date_id,
        request.query.tourists_count,
        request.language,
        request.query.individual_tour_uuid,
        request.currency,
      ),
  })

  app.route({
    ...endpointRoute(endpoints.requestCreate),
    handler: async (request) => {
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
  })

  app.route({
    ...endpointRoute(endpoints.requestGet),
    handler: async (request) =>
      service.get(await sessions.requireViewer(request), request.query.id, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.requestGetByUuid),
    handler: async (request) =>
      service.getByUuid(
        request.query.uuid,
        await sessions.optionalViewer(request),
        request.language,
      ),
  })

  app.route({
    ...endpointRoute(endpoints.requestList),
    handler: async (request) => ({
      data: await service.list(await sessions.requireViewer(request), request.language),
    }),
  })

  app.route({
    ...endpointRoute(endpoints.requestListForChat),
    handler: async (request) => ({
      data: await service.listForChat(
        await sessions.requireViewer(request),
        request.query.chat_id,
        request.language,
      ),
    }),
  })

  app.route({
    ...endpointRoute(endpoints.requestTourDates),
    handler: async (request) =>
      service.tourDates(
        await sessions.requireViewer(request),
        request.body.request_id,
        request.body.with_variants ?? false,
      ),
  })

  app.route({
    ...endpointRoute(endpoints.requestChangeTourDate),
    handler: async (request) =>
      service.changeTourDate(
        await sessions.requireViewer(request),
        request.body.request_id,
        request.body.tour_date_id,
        request.language,
      ),
  })

  app.route({
    ...endpointRoute(endpoints.requestCancel),
    handler: async (request) =>
      service.cancel(
        await sessions.requireViewer(request),
        {
          id: request.body.id,
          message: request.body.message,
          notifyClient: request.body.notify_client ?? true,
        },
        request.language,
      ),
  })

  app.route({
    ...endpointRoute(endpoints.requestUpdateTourists),
    handler: async (request) =>
      service.updateTourists(
        await sessions.requireViewer(request),
        request.body.id,
        request.body.tourists,
        request.language,
      ),
  })

  app.route({
    ...endpointRoute(endpoints.requestUpdateTouristsQuestionnaires),
    handler: async (request) =>
      service.updateQuestionnaires(
        await sessions.requireViewer(request),
        request.body.id,
        request.body.tourists,
        request.language,
      ),
  })

  app.route({
    ...endpointRoute(endpoints.requestAddTourists),
    handler: async (request) => {
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
  })

  app.route({
    ...endpointRoute(endpoints.requestUpdateTravelInfo),
    handler: async (request) => {
      const viewer = await sessions.optionalViewer(request)
      await limit(request, [{ rule: limitRules.travelInfoPerIp, key: ip(request) }])
      return service.updateTravelInfo(
        request.body.uuid,
        request.body.tourists,
        viewer,
        request.language,
      )
    },
  })

  app.route({
    ...endpointRoute(endpoints.touristsInfo),
    handler: async (request) => service.touristsInfo(request.query.uuid, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.organizerRequestConfirm),
    handler: async (request) =>
      service.confirm(await sessions.requireViewer(request), request.body.id, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.organizerRequestList),
    handler: async (request) => ({
      data: await service.organizerList(await sessions.requireViewer(request), request.language),
    }),
  })

  app.route({
    ...endpointRoute(endpoints.organizerDateManifest),
    handler: async (request) =>
      service.organizerDateManifest(
        await sessions.requireViewer(request),
        request.query.tour_date_id,
        request.language,
      ),
  })

  // A gift card (decision 0073) pays a booking's invoice: a guest pays by the booking's uuid.
  app.route({
    ...endpointRoute(endpoints.payWithGiftCard),
    handler: async (request) => {
      const { body } = request
      const viewer =
        body.request_id === undefined
          ? await sessions.optionalViewer(request)
          : await sessions.requireViewer(request)
      return service.payWithGiftCard({
        viewer,
        requestId: body.request_id,
        uuid: body.uuid,
        code: body.code,
        address: ip(request),
        language: request.language,
      })
    },
  })
}
