import { describe, expect, it } from 'vitest'
import { emailLinkOf } from './email-link-sign-in.tsx'

describe('the sign-in e-mail’s link on /login', () => {
  it('reads whom the code went to and the code', () => {
    expect(emailLinkOf(new URLSearchParams('login=ann%2Btrips%40example.com&code=01234'))).toEqual({
      login: 'ann+trips@example.com',
      code: '01234',
    })
  })

  it('keeps only the code’s digits', () => {
    expect(emailLinkOf(new URLSearchParams('login=ann@example.com&code=01 2-34'))?.code).toBe(
      '01234',
    )
  })

  it('is no link without both a login and a code', () => {
    expect(emailLinkOf(new URLSearchParams('login=ann@example.com'))).toBeNull()
    expect(emailLinkOf(new URLSearchParams('code=01234'))).toBeNull()
    expect(emailLinkOf(new URLSearchParams('login=%20&code=abc'))).toBeNull()
    expect(emailLinkOf(new URLSearchParams('method=code'))).toBeNull()
  })
})
