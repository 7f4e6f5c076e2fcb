import { createHmac, timingSafeEqual } from 'node:crypto'
import { optionalMailKinds, type OptionalMailKind } from '@tourmarket/contracts'

/**
 * The token of a mail's unsubscribe link: the account and the kind, signed with a key derived
 * from the session secret (HMAC-SHA256), so a link turns off only what it names, for whom it
 * names, and needs no sign-in nor a stored row. It does not expire: an old mail's link must work.
 */
export type UnsubscribeClaims = { readonly accountId: number; readonly kind: OptionalMailKind }

function keyOf(sessionSecret: string): Buffer {
  // A key of its own, so the signature can never be mistaken for another use of the secret's.
  return createHmac('sha256', sessionSecret).update('mail-unsubscribe-v1').digest()
}

function signature(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url')
}

export function signUnsubscribeToken(sessionSecret: string, claims: UnsubscribeClaims): string {
  const payload = `${String(claims.accountId)}.${claims.kind}`
  return `${payload}.${signature(keyOf(sessionSecret), payload)}`
}

/** The claims of a token we signed, or null for anything else (forged, cut, another kind). */
export function readUnsubscribeToken(
  sessionSecret: string,
  token: string,
): UnsubscribeClaims | null {
  const match = /^(\d{1,10})\.([a-z-]{1,40})\.([\w-]{43})$/.exec(token)
  if (match === null) return null
  const [, id, kind, given] = match as unknown as [string, string, string, string]
  const expected = Buffer.from(signature(keyOf(sessionSecret), `${id}.${kind}`))
  const received = Buffer.from(given)
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null
  const accountId = Number(id)
  const known = optionalMailKinds.find((candidate) => candidate === kind)
  if (known === undefined || !Number.isSafeInteger(accountId) || accountId < 1) return null
  return { accountId, kind: known }
}
