import type { Page } from '@playwright/test'
import { gotoHydrated } from './support/hydration.ts'
import { expect, test } from './support/test.ts'

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

test.describe('§2 the router’s scroll rules', () => {
  test('§2 a hash in the address scrolls to its anchor on arrival', async ({ page }) => {
    await page.goto('/dev/ui#calendar')

    await expect(page.getByRole('heading', { name: 'Calendar', level: 2 })).toBeInViewport()
    expect(await scrollY(page)).toBeGreaterThan(500)
  })

  test('§2 a link to a hash scrolls to its anchor', async ({ page }) => {
    await gotoHydrated(page, '/dev/ui')

    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'Toasts' })
      .click()

    await expect(page).toHaveURL('/dev/ui#toasts')
    await expect(page.getByRole('heading', { name: 'Toasts', level: 2 })).toBeInViewport()
  })

  test('§2 a new page starts at the top; back restores the saved position', async ({ page }) => {
    await gotoHydrated(page, '/dev/ui')
    // The breadcrumbs' first link goes home without a page load; it sits far down the page.
    const home = page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('link', { name: 'Home' })
    await home.scrollIntoViewIfNeeded()
    const saved = await scrollY(page)
    expect(saved).toBeGreaterThan(1000)

    await home.click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tourmarket')
    expect(await scrollY(page)).toBe(0)

    await page.goBack()
    await expect(page).toHaveURL('/dev/ui')
    await expect.poll(() => scrollY(page)).toBe(saved)
  })
})

test.describe('§2 scroll-to-top button', () => {
  test("§2/§9 appears after 150 px; 'Go up' goes to the top, 'Go down' returns", async ({
    page,
  }) => {
    await gotoHydrated(page, '/dev/ui')
    const button = page.locator('.tm-scroll-top')

    await page.evaluate(() => window.scrollTo(0, 140))
    await page.waitForTimeout(400)
    await expect(button).toBeHidden()

    await page.evaluate(() => window.scrollTo(0, 1200))
    await expect(page.getByRole('button', { name: 'Go up' })).toBeVisible()
    await page.getByRole('button', { name: 'Go up' }).click()
    await expect.poll(() => scrollY(page)).toBe(0)

    await page.getByRole('button', { name: 'Go down' }).click()
    await expect.poll(() => scrollY(page)).toBe(1200)
    await expect(page.getByRole('button', { name: 'Go up' })).toBeVisible()
  })
})
