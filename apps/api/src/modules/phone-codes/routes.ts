import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import { requestAddress } from '../../platform/http/forwarded-address.ts'
import type { TrustedProxies } from '../../platform/http/forwarded-address.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import type { AbuseGuard, LimitBucket } from '../../platform/abuse/rate-limit.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { PhoneCodesService } from './service.ts'

export type PhoneCodesRoutesOptions = {
  phoneCodes: PhoneCodesService
  sessions: SessionGuard
  limit: AbuseGuard
  trustedProxies: TrustedProxies
}

/** §7 phone-code/organizer and /user (decision 0029). */
export const phoneCodesRoutes: FastifyPluginAsyncZod<PhoneCodesRoutesOptions> = async (
  app,
  { phoneCodes, sessions, limit, trustedProxies },
) => {
  app.route({
    ...endpointRoute(endpoints.phoneCodeOrganizer),
    handler: async (request) => {
      const viewer = await sessions.optionalViewer(request)
      // Every request counts, answered or refused, so codes cannot be drawn in bulk.
      const buckets: LimitBucket[] = [
        { rule: limitRules.phoneCodePerIp, key: requestAddress(request, trustedProxies) },
      ]
      if (viewer !== null) {
        buckets.push({ rule: limitRules.phoneCodePerAccount, key: String(viewer.user.id) })
      }
      await limit(request, buckets)
      return phoneCodes.forOrganizer(request.body, viewer?.user.id ?? null)
    },
  })

  app.route({
    ...endpointRoute(endpoints.phoneCodeUser),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [
        { rule: limitRules.phoneCodePerIp, key: requestAddress(request, trustedProxies) },
        { rule: limitRules.phoneCodePerAccount, key: String(viewer.user.id) },
      ])
      return phoneCodes.forChat(request.body, viewer.user.id)
    },
  })
}
