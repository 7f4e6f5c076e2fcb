import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * A review photo's token: whoever uploaded it sends or deletes it with the token, answered once;
 * only its SHA-256 is kept.
 */
export function newPhotoToken(): string {
  return randomBytes(32).toString('base64url')
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Whether `token` hashes to `storedHash`, in time independent of where they differ. */
export function tokenMatches(token: string, storedHash: string | null): boolean {
  if (storedHash === null) return false
  const given = Buffer.from(tokenHash(token), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}
