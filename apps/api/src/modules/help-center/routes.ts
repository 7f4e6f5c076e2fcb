import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import { requestAddress } from '../../platform/http/forwarded-address.ts'
import type { TrustedProxies } from '../../platform/http/forwarded-address.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { HelpCenterService } from './service.ts'

export type HelpCenterRoutesOptions = {
  helpCenter: HelpCenterService
  sessions: SessionGuard
  limit: AbuseGuard
  trustedProxies: TrustedProxies
}

/** §2 /help-center: sections, articles, search, and §7 submit-help-request. */
export const helpCenterRoutes: FastifyPluginAsyncZod<HelpCenterRoutesOptions> = async (
  app,
  { helpCenter, sessions, limit, trustedProxies },
) => {
  app.route({
    ...endpointRoute(endpoints.helpSections),
    handler: async (request) => helpCenter.sections(request.language),
  })

  app.route({
    ...endpointRoute(endpoints.helpArticle),
    handler: async (request) => helpCenter.article(request.query.slug, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.helpSearch),
    handler: async (request) =>
      helpCenter.search(request.query.query, request.query.limit, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.submitHelpRequest),
    handler: async (request, reply) => {
      // Every request counts, valid or not, so a script cannot probe the rules for free.
      await limit(request, [
        { rule: limitRules.helpRequestPerIp, key: requestAddress(request, trustedProxies) },
      ])
      const viewer = await sessions.optionalViewer(request)
      const created = await helpCenter.submit(request.body, {
        language: request.language,
        userId: viewer?.user.id ?? null,
        confirmedEmail:
          viewer === null || viewer.user.emailConfirmedAt === null ? null : viewer.user.email,
      })
      return reply.code(201).send(created)
    },
  })
}
