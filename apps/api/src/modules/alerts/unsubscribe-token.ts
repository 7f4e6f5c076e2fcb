import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The token of an alert mail's unsubscribe link: the account and the alerts the mail came from
 * (one, or a digest's several), signed with HMAC-SHA256 under a key of its own derived from the
 * session secret (which production refuses to leave at its development default). It turns off
 * only the alerts it names, of the account it names, without sign-in; it does not expire, since
 * an old mail's link must still work.
 */
export type AlertUnsubscribeClaims = {
  readonly userId: number
  readonly watchIds: readonly number[]
}

/** A digest names at most this many alerts; a longer token is not one of ours. */
const WATCH_IDS_MAX = 50

function keyOf(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('alert-unsubscribe-v1').digest()
}

function signature(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url')
}

export function signAlertUnsubscribeToken(
  sessionSecret: string,
  claims: AlertUnsubscribeClaims,
): string {
  const payload = `${String(claims.userId)}.${claims.watchIds.map(String).join('-')}`
  return `${payload}.${signature(keyOf(sessionSecret), payload)}`
}

/** The claims of a token we signed, or null for anything else (forged, altered, cut). */
export function readAlertUnsubscribeToken(
  sessionSecret: string,
  token: string,
): AlertUnsubscribeClaims | null {
  const match = /^(\d{1,10})\.(\d{1,10}(?:-\d{1,10})*)\.([\w-]{43})$/.exec(token)
  if (match === null) return null
  const [, user, watches, given] = match as unknown as [string, string, string, string]
  const expected = Buffer.from(signature(keyOf(sessionSecret), `${user}.${watches}`))
  const received = Buffer.from(given)
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null
  const watchIds = watches.split('-').map(Number)
  const userId = Number(user)
  if (watchIds.length > WATCH_IDS_MAX || userId < 1 || watchIds.some((id) => id < 1)) return null
  return { userId, watchIds }
}
