import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import { requireRole } from '../../platform/admin/admin-access.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { BookingsContext } from './context.ts'

export type AdminBookingsRoutesOptions = {
  sessions: SessionGuard
  limit: AbuseGuard
  bookings: BookingsContext
}

/**
 * Issue 43: a booking in the operator console, the admin's cancellation with its refund, the
 * date change and a mail sent again. Each call first checks the staff role (platform/admin); the
 * writes count against a limit.
 */
export const adminBookingsRoutes: FastifyPluginAsyncZod<AdminBookingsRoutesOptions> = async (
  app,
  { sessions, limit, bookings },
) => {
  const { service } = bookings

  app.route({
    ...endpointRoute(endpoints.adminBookingView),
    handler: async (request) => {
      requireRole(await sessions.requireViewer(request), 'bookings.view')
      return service.adminView(request.query.id, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.adminBookingCancel),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      requireRole(viewer, 'bookings.cancel')
      await limit(request, [
        { rule: limitRules.adminActionPerAccount, key: String(viewer.user.id) },
      ])
      const { id, message, notify_client: notifyClient } = request.body
      const refundMinor = await service.adminRefundMinor(id, request.body)
      await service.cancel(
        viewer,
        { id, message, notifyClient, expected: 'cancel-by-admin', refundMinor },
        request.language,
      )
      return service.adminView(id, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.adminBookingChangeDate),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      requireRole(viewer, 'bookings.change-date')
      await limit(request, [
        { rule: limitRules.adminActionPerAccount, key: String(viewer.user.id) },
      ])
      await service.adminChangeDate(viewer, request.body.id, request.body.tour_date_id)
      return service.adminView(request.body.id, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.adminBookingResendMail),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      requireRole(viewer, 'bookings.resend-mail')
      await limit(request, [
        { rule: limitRules.adminActionPerAccount, key: String(viewer.user.id) },
      ])
      const { id, mail_id: mailId, idempotency_key: key } = request.body
      return service.adminResendMail(viewer, { id, mailId, key })
    },
  })
}
