import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { OfficeService } from './service.ts'

export type OfficeRoutesOptions = {
  office: OfficeService
  sessions: SessionGuard
}

/** Issue 40: the organizer office's shell, overview, booking list and audit trails. */
export const officeRoutes: FastifyPluginAsyncZod<OfficeRoutesOptions> = async (
  app,
  { office, sessions },
) => {
  app.route({
    ...endpointRoute(endpoints.officeContext),
    handler: async (request) => office.context(await sessions.requireViewer(request)),
  })

  app.route({
    ...endpointRoute(endpoints.officeOverview),
    handler: async (request) =>
      office.overview(await sessions.requireViewer(request), request.language),
  })

  app.route({
    ...endpointRoute(endpoints.officeBookingList),
    handler: async (request) =>
      office.bookingList(await sessions.requireViewer(request), request.query, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.officeAudit),
    handler: async (request) => office.audit(await sessions.requireViewer(request), request.query),
  })
}
