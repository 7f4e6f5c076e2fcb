import type { BrowserContext, Page } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { freePort, startOwnStorefront, type OwnStorefront } from './support/own-storefront.ts'
import { expect, test } from './support/test.ts'

// Issue 38 item 9: the cookie notice asks (§2's "Ok, don't show again" accepts; Reject all; Customize) and the §3 analytics
// load only after consent. The shared e2e storefront has no analytics ids, so these tests run a
// storefront of their own with a Google Analytics id (analytics) and a Roistat id (marketing).
// The services' scripts are answered here; the §9 6000 ms wait runs on Playwright's clock.

const GTAG_ID = 'G-E2ECONSENT1'
const ROISTAT_ID = 'e2econsent'
const ANALYTICS_HOSTS = /googletagmanager\.com|roistat\.com|mc\.yandex\.ru|clarity\.ms/
const ANALYTICS_WAIT_MS = 6000

let storefront: OwnStorefront

test.beforeAll(async () => {
  storefront = await startOwnStorefront(await freePort(), {
    METRICS_GTAG_ID: GTAG_ID,
    METRICS_ROISTAT_ID: ROISTAT_ID,
  })
})

test.afterAll(async () => {
  await storefront.stop()
})

/** Records every request to an analytics service and answers it with an empty script. */
async function recordAnalytics(context: BrowserContext): Promise<string[]> {
  const requested: string[] = []
  await context.route(ANALYTICS_HOSTS, async (route) => {
    requested.push(route.request().url())
    await route.fulfill({ contentType: 'text/javascript', body: '' })
  })
  return requested
}

/** The URL of the analytics loader's code, as each page requested it. */
const analyticsLoaderCode = new WeakMap<Page, string>()

async function openHydrated(page: Page, path = '/') {
  page.on('request', (request) => {
    if (/\/assets\/analytics-[^/]+\.js$/.test(request.url())) {
      analyticsLoaderCode.set(page, request.url())
    }
  })
  await page.clock.install()
  await Promise.all([
    page.waitForRequest((request) => /\/builds\/meta\/[^/]+\.json$/.test(request.url())),
    page.goto(`${storefront.url}${path}`),
  ])
}

async function reloadHydrated(page: Page) {
  await Promise.all([
    page.waitForRequest((request) => /\/builds\/meta\/[^/]+\.json$/.test(request.url())),
    page.reload(),
  ])
}

/**
 * The analytics scripts on the page once the §9 wait is over. The loader sets its timer when its
 * own code has arrived (after hydration), so that code is awaited first: importing the same module
 * here resolves after the loader's own import has.
 */
async function analyticsScriptsAfterWait(page: Page): Promise<string[]> {
  await expect.poll(() => analyticsLoaderCode.get(page) ?? null).not.toBeNull()
  const url = analyticsLoaderCode.get(page) ?? ''
  await page.evaluate(async (module) => {
    await import(/* @vite-ignore */ module)
  }, url)
  await page.clock.runFor(ANALYTICS_WAIT_MS + 1000)
  return page
    .locator('script[data-analytics]')
    .evaluateAll((scripts) =>
      scripts.map((script) => (script as HTMLScriptElement).dataset.analytics ?? '').sort(),
    )
}

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find(({ name }) => name === 'cookie_notice_dismissed')
}

