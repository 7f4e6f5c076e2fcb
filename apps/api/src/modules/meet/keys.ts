import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** 32 random bytes: 256 bits, well past the 128 a key must have to be unguessable. */
const KEY_BYTES = 32

/** base64url of 32 bytes, unpadded. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/

/**
 * How long a key opens the meet page after the tour's last day: the organizer may still want
 * to correct or add something for the tourists (a lost item, photos), and a month later the
 * booking is history and its link should open nothing.
 */
export const MEET_KEY_DAYS_AFTER_TOUR = 30

const DAY_MS = 24 * 60 * 60 * 1000

/** A new secret key for a meet link. */
export function newMeetKey(): string {
  return randomBytes(KEY_BYTES).toString('base64url')
}

/** What is stored of a key: its hex SHA-256 (a copy of the database opens no meet page). */
export function meetKeyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex')
}

/** A text that could be a key we made; anything else is refused before the database is asked. */
export function isWellFormedMeetKey(key: string): boolean {
  return KEY_PATTERN.test(key)
}

/**
 * The stored hash found by a lookup matches the presented key, compared in constant time. The
 * lookup by hash already matched; comparing again here keeps the decision out of the index's
 * string comparison, whose timing could leak how much of a hash was right.
 */
export function meetKeyMatches(key: string, storedHash: string): boolean {
  const presented = Buffer.from(meetKeyHash(key), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return presented.length === stored.length && timingSafeEqual(presented, stored)
}

/** The key stops working at the end of the 30th day after the tour's last day (UTC). */
export function meetKeyExpiry(tourEndDate: string): Date {
  const endOfLastDay = Date.parse(`${tourEndDate}T00:00:00Z`) + DAY_MS
  return new Date(endOfLastDay + MEET_KEY_DAYS_AFTER_TOUR * DAY_MS)
}
