import { isApiHttpError, type ApiClient } from '@tourmarket/api-client'

import { parseBearer } from '@tourmarket/domain/session'
import { readCookie } from './cookies.ts'
import { SESSION_COOKIE } from './session-cookie.ts'
import type { ShellSession } from './shell-data.ts'
import { callApi } from './api-call.ts'

export { SESSION_COOKIE }

/** A slow API must not hold every page of a signed-in visitor up; the browser tries again. */
const PROFILE_REQUEST_TIMEOUT_MS = 3_000

/** The access token from the session cookie, or null when there is none (§4: no token, no user). */
export function readSessionToken(request: Request): string | null {
  return parseBearer(readCookie(request.headers.get('cookie'), SESSION_COOKIE))
}

/**
 * §4 the user of a page request, so the first HTML already shows them (no logged-out flash).
 * With no token there is no user. An expired or revoked token (401) is not a logged-out visitor
 * yet: the browser holds the refresh cookie and decides (docs/decisions/0014). Any other failure
 * renders the page without the user and lets the browser try again.
 */
export async function loadSessionUser(
  api: ApiClient,
  sessionToken: string | null,
): Promise<ShellSession> {
  if (sessionToken === null) return { user: null, restoring: false }
  try {
    const user = await callApi(api, 'userProfile', { timeoutMs: PROFILE_REQUEST_TIMEOUT_MS })
    return { user, restoring: false }
  } catch (error) {
    if (isApiHttpError(error) && error.status === 401) return { user: null, restoring: true }
    console.error('The profile of a signed-in visitor could not be loaded', error)
    return { user: null, restoring: true }
  }
}
