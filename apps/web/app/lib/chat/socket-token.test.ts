import { describe, expect, it } from 'vitest'
import { tokenExpiresAt, tokenRefreshDelay } from './socket-token.ts'

const base64url = (value: string) =>
  btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const jwt = (claims: object) =>
  `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(claims))}.signature`

describe('the messenger socket’s token', () => {
  it('reads when an access token expires, or null when it cannot tell', () => {
    // A payload whose base64url has both - and _ (the name's "?>???").
    expect(tokenExpiresAt(jwt({ sub: '7', name: '?>???', exp: 1_900_000_000 }))).toBe(
      1_900_000_000_000,
    )
    expect(tokenExpiresAt(jwt({ sub: '7' }))).toBeNull()
    expect(tokenExpiresAt('opaque')).toBeNull()
    expect(tokenExpiresAt('a.%%%.b')).toBeNull()
  })

  it('is refreshed between 90 and 60 seconds before it expires, or at once in its last minute', () => {
    const now = 1_000_000
    const expiresAt = now + 15 * 60_000
    expect(tokenRefreshDelay(expiresAt, now, 0)).toBe(14 * 60_000)
    expect(tokenRefreshDelay(expiresAt, now, 0.999_999)).toBe(13.5 * 60_000)
    expect(tokenRefreshDelay(now + 30_000, now, 0.5)).toBe(0)
  })
})
