import { bearer, parseBearer } from '@tourmarket/domain/session'

/**
 * Where the session keeps its tokens (§4: storage and cookie in the browser; on the server, the
 * request's cookie). The client reads the token before every attempt, so a token set by a
 * refresh is used by the next attempt of every request.
 */
export type TokenStore = {
  /** §4: the stored 'Bearer {token}' value (a bare token is accepted too), or null. */
  getToken(): string | null | undefined
  /** Stores a new access token, given as 'Bearer {token}' (§4). */
  setToken(value: string): void
  /** §4 and §8: a failed refresh clears the token and the refresh token. */
  clearTokens(): void
}

/** The access token in a stored value, or null when there is none. */
export function accessTokenOf(stored: string | null | undefined): string | null {
  if (stored === null || stored === undefined) return null
  const token = parseBearer(stored) ?? stored.trim()
  return /^\S+$/.test(token) && !/^bearer$/i.test(token) ? token : null
}

/**
 * A store that lives as long as one client: a server loader seeds it from the request's cookie
 * and, after the request, reads it to learn whether a refresh changed or cleared the token.
 */
export function createMemoryTokenStore(initial?: string | null): TokenStore {
  const first = accessTokenOf(initial)
  let stored: string | null = first === null ? null : bearer(first)
  return {
    getToken: () => stored,
    setToken: (value) => {
      stored = value
    },
    clearTokens: () => {
      stored = null
    },
  }
}
