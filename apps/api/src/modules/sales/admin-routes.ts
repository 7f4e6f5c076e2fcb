import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { SalesService } from './service.ts'

export type AdminSalesRoutesOptions = {
  sessions: SessionGuard
  sales: SalesService
}

/** Issue 43 item 6: payouts per organizer and month, and the commission report (read-only). */
export const adminSalesRoutes: FastifyPluginAsyncZod<AdminSalesRoutesOptions> = async (
  app,
  { sessions, sales },
) => {
  app.route({
    ...endpointRoute(endpoints.adminFinancePayouts),
    handler: async (request) =>
      sales.financePayouts(await sessions.requireViewer(request), request.query),
  })

  app.route({
    ...endpointRoute(endpoints.adminFinanceCommission),
    handler: async (request) =>
      sales.financeCommission(await sessions.requireViewer(request), request.query),
  })
}
