// Issue 43 item 5: the operator console's collections, as a content editor uses them. The editor
// opens a collection, moves its second tour to the top with the keyboard and a plain form post,
// and the storefront's collection page lists that tour first; then the original first tour goes
// back to the top, so the order the other journeys meet is the seeded one again. Each console page
// passes axe with nothing serious; both are photographed at 1280 and 390 px.
import { signInContext } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL, STOREFRONT_URL } from './support/servers.ts'
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

/** The titles of the storefront collection page's first cards, in its default order. */
async function storefrontTitles(page: Page, path: string): Promise<string[]> {
  await page.goto(`${STOREFRONT_URL}${path}`)
  const links = page.locator('.tour-card__link')
  await expect(links.first()).toBeVisible()
  return (await links.allTextContents()).map((title) => title.trim())
}

test('a content editor moves a tour to the top of a collection and its page lists it first', async ({
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
  await nav.getByRole('link', { name: 'Collections' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible()
  const table = page.getByTestId('admin-collections-table')
  await expect(table).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await photograph(page, 'admin-collections-list')

  // A collection whose page lists at least two tours: the first row with three or more.
  const rows = table.locator('tbody tr')
  const count = await rows.count()
  let chosen = -1
  for (let index = 0; index < count && chosen < 0; index += 1) {
    const tours = Number((await rows.nth(index).locator('td').nth(1).textContent()) ?? '0')
    if (tours >= 3) chosen = index
  }
  expect(chosen).toBeGreaterThanOrEqual(0)
  const pagePath = (await rows.nth(chosen).getByRole('link').last().textContent())!.trim()
  const consolePath = (await rows.nth(chosen).getByRole('link').first().getAttribute('href'))!
  const before = await storefrontTitles(page, pagePath)
  expect(before.length).toBeGreaterThanOrEqual(2)

  await gotoHydrated(page, `${STOREFRONT_URL}${consolePath}`)
  await expect(page.getByRole('heading', { level: 1, name: /^Collection: / })).toBeVisible()
  const tours = page.getByTestId('admin-collection-tours')
  await expect(tours).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await photograph(page, 'admin-collection')

  // The storefront's first two tours by number, as its API answers the page.
  const slug = pagePath.replace(/^\//, '')
  const answer = await request.get(`${API_URL}/spa/tours-page?slug=${slug}`)
  const ids = ((await answer.json()) as { data: { id: number }[] }).data.map((card) => card.id)
  const [first, second] = [String(ids[0]), String(ids[1])]

  // The storefront's second tour goes to the top, from the keyboard.
  const toTop = page.getByRole('button', { name: new RegExp(`^Move to the top: №${second} `) })
  await toTop.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status')).toContainText('lists the tours in this order now')
  await expect(tours.getByRole('listitem').first()).toContainText(`№${second} `)

  expect((await storefrontTitles(page, pagePath)).slice(0, 2)).toEqual([before[1], before[0]])

  // Put back: the original first tour to the top again gives the seeded order.
  await gotoHydrated(page, `${STOREFRONT_URL}${consolePath}`)
  await page.getByRole('button', { name: new RegExp(`^Move to the top: №${first} `) }).click()
  await expect(tours.getByRole('listitem').first()).toContainText(`№${first} `)
  expect(await storefrontTitles(page, pagePath)).toEqual(before)
})
