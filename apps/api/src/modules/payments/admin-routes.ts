import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { PaymentsContext } from './context.ts'

export type AdminPaymentsRoutesOptions = {
  sessions: SessionGuard
  payments: PaymentsContext
}

/** Issue 43 item 6: the console's payments and refunds ledger (finance, admin; read-only). */
export const adminPaymentsRoutes: FastifyPluginAsyncZod<AdminPaymentsRoutesOptions> = async (
  app,
  { sessions, payments },
) => {
  app.route({
    ...endpointRoute(endpoints.adminFinanceLedger),
    handler: async (request) =>
      payments.ledger.financeLedger(await sessions.requireViewer(request), request.query),
  })
}
