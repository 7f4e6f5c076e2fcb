// What the account route files share: paths, refusal shapes, notes and request helpers.
import { captchaRequiredBodySchema, errorBodySchema } from '@tourmarket/api-client'
import type { AuthResult, CodeSent } from '@tourmarket/api-client'
import { AUTH_CODE_LENGTH, parseLogin } from '@tourmarket/domain'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requestAddress } from '../../lib/forwarded-address.ts'
import { limitRules } from '../abuse/rate-limit.ts'
import type { LimitBucket } from '../abuse/rate-limit.ts'
import type { AccountsContext } from './context.ts'
import { setSessionCookies } from './cookies.ts'
import type { IssuedSession } from './service.ts'
import { tokenLifetimes } from './tokens.ts'

export type AccountsRoutesOptions = { context: AccountsContext }

export const tags = ['accounts']
export const user = (path: string) => `/crm/api/user/${path}`

/** Responses every limited call may give: field refusals (400) and the §8 captcha (429). */
export const refusals = { 400: errorBodySchema, 429: captchaRequiredBodySchema }
export const signedInRefusals = { 401: errorBodySchema, ...refusals }

/**
 * The calls that check a code may also answer 429 `code_attempts_locked`: a plain §8 error body
 * with Retry-After and no captcha `type`, since no challenge unlocks the address (finding 10).
 */
export const codeCheckRefusals = {
  400: errorBodySchema,
  429: z.union([captchaRequiredBodySchema, errorBodySchema]),
}
export const signedInCodeCheckRefusals = { 401: errorBodySchema, ...codeCheckRefusals }

export const codeLockNote = `Past ${limitRules.codeFailuresPerDestination.limit} wrong codes a day for one address, every code for it (even the right one) is refused until the day ends (UTC): 429 \`code_attempts_locked\` with Retry-After and no captcha type, and the address is told once.`

export const limitsNote =
  'Rate limited per IP address and per account: past the limit it answers 429 with type captcha (then hard_captcha) and a proof-of-work challenge; repeat the call with the solution in X-Captcha (docs/decisions/0012).'

/** The account key of a login for rate limits: the normalised login, or the raw text when it is none. */
export function loginKey(value: string): string {
  return parseLogin(value)?.value ?? value.trim().toLowerCase()
}

/** §7 auth responses: the access token in the body, the refresh token (and §6 adm_auth) in cookies. */
export function signedIn(reply: FastifyReply, session: IssuedSession): AuthResult {
  setSessionCookies(reply, session)
  return { type: 'token', token: session.accessToken, expires_in: session.expiresIn }
}

export const codeSent: CodeSent = {
  success: true,
  code_length: AUTH_CODE_LENGTH,
  expires_in: tokenLifetimes.authCode,
}

/** What the account routes derive from a request: its client address and language/currency. */
export function requestHelpers(trustedProxies: AccountsContext['trustedProxies']) {
  const ip = (request: FastifyRequest) => requestAddress(request, trustedProxies)
  return {
    ip,
    perIp: (request: FastifyRequest, rule: LimitBucket['rule']): LimitBucket => ({
      rule,
      key: ip(request),
    }),
    requestContext: (request: FastifyRequest) => ({
      language: request.language,
      currency: request.currency,
    }),
  }
}
