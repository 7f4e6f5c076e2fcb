import type { APIRequestContext, BrowserContext, Page, TestInfo } from '@playwright/test'
import { uniqueEmail, visitorAddress } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL, GLOBAL_API_URL, GLOBAL_STOREFRONT_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

// Issue 20 item 3 (decision 0029): calls only on the brand that enables them (tourmarket-global);
// the default brand (tourmarket) shows no call button anywhere.

/** The web call page the chat opens may ask for a microphone the test browser does not have. */
test.use({ expectedConsoleErrors: [/microphone|getUserMedia|NotAllowedError|NotFoundError/i] })

const SESSION_COOKIE = 'auth_token'
const PASSWORD = 'a-long-walk-in-the-hills'
/** The demo number outside production (a fictional 555-01xx number; decision 0029). */
const DEMO_NUMBER = '+12025550143'

type ListedTour = { id: number; slug: string; organizer: { id: number; name: string } }

/** A tour of the brand's demo catalogue with its organizer. */
async function aTour(request: APIRequestContext, apiUrl: string): Promise<ListedTour> {
  const response = await request.get(`${apiUrl}/spa/tours-page`, { params: { limit: 1 } })
  const tour = ((await response.json()) as { data: ListedTour[] }).data[0]
  if (tour === undefined) throw new Error(`the catalogue of ${apiUrl} has no tour`)
  return tour
}

async function newAccount(
  request: APIRequestContext,
  apiUrl: string,
  testInfo: TestInfo,
): Promise<string> {
  const email = uniqueEmail(testInfo, 'calls')
  const headers = { 'X-Forwarded-For': visitorAddress() }
  const registered = await request.post(`${apiUrl}/crm/api/user/register`, {
    headers,
    data: {
      first_name: 'Cora',
      last_name: 'Caller',
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
    },
  })
  expect(registered.status(), await registered.text()).toBe(200)
  const signedIn = await request.post(`${apiUrl}/crm/api/user/auth`, {
    headers,
    data: { login: email, password: PASSWORD },
  })
  expect(signedIn.status(), await signedIn.text()).toBe(200)
  return ((await signedIn.json()) as { token: string }).token
}

async function signInContext(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([
    { name: SESSION_COOKIE, value: encodeURIComponent(`Bearer ${token}`), url: baseURL },
    { name: 'cookie_notice_dismissed', value: '1', url: baseURL },
  ])
}

async function chatIds(
  request: APIRequestContext,
  apiUrl: string,
  token: string,
  tour: ListedTour,
) {
  const headers = { 'X-Authorization': `Bearer ${token}` }
  const support = await request.get(`${apiUrl}/crm/api/chat/get-chat-with-support`, { headers })
  expect(support.status(), await support.text()).toBe(200)
  const organizer = await request.post(`${apiUrl}/crm/api/chat/get-chat-with-organizer`, {
    headers,
    data: { organizer_id: tour.organizer.id, tour_id: tour.id, message: 'Is the tour on?' },
  })
  expect(organizer.status(), await organizer.text()).toBe(200)
  return {
    support: ((await support.json()) as { id: number }).id,
    organizer: ((await organizer.json()) as { id: number }).id,
  }
}

/** Any call action on the page: a button or link whose name speaks of calling. */
function callActions(page: Page) {
  return page
    .getByRole('button', { name: /\bcall\b|позвонить|звонок/i })
    .or(page.getByRole('link', { name: /\bcall\b|позвонить|звонок/i }))
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
    fullPage: false,
  })
}

