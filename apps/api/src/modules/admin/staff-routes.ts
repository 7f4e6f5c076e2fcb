import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import { requireRole } from '../../platform/admin/admin-access.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { AdminStaffUseCases } from './use-cases/staff.ts'

export type AdminStaffRoutesOptions = {
  sessions: SessionGuard
  limit: AbuseGuard
  staff: AdminStaffUseCases
}

/** Issue 43 item 8: the staff accounts and the second factor's reset, for admins. */
export const adminStaffRoutes: FastifyPluginAsyncZod<AdminStaffRoutesOptions> = async (
  app,
  { sessions, limit, staff },
) => {
  app.route({
    ...endpointRoute(endpoints.adminStaffList),
    handler: async (request) => staff.staffList(await sessions.requireViewer(request)),
  })

  app.route({
    ...endpointRoute(endpoints.adminStaffSecondFactorReset),
    handler: async (request) => {
      // The role first (a refused caller spends nothing), then the console's write limit.
      const viewer = await sessions.requireViewer(request)
      requireRole(viewer, 'staff.second-factor-reset')
      await limit(request, [
        { rule: limitRules.adminActionPerAccount, key: String(viewer.user.id) },
      ])
      return staff.staffSecondFactorReset(viewer, request.body.id)
    },
  })
}
