import { STOREFRONT_WITHOUT_API_URL } from './support/servers.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

// A second storefront runs with API_URL pointing at a port nothing listens on.
// The page's own requests to the API (hero image, footer contacts) answer 502; that is the point.
test.use({ baseURL: STOREFRONT_WITHOUT_API_URL, expectedConsoleErrors: [/status of 502/] })

test.describe('§8 the API cannot be reached', () => {
  test('§2 home still renders and says the catalogue cannot be loaded', async ({ page }) => {
    const response = await page.goto('/')

    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tourmarket')
    await expect(
      page.getByText(
        'The catalogue cannot be loaded right now. Please try again in a few minutes.',
      ),
    ).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })

  test('the storefront is alive but not ready: a load balancer sends it no traffic', async ({
    page,
  }) => {
    expect((await page.request.get('/healthz')).status()).toBe(200)
    const ready = await page.request.get('/readyz')
    expect(ready.status()).toBe(503)
    expect(await ready.json()).toEqual({ status: 'not ready', api: 'not reachable' })
  })

  test('§7 a forwarded call answers 502 with a JSON message', async ({ page }) => {
    const response = await page.request.get('/spa/tours')

    expect(response.status()).toBe(502)
    expect(response.headers()['content-type']).toContain('application/json')
    expect(await response.json()).toEqual({ message: 'The API is not reachable.' })
  })
})
