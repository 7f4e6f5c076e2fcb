import { endpoints } from '@tourmarket/contracts'
import type { ConsoleAction } from '@tourmarket/domain/console'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import { requireRole } from '../../platform/admin/admin-access.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { AdminCommissionUseCases } from './use-cases/commission.ts'
import type { AdminStaffUseCases } from './use-cases/staff.ts'

export type AdminStaffRoutesOptions = {
  sessions: SessionGuard
  limit: AbuseGuard
  staff: AdminStaffUseCases
  commission: AdminCommissionUseCases
}

/**
 * Issue 43 items 2 and 8, the platform's settings: the commission per sales model and an
 * organizer's own (finance reads, admins set), the staff accounts and a second factor's reset.
 */
export const adminStaffRoutes: FastifyPluginAsyncZod<AdminStaffRoutesOptions> = async (
  app,
  { sessions, limit, staff, commission },
) => {
  /** A console write: the role first (a refused caller spends nothing), then the limit. */
  async function writer(request: FastifyRequest, action: ConsoleAction) {
    const viewer = await sessions.requireViewer(request)
    requireRole(viewer, action)
    await limit(request, [{ rule: limitRules.adminActionPerAccount, key: String(viewer.user.id) }])
    return viewer
  }

  app.route({
    ...endpointRoute(endpoints.adminStaffList),
    handler: async (request) => staff.staffList(await sessions.requireViewer(request)),
  })

  app.route({
    ...endpointRoute(endpoints.adminStaffSecondFactorReset),
    handler: async (request) =>
      staff.staffSecondFactorReset(
        await writer(request, 'staff.second-factor-reset'),
        request.body.id,
      ),
  })

  app.route({
    ...endpointRoute(endpoints.adminCommissionRates),
    handler: async (request) => commission.commissionRates(await sessions.requireViewer(request)),
  })

  app.route({
    ...endpointRoute(endpoints.adminCommissionRateSet),
    handler: async (request) =>
      commission.commissionRateSet(
        await writer(request, 'organizers.commission-rate-set'),
        request.body,
      ),
  })

  app.route({
    ...endpointRoute(endpoints.adminOrganizerCommission),
    handler: async (request) =>
      commission.organizerCommission(
        await writer(request, 'organizers.commission-override'),
        request.body,
      ),
  })
}
