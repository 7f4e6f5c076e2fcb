import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { AdminAuditUseCases } from './use-cases/audit.ts'

export type AdminAuditRoutesOptions = {
  audit: AdminAuditUseCases
  sessions: SessionGuard
}

/** Issue 43 item 7: the console's audit log (admins; a read, so neither limited nor audited). */
export const adminAuditRoutes: FastifyPluginAsyncZod<AdminAuditRoutesOptions> = async (
  app,
  { audit, sessions },
) => {
  app.route({
    ...endpointRoute(endpoints.adminAudit),
    handler: async (request) => audit.search(await sessions.requireViewer(request), request.query),
  })
}
