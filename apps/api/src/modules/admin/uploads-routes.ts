import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import { requireRole } from '../../platform/admin/admin-access.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { AdminUploadsService } from './uploads-service.ts'

export type AdminUploadsRoutesOptions = {
  sessions: SessionGuard
  limit: AbuseGuard
  uploadsAdmin: AdminUploadsService
}

/**
 * Issue 43 item 3: uploaded files moderation. The read checks the role in the service; the write
 * checks it before counting against the console's write limit.
 */
export const adminUploadsRoutes: FastifyPluginAsyncZod<AdminUploadsRoutesOptions> = async (
  app,
  { sessions, limit, uploadsAdmin },
) => {
  app.route({
    ...endpointRoute(endpoints.adminUploads),
    handler: async (request) =>
      uploadsAdmin.list(await sessions.requireViewer(request), request.query),
  })

  app.route({
    ...endpointRoute(endpoints.adminUploadModerate),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      requireRole(viewer, 'content.upload-hide')
      await limit(request, [
        { rule: limitRules.adminActionPerAccount, key: String(viewer.user.id) },
      ])
      return uploadsAdmin.moderate(viewer, request.body)
    },
  })
}
