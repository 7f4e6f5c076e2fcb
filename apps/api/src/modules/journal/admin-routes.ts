import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import { requireRole } from '../../platform/admin/admin-access.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { JournalAdminService } from './admin-service.ts'

export type AdminJournalRoutesOptions = {
  sessions: SessionGuard
  limit: AbuseGuard
  journalAdmin: JournalAdminService
}

/**
 * Issue 43 item 5: the journal in the operator console. The service checks the role first; the
 * writes (save, publish) count against the console's limit once the role is known to be allowed.
 */
export const adminJournalRoutes: FastifyPluginAsyncZod<AdminJournalRoutesOptions> = async (
  app,
  { sessions, limit, journalAdmin },
) => {
  app.route({
    ...endpointRoute(endpoints.adminJournalPosts),
    handler: async (request) =>
      journalAdmin.list(await sessions.requireViewer(request), request.query),
  })

  app.route({
    ...endpointRoute(endpoints.adminJournalPost),
    handler: async (request) =>
      journalAdmin.view(await sessions.requireViewer(request), request.query.id),
  })

  app.route({
    ...endpointRoute(endpoints.adminJournalOptions),
    handler: async (request) =>
      journalAdmin.options(await sessions.requireViewer(request), request.language),
  })

  app.route({
    ...endpointRoute(endpoints.adminJournalPreview),
    handler: async (request) =>
      journalAdmin.preview(await sessions.requireViewer(request), request.body.markdown),
  })

  app.route({
    ...endpointRoute(endpoints.adminJournalSave),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      requireRole(viewer, 'content.journal-edit')
      await limit(request, [
        { rule: limitRules.adminActionPerAccount, key: String(viewer.user.id) },
      ])
      return journalAdmin.save(viewer, request.body)
    },
  })

  app.route({
    ...endpointRoute(endpoints.adminJournalPublish),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      requireRole(viewer, 'content.journal-publish')
      await limit(request, [
        { rule: limitRules.adminActionPerAccount, key: String(viewer.user.id) },
      ])
      return journalAdmin.publish(viewer, request.body)
    },
  })
}
