import { parseBearer } from '@tourmarket/domain'
import { readCookie } from './cookies.ts'
import { SESSION_COOKIE } from './session-cookie.ts'

export { SESSION_COOKIE }

/** The access token from the session cookie, or null when there is none (§4: no token, no user). */
export function readSessionToken(request: Request): string | null {
  return parseBearer(readCookie(request.headers.get('cookie'), SESSION_COOKIE))
}
