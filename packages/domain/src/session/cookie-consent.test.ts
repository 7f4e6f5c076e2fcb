import { describe, expect, it } from 'vitest'
import {
  consentedMetrics,
  necessaryOnly,
  parseCookieConsent,
  serializeCookieConsent,
} from './cookie-consent.ts'

describe('§2/§9 cookie consent per category', () => {
  it('stores the categories consented to and reads them back', () => {
    for (const consent of [
      { analytics: true, marketing: true },
      { analytics: true, marketing: false },
      { analytics: false, marketing: true },
      necessaryOnly,
    ]) {
      expect(parseCookieConsent(serializeCookieConsent(consent))).toEqual(consent)
    }
    expect(serializeCookieConsent({ analytics: true, marketing: false })).toBe(
      'necessary.analytics',
    )
    expect(serializeCookieConsent(necessaryOnly)).toBe('necessary')
  })

  it('analytics services load with analytics consent, Roistat with marketing, none without an answer', () => {
    const metrics = { gtag: 'G-1', ym: '1', clarity: 'c', roistat: 'r' }
    expect(consentedMetrics(metrics, null)).toEqual({})
    expect(consentedMetrics(metrics, necessaryOnly)).toEqual({})
    expect(consentedMetrics(metrics, { analytics: true, marketing: false })).toEqual({
      gtag: 'G-1',
      ym: '1',
      clarity: 'c',
    })
    expect(consentedMetrics(metrics, { analytics: false, marketing: true })).toEqual({
      roistat: 'r',
    })
  })

  it('no cookie is no answer; the old "Ok" (1) or anything unclear consents to nothing optional', () => {
    expect(parseCookieConsent(null)).toBeNull()
    expect(parseCookieConsent('')).toBeNull()
    expect(parseCookieConsent('1')).toEqual(necessaryOnly)
    expect(parseCookieConsent('analytics.marketing')).toEqual(necessaryOnly)
  })
})
