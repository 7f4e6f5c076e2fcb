// What the account route files share: paths, refusal shapes, notes and request helpers.
import type { AuthResult, CodeSent } from '@tourmarket/contracts'
import { AUTH_CODE_LENGTH, parseLogin } from '@tourmarket/domain/accounts'
import type { Locale } from '@tourmarket/domain/i18n'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { requestAddress } from '../../platform/http/forwarded-address.ts'
import { hasRequestIssues, requestFieldErrors } from '../../platform/http/request-validation.ts'

import type { AbuseGuard, LimitBucket } from '../../platform/abuse/rate-limit.ts'
import type { TrustedProxies } from '../../platform/http/forwarded-address.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { UploadsService } from '../uploads/service.ts'
import { setSessionCookies } from './cookies.ts'
import type { AccountsService, IssuedSession } from './service.ts'
import { tokenLifetimes } from './tokens.ts'
import { validationFailed } from './use-cases/field-checks.ts'
import type { FieldProblems } from './use-cases/field-checks.ts'

export type AccountsRoutesOptions = {
  accounts: AccountsService
  sessions: SessionGuard
  limit: AbuseGuard
  /** Whose X-Forwarded-For is believed (platform/http/forwarded-address.ts). */
  trustedProxies: TrustedProxies
  /** update-profile-photo checks the photo is a ready image upload of the user's. */
  uploads: Pick<UploadsService, 'fileOfOwner' | 'processed'>
}

/** The account key of a login for rate limits: the normalised login, or the raw text when it is none. */
export function loginKey(value: string): string {
  return parseLogin(value)?.value ?? value.trim().toLowerCase()
}

/** §7 auth responses: the access token in the body, the refresh token (and §6 adm_auth) in cookies. */
export function signedIn(reply: FastifyReply, session: IssuedSession): AuthResult {
  setSessionCookies(reply, session)
  return { type: 'token', token: session.accessToken, expires_in: session.expiresIn }
}

/** The register fields its rules look at, as far as a refused body has them as text. */
type RegistrationRuleFields = { password?: string; confirmPassword?: string; phone?: string }

/**
 * The 400 of a register body its schema refused: the schema's messages and, for the fields it
 * holds as text, the register rules' (password, confirmation, phone), the schema's first where
 * both name a field.
 */
export function registrationRefusal(
  refusal: Error,
  body: unknown,
  language: Locale,
  rules: (fields: RegistrationRuleFields) => FieldProblems,
): Error {
  if (!hasRequestIssues(refusal)) return refusal
  const text = (name: string): string | undefined => {
    const value: unknown =
      typeof body === 'object' && body !== null
        ? (body as Record<string, unknown>)[name]
        : undefined
    return typeof value === 'string' ? value : undefined
  }
  const ruleErrors = rules({
    password: text('password'),
    confirmPassword: text('confirm_password'),
    phone: text('phone'),
  })
  return validationFailed({
    ...ruleErrors,
    ...requestFieldErrors(refusal.validation, 'body', language),
  })
}

export const codeSent: CodeSent = {
  success: true,
  code_length: AUTH_CODE_LENGTH,
  expires_in: tokenLifetimes.authCode,
}

/** What the account routes derive from a request: its client address and language/currency. */
export function requestHelpers(trustedProxies: TrustedProxies) {
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
      address: ip(request),
    }),
  }
}
