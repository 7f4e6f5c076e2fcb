import {
  authBodySchema,
  authResultSchema,
  authViaCodeBodySchema,
  captchaRequiredBodySchema,
  changeCountryBodySchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  changePhoneBodySchema,
  codeSentSchema,
  confirmCodeBodySchema,
  errorBodySchema,
  passwordRecoveryBodySchema,
  passwordResetBodySchema,
  passwordResetTokenStateSchema,
  phoneConfirmationMethodsSchema,
  profileSchema,
  refreshTokenBodySchema,
  refreshTokenResultSchema,
  registerBodySchema,
  registerWithoutPasswordBodySchema,
  sendAuthCodeBodySchema,
  sendConfirmationCodeBodySchema,
  setActivityBodySchema,
  setCurrencyBodySchema,
  setLanguageBodySchema,
  successSchema,
  tokenBodySchema,
  updateProfileBodySchema,
  updateProfilePhotoBodySchema,
  userInfoDataSchema,
} from '@tourmarket/api-client'
import type { AuthResult, CodeSent } from '@tourmarket/api-client'
import { AUTH_CODE_LENGTH, accountMessage, normalizeEmail, parseLogin } from '@tourmarket/domain'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requestAddress } from '../../lib/forwarded-address.ts'
import { limitRules } from '../abuse/rate-limit.ts'
import type { LimitBucket } from '../abuse/rate-limit.ts'
import type { AccountsContext } from './context.ts'
import {
  clearSessionCookies,
  readCookie,
  refreshTokenCookie,
  setSessionCookies,
} from './cookies.ts'
import type { IssuedSession } from './service.ts'
import { phoneCodeSenders } from './service.ts'
import { tokenLifetimes } from './tokens.ts'

export type AccountsRoutesOptions = { context: AccountsContext }

const tags = ['accounts']
const user = (path: string) => `/crm/api/user/${path}`

/** Responses every limited call may give: field refusals (400) and the §8 captcha (429). */
const refusals = { 400: errorBodySchema, 429: captchaRequiredBodySchema }
const signedInRefusals = { 401: errorBodySchema, ...refusals }

/**
 * The calls that check a code may also answer 429 `code_attempts_locked`: a plain §8 error body
 * with Retry-After and no captcha `type`, since no challenge unlocks the address (finding 10).
 */
const codeCheckRefusals = {
  400: errorBodySchema,
  429: z.union([captchaRequiredBodySchema, errorBodySchema]),
}
const signedInCodeCheckRefusals = { 401: errorBodySchema, ...codeCheckRefusals }

const codeLockNote = `Past ${limitRules.codeFailuresPerDestination.limit} wrong codes a day for one address, every code for it (even the right one) is refused until the day ends (UTC): 429 \`code_attempts_locked\` with Retry-After and no captcha type, and the address is told once.`

const limitsNote =
  'Rate limited per IP address and per account: past the limit it answers 429 with type captcha (then hard_captcha) and a proof-of-work challenge; repeat the call with the solution in X-Captcha (docs/decisions/0012).'

/** The account key of a login for rate limits: the normalised login, or the raw text when it is none. */
function loginKey(value: string): string {
  return parseLogin(value)?.value ?? value.trim().toLowerCase()
}

/** §7 auth responses: the access token in the body, the refresh token (and §6 adm_auth) in cookies. */
function signedIn(reply: FastifyReply, session: IssuedSession): AuthResult {
  setSessionCookies(reply, session)
  return { type: 'token', token: session.accessToken, expires_in: session.expiresIn }
}

const codeSent: CodeSent = {
  success: true,
  code_length: AUTH_CODE_LENGTH,
  expires_in: tokenLifetimes.authCode,
}

