import type { APIRequestContext, TestInfo } from '@playwright/test'
import { postToApi, uniqueEmail } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { STOREFRONT_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

// The unknown links and refused redirects answer the 404 page on purpose.
test.use({ expectedConsoleErrors: [/status of 404/] })

/** The demo catalogue's individual offer (apps/api/src/seed/catalogue.ts DEMO_INDIVIDUAL_TOUR_UUID). */
const DEMO_OFFER = 'c0ffee00-0000-4000-8000-000000000001'

async function registeredToken(request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  const password = 'saffron-lagoon-38'
  const response = await postToApi(request, '/crm/api/user/register', {
    first_name: 'Olga',
    last_name: 'Offer',
    email: uniqueEmail(testInfo, 'offer'),
    password,
    confirm_password: password,
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { token: string }).token
}

test.describe('§2 short links and /redirect stay on the site @desktop-only', () => {
  test('/r/{id} redirects to the seeded on-site target; an unknown id is the 404 page', async ({
    page,
    request,
  }) => {
    // The seed's short link 1 stands for /collections.
    const answer = await request.get('/r/1', { maxRedirects: 0 })
    expect(answer.status()).toBe(302)
    expect(answer.headers().location).toBe('/collections')
    await page.goto('/r/1')
    await expect(page).toHaveURL(/\/collections$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    // From the Russian site the visitor stays on it (issue 41).
    const russian = await request.get('/ru/r/1', { maxRedirects: 0 })
    expect(russian.headers().location).toBe('/ru/collections')
    await page.goto('/ru/r/1')
    await expect(page).toHaveURL(/\/ru\/collections$/)

    const unknown = await page.goto('/r/999999')
    expect(unknown?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })

  test('/redirect follows a path of the site and refuses every way off it', async ({
    page,
    request,
  }) => {
    const onSite = await request.get('/redirect?url=%2Fjournal', { maxRedirects: 0 })
    expect(onSite.status()).toBe(302)
    expect(onSite.headers().location).toBe('/journal')
    for (const target of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      'javascript:alert(1)',
      'https://127.0.0.1@evil.example/',
      // Issue 37: only parsing turns these into //evil.example.
      '/.//evil.example',
      '/%2e//evil.example',
      '/a/..//evil.example',
      '/.\t//evil.example',
      `${STOREFRONT_URL}/.//evil.example`,
    ]) {
      const refused = await request.get(`/redirect?url=${encodeURIComponent(target)}`, {
        maxRedirects: 0,
      })
      expect(refused.status(), target).toBe(404)
    }
    const shown = await page.goto('/redirect?url=https%3A%2F%2Fevil.example%2F')
    expect(shown?.status()).toBe(404)
    await expect(page).toHaveURL(/\/redirect\?url=/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })
})

test.describe('§2 /employees-cookie', () => {
  test('sets the staff cookie, says analytics are off, and undoes it', async ({ page }) => {
    const response = await gotoHydrated(page, '/employees-cookie')
    expect(response?.headers()['x-robots-tag']).toBe('noindex')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Analytics are off on this device for employees',
    )
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    const staffCookie = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === 'employee_device')
    expect(await staffCookie()).toMatchObject({ value: '1', httpOnly: true, sameSite: 'Lax' })
    await expectNoSeriousAxeViolations(page)

    await page.getByRole('button', { name: 'Turn analytics back on' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Analytics are on again on this device',
    )
    expect(await staffCookie()).toBeUndefined()
    await page.getByRole('link', { name: 'Turn analytics off again' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Analytics are off on this device for employees',
    )
    expect(await staffCookie()).toBeDefined()
  })
})

test.describe('§2 /order/{uuid}/individual-tour', () => {
  test('shows the offer with its own date and price, and books it through the offer', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    await page
      .context()
      .addCookies([{ name: 'cookie_notice_dismissed', value: '1', url: baseURL ?? '' }])
    const response = await gotoHydrated(page, `/order/${DEMO_OFFER}/individual-tour`)
    expect(response?.headers()['x-robots-tag']).toBe('noindex')
    const offer = page.getByTestId('tour-offer')
    await expect(offer.getByRole('heading', { level: 2 })).toHaveText(/^An offer for .+/)
    await expect(offer.getByText('Your price')).toBeVisible()
    // Only the offer's own date is listed, not the tour's public ones.
    await expect(page.getByTestId('tour-dates').getByRole('listitem')).toHaveCount(1)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)

    const token = await registeredToken(request, testInfo)
    await page
      .context()
      .addCookies([
        { name: 'auth_token', value: encodeURIComponent(`Bearer ${token}`), url: baseURL ?? '' },
      ])
    await page.reload()
    await page.getByTestId('tour-dates').getByRole('link', { name: /^Book/ }).click()
    await expect(page).toHaveURL(new RegExp(`/booking/new/\\d+\\?individual_tour=${DEMO_OFFER}$`))
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/cannot be booked/i)
    await expect(page.getByRole('button', { name: 'Book and pay' })).toBeVisible()
  })

  test('an unknown offer is the 404 page', async ({ page }) => {
    const response = await page.goto('/order/00000000-0000-4000-8000-000000000000/individual-tour')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })
})
