import { endpoints } from '@tourmarket/contracts'
import { accountMessage } from '@tourmarket/domain/accounts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import type { LimitBucket } from '../../platform/abuse/rate-limit.ts'
import {
  clearSessionCookies,
  readCookie,
  refreshTokenCookie,
  setSessionCookies,
} from './cookies.ts'
import { loginKey, signedIn, codeSent, registrationRefusal, requestHelpers } from './route-parts.ts'
import type { AccountsRoutesOptions } from './route-parts.ts'

/** §7 User: registration, sign-in by password or code, sessions and one-time tokens. */
export const signInRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { accounts, sessions, limit, trustedProxies },
) => {
  const { perIp, requestContext } = requestHelpers(trustedProxies)

  app.route({
    ...endpointRoute(endpoints.userRegister),
    // §5: a refused body still has its password, confirmation and phone checked, so the form
    // shows every field's message at once rather than the schema's first and the rules' next.
    attachValidation: true,
    handler: async (request, reply) => {
      if (request.validationError !== undefined) {
        const raw: unknown = request.body
        throw registrationRefusal(request.validationError, raw, request.language, (fields) =>
          accounts.registrationProblems(fields, request.language),
        )
      }
      await limit(request, [perIp(request, limitRules.registerPerIp)])
      const { body } = request
      const session = await accounts.register(
        {
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          phone: body.phone,
          password: body.password,
          confirmPassword: body.confirm_password,
          timezone: body.timezone,
        },
        requestContext(request),
      )
      return signedIn(reply, session)
    },
  })

  app.route({
    ...endpointRoute(endpoints.userAuth),
    handler: async (request, reply) => {
      await limit(request, [
        { rule: limitRules.loginPerAccount, key: loginKey(request.body.login) },
        perIp(request, limitRules.loginPerIp),
      ])
      return signedIn(
        reply,
        await accounts.signIn(request.body.login, request.body.password, request.language),
      )
    },
  })

  app.route({
    ...endpointRoute(endpoints.userLogout),
    handler: async (request, reply) => {
      const viewer = await sessions.optionalViewer(request)
      const refreshToken = readCookie(request, refreshTokenCookie.name)
      await accounts.signOut({
        ...(viewer === null ? {} : { fromAccessToken: viewer.sessionId }),
        ...(refreshToken === undefined ? {} : { refreshToken }),
      })
      clearSessionCookies(reply)
      return { success: true as const }
    },
  })

  app.route({
    ...endpointRoute(endpoints.userRefreshToken),
    handler: async (request, reply) => {
      const refreshToken =
        request.body?.refresh_token ?? readCookie(request, refreshTokenCookie.name)
      const session = refreshToken === undefined ? null : await accounts.refresh(refreshToken)
      if (session === null) {
        clearSessionCookies(reply)
        return reply.code(401).send({
          message: accountMessage('accounts.signInRequired', request.language),
          code: 'invalid_refresh_token',
        })
      }
      setSessionCookies(reply, session)
      return { token: session.accessToken, expires_in: session.expiresIn }
    },
  })

  app.route({
    ...endpointRoute(endpoints.userRegisterWithoutPassword),
    handler: async (request) => {
      const { body } = request
      await limit(request, [
        perIp(request, limitRules.registerPerIp),
        { rule: limitRules.codeSendPerDestination, key: loginKey(body.login) },
        perIp(request, limitRules.codeSendPerIp),
      ])
      await accounts.registerWithoutPassword(
        {
          login: body.login,
          codeSender: body.code_sender,
          firstName: body.first_name,
          lastName: body.last_name,
          timezone: body.timezone,
        },
        requestContext(request),
      )
      return codeSent
    },
  })

  app.route({
    ...endpointRoute(endpoints.userSendAuthCode),
    handler: async (request) => {
      await limit(request, [
        { rule: limitRules.codeSendPerDestination, key: loginKey(request.body.login) },
        perIp(request, limitRules.codeSendPerIp),
      ])
      await accounts.sendAuthCode(request.body.login, request.body.code_sender, request.language)
      return codeSent
    },
  })

  const codeSignInLimits = (request: FastifyRequest, login: string): LimitBucket[] => [
    { rule: limitRules.codeCheckPerDestination, key: loginKey(login) },
    perIp(request, limitRules.codeCheckPerIp),
  ]

  app.route({
    ...endpointRoute(endpoints.userAuthViaCode),
    handler: async (request, reply) => {
      const { body } = request
      await limit(request, codeSignInLimits(request, body.login))
      const session = await accounts.signInWithCode(
        { login: body.login, code: body.code, favouriteTourIds: body.favourites_tours_ids },
        requestContext(request),
      )
      return signedIn(reply, session)
    },
  })

  app.route({
    ...endpointRoute(endpoints.userRedirectAuthViaCode),
    handler: async (request) => {
      const { body } = request
      await limit(request, codeSignInLimits(request, body.login))
      const url = await accounts.oneTimeLoginWithCode(
        { login: body.login, code: body.code, favouriteTourIds: body.favourites_tours_ids },
        requestContext(request),
      )
      return { type: 'redirect' as const, url }
    },
  })

  app.route({
    ...endpointRoute(endpoints.userAccessTokenByOneTimeToken),
    handler: async (request, reply) => {
      await limit(request, [perIp(request, limitRules.tokenPerIp)])
      return signedIn(
        reply,
        await accounts.signInWithOneTimeToken(request.body.token, request.language),
      )
    },
  })
}
