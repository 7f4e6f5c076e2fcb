import type { FastifyReply, FastifyRequest } from 'fastify'
import { sessionLifetimes } from './tokens.ts'

/** The refresh token's cookie: HttpOnly, so page scripts never see it; sent only to the user calls. */
export const refreshTokenCookie = { name: 'refresh_token', path: '/crm/api/user' } as const

/**
 * §6 adm_auth: marks an admin session so the storefront loads private data. It is a hint, not a
 * credential (the access token's claim decides), so the client may read it: not HttpOnly.
 */
export const adminAuthCookie = { name: 'adm_auth', path: '/' } as const

type CookieOptions = { name: string; path: string; httpOnly: boolean }

// Secure and SameSite=Lax always: browsers treat http://localhost and 127.0.0.1 as secure
// contexts, so development works over plain HTTP and production never sends these in the clear.
function serialize(cookie: CookieOptions, value: string, maxAgeSeconds: number): string {
  return [
    `${cookie.name}=${encodeURIComponent(value)}`,
    `Path=${cookie.path}`,
    `Max-Age=${maxAgeSeconds}`,
    ...(cookie.httpOnly ? ['HttpOnly'] : []),
    'Secure',
    'SameSite=Lax',
  ].join('; ')
}

// Fastify appends every Set-Cookie value to those already set (RFC 7230 §3.2.2), so passing the
// list back in again would repeat each earlier cookie.
function appendSetCookie(reply: FastifyReply, value: string): void {
  reply.header('set-cookie', value)
}

/** Sets the session cookies after a sign-in or a refresh. */
export function setSessionCookies(
  reply: FastifyReply,
  session: { refreshToken: string; isAdminAuth: boolean },
): void {
  const lifetime = sessionLifetimes(session.isAdminAuth).refreshToken
  appendSetCookie(
    reply,
    serialize({ ...refreshTokenCookie, httpOnly: true }, session.refreshToken, lifetime),
  )
  appendSetCookie(
    reply,
    serialize(
      { ...adminAuthCookie, httpOnly: false },
      session.isAdminAuth ? '1' : '',
      session.isAdminAuth ? lifetime : 0,
    ),
  )
}

/** Removes the session cookies (logout, a refused refresh). */
export function clearSessionCookies(reply: FastifyReply): void {
  appendSetCookie(reply, serialize({ ...refreshTokenCookie, httpOnly: true }, '', 0))
  appendSetCookie(reply, serialize({ ...adminAuthCookie, httpOnly: false }, '', 0))
}

/** A cookie's value from the request's Cookie header, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie
  if (header === undefined) return undefined
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue
    const raw = part.slice(separator + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return undefined
    }
  }
  return undefined
}
