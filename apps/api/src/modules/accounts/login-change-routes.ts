import { endpoints } from '@tourmarket/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import type { LimitBucket } from '../../platform/abuse/rate-limit.ts'
import { codeSent, requestHelpers } from './route-parts.ts'
import type { AccountsRoutesOptions } from './route-parts.ts'

/** §7 User: changing and confirming the e-mail, phone and password of a signed-in user. */
export const loginChangeRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { accounts, sessions, limit, trustedProxies },
) => {
  const { perIp } = requestHelpers(trustedProxies)

  /** A signed-in user's code checks (e-mail or phone confirmation): per account and per IP. */
  const codeCheckLimits = (request: FastifyRequest, userId: number): LimitBucket[] => [
    { rule: limitRules.codeCheckPerDestination, key: `user:${String(userId)}` },
    perIp(request, limitRules.codeCheckPerIp),
  ]

  const passwordCheckLimit = (userId: number): LimitBucket => ({
    rule: limitRules.passwordCheckPerUser,
    key: String(userId),
  })

  app.route({
    ...endpointRoute(endpoints.userChangeEmail),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [
        passwordCheckLimit(viewer.user.id),
        perIp(request, limitRules.codeSendPerIp),
      ])
      const updated = await accounts.changeEmail(viewer, request.body, request.language)
      return accounts.profile(updated, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.userChangePhone),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [passwordCheckLimit(viewer.user.id)])
      const updated = await accounts.changePhone(viewer, request.body, request.language)
      return accounts.profile(updated, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.userChangePassword),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [passwordCheckLimit(viewer.user.id)])
      const { body } = request
      await accounts.changePassword(
        viewer,
        {
          oldPassword: body.old_password,
          password: body.password,
          confirmPassword: body.confirm_password,
        },
        request.language,
      )
      return { success: true as const }
    },
  })

  app.route({
    ...endpointRoute(endpoints.userEmailConfirmationRequest),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [
        { rule: limitRules.codeSendPerDestination, key: `user:${viewer.user.id}` },
        perIp(request, limitRules.codeSendPerIp),
      ])
      await accounts.requestEmailConfirmation(viewer, request.language)
      return codeSent
    },
  })

  app.route({
    ...endpointRoute(endpoints.userConfirmEmail),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, codeCheckLimits(request, viewer.user.id))
      await accounts.confirmEmail(viewer, request.body.code, request.language)
      return { success: true as const }
    },
  })

  app.route({
    ...endpointRoute(endpoints.userPhoneConfirmationMethods),
    handler: async () => ({ methods: accounts.phoneCodeSenders() }),
  })

  app.route({
    ...endpointRoute(endpoints.userSendConfirmationCode),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [
        { rule: limitRules.codeSendPerDestination, key: `user:${viewer.user.id}` },
        perIp(request, limitRules.codeSendPerIp),
      ])
      await accounts.sendPhoneConfirmation(viewer, request.body.code_sender, request.language)
      return codeSent
    },
  })

  app.route({
    ...endpointRoute(endpoints.userConfirmPhone),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, codeCheckLimits(request, viewer.user.id))
      await accounts.confirmPhone(viewer, request.body.code, request.language)
      return { success: true as const }
    },
  })
}
