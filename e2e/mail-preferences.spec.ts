import { createHmac } from 'node:crypto'
import type { APIRequestContext, BrowserContext, TestInfo } from '@playwright/test'
import { registerThroughApi, signInThroughApi, uniqueEmail } from './support/accounts.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL, E2E_SESSION_SECRET, STOREFRONT_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

const password = 'Gentle-otter-paddles-47'
const reminderLabel = 'A reminder 3 days before a trip, with where to meet'
const unreadLabel = 'Chat messages I have not read for a few minutes'

/**
 * The token of a mail's unsubscribe link, signed as the API signs it
 * (apps/api/src/modules/notifications/unsubscribe-token.ts) with the e2e API's secret: no flow
 * mails one to a fresh account within a journey's time.
 */
function signUnsubscribeToken(secret: string, claims: { accountId: number; kind: string }) {
  const key = createHmac('sha256', secret).update('mail-unsubscribe-v1').digest()
  const payload = `${String(claims.accountId)}.${claims.kind}`
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`
}

/** A new account, signed in in the browser context; its id and token for the API. */
async function signedInAccount(
  request: APIRequestContext,
  context: BrowserContext,
  testInfo: TestInfo,
) {
  const email = uniqueEmail(testInfo, 'mail-preferences')
  await registerThroughApi(request, { email, password, firstName: 'Anna' })
  const token = await signInThroughApi(request, { login: email, password })
  await context.addCookies([
    { name: 'auth_token', value: encodeURIComponent(`Bearer ${token}`), url: STOREFRONT_URL },
    { name: 'cookie_notice_dismissed', value: '1', url: STOREFRONT_URL },
  ])
  const profile = await request.get(`${API_URL}/crm/api/user/profile`, {
    headers: { 'X-Authorization': `Bearer ${token}` },
  })
  const { id } = (await profile.json()) as { id: number }
  return { id, token }
}

/** What the API keeps for the account: kind → sent or not. */
async function storedChoice(request: APIRequestContext, token: string) {
  const response = await request.get(`${API_URL}/spa/user/mail-preferences`, {
    headers: { 'X-Authorization': `Bearer ${token}` },
  })
  const { data } = (await response.json()) as { data: { kind: string; subscribed: boolean }[] }
  return Object.fromEntries(data.map((row) => [row.kind, row.subscribed]))
}

test.describe('mail preferences (issue 38)', () => {
  test('turns reminders off in the settings without JavaScript, and back on with it', async ({
    browser,
    page,
    context,
  }, testInfo) => {
    const { token } = await signedInAccount(page.request, context, testInfo)
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    })
    const withoutScript = await plain.newPage()
    await withoutScript.goto(`${STOREFRONT_URL}/settings/notifications`)
    const section = withoutScript.getByRole('region', { name: 'Notifications' })
    await expect(section.getByRole('checkbox', { name: reminderLabel })).toBeChecked()
    await section.getByRole('checkbox', { name: reminderLabel }).uncheck()
    await section.getByRole('button', { name: 'Save notifications' }).click()
    await expect(section.getByRole('status')).toHaveText('Your notification settings are saved.')
    await expect(section.getByRole('checkbox', { name: reminderLabel })).not.toBeChecked()
    expect(await storedChoice(page.request, token)).toEqual({
      'trip-reminder': false,
      'unread-messages': true,
    })
    await plain.close()

    await gotoHydrated(page, '/settings/notifications')
    const hydrated = page.getByRole('region', { name: 'Notifications' })
    await expect(hydrated.getByRole('checkbox', { name: reminderLabel })).not.toBeChecked()
    await hydrated.getByRole('checkbox', { name: reminderLabel }).check()
    await hydrated.getByRole('checkbox', { name: unreadLabel }).uncheck()
    await hydrated.getByRole('button', { name: 'Save notifications' }).click()
    await expect(hydrated.getByRole('status')).toHaveText('Your notification settings are saved.')
    await expect
      .poll(() => storedChoice(page.request, token))
      .toEqual({ 'trip-reminder': true, 'unread-messages': false })
  })

  test.describe('by the link in a mail', () => {
    // The forged link's page is answered 400 on purpose.
    test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] })

    test('the unsubscribe link of a mail turns its kind off, and a forged one says so', async ({
      page,
      context,
    }, testInfo) => {
      const { id, token } = await signedInAccount(page.request, context, testInfo)
      const link = signUnsubscribeToken(E2E_SESSION_SECRET, {
        accountId: id,
        kind: 'trip-reminder',
      })
      await gotoHydrated(page, `/mail/unsubscribe?token=${encodeURIComponent(link)}`)
      const card = page.getByTestId('mail-unsubscribe-page')
      await expect(card.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible()
      await expect(card).toContainText('Stop sending trip reminders to this account?')
      await card.getByRole('button', { name: 'Unsubscribe' }).click()
      await expect(card.getByRole('status')).toHaveText(
        'You will no longer get trip reminders by mail.',
      )
      expect((await storedChoice(page.request, token))['trip-reminder']).toBe(false)
      // Opening the link again shows that it is done, with nothing left to press.
      await gotoHydrated(page, `/mail/unsubscribe?token=${encodeURIComponent(link)}`)
      await expect(card.getByRole('status')).toBeVisible()
      await expect(card.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)

      const forged = link.replace(/^\d+/, String(id + 1))
      const response = await page.goto(`/mail/unsubscribe?token=${encodeURIComponent(forged)}`)
      expect(response?.status()).toBe(400)
      await expect(card.getByRole('alert')).toHaveText(/This unsubscribe link is not valid/)
      await expect(card.getByRole('link', { name: /Notification settings/ })).toBeVisible()
    })
  })

  test('a mail client’s one-click post unsubscribes (RFC 8058)', async ({
    page,
    context,
  }, testInfo) => {
    const { id, token } = await signedInAccount(page.request, context, testInfo)
    const link = signUnsubscribeToken(E2E_SESSION_SECRET, {
      accountId: id,
      kind: 'unread-messages',
    })
    const posted = await page.request.post(
      `${STOREFRONT_URL}/mail/unsubscribe?token=${encodeURIComponent(link)}`,
      { form: { 'List-Unsubscribe': 'One-Click' } },
    )
    expect(posted.status()).toBe(200)
    expect((await storedChoice(page.request, token))['unread-messages']).toBe(false)
  })
})
