import { describe, expect, it } from 'vitest'
import {
  isWellFormedMeetKey,
  meetKeyExpiry,
  meetKeyHash,
  meetKeyMatches,
  newMeetKey,
} from './keys.ts'

describe('§2 meet keys', () => {
  it('are 256 random bits in base64url, never the same twice', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newMeetKey()))
    expect(keys.size).toBe(50)
    for (const key of keys) {
      expect(isWellFormedMeetKey(key)).toBe(true)
      expect(Buffer.from(key, 'base64url')).toHaveLength(32)
    }
  })

  it('are stored as their SHA-256 and matched against it', () => {
    const key = newMeetKey()
    const hash = meetKeyHash(key)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(meetKeyMatches(key, hash)).toBe(true)
    expect(meetKeyMatches(newMeetKey(), hash)).toBe(false)
    expect(meetKeyMatches(key, 'abcd')).toBe(false)
  })

  it('refuses malformed keys before any lookup', () => {
    expect(isWellFormedMeetKey('')).toBe(false)
    expect(isWellFormedMeetKey('short')).toBe(false)
    expect(isWellFormedMeetKey(`${newMeetKey()}x`)).toBe(false)
    expect(isWellFormedMeetKey('a'.repeat(42) + '=')).toBe(false)
  })

  it('expire 30 days after the end of the tour’s last day', () => {
    expect(meetKeyExpiry('2030-06-16').toISOString()).toBe('2030-07-17T00:00:00.000Z')
  })
})
