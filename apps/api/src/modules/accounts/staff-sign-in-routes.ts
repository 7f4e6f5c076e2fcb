import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import { signedIn, type AccountsRoutesOptions } from './route-parts.ts'

/**
 * Issue 43 item 8: a staff sign-in's second factor. The code's checks count per account, so a
 * stolen password alone gets ten guesses in fifteen minutes, then a captcha for each.
 */
export const staffSignInRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { accounts, sessions, limit },
) => {
  app.route({
    ...endpointRoute(endpoints.adminSecondFactor),
    handler: async (request) => accounts.secondFactor(await sessions.requireViewer(request)),
  })

  app.route({
    ...endpointRoute(endpoints.adminSecondFactorVerify),
    handler: async (request, reply) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [{ rule: limitRules.staffCodePerAccount, key: String(viewer.user.id) }])
      const session = await accounts.verifySecondFactor(viewer, request.body.code, request.language)
      return signedIn(reply, session)
    },
  })
}
