import { describe, expect, it } from 'vitest'
import { rateLimitAddress } from './client-ip.ts'

describe('rateLimitAddress', () => {
  it('takes the address our proxy appended, not one the client wrote into the header', () => {
    expect(
      rateLimitAddress({
        trustProxy: true,
        forwardedFor: '203.0.113.9, 198.51.100.7',
        remoteAddress: '127.0.0.1',
      }),
    ).toBe('198.51.100.7')
  })

  it('takes the only entry when the client sent none', () => {
    expect(
      rateLimitAddress({ trustProxy: true, forwardedFor: '198.51.100.7', remoteAddress: '::1' }),
    ).toBe('198.51.100.7')
  })

  it('ignores the header from a peer it does not trust', () => {
    expect(
      rateLimitAddress({
        trustProxy: false,
        forwardedFor: '203.0.113.9',
        remoteAddress: '198.51.100.7',
      }),
    ).toBe('198.51.100.7')
  })
})
