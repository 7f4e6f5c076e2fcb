import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { MailPreferences } from './preferences.ts'

export type MailPreferencesRoutesOptions = {
  mailPreferences: MailPreferences
  sessions: SessionGuard
}

/** The account's optional mails (settings) and the unsubscribe link of a mail (issue 38). */
export const mailPreferencesRoutes: FastifyPluginAsyncZod<MailPreferencesRoutesOptions> = async (
  app,
  { mailPreferences, sessions },
) => {
  app.route({
    ...endpointRoute(endpoints.mailPreferences),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      return { data: await mailPreferences.subscriptions(viewer.user.id) }
    },
  })

  app.route({
    ...endpointRoute(endpoints.updateMailPreferences),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      return {
        data: await mailPreferences.update(viewer.user.id, request.body.subscribed_kinds),
      }
    },
  })

  app.route({
    ...endpointRoute(endpoints.mailUnsubscribeState),
    handler: async (request) => mailPreferences.linkState(request.query.token),
  })

  app.route({
    ...endpointRoute(endpoints.mailUnsubscribe),
    handler: async (request) => mailPreferences.unsubscribe(request.body.token),
  })
}
