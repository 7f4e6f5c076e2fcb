import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { AdminService } from './service.ts'

export type AdminRoutesOptions = {
  admin: AdminService
  sessions: SessionGuard
}

/** Issue 43: the operator console's shell, booking search and booking history. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  app,
  { admin, sessions },
) => {
  app.route({
    ...endpointRoute(endpoints.adminContext),
    handler: async (request) => admin.context(await sessions.requireViewer(request)),
  })

  app.route({
    ...endpointRoute(endpoints.adminBookingSearch),
    handler: async (request) =>
      admin.bookingSearch(await sessions.requireViewer(request), request.query, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.adminBookingHistory),
    handler: async (request) =>
      admin.bookingHistory(await sessions.requireViewer(request), request.query.id),
  })
}