test.describe('§2/§9 cookie consent', () => {
  test('nothing loads before an answer; Reject all keeps analytics off, also after a reload', async ({
    page,
    context,
  }) => {
    const requested = await recordAnalytics(context)
    await openHydrated(page)
    const notice = page.getByRole('region', { name: 'Cookie notice' })
    await expect(notice).toContainText(
      'we use third-party cookies to personalize the site experience, only if you accept them.',
    )
    await expectNoSeriousAxeViolations(page)
    expect(await analyticsScriptsAfterWait(page)).toEqual([])

    await notice.getByRole('button', { name: 'Reject all' }).click()
    await expect(notice).toBeHidden()
    expect((await consentCookie(context))?.value).toBe('necessary')
    expect(await analyticsScriptsAfterWait(page)).toEqual([])

    await reloadHydrated(page)
    await expect(notice).toHaveCount(0)
    expect(await analyticsScriptsAfterWait(page)).toEqual([])
    expect(requested).toEqual([])
  })

  test("'Ok, don't show again' accepts: the analytics and the marketing service load, and stay after a reload", async ({
    page,
    context,
  }) => {
    const requested = await recordAnalytics(context)
    await openHydrated(page)
    await page
      .getByRole('region', { name: 'Cookie notice' })
      .getByRole('button', { name: "Ok, don't show again" })
      .click()
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden()
    expect((await consentCookie(context))?.value).toBe('necessary.analytics.marketing')

    await reloadHydrated(page)
    expect(await analyticsScriptsAfterWait(page)).toEqual(['gtag', 'roistat'])
    await expect.poll(() => requested.some((url) => url.includes(GTAG_ID))).toBe(true)
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0)
  })

  test('Customize saves a choice per category, in a dialog, and the choice survives a reload', async ({
    page,
    context,
  }) => {
    await recordAnalytics(context)
    await openHydrated(page)
    await page
      .getByRole('region', { name: 'Cookie notice' })
      .getByRole('link', { name: 'Customize' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked()
    await expectNoSeriousAxeViolations(page)
    await dialog.getByRole('checkbox', { name: 'Analytics' }).check()
    await dialog.getByRole('button', { name: 'Save my choice' }).click()

    await expect(dialog).toBeHidden()
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden()
    expect((await consentCookie(context))?.value).toBe('necessary.analytics')
    await reloadHydrated(page)
    expect(await analyticsScriptsAfterWait(page)).toEqual(['gtag'])

    // The footer's Cookies link shows the stored choice, to change it.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie settings' })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Analytics' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('Reject all and Customize are real forms that come back to the page', async ({
      page,
      context,
    }) => {
      await page.goto(`${storefront.url}/contacts?from=test`)
      await page.getByRole('button', { name: 'Reject all' }).click()
      await expect(page).toHaveURL(`${storefront.url}/contacts?from=test`)
      expect((await consentCookie(context))?.value).toBe('necessary')
      await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0)

      await context.clearCookies()
      await page.goto(`${storefront.url}/contacts`)
      await page
        .getByRole('region', { name: 'Cookie notice' })
        .getByRole('link', { name: 'Customize' })
        .click()
      await page.getByRole('checkbox', { name: 'Marketing' }).check()
      await page.getByRole('button', { name: 'Save my choice' }).click()
      await expect(page).toHaveURL(`${storefront.url}/contacts`)
      expect((await consentCookie(context))?.value).toBe('necessary.marketing')
    })
  })

  test('the answer posted by a script or a form goes back only to a page of this site; no choice is a 400', async ({
    request,
    baseURL,
  }) => {
    const answer = (fields: Record<string, string>) =>
      request.post('/cookie-consent', {
        form: fields,
        headers: { origin: String(baseURL) },
        maxRedirects: 0,
      })
    for (const returnTo of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const response = await answer({ choice: 'reject', returnTo })
      expect(response.status(), returnTo).toBe(303)
      const location = new URL(response.headers().location ?? '', String(baseURL))
      expect(location.origin, returnTo).toBe(new URL(String(baseURL)).origin)
    }
    const missing = await answer({ returnTo: '/' })
    expect(missing.status()).toBe(400)
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

    for (const { path, notice: noticeName, search: searchName } of [
      { path: '/', notice: 'Cookie notice', search: 'Where do you want to go?' },
      { path: '/ru', notice: 'Уведомление о файлах cookie', search: 'Куда вы хотите поехать?' },
    ]) {
      test(`the notice leaves the search box and its button free (${path})`, async ({ page }) => {
        await openHydrated(page, path)
        const notice = page.getByRole('region', { name: noticeName })
        await expect(notice).toBeVisible()
        const search = page.getByRole('combobox', { name: searchName })
        const [noticeBox, searchBox] = await Promise.all([
          notice.boundingBox(),
          search.boundingBox(),
        ])
        expect(noticeBox).not.toBeNull()
        expect(searchBox).not.toBeNull()
        expect((searchBox?.y ?? 0) + (searchBox?.height ?? 0)).toBeLessThanOrEqual(
          noticeBox?.y ?? 0,
        )
        await expectNoSeriousAxeViolations(page)
      })
    }
  })
})
