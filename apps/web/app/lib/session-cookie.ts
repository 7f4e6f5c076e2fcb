import type { CookieDefinition } from './cookies.ts'

/**
 * §4: the session token is stored as 'Bearer {token}' in this cookie (and in the browser's
 * storage), so server rendering knows the visitor. The browser writes it, so it cannot be
 * HttpOnly; it lives as long as the refresh token (30 days, docs/decisions/0012), since a stale
 * access token in it is still what tells the server to let the browser refresh (0014).
 */
export const SESSION_COOKIE = 'auth_token'

export const SESSION_COOKIE_DEFINITION = {
  name: SESSION_COOKIE,
  maxAgeSeconds: 30 * 24 * 60 * 60,
  httpOnly: false,
} as const satisfies CookieDefinition

/** §4: the second place the token is kept, the browser's local storage. */
export const SESSION_STORAGE_KEY = 'auth_token'
