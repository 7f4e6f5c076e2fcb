import { describe, expect, it } from 'vitest'
import { isPublicAddress } from './public-address.ts'

describe('isPublicAddress', () => {
  it('takes public IPv4 and IPv6 unicast addresses', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '203.0.113.9']) {
      expect(isPublicAddress(address), address).toBe(true)
    }
    for (const address of ['2606:4700:4700::1111', '2a00:1450:4001:82a::200e', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true)
    }
  })

  it('refuses every non-public IPv4 range', () => {
    for (const address of [
      '0.0.0.0',
      '0.1.2.3',
      '10.0.0.1',
      '10.255.255.255',
      '100.64.0.1',
      '100.127.255.254',
      '127.0.0.1',
      '127.255.255.255',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.0.0.8',
      '192.88.99.1',
      '192.168.1.1',
      '198.18.0.1',
      '198.19.255.255',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
    ]) {
      expect(isPublicAddress(address), address).toBe(false)
    }
    // Just outside the ranges.
    for (const address of ['100.63.255.255', '100.128.0.0', '172.15.255.255', '172.32.0.0']) {
      expect(isPublicAddress(address), address).toBe(true)
    }
  })

  it('refuses every non-public IPv6 range', () => {
    for (const address of [
      '::',
      '::1',
      '0:0:0:0:0:0:0:1',
      'fc00::1',
      'fd12:3456:789a::1',
      'fe80::1',
      'febf::1',
      'fec0::1',
      'ff02::1',
      'ff05::1:3',
      '64:ff9b::7f00:1',
      '64:ff9b:1::1',
      '100::1',
      '2001::1',
      '2001:db8::1',
      '2002:7f00:1::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false)
    }
  })

  it('judges an IPv4-mapped address as its IPv4 address, in either notation', () => {
    for (const address of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '0:0:0:0:0:ffff:7f00:1',
      '::FFFF:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '::ffff:192.168.0.1',
      '::ffff:0.0.0.0',
    ]) {
      expect(isPublicAddress(address), address).toBe(false)
    }
    expect(isPublicAddress('::ffff:808:808')).toBe(true)
  })

  it('refuses the IPv4-compatible and translated forms, zones, and anything not an address', () => {
    for (const address of [
      '::127.0.0.1',
      '::8.8.8.8',
      '::ffff:0:127.0.0.1',
      'fe80::1%eth0',
      '2606:4700:4700::1111%1',
      'localhost',
      '2130706433',
      '0x7f000001',
      '127.1',
      '',
      '[::1]',
    ]) {
      expect(isPublicAddress(address), address).toBe(false)
    }
  })
})
