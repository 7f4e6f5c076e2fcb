// Pure helpers for keeping the messenger socket's token fresh (lib/chat/chat-realtime.ts): the API
// closes the socket (4401) when the token it was last given expires (decision 0022).

/** An open socket's session is refreshed this long before its token expires, at the latest… */
const REFRESH_LEAD_MS = 60_000
/**
 * …and up to this much earlier, at random: tabs share one token, and two tabs spending the same
 * refresh token at once would end the session (a reused refresh token revokes it).
 */
const REFRESH_SPREAD_MS = 30_000

/** When an access token (a JWT) expires, in epoch ms, or null when it does not say. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1]
  if (payload === undefined) return null
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const { exp } = JSON.parse(json) as { exp?: unknown }
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null
  } catch {
    return null
  }
}

/** The wait before refreshing a token that expires at `expiresAt` (0: at once). */
export function tokenRefreshDelay(expiresAt: number, now: number, random: number): number {
  return Math.max(0, Math.round(expiresAt - now - REFRESH_LEAD_MS - random * REFRESH_SPREAD_MS))
}
