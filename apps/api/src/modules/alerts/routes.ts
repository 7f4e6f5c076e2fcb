import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { AlertsService } from './service.ts'

export type AlertsRoutesOptions = { alerts: AlertsService; sessions: SessionGuard }

/**
 * Issue 44 item 2: the signed-in tourist's alerts (only their own: another account's id is a
 * 404), and a mail's signed unsubscribe link, which needs no sign-in.
 */
export const alertsRoutes: FastifyPluginAsyncZod<AlertsRoutesOptions> = async (
  app,
  { alerts, sessions },
) => {
  app.route({
    ...endpointRoute(endpoints.userAlerts),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      return alerts.list(viewer.user.id, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.tourAlertSave),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      return alerts.saveTourWatch(viewer.user.id, request.body, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.searchAlertSave),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      return alerts.saveSearchWatch(viewer.user.id, request.body, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.alertUpdate),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      return alerts.update(viewer.user.id, request.body, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.alertDelete),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      return alerts.remove(viewer.user.id, request.body.id)
    },
  })

  app.route({
    ...endpointRoute(endpoints.alertUnsubscribeState),
    handler: async (request) => alerts.unsubscribeState(request.query.token, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.alertUnsubscribe),
    handler: async (request) => alerts.unsubscribe(request.body.token, request.language),
  })
}
