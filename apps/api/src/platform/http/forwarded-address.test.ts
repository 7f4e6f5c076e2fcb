import { describe, expect, it } from 'vitest'
import {
  addressLimitKey,
  clientAddress,
  isProxyEntry,
  trustedProxies,
} from './forwarded-address.ts'

const local = trustedProxies(['127.0.0.1', '::1'])
const balancers = trustedProxies(['10.0.0.0/8', '127.0.0.1'])

describe('issue 14: X-Forwarded-For is believed only from trusted hops', () => {
  it('takes the address our proxy appended, not one the client wrote into the header', () => {
    expect(
      clientAddress({
        remoteAddress: '127.0.0.1',
        forwardedFor: '203.0.113.9, 198.51.100.7',
        trusted: local,
      }),
    ).toBe('198.51.100.7')
  })

  it('walks back through every trusted hop: storefront, then load balancer', () => {
    expect(
      clientAddress({
        remoteAddress: '127.0.0.1',
        forwardedFor: '203.0.113.9, 198.51.100.7, 10.1.2.3',
        trusted: balancers,
      }),
    ).toBe('198.51.100.7')
    expect(
      clientAddress({
        remoteAddress: '::ffff:127.0.0.1',
        forwardedFor: '10.1.2.3',
        trusted: balancers,
      }),
    ).toBe('10.1.2.3')
  })

  it('ignores the header from a peer it does not trust, loopback included when not listed', () => {
    expect(
      clientAddress({ remoteAddress: '198.51.100.7', forwardedFor: '203.0.113.9', trusted: local }),
    ).toBe('198.51.100.7')
    expect(
      clientAddress({
        remoteAddress: '127.0.0.1',
        forwardedFor: '203.0.113.9',
        trusted: trustedProxies([]),
      }),
    ).toBe('127.0.0.1')
  })

  it('reads TRUSTED_PROXIES entries: addresses and CIDR blocks, nothing else', () => {
    for (const entry of ['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8', '192.168.1.0/24']) {
      expect(isProxyEntry(entry), entry).toBe(true)
    }
    for (const entry of ['', 'localhost', '10.0.0.0/33', '10.0.0.0/8/1', '1.2.3', 'fd00::/129']) {
      expect(isProxyEntry(entry), entry).toBe(false)
    }
  })
})

describe('issue 37: rate limits count IPv6 by its /64', () => {
  it('gives every address of one /64 the same key, however it is written', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:a:b:c:d',
      '2001:DB8:1:2::',
    ].map(addressLimitKey)
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']))
  })

  it('keeps neighbouring /64s apart', () => {
    expect(addressLimitKey('2001:db8:1:3::1')).not.toBe(addressLimitKey('2001:db8:1:2::1'))
    expect(addressLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
  })

  it('counts IPv4 addresses whole, written plainly or IPv4-mapped', () => {
    expect(addressLimitKey('198.51.100.7')).toBe('198.51.100.7')
    expect(addressLimitKey('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(addressLimitKey('::ffff:c633:6407')).toBe('198.51.100.7')
    expect(addressLimitKey('198.51.100.8')).not.toBe(addressLimitKey('198.51.100.7'))
  })

  it('keys anything that is not an IP address as it is', () => {
    expect(addressLimitKey('unknown')).toBe('unknown')
  })
})
