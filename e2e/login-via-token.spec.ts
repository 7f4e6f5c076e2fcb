import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import {
  codeOf,
  newestMessage,
  postToApi,
  registerThroughApi,
  SESSION_COOKIE,
  signInContext,
  signInThroughApi,
  uniqueEmail,
} from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { expect, test } from './support/test.ts'

/** An account and a one-time sign-in token for it, made as §7 redirect-auth-via-code makes one. */
async function linkMaker(
  request: APIRequestContext,
  testInfo: TestInfo,
  firstName: string,
): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(testInfo, 'via-token')
  await registerThroughApi(request, { email, password: 'cobalt-orchard-58', firstName })
  const sent = await postToApi(request, '/crm/api/user/send-auth-code', {
    login: email,
    code_sender: 'email',
  })
  expect(sent.status(), await sent.text()).toBe(200)
  const code = codeOf(await newestMessage(request, email, /sign-in code/i))
  const answer = await postToApi(request, '/crm/api/user/redirect-auth-via-code', {
    login: email,
    code,
    verify_method: 'email',
    favourites_tours_ids: [],
  })
  expect(answer.status(), await answer.text()).toBe(200)
  const { url } = (await answer.json()) as { url: string }
  const token = new URL(url, 'https://same-site.invalid').searchParams.get('token')
  if (token === null) throw new Error(`no token in ${url}`)
  return { email, token }
}

async function sessionCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies()
  return cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
    fullPage: true,
  })
}

test.describe('§2 /login-via-token asks before it signs in (issue 37: login CSRF)', () => {
  // A spent token's post answers the page with 400, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 400/] })

  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'cookie_notice_dismissed', value: '1', url: baseURL ?? '' }])
  })

  test('opening a link signs no one in; the button does', async ({ page, request }, testInfo) => {
    const maker = await linkMaker(request, testInfo, 'Mallory')
    const link = `/login-via-token?token=${encodeURIComponent(maker.token)}`
    await gotoHydrated(page, link)
    await gotoHydrated(page, link)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in with this link?')
    await expect(page.getByText('a link someone else sent you')).toBeVisible()
    expect(await sessionCookie(page)).toBeUndefined()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await screenshot(page, testInfo, 'login-via-token')

    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('banner').getByRole('button', { name: /Mallory/ })).toBeVisible()
    expect(await sessionCookie(page)).toBeDefined()
  })

  test('says which account is signed in now, and works without a script', async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const maker = await linkMaker(request, testInfo, 'Mallory')
    const victimEmail = uniqueEmail(testInfo, 'signed-in')
    await registerThroughApi(request, {
      email: victimEmail,
      password: 'saffron-quarry-73',
      firstName: 'Vera',
    })
    const victimToken = await signInThroughApi(request, {
      login: victimEmail,
      password: 'saffron-quarry-73',
    })
    const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! })
    await signInContext(plain, baseURL!, victimToken)
    const page = await plain.newPage()
    await page.goto(`/login-via-token?token=${encodeURIComponent(maker.token)}`)
    await expect(
      page.getByText(`You are signed in as ${victimEmail.slice(0, 1)}•••@example.com.`),
    ).toBeVisible()
    expect(await sessionCookie(page)).toContain(encodeURIComponent(victimToken))
    await screenshot(page, testInfo, 'login-via-token-signed-in')

    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('banner').getByRole('button', { name: /Mallory/ })).toBeVisible()
    await plain.close()
  })

  test('refuses a post from another site and a spent token; Russian too', async ({
    page,
    request,
  }, testInfo) => {
    const maker = await linkMaker(request, testInfo, 'Mallory')
    const link = `/login-via-token?token=${encodeURIComponent(maker.token)}`
    const crossSite = await request.post(link, {
      form: { token: maker.token },
      headers: { Origin: 'https://evil.example' },
      maxRedirects: 0,
    })
    // React Router refuses an action posted from another origin (400) before the action's own
    // check would (403); either way nothing is signed in.
    expect(crossSite.status()).toBe(400)
    expect(crossSite.headers()['set-cookie'] ?? '').not.toContain(SESSION_COOKIE)

    await gotoHydrated(page, `/ru${link}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Войти по этой ссылке?')
    await screenshot(page, testInfo, 'login-via-token-ru')
    await page.getByRole('main').getByRole('button', { name: 'Войти', exact: true }).click()
    await expect(page).toHaveURL('/ru')
    expect(await sessionCookie(page)).toBeDefined()

    await page.context().clearCookies()
    await gotoHydrated(page, link)
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('main').getByRole('alert')).toContainText(/invalid|expired/i)
    expect(await sessionCookie(page)).toBeUndefined()
  })
})
