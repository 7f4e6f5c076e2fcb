import { countryByIpSchema } from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config.ts'
import { isPublicAddress } from '../src/platform/http/public-address.ts'
import { testDatabases } from './databases.ts'
import { createCountry } from './factories.ts'
import { useSiteTestHarness } from './factories-site.ts'

const publicAddress = '203.0.113.9'

describe('§5 country by IP: which addresses can have a country', () => {
  it('takes public IPv4 and IPv6 addresses, including IPv4-mapped ones', () => {
    for (const address of ['8.8.8.8', publicAddress, '2001:4860:4860::8888', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address)).toBe(true)
    }
  })

  it('refuses loopback, private, link-local, shared and malformed addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.10',
      '169.254.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'localhost',
      '',
    ]) {
      expect(isPublicAddress(address)).toBe(false)
    }
  })

  it('reads TRUST_COUNTRY_HEADER from the environment: unset means no; a bad value is named', () => {
    expect(loadConfig({}).trustCountryHeader ?? false).toBe(false)
    expect(loadConfig({ TRUST_COUNTRY_HEADER: '1' }).trustCountryHeader).toBe(true)
    expect(loadConfig({ TRUST_COUNTRY_HEADER: 'false' }).trustCountryHeader).toBe(false)
    const refusal = (() => {
      try {
        return loadConfig({ TRUST_COUNTRY_HEADER: 'yes' })
      } catch (error) {
        return error
      }
    })()
    expect(refusal).toBeInstanceOf(ConfigError)
    expect(Object.keys((refusal as ConfigError).issues)).toEqual(['TRUST_COUNTRY_HEADER'])
  })
})

