import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import { requireRole } from '../../platform/admin/admin-access.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { LegalAdminService } from './admin-service.ts'

export type AdminLegalRoutesOptions = {
  sessions: SessionGuard
  limit: AbuseGuard
  legalAdmin: LegalAdminService
}

/**
 * Issue 43 item 5: the legal documents' versions in the operator console. The service checks the
 * role first; the writes (save, delete) count against the console's limit once the role is allowed.
 */
export const adminLegalRoutes: FastifyPluginAsyncZod<AdminLegalRoutesOptions> = async (
  app,
  { sessions, limit, legalAdmin },
) => {
  app.route({
    ...endpointRoute(endpoints.adminLegalDocuments),
    handler: async (request) =>
      legalAdmin.list(await sessions.requireViewer(request), request.language),
  })

  app.route({
    ...endpointRoute(endpoints.adminLegalVersion),
    handler: async (request) =>
      legalAdmin.view(await sessions.requireViewer(request), request.query.id),
  })

  app.route({
    ...endpointRoute(endpoints.adminLegalPreview),
    handler: async (request) =>
      legalAdmin.preview(await sessions.requireViewer(request), request.body.markdown),
  })

  app.route({
    ...endpointRoute(endpoints.adminLegalSave),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      requireRole(viewer, 'content.legal-edit')
      await limit(request, [
        { rule: limitRules.adminActionPerAccount, key: String(viewer.user.id) },
      ])
      return legalAdmin.save(viewer, request.body)
    },
  })

  app.route({
    ...endpointRoute(endpoints.adminLegalDelete),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      requireRole(viewer, 'content.legal-edit')
      await limit(request, [
        { rule: limitRules.adminActionPerAccount, key: String(viewer.user.id) },
      ])
      return legalAdmin.remove(viewer, request.body.id)
    },
  })
}
