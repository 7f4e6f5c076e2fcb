import { createHash, createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto'
import { AUTH_CODE_SPACE, formatAuthCode } from '@tourmarket/domain/accounts'
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose'

const minute = 60
const day = 24 * 60 * minute

/** Lifetimes in seconds (docs/decisions/0012): short access tokens, long rotated refresh tokens. */
export const tokenLifetimes = {
  accessToken: 15 * minute,
  refreshToken: 30 * day,
  oneTimeLoginToken: 5 * minute,
  passwordResetToken: 60 * minute,
  authCode: 10 * minute,
} as const

/**
 * An admin session's (issue 43 item 8): a staff session can do more harm, so it lasts less. The
 * access token 10 minutes; each refresh token 8 hours, so 8 idle hours end it (a working day of
 * use keeps it going by refreshing).
 */
export const staffTokenLifetimes = {
  accessToken: 10 * minute,
  refreshToken: 8 * 60 * minute,
} as const

/** The lifetimes of a session's tokens: an admin session's are shorter. */
export function sessionLifetimes(isAdminAuth: boolean) {
  return isAdminAuth ? staffTokenLifetimes : tokenLifetimes
}

/** Wrong guesses a code survives; the next one burns it. */
export const AUTH_CODE_MAX_ATTEMPTS = 5

/**
 * Keys for separate purposes derived from SESSION_SECRET, so a token of one kind can never pass
 * as another and one secret is all an operator sets.
 */
export function deriveKey(
  secret: string,
  purpose:
    'access-token' | 'auth-code' | 'captcha' | 'messenger-code' | 'call-record' | 'staff-totp',
): Buffer {
  return createHmac('sha256', secret).update(`tourmarket:${purpose}`).digest()
}

/** A random opaque token (256 bits, URL-safe), for refresh, one-time and reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** How opaque tokens are stored: a copy of the table holds nothing that can be presented. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A fresh 5-digit code from the cryptographic generator. */
export function randomAuthCode(): string {
  return formatAuthCode(randomInt(0, AUTH_CODE_SPACE))
}

export function newSessionId(): string {
  return randomUUID()
}

/** The claims an access token carries: who, which session, and whether it is an admin login. */
export type AccessClaims = {
  readonly userId: number
  readonly sessionId: string
  readonly isAdminAuth: boolean
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const issuer = 'tourmarket-api'
const audience = 'tourmarket'

/** Short-lived HS256 JWTs (jose): checked without a lookup, but the session is looked up too, so logout is immediate. */
export function createAccessTokens(options: { key: Buffer; now: () => Date }) {
  const { key, now } = options
  return {
    async sign(claims: AccessClaims): Promise<string> {
      const issuedAt = Math.floor(now().getTime() / 1000)
      return new SignJWT({ sid: claims.sessionId, adm: claims.isAdminAuth })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + sessionLifetimes(claims.isAdminAuth).accessToken)
        .sign(key)
    },

    /** The claims of a valid token and when it expires; null when it is malformed, forged, expired or of another kind. */
    async verify(token: string): Promise<(AccessClaims & { readonly expiresAt: Date }) | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer,
          audience,
          currentDate: now(),
        })
        const userId = Number(payload.sub)
        if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null
        if (!uuidPattern.test(payload.sid) || payload.exp === undefined) return null
        return {
          userId,
          sessionId: payload.sid,
          isAdminAuth: payload.adm === true,
          expiresAt: new Date(payload.exp * 1000),
        }
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null
        throw error
      }
    },
  }
}

export type AccessTokens = ReturnType<typeof createAccessTokens>

/** A code as stored: an HMAC keyed by the server, so the table alone does not give codes away. */
export function hashAuthCode(key: Buffer, scope: string, code: string): string {
  return createHmac('sha256', key).update(`${scope}\u0000${code}`).digest('hex')
}
