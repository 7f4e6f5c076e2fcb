import { describe, expect, it } from 'vitest'
import { getBrand } from '@tourmarket/domain/brand'
import { readServerEnv, toPublicConfig } from './env.server.ts'

describe('storefront configuration (architecture: config validated at start-up)', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(readServerEnv({})).toEqual({
      apiUrl: 'http://127.0.0.1:4000',
      webHost: '127.0.0.1',
      webPort: 3000,
      brand: getBrand('tourmarket'),
      bookingBasePath: 'booking',
      publicConfig: {
        metrics: {},
        invisibleCaptcha: null,
        wsUrl: '/ws',
        apiBaseUrl: '',
        ticketQuoteWidget: false,
        mapTiles: null,
      },
      pathRulesFile: null,
      buildDirectory: null,
      devPages: false,
      trustProxy: false,
      organizerOffice: { loginUrl: null, registrationUrl: null },
      redirectAllowedHosts: [],
    })
  })

  it('§1 §9 the ticket-quote widget is off on both brands unless TICKET_QUOTE_WIDGET=1 turns it on', () => {
    for (const BRAND of ['tourmarket', 'tourmarket-global']) {
      expect(readServerEnv({ BRAND }).publicConfig.ticketQuoteWidget).toBe(false)
      expect(
        readServerEnv({ BRAND, TICKET_QUOTE_WIDGET: '1' }).publicConfig.ticketQuoteWidget,
      ).toBe(true)
    }
    expect(() => readServerEnv({ TICKET_QUOTE_WIDGET: 'yes' })).toThrow(
      /TICKET_QUOTE_WIDGET must be 1 or 0/,
    )
  })

  it('reads the map tiles with their credit, and names a template or credit missing', () => {
    const url = 'https://{s}.tile.example.org/{z}/{x}/{y}.png'
    expect(
      readServerEnv({ MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: '© Example contributors' })
        .publicConfig.mapTiles,
    ).toEqual({ url, attribution: '© Example contributors' })
    expect(() => readServerEnv({ MAP_TILE_URL: url })).toThrow(
      /MAP_TILE_URL and MAP_TILE_ATTRIBUTION must be set together/,
    )
    expect(() =>
      readServerEnv({ MAP_TILE_URL: 'https://tile.example.org/tiles', MAP_TILE_ATTRIBUTION: 'x' }),
    ).toThrow(
      /MAP_TILE_URL must be an http\(s\) URL template .*got "https:\/\/tile.example.org\/tiles"/,
    )
    expect(() =>
      readServerEnv({ MAP_TILE_URL: 'ftp://t.example/{z}/{x}/{y}', MAP_TILE_ATTRIBUTION: 'x' }),
    ).toThrow(/MAP_TILE_URL must be an http\(s\) URL template/)
  })

  it('§2 reads the hosts a redirect may leave for, and names one that is not a host name', () => {
    expect(
      readServerEnv({ REDIRECT_ALLOWED_HOSTS: ' Partner.example, blog.tourmarket.example ,' })
        .redirectAllowedHosts,
    ).toEqual(['partner.example', 'blog.tourmarket.example'])
    expect(() => readServerEnv({ REDIRECT_ALLOWED_HOSTS: 'https://evil.example' })).toThrow(
      /REDIRECT_ALLOWED_HOSTS must list host names/,
    )
  })

  it('§1 reads the organizers’ back-office links and names a value that is not an http(s) URL', () => {
    // Unset, /join leads to the product's own office (issue 40) rather than to an address of nowhere.
    expect(readServerEnv({}).organizerOffice).toEqual({ loginUrl: null, registrationUrl: null })
    expect(
      readServerEnv({
        ORGANIZER_OFFICE_LOGIN_URL: 'https://office.example.com/sign-in',
        ORGANIZER_OFFICE_REGISTRATION_URL: 'https://office.example.com/sign-up',
      }).organizerOffice,
    ).toEqual({
      loginUrl: 'https://office.example.com/sign-in',
      registrationUrl: 'https://office.example.com/sign-up',
    })
    expect(() => readServerEnv({ ORGANIZER_OFFICE_LOGIN_URL: 'javascript:alert(1)' })).toThrow(
      /ORGANIZER_OFFICE_LOGIN_URL must be an http\(s\) URL/,
    )
  })

  it('reads BOOKING_BASE_PATH without its slashes, and names it when it is not a path of words', () => {
    expect(readServerEnv({ BOOKING_BASE_PATH: '/trips/' }).bookingBasePath).toBe('trips')
    expect(() => readServerEnv({ BOOKING_BASE_PATH: 'Trips!' })).toThrow(/BOOKING_BASE_PATH/)
  })

  it('treats empty values as unset', () => {
    expect(readServerEnv({ API_URL: ' ', WEB_HOST: '', WEB_PORT: '' })).toEqual(readServerEnv({}))
  })

  it('takes the values that are set and drops trailing slashes from API_URL', () => {
    expect(
      readServerEnv({ API_URL: 'https://api.example.com/', WEB_HOST: '0.0.0.0', WEB_PORT: '8080' }),
    ).toMatchObject({ apiUrl: 'https://api.example.com', webHost: '0.0.0.0', webPort: 8080 })
  })

  it('names every bad key at once', () => {
    expect(() => readServerEnv({ API_URL: 'ftp://files', WEB_PORT: '70000' })).toThrow(
      /API_URL must be an http\(s\) URL, got "ftp:\/\/files"\n\s+WEB_PORT must be a port number \(1-65535\), got "70000"/,
    )
  })

  it.each(['abc', '0', '-1', '3000.5', '65536'])('rejects WEB_PORT "%s"', (port) => {
    expect(() => readServerEnv({ WEB_PORT: port })).toThrow(/WEB_PORT must be a port number/)
  })

  it('§9 serves the brand named by BRAND and refuses an unknown one', () => {
    expect(readServerEnv({ BRAND: 'tourmarket-global' }).brand.id).toBe('tourmarket-global')
    expect(() => readServerEnv({ BRAND: 'acme' })).toThrow(
      /BRAND must be one of tourmarket, tourmarket-global, got "acme"/,
    )
  })

  it('rejects an API_URL that is not a URL', () => {
    expect(() => readServerEnv({ API_URL: 'localhost:4000' })).toThrow(/API_URL must be an http/)
  })
})

