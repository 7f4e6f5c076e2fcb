import { createApiClient, createMemoryTokenStore, type ApiClient } from '@tourmarket/api-client'
import { getServerEnv } from './env.server.ts'
import type { ShellRequest } from './shell-request.server.ts'

export type ServerApiClientOptions = {
  /** The visitor's X-Forwarded-For chain, for calls made on the visitor's behalf (form posts). */
  readonly forwardedFor?: string | null
  /** Receives every Set-Cookie the API answers, to pass on to the browser. */
  readonly onSetCookie?: (cookie: string) => void
}

/**
 * §7: the API client of one request, calling API_URL directly with the request's language,
 * currency and session token (§4 X-Authorization). One per request, never shared: it holds the
 * visitor's token.
 */
export function createServerApiClient(
  shell: ShellRequest,
  { forwardedFor = null, onSetCookie }: ServerApiClientOptions = {},
): ApiClient {
  return createApiClient({
    baseUrl: getServerEnv().apiUrl,
    language: shell.locale,
    localization: shell.locale,
    currency: shell.currency,
    tokens: createMemoryTokenStore(shell.sessionToken),
    // The refresh cookie is scoped to /crm/api/user, so a page request never carries it: the
    // server cannot refresh, and a 401 means "expired" at once; the browser refreshes (0014).
    refresh: () => Promise.resolve(null),
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers)
      // The page's request id: the API's log lines of these calls carry it (issue 22).
      if (shell.requestId !== null) headers.set('X-Request-Id', shell.requestId)
      if (forwardedFor !== null) headers.set('X-Forwarded-For', forwardedFor)
      const response = await fetch(input, { ...init, headers })
      for (const cookie of response.headers.getSetCookie()) onSetCookie?.(cookie)
      return response
    },
  })
}
