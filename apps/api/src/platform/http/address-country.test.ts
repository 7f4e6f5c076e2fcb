import { describe, expect, it } from 'vitest'
import { bundledAddressCountries } from './address-country.ts'

// Addresses whose country has been stable for years in the GeoLite2 data the package bundles:
// Google's and Yandex's public DNS resolvers, and RIPE NCC's own servers.
describe('§5 country by IP: the bundled GeoLite2 country data', () => {
  const countries = bundledAddressCountries()

  it('places public IPv4 and IPv6 addresses, including IPv4-mapped ones', async () => {
    const found = {
      '8.8.8.8': 'US',
      '77.88.8.8': 'RU',
      '193.0.6.139': 'NL',
      '2001:4860:4860::8888': 'US',
      '2a02:6b8::feed:ff': 'RU',
      '::ffff:77.88.8.8': 'RU',
    }
    for (const [address, country] of Object.entries(found)) {
      expect(await countries.countryOf(address), address).toBe(country)
    }
  })

  it('has no country for loopback, private, documentation or malformed addresses', async () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.8',
      '192.168.1.10',
      '::1',
      'fd00::1',
      '203.0.113.9',
      '2001:db8::1',
      'localhost',
      '',
    ]) {
      expect(await countries.countryOf(address), address).toBeNull()
    }
  })
})
