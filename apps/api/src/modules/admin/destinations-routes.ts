import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import { requireRole } from '../../platform/admin/admin-access.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { DestinationAdminService } from './destinations-service.ts'

export type AdminDestinationsRoutesOptions = {
  sessions: SessionGuard
  limit: AbuseGuard
  destinationsAdmin: DestinationAdminService
}

/**
 * Issue 43 item 5: destinations in the operator console. The service checks the role first; the
 * write counts against the console's limit once the role is allowed.
 */
export const adminDestinationsRoutes: FastifyPluginAsyncZod<
  AdminDestinationsRoutesOptions
> = async (app, { sessions, limit, destinationsAdmin }) => {
  app.route({
    ...endpointRoute(endpoints.adminDestinations),
    handler: async (request) => destinationsAdmin.list(await sessions.requireViewer(request)),
  })

  app.route({
    ...endpointRoute(endpoints.adminDestination),
    handler: async (request) =>
      destinationsAdmin.view(await sessions.requireViewer(request), request.query.id),
  })

  app.route({
    ...endpointRoute(endpoints.adminDestinationSave),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      requireRole(viewer, 'content.destination-edit')
      await limit(request, [
        { rule: limitRules.adminActionPerAccount, key: String(viewer.user.id) },
      ])
      return destinationsAdmin.save(viewer, request.body)
    },
  })
}
