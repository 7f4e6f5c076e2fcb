import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

test.describe('§2 home (/)', () => {
  test('says what Tourmarket is and shows that the API is ready, checked through the real API', async ({
    page,
  }) => {
    const response = await page.goto('/')

    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Tourmarket')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tourmarket')
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('main')).toContainText(
      'A marketplace for guided tours, excursions and cruises.',
    )
    await expect(page.getByRole('main')).toContainText('The storefront is being built')
    await expect(page.getByText(/^API: /)).toHaveText('API: ready')
  })

  test('passes the axe accessibility check', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByText(/^API: /)).toBeVisible()

    await expectNoSeriousAxeViolations(page)
  })
})
