import { endpoints } from '@tourmarket/contracts'
import type { ConsoleAction } from '@tourmarket/domain/console'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import { requireRole } from '../../platform/admin/admin-access.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { AdminSupportUseCases } from './use-cases/support.ts'

export type AdminSupportRoutesOptions = {
  sessions: SessionGuard
  limit: AbuseGuard
  support: AdminSupportUseCases
}

/**
 * Issue 43 item 4: the console's Support section, for support and admins. Reads check the role in
 * their use case; writes check it before counting against the console's write limit.
 */
export const adminSupportRoutes: FastifyPluginAsyncZod<AdminSupportRoutesOptions> = async (
  app,
  { sessions, limit, support },
) => {
  /** A console write: the role first (a refused caller spends nothing), then the limit. */
  async function writer(request: FastifyRequest, action: ConsoleAction) {
    const viewer = await sessions.requireViewer(request)
    requireRole(viewer, action)
    await limit(request, [{ rule: limitRules.adminActionPerAccount, key: String(viewer.user.id) }])
    return viewer
  }

  app.route({
    ...endpointRoute(endpoints.adminSupportChats),
    handler: async (request) => support.chats(await sessions.requireViewer(request), request.query),
  })

  app.route({
    ...endpointRoute(endpoints.adminSupportChat),
    handler: async (request) =>
      support.chat(await sessions.requireViewer(request), request.query.id),
  })

  app.route({
    ...endpointRoute(endpoints.adminSupportAssign),
    handler: async (request) =>
      support.assign(await writer(request, 'support.chat-assign'), request.body),
  })

  app.route({
    ...endpointRoute(endpoints.adminCannedAnswers),
    handler: async (request) => support.cannedAnswers(await sessions.requireViewer(request)),
  })

  app.route({
    ...endpointRoute(endpoints.adminCannedAnswerSave),
    handler: async (request) =>
      support.saveCannedAnswer(await writer(request, 'support.canned-answer-edit'), request.body),
  })

  app.route({
    ...endpointRoute(endpoints.adminCannedAnswerDelete),
    handler: async (request) =>
      support.deleteCannedAnswer(
        await writer(request, 'support.canned-answer-edit'),
        request.body.id,
      ),
  })

  app.route({
    ...endpointRoute(endpoints.adminHelpRequests),
    handler: async (request) =>
      support.helpRequests(await sessions.requireViewer(request), request.query),
  })

  app.route({
    ...endpointRoute(endpoints.adminHelpRequest),
    handler: async (request) =>
      support.helpRequest(await sessions.requireViewer(request), request.query.id),
  })

  app.route({
    ...endpointRoute(endpoints.adminHelpRequestStatus),
    handler: async (request) =>
      support.setHelpRequestStatus(
        await writer(request, 'support.help-request-status'),
        request.body,
      ),
  })
}
