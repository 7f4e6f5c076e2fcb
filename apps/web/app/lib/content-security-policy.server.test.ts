import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './content-security-policy.server.ts'
import type { PublicConfig } from './public-config.ts'

const base: PublicConfig = {
  metrics: {},
  invisibleCaptcha: null,
  wsUrl: '/ws',
  apiBaseUrl: '',
  ticketQuoteWidget: false,
  mapTiles: null,
}

const imageSources = (config: PublicConfig) =>
  contentSecurityPolicy('nonce', config)
    .split('; ')
    .find((directive) => directive.startsWith('img-src'))

describe('Content-Security-Policy: images', () => {
  it('allows only the site itself when no map tiles are configured (the bundled basemap)', () => {
    expect(imageSources(base)).toBe("img-src 'self' data: blob:")
  })

  it("allows the configured tiles' host, their {s} subdomains as a wildcard", () => {
    const tiles = (url: string) => ({ ...base, mapTiles: { url, attribution: '© Example' } })
    expect(imageSources(tiles('https://tiles.example.org/{z}/{x}/{y}.png'))).toBe(
      "img-src 'self' data: blob: https://tiles.example.org",
    )
    expect(imageSources(tiles('https://{s}.tile.example.org/{z}/{x}/{y}.png'))).toBe(
      "img-src 'self' data: blob: https://*.tile.example.org",
    )
  })
})

describe('Content-Security-Policy: the trip pack’s service worker', () => {
  it('allows workers and manifests of the site itself only', () => {
    const directives = contentSecurityPolicy('nonce', base).split('; ')
    expect(directives).toContain("worker-src 'self'")
    expect(directives).toContain("manifest-src 'self'")
  })
})
