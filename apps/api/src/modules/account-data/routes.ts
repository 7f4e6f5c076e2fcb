import { endpoints } from '@tourmarket/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import type { AbuseGuard, LimitBucket } from '../../platform/abuse/rate-limit.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import { requestAddress } from '../../platform/http/forwarded-address.ts'
import type { TrustedProxies } from '../../platform/http/forwarded-address.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { AccountDataService } from './service.ts'

export type AccountDataRoutesOptions = {
  accountData: AccountDataService
  sessions: SessionGuard
  limit: AbuseGuard
  trustedProxies: TrustedProxies
  /** Removes the refresh-token cookies once the account is gone (the accounts module's). */
  clearSessionCookies: (reply: FastifyReply) => void
}

/** Issue 42 item 7: saved travellers, and the holder's own data downloaded or deleted. */
export const accountDataRoutes: FastifyPluginAsyncZod<AccountDataRoutesOptions> = async (
  app,
  { accountData, sessions, limit, trustedProxies, clearSessionCookies },
) => {
  const perIp = (request: FastifyRequest, rule: LimitBucket['rule']): LimitBucket => ({
    rule,
    key: requestAddress(request, trustedProxies),
  })
  /** As the other codes a signed-in account confirms: per account and per network. */
  const codeCheckLimits = (request: FastifyRequest, userId: number): LimitBucket[] => [
    { rule: limitRules.codeCheckPerDestination, key: `user:${String(userId)}` },
    perIp(request, limitRules.codeCheckPerIp),
  ]

  app.route({
    ...endpointRoute(endpoints.savedTravellers),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      return { data: await accountData.listTravellers(viewer.user.id) }
    },
  })

  app.route({
    ...endpointRoute(endpoints.savedTravellerCreate),
    handler: async (request, reply) => {
      const viewer = await sessions.requireViewer(request)
      const created = await accountData.addTraveller(viewer.user.id, request.body, request.language)
      return reply.code(201).send(created)
    },
  })

  app.route({
    ...endpointRoute(endpoints.savedTravellerUpdate),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      return accountData.changeTraveller(
        viewer.user.id,
        request.params.id,
        request.body,
        request.language,
      )
    },
  })

  app.route({
    ...endpointRoute(endpoints.savedTravellerDelete),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      await accountData.removeTraveller(viewer.user.id, request.params.id, request.language)
      return { success: true as const }
    },
  })

  app.route({
    ...endpointRoute(endpoints.accountCode),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [
        { rule: limitRules.codeSendPerDestination, key: `user:${String(viewer.user.id)}` },
        perIp(request, limitRules.codeSendPerIp),
      ])
      return accountData.sendAccountCode(viewer, request.body.purpose, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.accountExport),
    handler: async (request, reply) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, codeCheckLimits(request, viewer.user.id))
      const exported = await accountData.exportAccount(viewer, request.body.code, request.language)
      return reply.header('cache-control', 'private, no-store').send(exported)
    },
  })

  app.route({
    ...endpointRoute(endpoints.accountDelete),
    handler: async (request, reply) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, codeCheckLimits(request, viewer.user.id))
      await accountData.deleteAccount(viewer, request.body.code, request.language)
      clearSessionCookies(reply)
      return { success: true as const }
    },
  })
}
