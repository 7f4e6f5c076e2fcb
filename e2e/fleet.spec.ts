import { uniqueEmail, visitorAddress } from './support/accounts.ts'
import { gotoHydrated } from './support/hydration.ts'
import { expect, test } from './support/test.ts'

// Issue 22, through `npm run start:fleet` (playwright.fleet.config.ts): HAProxy names the instance
// that answered in X-Storefront-Instance and X-Api-Instance (deploy/haproxy.cfg).

const bothStorefronts = ['web-1', 'web-2']
const bothApis = ['api-1', 'api-2']

function distinct(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.filter((value) => value !== undefined))].sort()
}

test.describe('fleet: two storefronts and two APIs behind one balancer', () => {
  test('pages and API calls spread over both instances of each; the balancer starts the request id', async ({
    request,
  }) => {
    const pages = await Promise.all(Array.from({ length: 6 }, () => request.get('/contacts')))
    const calls = await Promise.all(Array.from({ length: 6 }, () => request.get('/spa/info')))
    for (const response of [...pages, ...calls]) expect(response.status()).toBe(200)

    expect(distinct(pages.map((page) => page.headers()['x-storefront-instance']))).toEqual(
      bothStorefronts,
    )
    expect(distinct(calls.map((call) => call.headers()['x-api-instance']))).toEqual(bothApis)
    // HAProxy's id (hex fields joined by ':' and '_'), not one a storefront made up (a UUID).
    const id = pages[0]?.headers()['x-request-id'] ?? ''
    expect(id).toMatch(/^[0-9A-F]+:[0-9A-F]+_/)
  })

  test('a browser’s journey is served by both APIs: home, search and a tour page', async ({
    page,
  }) => {
    const apiInstances: string[] = []
    page.on('response', (response) => {
      const instance = response.headers()['x-api-instance']
      if (instance !== undefined) apiInstances.push(instance)
    })
    await gotoHydrated(page, '/')
    await gotoHydrated(page, '/italy')
    const firstTour = page.locator('.tour-card__link').first()
    const title = (await firstTour.textContent()) ?? ''
    await firstTour.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.trim())
    expect(distinct(apiInstances)).toEqual(bothApis)
  })

  test('§8 a per-address sign-up limit holds across the API instances: the N+1th is refused', async ({
    request,
  }) => {
    const address = visitorAddress()
    const register = () => {
      const email = uniqueEmail(test.info(), 'fleet')
      return request.post('/crm/api/user/register', {
        headers: { 'x-forwarded-for': address },
        data: {
          first_name: 'Fleet',
          last_name: 'Tester',
          email,
          password: 'Gentle-otter-paddles-47',
          confirm_password: 'Gentle-otter-paddles-47',
        },
      })
    }
    // §8 register:ip allows 10 an hour (apps/api/src/platform/abuse/rate-limit.ts).
    const allowed = []
    for (let attempt = 0; attempt < 10; attempt += 1) allowed.push(await register())
    expect(allowed.map((response) => response.status())).toEqual(Array(10).fill(200))
    expect(distinct(allowed.map((response) => response.headers()['x-api-instance']))).toEqual(
      bothApis,
    )

    const refused = await register()
    expect(refused.status()).toBe(429)
    expect(await refused.json()).toMatchObject({ type: 'captcha', code: 'captcha_required' })
  })
})
