import type { APIRequestContext, Page } from '@playwright/test'
import { registerThroughApi, siteHeader, uniqueEmail } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_notice_dismissed', value: '1', url: baseURL ?? '' }])
})

/** The first featured tour on the home page: its card, title and id. */
async function firstFeaturedTour(page: Page) {
  const card = page
    .getByRole('region', { name: 'Tours to start with' })
    .getByRole('article')
    .first()
  const title = (await card.getByRole('heading').textContent()) ?? ''
  const tourId = Number(await card.getByRole('button').getAttribute('data-tour-id'))
  return { card, title, tourId }
}

/** §7 the account's favourites, asked with the session the page stored (§4 'Bearer {token}'). */
async function serverFavourites(page: Page, request: APIRequestContext): Promise<number[]> {
  const token = await page.evaluate(() => window.localStorage.getItem('auth_token'))
  const response = await request.get(`${API_URL}/crm/api/user/favourite-tours`, {
    params: { active_only: 1 },
    headers: { 'X-Authorization': token ?? '' },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as number[]
}

test.describe('§4 favourites', () => {
  test('a favourite kept while logged out goes to the account at sign-in, and removing it removes it there', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'favourites')
    const password = 'velvet-compass-62'
    await registerThroughApi(request, { email, password, firstName: 'Fern' })

    await gotoHydrated(page, '/')
    const { card, title, tourId } = await firstFeaturedTour(page)
    expect(tourId).toBeGreaterThan(0)

    await test.step('§4 logged out: the heart keeps the tour on this device', async () => {
      await card.getByRole('button', { name: 'Add to favourites' }).click()
      await expect(card.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await gotoHydrated(page, '/favorites')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favourites')
      const favourite = page.getByRole('main').getByRole('article')
      await expect(favourite).toHaveCount(1)
      await expect(favourite.getByRole('heading')).toHaveText(title)
      await expect(favourite.getByRole('button', { name: 'Remove from favourites' })).toBeVisible()
      await expectNoSeriousAxeViolations(page)
    })

    await test.step('§4 sign in: the tour is still a favourite, now kept by the account', async () => {
      await page.getByRole('link', { name: 'Log in to keep them in your account' }).click()
      await expect(page).toHaveURL(/\/login\?back=%2Ffavorites$/)
      await page.getByLabel('E-mail or phone').fill(email)
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
      await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
      await expect(page).toHaveURL(/\/favorites$/)
      await expect(siteHeader(page).getByRole('button', { name: 'Fern Tester' })).toBeVisible()
      await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(
        title,
      )
      await expect.poll(() => serverFavourites(page, request)).toEqual([tourId])
    })

    await test.step('§4 removing it updates the account, then the page', async () => {
      await page.getByRole('main').getByRole('button', { name: 'Remove from favourites' }).click()
      await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible()
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(0)
      expect(await serverFavourites(page, request)).toEqual([])
    })
  })

  test('the tour page heart survives a reload; an empty list says so and leads to the search', async ({
    page,
  }) => {
    await gotoHydrated(page, '/favorites')
    await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Find tours' })).toHaveAttribute('href', '/')
    await expectNoSeriousAxeViolations(page)

    await gotoHydrated(page, '/')
    const { card, title } = await firstFeaturedTour(page)
    await card.getByRole('link', { name: title }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    const heart = page.locator('.tour-head').getByRole('button', { name: 'Add to favourites' })
    await heart.click()
    await expect(
      page.locator('.tour-head').getByRole('button', { name: 'Remove from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true')

    await gotoHydrated(page, page.url())
    await expect(
      page.locator('.tour-head').getByRole('button', { name: 'Remove from favourites' }),
    ).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })
})
