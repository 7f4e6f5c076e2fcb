import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { SalesService } from './service.ts'

export type SalesRoutesOptions = {
  sessions: SessionGuard
  sales: SalesService
}

/** Issue 40 item 6: the office's sales per month and the bookings behind a month. */
export const salesRoutes: FastifyPluginAsyncZod<SalesRoutesOptions> = async (
  app,
  { sessions, sales },
) => {
  app.route({
    ...endpointRoute(endpoints.officeSales),
    handler: async (request) =>
      sales.officeSales(await sessions.requireViewer(request), request.query.year),
  })

  app.route({
    ...endpointRoute(endpoints.officeSalesBookings),
    handler: async (request) =>
      sales.officeSalesBookings(
        await sessions.requireViewer(request),
        request.query.month,
        request.language,
      ),
  })
}
