import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { TripPackService } from './service.ts'

export type TripPackRoutesOptions = { tripPack: TripPackService; sessions: SessionGuard }

/** Issue 44 item 6: request/trip-pack, the owner's offline pack of a paid booking. */
export const tripPackRoutes: FastifyPluginAsyncZod<TripPackRoutesOptions> = async (
  app,
  { tripPack, sessions },
) => {
  app.route({
    ...endpointRoute(endpoints.requestTripPack),
    handler: async (request) =>
      tripPack.get(await sessions.requireViewer(request), request.query.id, request.language),
  })
}