describe('§3 Config: the public configuration whitelist', () => {
  const configured = readServerEnv({
    API_URL: 'http://10.0.0.5:4000',
    METRICS_GTAG_ID: 'G-ABC123XYZ',
    METRICS_YM_ID: '98765432',
    METRICS_CLARITY_ID: 'k2l3m4n5',
    METRICS_ROISTAT_ID: 'a1b2c3',
    INVISIBLE_CAPTCHA_PROVIDER: 'recaptcha',
    INVISIBLE_CAPTCHA_KEY: '6LcSiteKey_public-1',
    PUBLIC_WS_URL: 'wss://chat.example.com/ws',
    PUBLIC_API_BASE_URL: 'https://api.example.com/',
    PATH_RULES_FILE: '/etc/tourmarket/path-rules.json',
  })

  it('§3 exposes exactly metrics, invisibleCaptcha, wsUrl, apiBaseUrl, the ticket-quote flag and the map tiles', () => {
    expect(toPublicConfig(configured)).toEqual({
      metrics: { gtag: 'G-ABC123XYZ', ym: '98765432', clarity: 'k2l3m4n5', roistat: 'a1b2c3' },
      invisibleCaptcha: { provider: 'recaptcha', key: '6LcSiteKey_public-1' },
      wsUrl: 'wss://chat.example.com/ws',
      apiBaseUrl: 'https://api.example.com',
      ticketQuoteWidget: false,
      mapTiles: null,
    })
  })

  it('§3 never carries a server-only value to the browser', () => {
    const serialized = JSON.stringify(toPublicConfig(configured))
    expect(serialized).not.toContain('10.0.0.5')
    expect(serialized).not.toContain('path-rules.json')
    expect(Object.keys(toPublicConfig(configured)).sort()).toEqual([
      'apiBaseUrl',
      'invisibleCaptcha',
      'mapTiles',
      'metrics',
      'ticketQuoteWidget',
      'wsUrl',
    ])
  })

  it('§3 leaves out the metrics that are not configured', () => {
    expect(readServerEnv({ METRICS_YM_ID: '42' }).publicConfig.metrics).toEqual({ ym: '42' })
  })

  it.each([
    ['METRICS_GTAG_ID', 'G-1"><script>'],
    ['METRICS_YM_ID', 'abc'],
    ['METRICS_CLARITY_ID', 'has space'],
    ['METRICS_ROISTAT_ID', 'x/y'],
  ])('rejects %s "%s", which would end up in a script URL', (key, value) => {
    expect(() => readServerEnv({ [key]: value })).toThrow(new RegExp(`${key} must look like`))
  })

  it('§5 the invisible captcha needs both provider and key', () => {
    expect(() => readServerEnv({ INVISIBLE_CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(
      /INVISIBLE_CAPTCHA_PROVIDER and INVISIBLE_CAPTCHA_KEY must be set together/,
    )
    expect(() =>
      readServerEnv({ INVISIBLE_CAPTCHA_PROVIDER: 'hcaptcha', INVISIBLE_CAPTCHA_KEY: 'k' }),
    ).toThrow(/INVISIBLE_CAPTCHA_PROVIDER must be one of altcha, recaptcha, turnstile/)
  })

  it('§7 accepts a websocket URL or a same-origin path, nothing else', () => {
    expect(readServerEnv({ PUBLIC_WS_URL: '/messenger' }).publicConfig.wsUrl).toBe('/messenger')
    expect(() => readServerEnv({ PUBLIC_WS_URL: 'https://chat.example.com' })).toThrow(
      /PUBLIC_WS_URL must be a ws\(s\) URL/,
    )
    expect(() => readServerEnv({ PUBLIC_WS_URL: '//evil.example.com/ws' })).toThrow(/PUBLIC_WS_URL/)
    expect(() => readServerEnv({ PUBLIC_API_BASE_URL: 'api.example.com' })).toThrow(
      /PUBLIC_API_BASE_URL must be an http\(s\) URL/,
    )
  })

  it('reads DEV_PAGES as a 1/0 flag', () => {
    expect(readServerEnv({ DEV_PAGES: '1' }).devPages).toBe(true)
    expect(readServerEnv({ DEV_PAGES: '0' }).devPages).toBe(false)
    expect(readServerEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(true)
    expect(() => readServerEnv({ DEV_PAGES: 'yes' })).toThrow(/DEV_PAGES must be 1 or 0/)
  })
})
