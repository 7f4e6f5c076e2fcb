import { describe, expect, it } from 'vitest'
import {
  checksOpenOnArrival,
  formatCheckDate,
  verificationArrival,
} from './organizer-profile-checks.tsx'

const withIdentity = (identity: 0 | 1 | 2 | 3, id = 7) =>
  ({ id, verification: { identity, documents: 0, internal: 0 } }) as unknown as Parameters<
    typeof checksOpenOnArrival
  >[1]

const arrival = (search: string, profiles = [withIdentity(1, 7), withIdentity(0, 8)]) =>
  verificationArrival(new URLSearchParams(search), profiles)

describe('a profile’s checks after the identity provider sends the owner back', () => {
  it('the sandbox names its verdict; Stripe’s return names the profile, whose identity check tells', () => {
    expect(arrival('?verification=succeeded')).toEqual({ outcome: 'succeeded', organizerId: null })
    expect(arrival('?verification=failed')).toEqual({ outcome: 'failed', organizerId: null })
    expect(arrival('?verification=returned&orgId=7')).toEqual({
      outcome: 'succeeded',
      organizerId: 7,
    })
    expect(arrival('?verification=returned&orgId=7', [withIdentity(2, 7)])).toEqual({
      outcome: 'failed',
      organizerId: 7,
    })
    // The event is still on its way, or the document is being processed.
    expect(arrival('?verification=returned&orgId=7', [withIdentity(3, 7)])).toEqual({
      outcome: 'pending',
      organizerId: 7,
    })
  })

  it('says nothing without a return, with a made-up one, or for a profile not checked or not listed', () => {
    expect(arrival('')).toBeNull()
    expect(arrival('?verification=hacked')).toBeNull()
    expect(arrival('?verification=returned&orgId=8')).toBeNull()
    expect(arrival('?verification=returned&orgId=99')).toBeNull()
    expect(arrival('?verification=returned')).toBeNull()
  })

  it('open for a checked profile when the return names an outcome, or for the profile it names', () => {
    const sandbox = { outcome: 'succeeded', organizerId: null } as const
    expect(checksOpenOnArrival(sandbox, withIdentity(1))).toBe(true)
    expect(checksOpenOnArrival({ ...sandbox, outcome: 'failed' }, withIdentity(2))).toBe(true)
    expect(checksOpenOnArrival(sandbox, withIdentity(3))).toBe(true)
    const stripe = { outcome: 'pending', organizerId: 7 } as const
    expect(checksOpenOnArrival(stripe, withIdentity(3, 7))).toBe(true)
    expect(checksOpenOnArrival(stripe, withIdentity(1, 8))).toBe(false)
  })

  it('stay closed for a profile never checked, or without a return', () => {
    expect(checksOpenOnArrival({ outcome: 'succeeded', organizerId: null }, withIdentity(0))).toBe(
      false,
    )
    expect(checksOpenOnArrival(null, withIdentity(1))).toBe(false)
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
