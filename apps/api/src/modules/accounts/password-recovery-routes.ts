import { endpoints } from '@tourmarket/contracts'
import { normalizeEmail } from '@tourmarket/domain/accounts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import { requestHelpers } from './route-parts.ts'
import type { AccountsRoutesOptions } from './route-parts.ts'

/** §7 User: password recovery by an e-mailed link. */
export const passwordRecoveryRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { accounts, limit, trustedProxies },
) => {
  const { perIp } = requestHelpers(trustedProxies)

  app.route({
    ...endpointRoute(endpoints.userPasswordRecovery),
    handler: async (request) => {
      await limit(request, [
        { rule: limitRules.passwordRecoveryPerEmail, key: normalizeEmail(request.body.email) },
        perIp(request, limitRules.passwordRecoveryPerIp),
      ])
      await accounts.recoverPassword(request.body.email, request.language)
      return { success: true as const }
    },
  })

  app.route({
    ...endpointRoute(endpoints.userCheckPasswordResetToken),
    handler: async (request) => {
      await limit(request, [perIp(request, limitRules.tokenPerIp)])
      return { valid: await accounts.isPasswordResetTokenValid(request.body.token) }
    },
  })

  app.route({
    ...endpointRoute(endpoints.userPasswordReset),
    handler: async (request) => {
      await limit(request, [perIp(request, limitRules.tokenPerIp)])
      const { body } = request
      await accounts.resetPassword(
        { token: body.token, password: body.password, confirmPassword: body.confirm_password },
        request.language,
      )
      return { success: true as const }
    },
  })
}
