import {
  authBodySchema,
  authResultSchema,
  authViaCodeBodySchema,
  codeSentSchema,
  errorBodySchema,
  refreshTokenBodySchema,
  refreshTokenResultSchema,
  registerBodySchema,
  registerWithoutPasswordBodySchema,
  sendAuthCodeBodySchema,
  successSchema,
  tokenBodySchema,
} from '@tourmarket/api-client'
import { accountMessage } from '@tourmarket/domain'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { limitRules } from '../abuse/rate-limit.ts'
import type { LimitBucket } from '../abuse/rate-limit.ts'
import {
  clearSessionCookies,
  readCookie,
  refreshTokenCookie,
  setSessionCookies,
} from './cookies.ts'
import {
  tags,
  user,
  refusals,
  codeCheckRefusals,
  codeLockNote,
  limitsNote,
  loginKey,
  signedIn,
  codeSent,
  requestHelpers,
} from './route-parts.ts'
import type { AccountsRoutesOptions } from './route-parts.ts'

/** §7 User: registration, sign-in by password or code, sessions and one-time tokens. */
export const signInRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { context },
) => {
  const { accounts, sessions, limit, trustedProxies } = context
  const { perIp, requestContext } = requestHelpers(trustedProxies)

  app.post(
    user('register'),
    {
      schema: {
        tags,
        summary: 'Register',
        description: `§3 registration fields. The password needs 8–128 characters and must not be a common one; confirm_password must match ('Do not match.'). Signs in at once (auth response) and sends an e-mail confirmation code. 400 names each failing field; a registered e-mail is \`email_taken\`. ${limitsNote}`,
        body: registerBodySchema,
        response: { 200: authResultSchema, ...refusals },
      },
    },
    async (request, reply) => {
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
  )

  app.post(
    user('auth'),
    {
      schema: {
        tags,
        summary: 'Sign in with a password',
        description: `login is an e-mail or a phone. A wrong password and an unknown login get the same 400 \`invalid_credentials\`. ${limitsNote}`,
        body: authBodySchema,
        response: { 200: authResultSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await limit(request, [
        { rule: limitRules.loginPerAccount, key: loginKey(request.body.login) },
        perIp(request, limitRules.loginPerIp),
      ])
      return signedIn(
        reply,
        await accounts.signIn(request.body.login, request.body.password, request.language),
      )
    },
  )

  app.post(
    user('logout'),
    {
      schema: {
        tags,
        summary: 'Sign out',
        description:
          'Ends the session of the X-Authorization token and of the refresh-token cookie (either may be missing or expired) and clears the cookies. Always 200.',
        response: { 200: successSchema },
      },
    },
    async (request, reply) => {
      const viewer = await sessions.optionalViewer(request)
      const refreshToken = readCookie(request, refreshTokenCookie.name)
      await accounts.signOut({
        ...(viewer === null ? {} : { fromAccessToken: viewer.sessionId }),
        ...(refreshToken === undefined ? {} : { refreshToken }),
      })
      clearSessionCookies(reply)
      return { success: true as const }
    },
  )

  app.post(
    user('refresh-token'),
    {
      schema: {
        tags,
        summary: 'Refresh the access token',
        description:
          '§4: exchanges the refresh token (the HttpOnly refresh_token cookie, or refresh_token in the body) for a new access token in `token`; the refresh token is replaced too. A refresh token works once: one that is presented again revokes its whole session. 401 `invalid_refresh_token` when it is unknown, used, expired or its session ended.',
        body: refreshTokenBodySchema,
        response: { 200: refreshTokenResultSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
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
  )

  app.post(
    user('register-without-password'),
    {
      schema: {
        tags,
        summary: 'Register without a password',
        description: `An account signed into by codes: a sign-in code goes to the login at once (code_sender defaults to email for an e-mail and sms for a phone); finish with auth-via-code. For a login that is already registered it only sends the code, so the answer does not reveal accounts. ${limitsNote}`,
        body: registerWithoutPasswordBodySchema,
        response: { 200: codeSentSchema, ...refusals },
      },
    },
    async (request) => {
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
  )

  app.post(
    user('send-auth-code'),
    {
      schema: {
        tags,
        summary: 'Send a sign-in code',
        description: `A 5-digit code (valid 10 minutes; a new one replaces the last) to the login through code_sender: email reaches an e-mail, every other §3 sender a phone (400 on code_sender otherwise). Sent whether or not the login is registered; auth-via-code creates the account. Without SMTP or an SMS/messenger provider the message lands in the outbox (GET /dev/outbox). ${limitsNote}`,
        body: sendAuthCodeBodySchema,
        response: { 200: codeSentSchema, ...refusals },
      },
    },
    async (request) => {
      await limit(request, [
        { rule: limitRules.codeSendPerDestination, key: loginKey(request.body.login) },
        perIp(request, limitRules.codeSendPerIp),
      ])
      await accounts.sendAuthCode(request.body.login, request.body.code_sender, request.language)
      return codeSent
    },
  )

  const codeSignInLimits = (request: FastifyRequest, login: string): LimitBucket[] => [
    { rule: limitRules.codeCheckPerDestination, key: loginKey(login) },
    perIp(request, limitRules.codeCheckPerIp),
  ]

  app.post(
    user('auth-via-code'),
    {
      schema: {
        tags,
        summary: 'Sign in with a code',
        description: `Checks the code sent by send-auth-code and signs in, creating the account when the login has none; favourites_tours_ids (the device's favourites) join the account's. A wrong code is 400 \`invalid_code\`; the fifth wrong guess burns the code. ${codeLockNote} ${limitsNote}`,
        body: authViaCodeBodySchema,
        response: { 200: authResultSchema, ...codeCheckRefusals },
      },
    },
    async (request, reply) => {
      const { body } = request
      await limit(request, codeSignInLimits(request, body.login))
      const session = await accounts.signInWithCode(
        { login: body.login, code: body.code, favouriteTourIds: body.favourites_tours_ids },
        requestContext(request),
      )
      return signedIn(reply, session)
    },
  )

  app.post(
    user('redirect-auth-via-code'),
    {
      schema: {
        tags,
        summary: 'Sign in with a code, by redirect',
        description: `Like auth-via-code, but answers with a redirect object (type redirect, url): /login-via-token?token=… with a one-time token (single use, 5 minutes) that access-token-by-one-time-token exchanges for a session. ${codeLockNote} ${limitsNote}`,
        body: authViaCodeBodySchema,
        response: { 200: authResultSchema, ...codeCheckRefusals },
      },
    },
    async (request) => {
      const { body } = request
      await limit(request, codeSignInLimits(request, body.login))
      const url = await accounts.oneTimeLoginWithCode(
        { login: body.login, code: body.code, favouriteTourIds: body.favourites_tours_ids },
        requestContext(request),
      )
      return { type: 'redirect' as const, url }
    },
  )

  app.post(
    user('access-token-by-one-time-token'),
    {
      schema: {
        tags,
        summary: 'Sign in with a one-time token',
        description: `§2 /login-via-token: exchanges a one-time token for a session (auth response). Each token works once and expires; 400 \`invalid_token\` otherwise. ${limitsNote}`,
        body: tokenBodySchema,
        response: { 200: authResultSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await limit(request, [perIp(request, limitRules.tokenPerIp)])
      return signedIn(
        reply,
        await accounts.signInWithOneTimeToken(request.body.token, request.language),
      )
    },
  )
}
