import { expect, test } from './support/test.ts'

test.describe('§2/§6 route rules', () => {
  // Pages a later issue builds answer 404 after their rules apply; the browser logs that 404.
  test.use({ expectedConsoleErrors: [/status of 404/] })

  test('§6 an authOnly route sends a logged-out visitor to login, remembering the way back', async ({
    page,
  }) => {
    const redirects: string[] = []
    page.on('response', (response) => {
      if (response.status() === 302) redirects.push(response.headers()['location'] ?? '')
    })

    await page.goto('/settings?tab=email')

    expect(redirects).toEqual(['/login?back=%2Fsettings%3Ftab%3Demail'])
    await expect(page).toHaveURL('/login?back=%2Fsettings%3Ftab%3Demail')
  })

  test('§2 a route whose validity check fails shows the 404 page', async ({ page }) => {
    const response = await page.goto('/r/not-a-number')

    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })

  test('§2 /redirect without a target answers 404: there is nowhere to send the visitor', async ({
    page,
  }) => {
    const response = await page.goto('/redirect')

    expect(response?.status()).toBe(404)
  })

  test('§2 Russian routes live under /ru for the brand that enables Russian', async ({ page }) => {
    const response = await page.goto('/ru')

    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tourmarket')
  })
})
