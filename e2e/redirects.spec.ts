import { request as httpRequest } from 'node:http'
import { STOREFRONT_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

/**
 * The raw answer to a request line, as an attacker's link would produce it: a browser (or
 * Playwright's client) would read `//evil.example/…` as another host before sending anything.
 */
function rawGet(path: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(STOREFRONT_URL)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
      response.resume()
      resolve({ status: response.statusCode ?? 0, location: response.headers.location })
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** Where a browser would go from this page's address with that Location. */
const landing = (location: string) => new URL(location, `${STOREFRONT_URL}/some/page`)

// Issue 14 finding 3: every redirect the storefront builds stays on the site.
test.describe('redirects stay on the site', () => {
  for (const [name, path] of [
    [
      'the tour-selection token is taken out of the address',
      '/\\/evil.example/?tour-selection-token=x',
    ],
    ['the search query is normalised', '//evil.example/italy?sort=price&foo=1'],
    ['a path rule matches', '/e2e-moved-journal//evil.example'],
    ['a Russian page is normalised', '//evil.example/ru/italy?foo=1'],
    ['the token is taken out behind a tab', '/%09/evil.example/?tour-selection-token=x'],
  ] as const) {
    test(`when ${name}`, async () => {
      const { status, location } = await rawGet(path)
      expect(status, path).toBe(302)
      expect(location, path).toBeDefined()
      expect(landing(location!).origin, `${path} → ${String(location)}`).toBe(STOREFRONT_URL)
    })
  }
})
