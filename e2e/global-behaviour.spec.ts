import type { Cookie } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { expect, test } from './support/test.ts'

const DAY_SECONDS = 24 * 60 * 60

/** Seconds until the cookie expires, as the browser stored it. */
function lifetimeOf(cookie: Cookie | undefined): number {
  if (cookie === undefined) throw new Error('the cookie was not set')
  return cookie.expires - Date.now() / 1000
}

test.describe('§2 cookie notice', () => {
  const text = 'we use third-party cookies to personalize the site experience'

  test('§2/§9 an answer (here Reject all) hides it for 180 days, with no flash on the next page', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/')
    const notice = page.getByRole('region', { name: 'Cookie notice' })
    await expect(notice).toContainText(text)
    await expectNoSeriousAxeViolations(page)

    await notice.getByRole('button', { name: 'Reject all' }).click()

    await expect(notice).toBeHidden()
    const cookie = (await context.cookies()).find(({ name }) => name === 'cookie_notice_dismissed')
    expect(lifetimeOf(cookie)).toBeGreaterThan(180 * DAY_SECONDS - 60)
    expect(lifetimeOf(cookie)).toBeLessThanOrEqual(180 * DAY_SECONDS)
    expect(cookie).toMatchObject({ sameSite: 'Lax', path: '/', value: 'necessary' })

    const reloaded = await page.reload()
    // Not in the server's HTML at all: it cannot flash in before hydration.
    expect(await reloaded?.text()).not.toContain(text)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(notice).toHaveCount(0)
  })
})

test.describe('§2 tour-selection-token on any page', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] })

  test('§2 the token is stored, the list emptied and the parameter removed from the address', async ({
    page,
    context,
  }) => {
    const redirects: number[] = []
    page.on('response', (response) => {
      if (response.status() === 302) redirects.push(response.status())
    })

    await page.goto('/?page=2&tour-selection-token=4521-a1b2c3&sort=price')

    await expect(page).toHaveURL('/?page=2&sort=price')
    expect(redirects).toEqual([302])
    const cookie = (await context.cookies()).find(({ name }) => name === 'tour_selection')
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '""'))).toEqual({
      items: [],
      token: '4521-a1b2c3',
    })
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
  })

  test('§2 works on any page, a 404 included', async ({ page }) => {
    await page.goto('/no-such-page?tour-selection-token=7-x')

    await expect(page).toHaveURL('/no-such-page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })
})

test.describe('§2/§9 UTM values saved on every entry', () => {
  test('§9 source, campaign and content are kept for 3 days', async ({ page, context }) => {
    await page.goto('/?utm_source=newsletter&utm_campaign=spring-altai&utm_content=hero')

    const cookies = await context.cookies()
    for (const [name, value] of [
      ['utm_source', 'newsletter'],
      ['utm_campaign', 'spring-altai'],
      ['utm_content', 'hero'],
    ] as const) {
      const cookie = cookies.find((candidate) => candidate.name === name)
      expect(cookie?.value).toBe(value)
      expect(cookie?.httpOnly).toBe(true)
      expect(lifetimeOf(cookie)).toBeGreaterThan(3 * DAY_SECONDS - 60)
      expect(lifetimeOf(cookie)).toBeLessThanOrEqual(3 * DAY_SECONDS)
    }
  })
})

test.describe('§2 page language', () => {
  test('§2 <html lang> follows the route: en-US at the root, ru under /ru', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')

    await page.goto('/ru')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await expect(page.getByRole('heading', { name: 'Каталог в цифрах' })).toBeVisible()
  })
})

test.describe('§2 site-wide metadata', () => {
  test('§2 description, share image and language come with every page', async ({ page }) => {
    await page.goto('/')

    await expect(page).toHaveTitle('Tourmarket')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /tours/)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^http:\/\/127\.0\.0\.1:\d+\/share-image\.png$/,
    )
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US')
    const image = await page.request.get('/share-image.png')
    expect(image.headers()['content-type']).toBe('image/png')
  })
})

test.describe('§3/§9 analytics', () => {
  test('§9 without gtag, _ga, _gid and _gat cookies are deleted; nothing loads after 6000 ms', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.clock.install()
    await context.addCookies(
      ['_ga', '_gid', '_gat_UA-1', 'currency'].map((name) => ({
        name,
        value: name === 'currency' ? 'EUR' : 'GA1.1.1',
        url: baseURL ?? '',
      })),
    )

    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect
      .poll(async () => (await context.cookies()).map(({ name }) => name).sort())
      .toEqual(['currency'])

    await page.clock.runFor(7000)
    await expect(page.locator('script[data-analytics]')).toHaveCount(0)
  })
})
