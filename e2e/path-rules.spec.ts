import type { Page } from '@playwright/test'
import { gotoHydrated } from './support/hydration.ts'
import { STOREFRONT_WITHOUT_API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

// The e2e storefront runs with PATH_RULES_FILE=e2e/fixtures/path-rules.json:
//   /e2e-moved → /dev/ui, /e2e-moved-journal/** → /dev/ui, /e2e-external → the second storefront.

test.describe('§2 path rules applied by the server', () => {
  // An external target here is the second storefront, whose API calls (hero image, contacts)
  // answer 502 by design.
  test.use({ expectedConsoleErrors: [/status of 502/] })

  test('§2 a matching path redirects with 302, keeping the query', async ({ page }) => {
    const redirects: string[] = []
    page.on('response', (response) => {
      if (response.status() === 302) redirects.push(response.headers()['location'] ?? '')
    })

    await page.goto('/e2e-moved?utm_source=mail')

    expect(redirects).toEqual(['/dev/ui?utm_source=mail'])
    await expect(page).toHaveURL('/dev/ui?utm_source=mail')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('UI kit')
  })

  test('§2 an external target is a full page load on the other site', async ({ page }) => {
    await page.goto('/e2e-external')

    await expect(page).toHaveURL(`${STOREFRONT_WITHOUT_API_URL}/`)
    await expect(
      page.getByText(
        'The catalogue cannot be loaded right now. Please try again in a few minutes.',
      ),
    ).toBeVisible()
  })

  test('§7 the build manifest carries the rules the server applies', async ({ page }) => {
    await page.goto('/')
    const latest = await (await page.request.get('/builds/latest.json')).json()
    const manifest = await (await page.request.get(`/builds/meta/${latest.buildId}.json`)).json()

    expect(manifest).toEqual({
      buildId: latest.buildId,
      pathRules: expect.arrayContaining([{ from: '/e2e-moved', to: '/dev/ui' }]),
    })
  })
})

test.describe('§2 path rules applied on client-side navigations', () => {
  // An external target here is the second storefront, whose API calls (hero image, contacts)
  // answer 502 by design.
  test.use({ expectedConsoleErrors: [/status of 502/] })

  // On a phone the cookie notice covers the foot of the page, where the navigation form is.
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'cookie_notice_dismissed', value: '1', url: baseURL ?? '' }])
  })

  async function navigateInApp(page: Page, path: string) {
    const form = page.locator('#client-navigation')
    await form.getByLabel('Path').fill(path)
    await form.getByRole('button', { name: 'Navigate' }).click()
  }

  test('§2 an internal target is reached without a page load', async ({ page }) => {
    await gotoHydrated(page, '/dev/ui')
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })

    await page.evaluate(() => document.body.setAttribute('data-same-document', ''))
    await navigateInApp(page, '/e2e-moved-journal/altai?page=2')

    await expect(page).toHaveURL('/dev/ui?page=2')
    await expect(page.locator('body')).toHaveAttribute('data-same-document', '')
    expect(documents).toEqual([])
  })

  test('§2 an external target leaves with a full page load', async ({ page }) => {
    await gotoHydrated(page, '/dev/ui')

    await navigateInApp(page, '/e2e-external')

    await expect(page).toHaveURL(`${STOREFRONT_WITHOUT_API_URL}/`)
  })

  test.describe('when the manifest cannot be fetched', () => {
    // One pattern: test.use reads a two-element list as [value, options].
    test.use({ expectedConsoleErrors: [/build manifest .* could not be loaded|status of 503/] })

    test('§8 it is reported on the console only and the site keeps working', async ({ page }) => {
      await page.route('**/builds/meta/*.json', (route) => route.fulfill({ status: 503 }))
      const reported = page.waitForEvent('console', (message) =>
        /build manifest .* could not be loaded/.test(message.text()),
      )

      await gotoHydrated(page, '/dev/ui')
      await reported
      await navigateInApp(page, '/')

      await expect(page).toHaveURL('/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tourmarket')
    })
  })
})
