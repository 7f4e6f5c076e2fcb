import { createApiClient } from '@tourmarket/api-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyCountryByIp } from './country-by-ip.ts'

/** Asks a client whose every call gets this answer; what the page's cookie became, and the URLs asked. */
async function lookUp(answer: unknown) {
  const page = { cookie: '' }
  vi.stubGlobal('document', page)
  vi.stubGlobal('window', { location: { protocol: 'https:' } })
  const asked: string[] = []
  const api = createApiClient({
    baseUrl: 'http://api.test',
    language: 'en-US',
    localization: 'en-US',
    currency: 'EUR',
    fetch: (url) => {
      asked.push(String(url))
      return Promise.resolve(Response.json(answer))
    },
  })
  await applyCountryByIp(api, new AbortController().signal)
  return { cookie: page.cookie, asked }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('§5 country by IP: used only if found', () => {
  it('§7 asks GET /spa/country-by-ip and keeps the country found as the §9 cookie', async () => {
    const { cookie, asked } = await lookUp({
      result: { id: 228, name: 'United States', iso_code: 'US' },
    })
    expect(asked).toEqual(['http://api.test/spa/country-by-ip'])
    expect(cookie).toMatch(/^country=228; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/)
  })

  it('leaves the cookie unset when nothing is found', async () => {
    expect((await lookUp({ result: null })).cookie).toBe('')
  })

  it('rejects an answer of another shape rather than storing it', async () => {
    await expect(lookUp({ result: { id: '228' } })).rejects.toThrow()
  })
})