test.describe('calls on the brand that enables them (tourmarket-global)', () => {
  test.use({ baseURL: GLOBAL_STOREFRONT_URL })

  test('the tour page’s dialog shows the number and code and takes a callback request', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await context.addCookies([
      { name: 'cookie_notice_dismissed', value: '1', url: GLOBAL_STOREFRONT_URL },
    ])
    const tour = await aTour(request, GLOBAL_API_URL)
    await gotoHydrated(page, `/${tour.slug}`)
    const organizerCard = page.getByTestId('tour-organizer')
    await organizerCard.getByRole('link', { name: 'Call the organizer' }).click()

    const dialog = page.getByRole('dialog', { name: `Call ${tour.organizer.name}` })
    await expect(dialog).toBeVisible()
    const code = dialog.getByTestId('phone-code')
    await expect(code.getByRole('link', { name: DEMO_NUMBER })).toHaveAttribute(
      'href',
      `tel:${DEMO_NUMBER}`,
    )
    await expect(code.locator('[data-code]')).toHaveText(/^\d{3} \d{3}$/)
    await expect(dialog.getByRole('link', { name: 'Sign in to call in the browser' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await shot(page, testInfo, 'call-organizer-dialog')

    // §5: the phone is required.
    await dialog.getByRole('button', { name: 'Request a callback' }).click()
    await expect(dialog.getByText('Required field.')).toBeVisible()
    const phone = `+1202555${String(1000 + Math.floor(Math.random() * 8999))}`
    await dialog.getByRole('textbox', { name: 'Your phone' }).fill(phone)
    await dialog.getByRole('textbox', { name: 'Your name' }).fill('Cora')
    await dialog.getByRole('button', { name: 'Request a callback' }).click()

    const sent = dialog.getByTestId('callback-sent')
    await expect(sent.getByRole('heading', { name: 'Callback requested' })).toBeVisible()
    await expect(sent.getByText('Callback request successful!')).toBeVisible()
    await expect(sent.getByText(`We will call you at ${phone}.`)).toBeVisible()
    await shot(page, testInfo, 'callback-requested')

    // It reached the organizer's accounts (or support when no account runs the organizer).
    await expect
      .poll(async () => {
        const outbox = await request.get(`${GLOBAL_API_URL}/dev/outbox`, { params: { limit: 50 } })
        const { data } = (await outbox.json()) as { data: { body: string }[] }
        return data.some((message) => message.body.includes(phone))
      })
      .toBe(true)
  })

  test('the organizer’s page has the button, and a signed-in tourist opens the web call in the chat', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const tour = await aTour(request, GLOBAL_API_URL)
    const token = await newAccount(request, GLOBAL_API_URL, testInfo)
    await signInContext(context, GLOBAL_STOREFRONT_URL, token)
    await gotoHydrated(page, `/tour-provider/${String(tour.organizer.id)}`)
    await page.getByRole('link', { name: 'Call the organizer' }).click()
    const dialog = page.getByRole('dialog', { name: `Call ${tour.organizer.name}` })
    await expect(dialog.getByTestId('phone-code').locator('[data-code]')).toHaveText(
      /^\d{3} \d{3}$/,
    )
    await shot(page, testInfo, 'call-organizer-from-organizer-page')
    await dialog.getByRole('button', { name: 'Call in the browser' }).click()
    // The chat takes `?call=start` off the address once it starts the call, so either may show.
    await expect(page).toHaveURL(/\/chat\/\d+(\?call=start)?$/)
  })

  test('a support chat offers the support phone and code', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const tour = await aTour(request, GLOBAL_API_URL)
    const token = await newAccount(request, GLOBAL_API_URL, testInfo)
    const chats = await chatIds(request, GLOBAL_API_URL, token, tour)
    await signInContext(context, GLOBAL_STOREFRONT_URL, token)

    await gotoHydrated(page, `/chat/${String(chats.organizer)}`)
    await expect(page.getByRole('heading', { name: tour.organizer.name, level: 2 })).toBeVisible()
    await expect(page.getByTestId('call-support')).toHaveCount(0)

    await gotoHydrated(page, `/chat/${String(chats.support)}`)
    await page.getByRole('button', { name: 'Call support by phone' }).click()
    const dialog = page.getByRole('dialog', { name: 'Call support' })
    await expect(
      dialog.getByTestId('phone-code').getByRole('link', { name: DEMO_NUMBER }),
    ).toBeVisible()
    await expect(dialog.getByTestId('phone-code').locator('[data-code]')).toHaveText(
      /^\d{3} \d{3}$/,
    )
    await shot(page, testInfo, 'call-support-dialog')
  })
})

test.describe('the callback without JavaScript (tourmarket-global)', () => {
  // The malformed phone is answered 400 with the form again, which the browser logs.
  test.use({
    baseURL: GLOBAL_STOREFRONT_URL,
    javaScriptEnabled: false,
    expectedConsoleErrors: [/status of 400/],
  })

  test('the button leads to the callback page, whose form answers the dialog’s text', async ({
    page,
    request,
  }, testInfo) => {
    const tour = await aTour(request, GLOBAL_API_URL)
    await page.goto(`/${tour.slug}`)
    await page
      .getByTestId('tour-organizer')
      .getByRole('link', { name: 'Call the organizer' })
      .click()
    await expect(page).toHaveURL(/\/call-request\?/)
    await page.getByRole('button', { name: 'Show the number and code' }).click()
    await expect(page.getByTestId('phone-code').locator('[data-code]')).toHaveText(/^\d{3} \d{3}$/)
    await page.getByRole('textbox', { name: 'Your phone' }).fill('12345')
    await page.getByRole('button', { name: 'Request a callback' }).click()
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible()
    await page.getByRole('textbox', { name: 'Your phone' }).fill('+12025550123')
    await page.getByRole('button', { name: 'Request a callback' }).click()
    await expect(page.getByRole('heading', { name: 'Callback requested' })).toBeVisible()
    await expect(page.getByText('Callback request successful!')).toBeVisible()
    await expect(page.getByText('We will call you at +12025550123.')).toBeVisible()
    await shot(page, testInfo, 'callback-without-javascript')
  })
})

test.describe('no calls on the default brand (tourmarket)', () => {
  test('no call button on the tour page, the organizer page or either chat', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const tour = await aTour(request, API_URL)
    await gotoHydrated(page, `/${tour.slug}`)
    await expect(page.getByTestId('tour-organizer')).toBeVisible()
    await expect(callActions(page)).toHaveCount(0)

    await gotoHydrated(page, `/tour-provider/${String(tour.organizer.id)}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(callActions(page)).toHaveCount(0)

    const token = await newAccount(request, API_URL, testInfo)
    const chats = await chatIds(request, API_URL, token, tour)
    await signInContext(context, testInfo.project.use.baseURL ?? '', token)
    for (const chatId of [chats.organizer, chats.support]) {
      await gotoHydrated(page, `/chat/${String(chatId)}`)
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      await expect(callActions(page)).toHaveCount(0)
    }

    // The API refuses what the brand hides (§6 server enforcement).
    const refused = await request.post(`${API_URL}/crm/api/phone-code/organizer`, {
      headers: { 'X-Forwarded-For': visitorAddress() },
      data: { tour_organizer_id: tour.organizer.id },
    })
    expect(refused.status()).toBe(403)
    expect(((await refused.json()) as { code: string }).code).toBe('calls_disabled')
  })
})
