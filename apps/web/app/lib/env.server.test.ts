import { describe, expect, it } from 'vitest'
import { getBrand } from '@tourmarket/domain'
import { readServerEnv } from './env.server.ts'

describe('storefront configuration (architecture: config validated at start-up)', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(readServerEnv({})).toEqual({
      apiUrl: 'http://127.0.0.1:4000',
      webHost: '127.0.0.1',
      webPort: 3000,
      brand: getBrand('tourmarket'),
    })
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
