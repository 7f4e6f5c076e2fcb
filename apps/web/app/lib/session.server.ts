import { parseBearer } from '@tourmarket/domain'

/**
 * §4: the session token is stored as 'Bearer {token}' in this cookie (and in the browser's
 * storage), so server rendering knows the visitor. Accounts (a later issue) write it.
 */
export const SESSION_COOKIE = 'auth_token'

function cookieValue(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie')
  if (header === null) return undefined
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1) continue
    if (part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

/** The access token from the session cookie, or null when there is none (§4: no token, no user). */
export function readSessionToken(request: Request): string | null {
  const value = cookieValue(request, SESSION_COOKIE)
  return value === undefined ? null : parseBearer(value)
}
