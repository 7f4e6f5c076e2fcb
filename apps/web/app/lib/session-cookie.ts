/**
 * §4: the session token is stored as 'Bearer {token}' in this cookie (and in the browser's
 * storage), so server rendering knows the visitor. Accounts (a later issue) write it.
 */
export const SESSION_COOKIE = 'auth_token'
