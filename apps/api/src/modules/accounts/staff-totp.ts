import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const STAFF_TOTP_PERIOD_SECONDS = 30
const digits = 6
const issuer = 'Tourmarket'

/**
 * Outside production only (config demoSeed.accounts): the demo staff accounts (@tourmarket.test)
 * enrol with this secret, so the README and the end-to-end tests can make their codes. Never used
 * for any other account, nor in production.
 */
export const DEMO_STAFF_TOTP_SECRET = 'KRXXK4TNMFZGWZLUEBCGK3LPEBJXIYLGMY'

/** A demo staff account: the demo data's .test domain, which can never be a real mailbox. */
export function isDemoStaffEmail(email: string | null): boolean {
  return email !== null && email.endsWith('@tourmarket.test')
}

/** A new random secret (160 bits, RFC 4226's recommendation) as base32 text. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits,
    period: STAFF_TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  })
}

/** The otpauth:// URI an authenticator app reads from a QR code. */
export function totpUri(secretBase32: string, label: string): string {
  return totpOf(secretBase32, label).toString()
}

/**
 * The 30-second step a code belongs to, if it is the secret's code for the current step or one
 * step either side (a phone's clock drifts); null for any other code. The caller accepts a step
 * once.
 */
export function acceptedTotpStep(secretBase32: string, code: string, at: Date): number | null {
  const timestamp = at.getTime()
  const delta = totpOf(secretBase32, '').validate({ token: code, timestamp, window: 1 })
  if (delta === null) return null
  return Math.floor(timestamp / 1000 / STAFF_TOTP_PERIOD_SECONDS) + delta
}

/**
 * AES-256-GCM for the secrets at rest: iv ‖ tag ‖ ciphertext, base64url. The key is
 * STAFF_TOTP_KEY hashed to 256 bits (or, outside production, one derived from SESSION_SECRET).
 */
export function createSecretBox(keyMaterial: Buffer | string) {
  const key = createHash('sha256').update(keyMaterial).digest()
  return {
    seal(plain: string): string {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
    },
    /** Throws when the text was sealed under another key or changed. */
    open(sealed: string): string {
      const bytes = Buffer.from(sealed, 'base64url')
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12))
      decipher.setAuthTag(bytes.subarray(12, 28))
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
    },
  }
}

export type SecretBox = ReturnType<typeof createSecretBox>
