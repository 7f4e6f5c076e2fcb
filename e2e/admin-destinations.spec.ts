// Issue 43 item 5: destinations and a collection's hidden state in the operator console, as a
// content editor uses them. The editor writes a destination's description and the storefront's
// destination page shows it at once; hides a collection and its page answers 404 and leaves the
// sitemap; then puts both back (the other journeys meet the seed). Each console page passes axe
// with nothing serious and is photographed at 1280 and 390 px.
import { signInContext } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { STOREFRONT_URL } from './support/servers.ts'
import { signInStaffThroughApi } from './support/staff.ts'
import type { Page } from '@playwright/test'
import { expect, test } from './support/test.ts'

/** The README's demo content editor. */
const DEMO_CONTENT = { login: 'content@tourmarket.test', password: 'content-demo-2026' }

/** The page at the desktop and phone widths, for a look at its layout (the test's output). */
async function photograph(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({
      path: test.info().outputPath(`${name}-${String(width)}.png`),
      fullPage: true,
    })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** The console row's links: its console page and its storefront path. */
async function firstRowWithTours(page: Page, testId: string, toursColumn: number) {
  const rows = page.getByTestId(testId).locator('tbody tr')
  const count = await rows.count()
  for (let index = 0; index < count; index += 1) {
    const row = rows.nth(index)
    if (Number((await row.locator('td').nth(toursColumn).textContent()) ?? '0') > 0) {
      return {
        consolePath: (await row.getByRole('link').first().getAttribute('href'))!,
        pagePath: (await row.getByRole('link').last().textContent())!.trim(),
      }
    }
  }
  throw new Error(`no row with tours in ${testId}`)
}

test('a content editor edits a destination and hides a collection; the storefront follows at once', async ({
  page,
  request,
}) => {
  await signInContext(
    page.context(),
    STOREFRONT_URL,
    await signInStaffThroughApi(request, DEMO_CONTENT),
  )
  await gotoHydrated(page, `${STOREFRONT_URL}/admin`)
  const nav = page.getByRole('navigation', { name: 'Operator console' })
  await nav.getByRole('link', { name: 'Destinations' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Destinations' })).toBeVisible()
  await expect(page.getByTestId('admin-destinations-table')).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await photograph(page, 'admin-destinations-list')

  const destination = await firstRowWithTours(page, 'admin-destinations-table', 2)
  await gotoHydrated(page, `${STOREFRONT_URL}${destination.consolePath}`)
  await expect(page.getByRole('heading', { level: 1, name: /^Destination: / })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await photograph(page, 'admin-destination')

  const description = page.getByLabel('Description', { exact: true })
  const original = await description.inputValue()
  const marker = `Glaciers seen by the editor ${String(Date.now())}.`
  await description.fill(marker)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  await page.goto(`${STOREFRONT_URL}${destination.pagePath}`)
  await expect(page.getByText(marker)).toBeVisible()

  // Put the seed's description back.
  await gotoHydrated(page, `${STOREFRONT_URL}${destination.consolePath}`)
  await page.getByLabel('Description', { exact: true }).fill(original)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  await page.goto(`${STOREFRONT_URL}${destination.pagePath}`)
  await expect(page.getByText(marker)).toHaveCount(0)

  // A collection hidden: its page answers 404 and it leaves the sitemap; then published again.
  await gotoHydrated(page, `${STOREFRONT_URL}/admin/collections`)
  const collection = await firstRowWithTours(page, 'admin-collections-table', 1)
  const sitemapText = async () => (await request.get(`${STOREFRONT_URL}/sitemap.xml`)).text()
  expect(await sitemapText()).toContain(`${collection.pagePath}<`)
  await gotoHydrated(page, `${STOREFRONT_URL}${collection.consolePath}`)
  await expect(page.getByTestId('admin-collection-state')).toHaveText(/^Published/)
  await page.getByRole('button', { name: 'Hide the collection' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Hidden' })).toBeVisible()
  await expect(page.getByTestId('admin-collection-state')).toHaveText(/^Hidden/)
  await expectNoSeriousAxeViolations(page)
  await photograph(page, 'admin-collection-hidden')
  expect((await request.get(`${STOREFRONT_URL}${collection.pagePath}`)).status()).toBe(404)
  expect(await sitemapText()).not.toContain(`${collection.pagePath}<`)

  await page.getByRole('button', { name: 'Publish the collection' }).click()
  await expect(page.getByTestId('admin-collection-state')).toHaveText(/^Published/)
  expect((await request.get(`${STOREFRONT_URL}${collection.pagePath}`)).status()).toBe(200)
  expect(await sitemapText()).toContain(`${collection.pagePath}<`)
})
