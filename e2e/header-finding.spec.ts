import type { Page } from '@playwright/test'
import { registerThroughApi, signInContext, siteHeader, uniqueEmail } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

// Issue 42: finding and keeping tours from the header on every page, at 1280 and 390 px.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_notice_dismissed', value: '1', url: baseURL ?? '' }])
})

/** The first featured tour on the home page: its path, title and id. */
async function featuredTour(page: Page, home = '/') {
  await gotoHydrated(page, home)
  const card = page.locator('.home-section').getByRole('article').first()
  const link = card.getByRole('heading').getByRole('link')
  return {
    path: (await link.getAttribute('href')) ?? '',
    title: (await link.textContent()) ?? '',
    tourId: Number(await card.getByRole('button').first().getAttribute('data-tour-id')),
  }
}

test.describe('issue 42 the header search', () => {
  test('opens over a tour page, keeps it until the visitor searches, and lists the tour as recently viewed', async ({
    page,
  }) => {
    const tour = await featuredTour(page)
    await gotoHydrated(page, tour.path)
    await siteHeader(page).getByRole('link', { name: 'Search tours' }).click()
    const dialog = page.getByRole('dialog', { name: 'Search tours' })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(tour.path)
    const field = dialog.getByRole('searchbox', { name: 'Where do you want to go?' })
    await expect(field).toBeFocused()
    const recent = dialog.getByRole('region', { name: 'Recently viewed' })
    await expect(recent.getByRole('link', { name: new RegExp(tour.title) })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(tour.path)

    await siteHeader(page).getByRole('link', { name: 'Search tours' }).click()
    await field.fill('Italy')
    await field.press('Enter')
    await expect(page).toHaveURL('/italy')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Italy')
  })

  test('Russian: the same dialog in Russian leads to Russian results', async ({ page }) => {
    const tour = await featuredTour(page, '/ru/')
    await gotoHydrated(page, tour.path)
    await siteHeader(page).getByRole('link', { name: 'Поиск туров' }).click()
    const dialog = page.getByRole('dialog', { name: 'Поиск туров' })
    const field = dialog.getByRole('searchbox', { name: 'Куда вы хотите поехать?' })
    await expect(dialog.getByRole('region', { name: 'Вы недавно смотрели' })).toBeVisible()
    await field.fill('Италия')
    await dialog.getByRole('button', { name: 'Найти' }).click()
    await expect(page).toHaveURL('/ru/italy')
  })

  test('works as a plain GET form without JavaScript, on the page the visitor is on', async ({
    page: scriptedPage,
    browser,
    baseURL,
  }) => {
    const tour = await featuredTour(scriptedPage)
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto(tour.path)
    await siteHeader(page).getByRole('link', { name: 'Search tours' }).click()
    await expect(page).toHaveURL(`${tour.path}#site-search`)
    const field = siteHeader(page).getByRole('searchbox', { name: 'Where do you want to go?' })
    await field.fill('Italy')
    await field.press('Enter')
    await expect(page).toHaveURL('/italy')
    await context.close()
  })
})

test.describe('issue 42 favourites for everyone', () => {
  test('a visitor’s first heart brings the toast, the header counts it, and the list can be shared', async ({
    page,
    browser,
    baseURL,
  }) => {
    const tour = await featuredTour(page)
    await gotoHydrated(page, tour.path)
    await expect(
      siteHeader(page).getByRole('link', { name: 'Favourites', exact: true }),
    ).toBeVisible()
    await page.getByRole('main').getByRole('button', { name: 'Add to favourites' }).first().click()
    const toast = page.getByRole('listitem').filter({ hasText: 'Added to favourites' })
    await expect(toast).toBeVisible()
    await expect(siteHeader(page).getByRole('link', { name: 'Favourites, 1 tour' })).toBeVisible()
    await toast.getByRole('link', { name: 'View list' }).click()
    await expect(page).toHaveURL('/favorites')
    // The address changes before the new page is drawn: until then the tour page's similar tours
    // are the main's articles.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favourites')
    await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(
      tour.title,
    )
    const link = await page.getByRole('textbox', { name: 'Link to this list' }).inputValue()
    expect(link).toMatch(new RegExp(`/favorites\\?ids=${String(tour.tourId)}$`))
    await expectNoSeriousAxeViolations(page)

    // Someone else, in a browser of their own.
    const other = await browser.newContext({ baseURL })
    const otherPage = await other.newPage()
    await otherPage.goto(link)
    await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText('Shared favourites')
    await expect(otherPage.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(
      tour.title,
    )
    await expect(
      siteHeader(otherPage).getByRole('link', { name: 'Favourites', exact: true }),
    ).toBeVisible()
    await other.close()
  })

  test('Russian: the count and the shared list speak Russian', async ({ page }) => {
    const tour = await featuredTour(page, '/ru/')
    await gotoHydrated(page, tour.path)
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Добавить в избранное' })
      .first()
      .click()
    const toast = page.getByRole('listitem').filter({ hasText: 'Добавлено в избранное' })
    await expect(toast.getByRole('link', { name: 'Открыть список' })).toBeVisible()
    await siteHeader(page).getByRole('link', { name: 'Избранное, 1 тур' }).click()
    await expect(page).toHaveURL('/ru/favorites')
    const link = await page.getByRole('textbox', { name: 'Ссылка на список' }).inputValue()
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Избранное, которым поделились',
    )
  })
})

test.describe('issue 42 a member', () => {
  test('recently viewed tours join the account at sign-in; Messages is named in the header', async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    const tour = await featuredTour(page)
    await gotoHydrated(page, tour.path)
    const token = await registerThroughApi(request, {
      email: uniqueEmail(testInfo, 'recent'),
      password: 'harbour-lantern-41',
      firstName: 'Rita',
    })
    await signInContext(context, baseURL ?? '', token)
    await gotoHydrated(page, '/')
    await expect
      .poll(async () => {
        const response = await request.get(`${API_URL}/crm/api/user/recently-viewed-tours`, {
          headers: { 'X-Authorization': `Bearer ${token}` },
        })
        return ((await response.json()) as { data: { tour_id: number }[] }).data.map(
          (view) => view.tour_id,
        )
      })
      .toContain(tour.tourId)
    const messages = siteHeader(page).getByRole('link', { name: /^Messages/ })
    await expect(messages).toBeVisible()
    if ((page.viewportSize()?.width ?? 0) >= 992) await expect(messages).toHaveText('Messages')
  })
})

test.describe('issue 42 keyboard', () => {
  test('a keyboard user reaches the first search result in under 10 Tabs', async ({ page }) => {
    await gotoHydrated(page, '/italy')
    const firstResult = page.locator('#search-results > li').first().getByRole('link').first()
    const firstResultName = (await firstResult.textContent()) ?? ''
    let tabs = 0
    while (tabs < 10) {
      await page.keyboard.press('Tab')
      tabs += 1
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '')
      if (focused === 'Skip to results') await page.keyboard.press('Enter')
      if (focused === firstResultName) break
    }
    await expect(firstResult).toBeFocused()
    expect(tabs).toBeLessThan(10)
  })

  test('Russian: the skip link says so in Russian', async ({ page }) => {
    await gotoHydrated(page, '/ru/italy')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Перейти к результатам' })).toBeFocused()
  })
})
