import { describe, expect, it } from 'vitest'
import {
  cookieNames,
  isGoogleAnalyticsCookie,
  readCookie,
  serializeCookie,
  SHELL_COOKIES,
} from './cookies.ts'

const DAY = 24 * 60 * 60

describe('§9 cookie lifetimes', () => {
  it('§9 currency 1 year, country 180 days, cookie notice 180 days, UTM 3 days', () => {
    expect(SHELL_COOKIES.currency.maxAgeSeconds).toBe(365 * DAY)
    expect(SHELL_COOKIES.country.maxAgeSeconds).toBe(180 * DAY)
    expect(SHELL_COOKIES.cookieNotice.maxAgeSeconds).toBe(180 * DAY)
    for (const utm of [
      SHELL_COOKIES.utmSource,
      SHELL_COOKIES.utmCampaign,
      SHELL_COOKIES.utmContent,
    ]) {
      expect(utm.maxAgeSeconds).toBe(3 * DAY)
    }
  })

  it('keeps the cookies scripts read or write readable, the rest HttpOnly', () => {
    expect(SHELL_COOKIES.currency.httpOnly).toBe(false)
    expect(SHELL_COOKIES.utmSource.httpOnly).toBe(true)
    expect(SHELL_COOKIES.cookieNotice.httpOnly).toBe(true)
    expect(SHELL_COOKIES.tourSelection.httpOnly).toBe(true)
  })
})

describe('cookie headers', () => {
  it('writes a site-wide, SameSite=Lax cookie; Secure on https; null deletes it', () => {
    expect(serializeCookie(SHELL_COOKIES.currency, 'EUR', { secure: false })).toBe(
      'currency=EUR; Path=/; Max-Age=31536000; SameSite=Lax',
    )
    expect(serializeCookie(SHELL_COOKIES.utmContent, 'a b;c', { secure: true })).toBe(
      'utm_content=a%20b%3Bc; Path=/; Max-Age=259200; SameSite=Lax; Secure; HttpOnly',
    )
    expect(serializeCookie(SHELL_COOKIES.utmCampaign, null, { secure: false })).toBe(
      'utm_campaign=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly',
    )
  })

  it('reads one cookie, decoded; a missing or badly encoded one is null', () => {
    const header = 'a=1; currency=EUR; note=hello%20world; bad=%E0%A4%A'
    expect(readCookie(header, 'currency')).toBe('EUR')
    expect(readCookie(header, 'note')).toBe('hello world')
    expect(readCookie(header, 'bad')).toBeNull()
    expect(readCookie(header, 'curr')).toBeNull()
    expect(readCookie(null, 'currency')).toBeNull()
    expect(cookieNames(header)).toEqual(['a', 'currency', 'note', 'bad'])
  })

  it('§9 recognises the Google Analytics cookies: _ga, _gid, _gat and their suffixed forms', () => {
    expect(['_ga', '_ga_XYZ', '_gid', '_gat', '_gat_UA-1'].every(isGoogleAnalyticsCookie)).toBe(
      true,
    )
    expect(['ga', 'gallery', '_g', 'currency'].some(isGoogleAnalyticsCookie)).toBe(false)
  })
})
