import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed webhooks older than this are refused, so a captured one cannot be replayed later, and so
 * are those dated further ahead (a clock that far off, or a timestamp made up to outlive the window).
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300

/** Why a signed request is refused: its signature, or its age. */
export type SignatureRejection = 'webhook_signature_invalid' | 'webhook_timestamp_stale'

/** The sandbox's signature header, shaped like Stripe's: `t={unix seconds},v1={hex HMAC}`. */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature'

function hmacHex(timestamp: number, rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`${String(timestamp)}.`)
    .update(rawBody)
    .digest('hex')
}

/** The header value for a body sent at `timestamp` (unix seconds). */
export function signSandboxPayload(
  rawBody: Buffer | string,
  secret: string,
  timestamp: number,
): string {
  return `t=${String(timestamp)},v1=${hmacHex(timestamp, rawBody, secret)}`
}

/**
 * Checks a Sandbox-Signature header over the exact bytes received. The signature is checked
 * before the age, so an altered body is always reported as such; then a signature dated outside
 * the tolerance, before or after now, is refused, so a captured webhook cannot be replayed later. Several v1 values
 * are allowed, as during a secret rotation.
 */
export function verifySandboxSignature(
  rawBody: Buffer | string,
  header: string | undefined,
  secret: string,
  now: Date,
): { ok: true } | { ok: false; reason: SignatureRejection } {
  const invalid = { ok: false, reason: 'webhook_signature_invalid' } as const
  if (header === undefined) return invalid
  let timestamp: number | undefined
  const signatures: string[] = []
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2)
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value)
  }
  if (timestamp === undefined || signatures.length === 0) return invalid
  const expected = Buffer.from(hmacHex(timestamp, rawBody, secret), 'hex')
  const matches = signatures.some((signature) =>
    timingSafeEqual(Buffer.from(signature, 'hex'), expected),
  )
  if (!matches) return invalid
  const ageSeconds = Math.floor(now.getTime() / 1000) - timestamp
  if (Math.abs(ageSeconds) > WEBHOOK_TOLERANCE_SECONDS) {
    return { ok: false, reason: 'webhook_timestamp_stale' }
  }
  return { ok: true }
}
