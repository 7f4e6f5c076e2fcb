import { STOREFRONT_WITHOUT_API_URL } from './support/servers.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

// A second storefront runs with API_URL pointing at a port nothing listens on.
test.use({ baseURL: STOREFRONT_WITHOUT_API_URL })

test.describe('§8 the API cannot be reached', () => {
  test('§2 home still renders and says the API is not reachable', async ({ page }) => {
    const response = await page.goto('/')

    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tourmarket')
    await expect(page.getByText(/^API: /)).toHaveText('API: not reachable')
    await expectNoSeriousAxeViolations(page)
  })

  test('§7 a forwarded call answers 502 with a JSON message', async ({ page }) => {
    const response = await page.request.get('/spa/tours')

    expect(response.status()).toBe(502)
    expect(response.headers()['content-type']).toContain('application/json')
    expect(await response.json()).toEqual({ message: 'The API is not reachable.' })
  })
})
