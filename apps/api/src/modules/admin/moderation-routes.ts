import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import { requireRole } from '../../platform/admin/admin-access.ts'
import type { ConsoleAction } from '@tourmarket/domain/console'
import type { FastifyRequest } from 'fastify'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { AdminModerationUseCases } from './use-cases/moderation.ts'
import type { AdminOrganizersUseCases } from './use-cases/organizers.ts'

export type AdminModerationRoutesOptions = {
  sessions: SessionGuard
  limit: AbuseGuard
  organizers: AdminOrganizersUseCases
  moderation: AdminModerationUseCases
}

/**
 * Issue 43 items 2 and 3: the console's organizers and moderation, for admins. Reads check the
 * role in their use case; writes check it before counting against the console's write limit.
 */
export const adminModerationRoutes: FastifyPluginAsyncZod<AdminModerationRoutesOptions> = async (
  app,
  { sessions, limit, organizers, moderation },
) => {
  /** A console write: the role first (a refused caller spends nothing), then the limit. */
  async function writer(request: FastifyRequest, action: ConsoleAction) {
    const viewer = await sessions.requireViewer(request)
    requireRole(viewer, action)
    await limit(request, [{ rule: limitRules.adminActionPerAccount, key: String(viewer.user.id) }])
    return viewer
  }

  app.route({
    ...endpointRoute(endpoints.adminOrganizerList),
    handler: async (request) =>
      organizers.organizerList(await sessions.requireViewer(request), request.query),
  })

  app.route({
    ...endpointRoute(endpoints.adminOrganizerView),
    handler: async (request) =>
      organizers.organizerView(await sessions.requireViewer(request), request.query.id),
  })

  app.route({
    ...endpointRoute(endpoints.adminOrganizerVerify),
    handler: async (request) =>
      organizers.organizerVerify(await writer(request, 'organizers.verify'), request.body),
  })

  app.route({
    ...endpointRoute(endpoints.adminOrganizerPublish),
    handler: async (request) =>
      organizers.organizerPublish(await writer(request, 'organizers.publish'), request.body),
  })

  app.route({
    ...endpointRoute(endpoints.adminReviewList),
    handler: async (request) =>
      moderation.reviewList(await sessions.requireViewer(request), request.query),
  })

  app.route({
    ...endpointRoute(endpoints.adminReviewModerate),
    handler: async (request) =>
      moderation.reviewModerate(await writer(request, 'moderation.review-hide'), request.body),
  })

  app.route({
    ...endpointRoute(endpoints.adminComplaintList),
    handler: async (request) =>
      moderation.complaintList(await sessions.requireViewer(request), request.query),
  })

  app.route({
    ...endpointRoute(endpoints.adminComplaintResolve),
    handler: async (request) =>
      moderation.complaintResolve(
        await writer(request, 'moderation.complaint-resolve'),
        request.body,
      ),
  })
}
