const BEARER_PATTERN = /^Bearer\s+(\S+)\s*$/i

/** §4: the token is stored and sent as 'Bearer {token}'. */
export function bearer(token: string): string {
  // An empty token would produce a header that looks authenticated but never is.
  if (!/^\S+$/.test(token)) throw new RangeError('A bearer token must be non-empty, without spaces')
  return `Bearer ${token}`
}

/** The token of a 'Bearer {token}' value (scheme case-insensitive), or null when it is not one. */
export function parseBearer(header: string | null | undefined): string | null {
  if (typeof header !== 'string') return null
  return BEARER_PATTERN.exec(header.trim())?.[1] ?? null
}
