import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import { requireRole } from '../../platform/admin/admin-access.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { HelpAdminService } from './admin-service.ts'

export type AdminHelpRoutesOptions = {
  sessions: SessionGuard
  limit: AbuseGuard
  helpAdmin: HelpAdminService
}

/**
 * Issue 43 item 5: help-centre articles in the operator console. The service checks the role
 * first; the writes (save, publish) count against the console's limit once the role is allowed.
 */
export const adminHelpRoutes: FastifyPluginAsyncZod<AdminHelpRoutesOptions> = async (
  app,
  { sessions, limit, helpAdmin },
) => {
  app.route({
    ...endpointRoute(endpoints.adminHelpArticles),
    handler: async (request) => helpAdmin.list(await sessions.requireViewer(request)),
  })

  app.route({
    ...endpointRoute(endpoints.adminHelpArticle),
    handler: async (request) =>
      helpAdmin.view(await sessions.requireViewer(request), request.query.id),
  })

  app.route({
    ...endpointRoute(endpoints.adminHelpPreview),
    handler: async (request) =>
      helpAdmin.preview(await sessions.requireViewer(request), request.body.markdown),
  })

  app.route({
    ...endpointRoute(endpoints.adminHelpSave),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      requireRole(viewer, 'content.help-edit')
      await limit(request, [
        { rule: limitRules.adminActionPerAccount, key: String(viewer.user.id) },
      ])
      return helpAdmin.save(viewer, request.body)
    },
  })

  app.route({
    ...endpointRoute(endpoints.adminHelpPublish),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      requireRole(viewer, 'content.help-publish')
      await limit(request, [
        { rule: limitRules.adminActionPerAccount, key: String(viewer.user.id) },
      ])
      return helpAdmin.publish(viewer, request.body)
    },
  })
}