describe.each(testDatabases)('§7 GET /spa/country-by-ip on $name', (target) => {
  const harness = useSiteTestHarness(target)
  // The CDN in front connects from publicAddress (and the storefront from loopback): both are
  // trusted hops, so X-Forwarded-For behind them names the visitor.
  const trusted = {
    config: { trustCountryHeader: true, trustedProxies: ['127.0.0.1', '::1', publicAddress] },
  }

  async function countryByIp(options: {
    trust: boolean
    headers?: Record<string, string>
    remoteAddress?: string
  }) {
    const app = harness.app(options.trust ? trusted : {})
    const response = await app.inject({
      method: 'GET',
      url: '/spa/country-by-ip',
      headers: options.headers ?? {},
      remoteAddress: options.remoteAddress ?? publicAddress,
    })
    expect(response.statusCode).toBe(200)
    return countryByIpSchema.parse(response.json())
  }

  it('§5 finds the country a trusted proxy names, localised', async () => {
    const germany = await createCountry(harness.db, {
      isoCode: 'DE',
      name: 'Germany',
      nameRu: 'Германия',
    })
    expect(await countryByIp({ trust: true, headers: { 'cf-ipcountry': 'DE' } })).toEqual({
      result: { id: germany.id, name: 'Germany', iso_code: 'DE' },
    })
    expect(
      await countryByIp({ trust: true, headers: { 'x-country-code': 'de', 'x-language': 'ru' } }),
    ).toEqual({ result: { id: germany.id, name: 'Германия', iso_code: 'DE' } })
  })

  it('§5 behind a local proxy, reads the visitor’s address from X-Forwarded-For', async () => {
    const germany = await createCountry(harness.db, { isoCode: 'DE' })
    const viaProxy = await countryByIp({
      trust: true,
      remoteAddress: '127.0.0.1',
      headers: { 'cf-ipcountry': 'DE', 'x-forwarded-for': `${publicAddress}, 127.0.0.1` },
    })
    expect(viaProxy.result?.id).toBe(germany.id)
  })

  it('§5 answers null unless the header is trusted: a visitor could send it themselves', async () => {
    await createCountry(harness.db, { isoCode: 'DE' })
    expect(await countryByIp({ trust: false, headers: { 'cf-ipcountry': 'DE' } })).toEqual({
      result: null,
    })
  })

  it('§5 without a header, finds the visitor behind a trusted proxy in the bundled data', async () => {
    const russia = await createCountry(harness.db, {
      isoCode: 'RU',
      name: 'Russia',
      nameRu: 'Россия',
    })
    // The storefront (loopback, trusted by default) forwards a Yandex DNS address: RU in GeoLite2.
    const response = await harness.app().inject({
      method: 'GET',
      url: '/spa/country-by-ip',
      headers: { 'x-forwarded-for': '77.88.8.8', 'x-language': 'ru' },
      remoteAddress: '127.0.0.1',
    })
    expect(response.statusCode).toBe(200)
    expect(countryByIpSchema.parse(response.json())).toEqual({
      result: { id: russia.id, name: 'Россия', iso_code: 'RU' },
    })
  })

  it('§5 an X-Forwarded-For from an untrusted peer is not believed', async () => {
    await createCountry(harness.db, { isoCode: 'RU' })
    expect(
      await countryByIp({ trust: false, headers: { 'x-forwarded-for': '77.88.8.8' } }),
    ).toEqual({ result: null })
    const united = await createCountry(harness.db, { isoCode: 'US' })
    expect(
      await countryByIp({
        trust: false,
        remoteAddress: '8.8.8.8',
        headers: { 'x-forwarded-for': '77.88.8.8' },
      }),
    ).toEqual({ result: { id: united.id, name: united.name, iso_code: 'US' } })
  })

  it('§5 a trusted header comes first; an untrusted or unknown one leaves the data to answer', async () => {
    const germany = await createCountry(harness.db, { isoCode: 'DE' })
    const united = await createCountry(harness.db, { isoCode: 'US' })
    const fromGoogleDns = { remoteAddress: '127.0.0.1' }
    const forwarded = { 'x-forwarded-for': '8.8.8.8' }
    expect(
      await countryByIp({
        trust: true,
        ...fromGoogleDns,
        headers: { ...forwarded, 'cf-ipcountry': 'DE' },
      }),
    ).toEqual({ result: { id: germany.id, name: germany.name, iso_code: 'DE' } })
    for (const { trust, header } of [
      { trust: false, header: 'DE' },
      { trust: true, header: 'XX' },
      { trust: true, header: 'DEU' },
    ]) {
      expect(
        (
          await countryByIp({
            trust,
            ...fromGoogleDns,
            headers: { ...forwarded, 'cf-ipcountry': header },
          })
        ).result?.id,
      ).toBe(united.id)
    }
    // Tor: the exit's address says nothing about where the visitor is.
    expect(
      await countryByIp({
        trust: true,
        ...fromGoogleDns,
        headers: { ...forwarded, 'cf-ipcountry': 'T1' },
      }),
    ).toEqual({ result: null })
  })

  it('§5 answers null when the data places the visitor in a country the catalogue lacks', async () => {
    expect(
      await countryByIp({
        trust: true,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '8.8.8.8' },
      }),
    ).toEqual({ result: null })
  })

  it('§5 answers null for a loopback or private visitor, and for no or an unknown country', async () => {
    await createCountry(harness.db, { isoCode: 'DE' })
    const cases: { remoteAddress?: string; headers: Record<string, string> }[] = [
      { remoteAddress: '127.0.0.1', headers: { 'cf-ipcountry': 'DE' } },
      { remoteAddress: '192.168.0.5', headers: { 'cf-ipcountry': 'DE' } },
      { headers: { 'cf-ipcountry': 'DE', 'x-forwarded-for': '10.0.0.8' } },
      { headers: {} },
      { headers: { 'cf-ipcountry': 'XX' } },
      { headers: { 'cf-ipcountry': 'T1' } },
      { headers: { 'cf-ipcountry': 'FR' } },
      { headers: { 'cf-ipcountry': 'DEU' } },
    ]
    for (const { remoteAddress, headers } of cases) {
      expect(
        await countryByIp({ trust: true, headers, ...(remoteAddress ? { remoteAddress } : {}) }),
      ).toEqual({ result: null })
    }
  })
})
