import { describe, expect, it } from 'vitest'
import { COOKIE_MAX_AGE_SECONDS } from './cookies.ts'

const day = 86_400

describe('§9 cookie lifetimes', () => {
  it('§9 currency 1 year; country, cookie notice, last request and subscriber 180 days; UTM 3 days', () => {
    expect(COOKIE_MAX_AGE_SECONDS).toEqual({
      currency: 365 * day,
      country: 180 * day,
      cookieNotice: 180 * day,
      utm: 3 * day,
      lastRequest: 180 * day,
      subscriber: 180 * day,
    })
  })
})
