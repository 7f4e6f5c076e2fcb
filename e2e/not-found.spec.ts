import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

test.describe('§8 an unknown page answers 404 Page not found', () => {
  // The browser reports the document's own 404 on the console; that is the point of these tests.
  test.use({ expectedConsoleErrors: [/status of 404/] })

  test('answers HTTP 404 with the heading, the status and a title from the heading', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page/at-all')

    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByRole('main')).toContainText('404')
    await expect(page).toHaveTitle('Page not found | Tourmarket')
  })

  test('§2 offers a go-to-home link that leads to the home page', async ({ page }) => {
    await page.goto('/no-such-page')

    await page.getByRole('link', { name: 'Go to home page' }).click()

    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tourmarket')
    await expect(page.getByText(/^API: /)).toHaveText('API: ready')
  })

  test('passes the axe accessibility check', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    await expectNoSeriousAxeViolations(page)
  })
})