/** §7 User (/crm/api/user/...): accounts, sessions, codes, confirmations and password recovery. */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { context },
) => {
  const { accounts, sessions, limit, trustedProxies } = context

  const ip = (request: FastifyRequest) => requestAddress(request, trustedProxies)
  const perIp = (request: FastifyRequest, rule: LimitBucket['rule']): LimitBucket => ({
    rule,
    key: ip(request),
  })
  const requestContext = (request: FastifyRequest) => ({
    language: request.language,
    currency: request.currency,
  })

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

  app.get(
    user('profile'),
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        description:
          '§3 user profile and logged-in user. 401 without a valid X-Authorization token.',
        response: { 200: profileSchema, 401: errorBodySchema },
      },
      config: { signedIn: true },
    },
    async (request) => accounts.profile(await sessions.requireViewer(request), request.language),
  )

  app.post(
    user('update-profile'),
    {
      schema: {
        tags,
        summary: 'Update the profile',
        description:
          'first_name, last_name (at most 100 characters) and timezone; a field left out stays, null or blank clears it. Answers the profile.',
        body: updateProfileBodySchema,
        response: { 200: profileSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      const { body } = request
      const updated = await accounts.updateProfile(viewer, {
        firstName: body.first_name,
        lastName: body.last_name,
        timezone: body.timezone,
      })
      return accounts.profile(updated, request.language)
    },
  )

  app.post(
    user('update-profile-photo'),
    {
      schema: {
        tags,
        summary: 'Set the profile photo',
        description:
          'avatar_id: an uploaded image (image/upload), or null to remove it. Answers the profile.',
        body: updateProfilePhotoBodySchema,
        response: { 200: profileSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      const updated = await accounts.updateUser(viewer, { avatarId: request.body.avatar_id })
      return accounts.profile(updated, request.language)
    },
  )

  app.post(
    user('set-language'),
    {
      schema: {
        tags,
        summary: 'Set the language',
        description:
          'language_code: en-US or ru. Messages to the user are sent in it. Answers the profile.',
        body: setLanguageBodySchema,
        response: { 200: profileSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      const updated = await accounts.updateUser(viewer, {
        languageCode: request.body.language_code,
      })
      return accounts.profile(updated, request.language)
    },
  )

  app.post(
    user('set-currency'),
    {
      schema: {
        tags,
        summary: 'Set the currency',
        description: 'currency_code: one of the brand currencies. Answers the profile.',
        body: setCurrencyBodySchema,
        response: { 200: profileSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      const updated = await accounts.updateUser(viewer, {
        currencyCode: request.body.currency_code,
      })
      return accounts.profile(updated, request.language)
    },
  )

  app.post(
    user('change-country'),
    {
      schema: {
        tags,
        summary: 'Change the country',
        description:
          '§4: the storefront sets the current country when it differs. 400 on country_id for an unknown country. Answers the profile.',
        body: changeCountryBodySchema,
        response: { 200: profileSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      const updated = await accounts.changeCountry(
        viewer,
        request.body.country_id,
        request.language,
      )
      return accounts.profile(updated, request.language)
    },
  )

  const passwordCheckLimit = (userId: number): LimitBucket => ({
    rule: limitRules.passwordCheckPerUser,
    key: String(userId),
  })

  app.post(
    user('change-email'),
    {
      schema: {
        tags,
        summary: 'Change the e-mail',
        description: `Needs the current password when the account has one (400 \`wrong_password\`). The new address is unconfirmed until confirm-email; a code is sent to it. Answers the profile. ${limitsNote}`,
        body: changeEmailBodySchema,
        response: { 200: profileSchema, ...signedInRefusals },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [
        passwordCheckLimit(viewer.user.id),
        perIp(request, limitRules.codeSendPerIp),
      ])
      const updated = await accounts.changeEmail(viewer, request.body, request.language)
      return accounts.profile(updated, request.language)
    },
  )

  app.post(
    user('change-phone'),
    {
      schema: {
        tags,
        summary: 'Change the phone',
        description: `Needs the current password when the account has one. The new phone is unconfirmed until send-confirmation-code and confirm-phone. Answers the profile. ${limitsNote}`,
        body: changePhoneBodySchema,
        response: { 200: profileSchema, ...signedInRefusals },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [passwordCheckLimit(viewer.user.id)])
      const updated = await accounts.changePhone(viewer, request.body, request.language)
      return accounts.profile(updated, request.language)
    },
  )

  app.post(
    user('change-password'),
    {
      schema: {
        tags,
        summary: 'Change the password',
        description: `old_password (when the account has one), password (8–128 characters, not a common one) and confirm_password. Every other session of the account ends. ${limitsNote}`,
        body: changePasswordBodySchema,
        response: { 200: successSchema, ...signedInRefusals },
      },
      config: { signedIn: true },
    },
    async (request) => {
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
  )

  app.post(
    user('email-confirmation-request'),
    {
      schema: {
        tags,
        summary: 'Send an e-mail confirmation code',
        description: `A code to the profile's e-mail, for confirm-email (§2 /email-confirm). 400 when there is no e-mail or it is confirmed already. ${limitsNote}`,
        response: { 200: codeSentSchema, ...signedInRefusals },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [
        { rule: limitRules.codeSendPerDestination, key: `user:${viewer.user.id}` },
        perIp(request, limitRules.codeSendPerIp),
      ])
      await accounts.requestEmailConfirmation(viewer, request.language)
      return codeSent
    },
  )

  app.post(
    user('confirm-email'),
    {
      schema: {
        tags,
        summary: 'Confirm the e-mail',
        description: `code: the one sent by email-confirmation-request (or at registration). 400 \`invalid_code\` when wrong or expired. ${codeLockNote} ${limitsNote}`,
        body: confirmCodeBodySchema,
        response: { 200: successSchema, ...signedInCodeCheckRefusals },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [
        { rule: limitRules.codeCheckPerDestination, key: `user:${viewer.user.id}` },
        perIp(request, limitRules.codeCheckPerIp),
      ])
      await accounts.confirmEmail(viewer, request.body.code, request.language)
      return { success: true as const }
    },
  )

  app.get(
    user('phone-confirmation-methods'),
    {
      schema: {
        tags,
        summary: 'How phone codes can be sent',
        description:
          'The §3 code senders that reach a phone, for send-confirmation-code and send-auth-code.',
        response: { 200: phoneConfirmationMethodsSchema },
      },
    },
    async () => ({ methods: [...phoneCodeSenders] }),
  )

  app.post(
    user('send-confirmation-code'),
    {
      schema: {
        tags,
        summary: 'Send a phone confirmation code',
        description: `A code to the profile's phone through code_sender (one of phone-confirmation-methods). ${limitsNote}`,
        body: sendConfirmationCodeBodySchema,
        response: { 200: codeSentSchema, ...signedInRefusals },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [
        { rule: limitRules.codeSendPerDestination, key: `user:${viewer.user.id}` },
        perIp(request, limitRules.codeSendPerIp),
      ])
      await accounts.sendPhoneConfirmation(viewer, request.body.code_sender, request.language)
      return codeSent
    },
  )

  app.post(
    user('confirm-phone'),
    {
      schema: {
        tags,
        summary: 'Confirm the phone',
        description: `code: the one sent by send-confirmation-code. ${codeLockNote} ${limitsNote}`,
        body: confirmCodeBodySchema,
        response: { 200: successSchema, ...signedInCodeCheckRefusals },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [
        { rule: limitRules.codeCheckPerDestination, key: `user:${viewer.user.id}` },
        perIp(request, limitRules.codeCheckPerIp),
      ])
      await accounts.confirmPhone(viewer, request.body.code, request.language)
      return { success: true as const }
    },
  )

  app.post(
    user('password-recovery'),
    {
      schema: {
        tags,
        summary: 'Ask for a password reset link',
        description: `Mails a single-use link (valid 60 minutes) to {SITE_URL}/password-reset?token=… when the e-mail has an account; the answer is the same either way. ${limitsNote}`,
        body: passwordRecoveryBodySchema,
        response: { 200: successSchema, ...refusals },
      },
    },
    async (request) => {
      await limit(request, [
        { rule: limitRules.passwordRecoveryPerEmail, key: normalizeEmail(request.body.email) },
        perIp(request, limitRules.passwordRecoveryPerIp),
      ])
      await accounts.recoverPassword(request.body.email, request.language)
      return { success: true as const }
    },
  )

  app.post(
    user('check-password-reset-token'),
    {
      schema: {
        tags,
        summary: 'Check a password reset link',
        description: `valid: whether the token can still reset a password. ${limitsNote}`,
        body: tokenBodySchema,
        response: { 200: passwordResetTokenStateSchema, ...refusals },
      },
    },
    async (request) => {
      await limit(request, [perIp(request, limitRules.tokenPerIp)])
      return { valid: await accounts.isPasswordResetTokenValid(request.body.token) }
    },
  )

  app.post(
    user('password-reset'),
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link',
        description: `password (8–128 characters, not a common one) and the token of the link; every session of the account ends. 400 \`invalid_token\` for a used or expired link. ${limitsNote}`,
        body: passwordResetBodySchema,
        response: { 200: successSchema, ...refusals },
      },
    },
    async (request) => {
      await limit(request, [perIp(request, limitRules.tokenPerIp)])
      const { body } = request
      await accounts.resetPassword(
        { token: body.token, password: body.password, confirmPassword: body.confirm_password },
        request.language,
      )
      return { success: true as const }
    },
  )

  app.post(
    user('set-activity'),
    {
      schema: {
        tags,
        summary: 'Record activity',
        description:
          '§4: sent at most every 30 s while a user is on the site; token is the profile’s hash_for_activity (403 when it does not match).',
        body: setActivityBodySchema,
        response: { 200: successSchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      await accounts.recordActivity(request.body.crm_user_id, request.body.token)
      return { success: true as const }
    },
  )

  app.get(
    '/spa/user-info-data',
    {
      schema: {
        tags,
        summary: 'Private user data (admin session)',
        description:
          '§3 private user data: permissions can_use_knowledge and can_view_commission (both false by default). Only for an admin login (§6 is_admin_auth, cookie adm_auth): 403 otherwise, 401 without a session.',
        response: { 200: userInfoDataSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
      config: { signedIn: true },
    },
    async (request) => accounts.userInfoData(await sessions.requireViewer(request)),
  )
}
