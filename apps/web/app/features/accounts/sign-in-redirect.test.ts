import { describe, expect, it } from 'vitest'
import { oneTimeTokenOf, signInRedirectPath } from './sign-in-redirect.ts'

describe('§7 an auth answer that is a redirect object stays on the site', () => {
  it('follows a path of the site, carrying the way back', () => {
    expect(signInRedirectPath('/login-via-token?token=abc', null, '/')).toBe(
      '/login-via-token?token=abc',
    )
    expect(signInRedirectPath('/login-via-token?token=abc', '/chat/12', '/')).toBe(
      '/login-via-token?token=abc&back=%2Fchat%2F12',
    )
  })

  it('sends the visitor home instead of to another site', () => {
    expect(signInRedirectPath('https://evil.example/login', '/chat', '/ru')).toBe('/ru')
    expect(signInRedirectPath('//evil.example/login', null, '/')).toBe('/')
    expect(signInRedirectPath('javascript:alert(1)', null, '/')).toBe('/')
  })

  it('drops a way back that would leave the site', () => {
    expect(signInRedirectPath('/login-via-token?token=abc', '//evil.example', '/')).toBe(
      '/login-via-token?token=abc',
    )
  })

  it('keeps a way back the redirect already names', () => {
    expect(signInRedirectPath('/settings?back=%2Ffavorites', '/chat', '/')).toBe(
      '/settings?back=%2Ffavorites',
    )
  })

  it('hands the sign-in that asked for it the token of a /login-via-token redirect (issue 37)', () => {
    expect(oneTimeTokenOf('/login-via-token?token=abc')).toBe('abc')
    expect(oneTimeTokenOf('/ru/login-via-token?token=abc&back=%2Fchat')).toBe('abc')
    expect(oneTimeTokenOf('/login-via-token')).toBeNull()
    expect(oneTimeTokenOf('/settings?token=abc')).toBeNull()
    expect(oneTimeTokenOf('https://evil.example/login-via-token?token=abc')).toBeNull()
  })
})
