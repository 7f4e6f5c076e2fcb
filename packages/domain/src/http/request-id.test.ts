import { describe, expect, it } from 'vitest'
import { isAcceptableRequestId } from './request-id.ts'

describe('issue 22: an incoming request id is kept only when it cannot forge a log line', () => {
  it('keeps a balancer’s, a storefront’s or a UUID id', () => {
    expect(isAcceptableRequestId('7F000001:C2A8_7F000001:1F90_6787D0C1_0001:5E2')).toBe(true)
    expect(isAcceptableRequestId('web-7f3a.1')).toBe(true)
    expect(isAcceptableRequestId('3b241101-e2bb-4255-8caf-4136c566a962')).toBe(true)
  })

  it('refuses spaces, line breaks, quotes, the empty string, a long id and a non-string', () => {
    for (const value of ['a b', 'a\nb', 'a"b', '', 'x'.repeat(129), ['a'], undefined]) {
      expect(isAcceptableRequestId(value)).toBe(false)
    }
  })
})
