import { postToApi, registerThroughApi, uniqueEmail } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

/** §7 the support chat's id. */
const SUPPORT_CHAT_PATH = '/crm/api/chat/get-chat-with-support'
const SUPPORT_CHAT_CALL = `**${SUPPORT_CHAT_PATH}`
/** §4: the session token travels in this cookie as 'Bearer {token}'. */
const SESSION_COOKIE = 'auth_token'

test.describe('§8 an unknown page answers 404 Page not found', () => {
  // The browser reports the document's own 404 on the console; that is the point of these tests.
  test.use({ expectedConsoleErrors: [/status of 404/] })

  test('answers HTTP 404 with the heading, the status, an image and a title from the heading', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page/at-all')

    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByRole('main')).toContainText('404')
    await expect(page.locator('svg.error-page__illustration')).toHaveAttribute('data-status', '404')
    await expect(page).toHaveTitle('Page not found | Tourmarket')
  })

  test('§2 offers a go-to-home link that leads to the home page', async ({ page }) => {
    await page.goto('/no-such-page')

    await page.getByRole('link', { name: 'Go to home page' }).click()

    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tourmarket')
  })

  test('§1 a Russian page says it in Russian', async ({ page }) => {
    await page.goto('/ru/no-such-page')

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await expect(page.getByRole('link', { name: 'На главную' })).toBeVisible()
  })

  test('§2 a visitor who is not logged in is not offered the support chat', async ({ page }) => {
    let asked = false
    await page.route(SUPPORT_CHAT_CALL, (route) => {
      asked = true
      return route.fulfill({ json: { id: 7 } })
    })

    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    expect(asked).toBe(false)
    await expect(page.getByRole('link', { name: 'Write to support' })).toHaveCount(0)
  })

  test('passes the axe accessibility check', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    await expectNoSeriousAxeViolations(page)
  })
})

test.describe('§2 404 for a logged-in visitor: the support chat', () => {
  /** The visitor's access token: a real session, so the storefront knows the user. */
  let token = ''

  test.beforeEach(async ({ context, baseURL, request }, testInfo) => {
    const email = uniqueEmail(testInfo, 'not-found')
    const password = 'a-long-walk-in-the-hills'
    await registerThroughApi(request, { email, password, firstName: 'Nora' })
    const signIn = await postToApi(request, '/crm/api/user/auth', { login: email, password })
    expect(signIn.status(), await signIn.text()).toBe(200)
    token = ((await signIn.json()) as { token: string }).token
    await context.addCookies([
      { name: SESSION_COOKIE, value: encodeURIComponent(`Bearer ${token}`), url: baseURL ?? '' },
    ])
  })

  test.describe('when the support chat id is found', () => {
    test.use({ expectedConsoleErrors: [/status of 404/] })

    test('§2 links to /chat/{supportChatId} with the error message below', async ({
      page,
      request,
    }) => {
      // §7 get-chat-with-support answers the same chat every time (one per user).
      const answer = await request.get(`${API_URL}${SUPPORT_CHAT_PATH}`, {
        headers: { 'X-Authorization': `Bearer ${token}` },
      })
      expect(answer.status(), await answer.text()).toBe(200)
      const { id } = (await answer.json()) as { id: number }
      const asked = page.waitForRequest((request) => request.url().endsWith(SUPPORT_CHAT_PATH))

      await page.goto('/no-such-page')

      const link = page.getByRole('link', { name: 'Write to support' })
      await expect(link).toHaveAttribute('href', `/chat/${String(id)}`)
      await expect(page.locator('.error-page__support')).toContainText('Page Not Found')
      expect((await asked).headers()['x-authorization']).toBe(`Bearer ${token}`)
      await expectNoSeriousAxeViolations(page)
    })
  })

  test.describe('when the call fails', () => {
    // §8 chat failures are logged: the API is made to fail this call.
    test.use({
      expectedConsoleErrors: [/status of (404|503)|get-chat-with-support failed/],
    })

    test('§8 the failure is logged and no link is offered', async ({ page }) => {
      await page.route(SUPPORT_CHAT_CALL, (route) =>
        route.fulfill({ status: 503, json: { message: 'Service Unavailable' } }),
      )
      const failed = page.waitForEvent(
        'console',
        (message) => message.type() === 'error' && /get-chat-with-support/.test(message.text()),
      )

      await page.goto('/no-such-page')
      await failed

      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
      await expect(page.getByRole('link', { name: 'Write to support' })).toHaveCount(0)
    })
  })
})
