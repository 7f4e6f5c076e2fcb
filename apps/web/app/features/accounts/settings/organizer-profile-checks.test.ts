import { describe, expect, it } from 'vitest'
import { checksOpenOnArrival, formatCheckDate } from './organizer-profile-checks.tsx'

const withIdentity = (identity: 0 | 1 | 2 | 3) =>
  ({ verification: { identity, documents: 0, internal: 0 } }) as unknown as Parameters<
    typeof checksOpenOnArrival
  >[1]

describe('a profile’s checks after the identity provider sends the owner back', () => {
  it('open for a checked profile when the return names an outcome', () => {
    expect(checksOpenOnArrival('succeeded', withIdentity(1))).toBe(true)
    expect(checksOpenOnArrival('failed', withIdentity(2))).toBe(true)
    expect(checksOpenOnArrival('succeeded', withIdentity(3))).toBe(true)
  })

  it('stay closed for a profile never checked, without an outcome, or with a made-up one', () => {
    expect(checksOpenOnArrival('succeeded', withIdentity(0))).toBe(false)
    expect(checksOpenOnArrival(null, withIdentity(1))).toBe(false)
    expect(checksOpenOnArrival('hacked', withIdentity(1))).toBe(false)
  })

  it('dates a check in the visitor’s language', () => {
    const iso = '2026-11-27T09:05:00.000Z'
    expect(formatCheckDate(iso, 'en-US')).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    )
    expect(formatCheckDate(iso, 'en-US')).toContain('2026')
    expect(formatCheckDate(iso, 'ru')).toContain('2026')
    expect(formatCheckDate(iso, 'ru')).not.toBe(formatCheckDate(iso, 'en-US'))
  })
})
