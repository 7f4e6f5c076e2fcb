import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import { requireRole } from '../../platform/admin/admin-access.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { CollectionAdminService } from './collections-service.ts'

export type AdminCollectionsRoutesOptions = {
  sessions: SessionGuard
  limit: AbuseGuard
  collectionsAdmin: CollectionAdminService
}

/**
 * Issue 43 item 5: collections in the operator console. The service checks the role first; the
 * writes count against the console's limit once the role is allowed.
 */
export const adminCollectionsRoutes: FastifyPluginAsyncZod<AdminCollectionsRoutesOptions> = async (
  app,
  { sessions, limit, collectionsAdmin },
) => {
  app.route({
    ...endpointRoute(endpoints.adminCollections),
    handler: async (request) => collectionsAdmin.list(await sessions.requireViewer(request)),
  })

  app.route({
    ...endpointRoute(endpoints.adminCollection),
    handler: async (request) =>
      collectionsAdmin.view(
        await sessions.requireViewer(request),
        request.query.id,
        request.query.find,
      ),
  })

  app.route({
    ...endpointRoute(endpoints.adminCollectionSave),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      requireRole(viewer, 'content.collection-edit')
      await limit(request, [
        { rule: limitRules.adminActionPerAccount, key: String(viewer.user.id) },
      ])
      return collectionsAdmin.save(viewer, request.body)
    },
  })

  app.route({
    ...endpointRoute(endpoints.adminCollectionTours),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      requireRole(viewer, 'content.collection-edit')
      await limit(request, [
        { rule: limitRules.adminActionPerAccount, key: String(viewer.user.id) },
      ])
      return collectionsAdmin.moveTour(viewer, request.body)
    },
  })

  app.route({
    ...endpointRoute(endpoints.adminCollectionPublish),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      requireRole(viewer, 'content.collection-publish')
      await limit(request, [
        { rule: limitRules.adminActionPerAccount, key: String(viewer.user.id) },
      ])
      return collectionsAdmin.publish(viewer, request.body)
    },
  })
}
