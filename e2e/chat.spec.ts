import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import {
  registerThroughApi,
  signInContext,
  signInThroughApi,
  uniqueEmail,
} from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

const PASSWORD = 'a-long-walk-in-the-hills'
/** The README's demo organizer: it acts for the organizer of the demo tour. */
const DEMO_ORGANIZER = { login: 'organizer@tourmarket.test', password: 'organizer-demo-2026' }

type Account = { token: string; name: string }

const signIn = (request: APIRequestContext, login: string, password: string) =>
  signInThroughApi(request, { login, password })

/** A new tourist account, signed in through the API. */
async function newAccount(
  request: APIRequestContext,
  testInfo: TestInfo,
  firstName: string,
): Promise<Account> {
  const email = uniqueEmail(testInfo, `chat-${firstName.toLowerCase()}`)
  await registerThroughApi(request, { email, password: PASSWORD, firstName })
  return { token: await signIn(request, email, PASSWORD), name: `${firstName} Tester` }
}

/**
 * The demo tour, whose organizer the demo organizer account speaks for: the most popular tour
 * with dates at least 30 days ahead (apps/api/src/seed/demo-accounts.ts).
 */
async function demoTour(request: APIRequestContext) {
  const from = new Date(Date.now() + 31 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const response = await request.get(`${API_URL}/spa/tours-page`, {
    params: { dateFrom: from, limit: 1 },
  })
  const list = (await response.json()) as {
    data: { id: number; slug: string; organizer: { id: number; name: string } }[]
  }
  const tour = list.data[0]
  if (tour === undefined) throw new Error('the seeded catalogue has no tour with later dates')
  return tour
}

/** The tourist asks the demo tour's organizer through the API (set-up, not the journey). */
async function askThroughApi(request: APIRequestContext, token: string, text: string) {
  const tour = await demoTour(request)
  const response = await request.post(`${API_URL}/crm/api/chat/get-chat-with-organizer`, {
    headers: { 'X-Authorization': `Bearer ${token}` },
    data: { organizer_id: tour.organizer.id, tour_id: tour.id, message: text },
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { id: number }).id
}

async function sendThroughApi(
  request: APIRequestContext,
  token: string,
  chatId: number,
  text: string,
) {
  const response = await request.post(`${API_URL}/crm/api/chat/send-message`, {
    headers: { 'X-Authorization': `Bearer ${token}` },
    data: { chat_id: chatId, message: text },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Opens a page and waits until its messenger socket is authenticated (§4 `ready`). */
async function gotoWithSocket(page: Page, path: string) {
  const ready = page.waitForEvent('websocket').then((socket) =>
    socket.waitForEvent('framereceived', {
      predicate: (frame) => String(frame.payload).includes('"ready"'),
    }),
  )
  await gotoHydrated(page, path)
  await ready
}

function conversationLog(page: Page) {
  return page.getByRole('log')
}

test.describe('§2 /chat: a tourist asks an organizer, who answers', () => {
  test('the organizer sees the unread badge and answers; the tourist sees it without reloading', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const tourist = await newAccount(request, testInfo, 'Tessa')
    const organizerToken = await signIn(request, DEMO_ORGANIZER.login, DEMO_ORGANIZER.password)
    const tour = await demoTour(request)
    const question = `Is the tour fine for an 8-year-old? (${String(Date.now())})`
    await signInContext(page.context(), baseURL ?? '', tourist.token)

    // The tourist asks from the tour page.
    await gotoHydrated(page, `/${tour.slug}`)
    await page.getByRole('button', { name: 'Ask the organizer' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'Your question' }).fill(question)
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect(page).toHaveURL(/\/chat\/\d+$/)
    const chatPath = new URL(page.url()).pathname
    await expect(conversationLog(page)).toContainText(question)
    await expect(conversationLog(page)).toHaveAttribute('aria-live', 'polite')

    // The organizer: the header's badge counts the question, the chat opens from the list.
    const organizerContext = await browser.newContext({ viewport: page.viewportSize() })
    await signInContext(organizerContext, baseURL ?? '', organizerToken)
    const organizer = await organizerContext.newPage()
    await gotoHydrated(organizer, '/')
    const chatLink = organizer.getByRole('link', { name: /^Messages, \d+ unread$/ })
    await expect(chatLink).toBeVisible()
    await chatLink.click()
    await expect(organizer).toHaveURL('/chat')
    const chatsNav = organizer.getByRole('navigation', { name: 'Chats' })
    const item = chatsNav.locator(`a[href="${chatPath}"]`)
    await expect(item).toContainText(tourist.name)
    await expect(item).toContainText(/unread message/)
    await item.click()
    await expect(organizer).toHaveURL(chatPath)
    await expect(conversationLog(organizer)).toContainText(question)
    // Opening it marks it read (§4 mark-as-read). Checked on the chat itself: the demo organizer
    // is asked by other tests too, so its header badge need not go to zero.
    const chatId = chatPath.split('/').at(-1)
    await expect
      .poll(async () => {
        const response = await request.get(`${API_URL}/crm/api/chat/get-chat`, {
          headers: { 'X-Authorization': `Bearer ${organizerToken}` },
          params: { chat_id: chatId ?? '' },
        })
        return ((await response.json()) as { unread_count: number }).unread_count
      })
      .toBe(0)

    const answer = `Yes, from six years (${String(Date.now())})`
    const box = organizer.getByRole('textbox', { name: 'Your message' })
    await box.fill('Yes,')
    await box.press('Shift+Enter')
    await box.pressSequentially('a second line')
    await expect(box).toHaveValue('Yes,\na second line')
    await box.fill(answer)
    await box.press('Enter')
    await expect(box).toHaveValue('')
    await expect(conversationLog(organizer).getByText(answer)).toHaveCount(1)

    // The tourist, who did not reload: the answer arrives and the question shows as read.
    await expect(conversationLog(page)).toContainText(answer)
    await expect(conversationLog(page).getByRole('img', { name: 'Read' }).first()).toBeVisible()
    await expectNoSeriousAxeViolations(organizer)
    await organizerContext.close()
  })
})

test.describe('§2 /chat: a tourist asks an organizer, who answers @desktop-only', () => {
  test.describe('someone else', () => {
    test.use({ expectedConsoleErrors: [/status of 403/] })

    test('§6 a third user opening that chat gets the error screen', async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      const tourist = await newAccount(request, testInfo, 'Olga')
      const chatId = await askThroughApi(request, tourist.token, 'A private question')
      const stranger = await newAccount(request, testInfo, 'Stan')
      await signInContext(page.context(), baseURL ?? '', stranger.token)

      const response = await page.goto(`/chat/${String(chatId)}`)

      expect(response?.status()).toBe(403)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access is denied')
      await expect(page.getByText('A private question')).toHaveCount(0)
    })
  })

  test('§5 a chat id that is not a number says so', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const tourist = await newAccount(request, testInfo, 'Nina')
    await signInContext(page.context(), baseURL ?? '', tourist.token)

    await gotoHydrated(page, '/chat/abc')

    await expect(page.getByRole('alert')).toContainText('data.chatId must be a number')
  })

  test('no chats yet: explains how to start one and opens the support chat', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const tourist = await newAccount(request, testInfo, 'Emma')
    await signInContext(page.context(), baseURL ?? '', tourist.token)

    await gotoHydrated(page, '/chat')
    await expect(page.getByRole('heading', { name: 'No chats yet' })).toBeVisible()
    await expect(page.getByText(/Ask the organizer/)).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.getByRole('button', { name: 'Write to support' }).click()

    await expect(page).toHaveURL(/\/chat\/\d+$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Support' })).toBeVisible()
  })
})

test.describe('§4 a hidden tab on a new incoming message @desktop-only', () => {
  test('alternates its icon and title with the notification every second, restored when shown', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const tourist = await newAccount(request, testInfo, 'Hedda')
    const organizerToken = await signIn(request, DEMO_ORGANIZER.login, DEMO_ORGANIZER.password)
    const chatId = await askThroughApi(request, tourist.token, 'Do you pick up at the airport?')
    await signInContext(page.context(), baseURL ?? '', tourist.token)
    // The page believes what this says about its visibility.
    await page.addInitScript(() => {
      let hidden = false
      Object.defineProperty(Document.prototype, 'visibilityState', {
        configurable: true,
        get: () => (hidden ? 'hidden' : 'visible'),
      })
      Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden })
      Object.assign(window, {
        setTabHidden: (value: boolean) => {
          hidden = value
          document.dispatchEvent(new Event('visibilitychange'))
        },
      })
    })
    await gotoWithSocket(page, '/')
    const title = await page.title()
    const icon = page.locator('link[rel="icon"]')
    await expect(icon).toHaveAttribute('href', '/favicon.svg')

    await page.evaluate(() =>
      (window as unknown as { setTabHidden: (v: boolean) => void }).setTabHidden(true),
    )
    await sendThroughApi(request, organizerToken, chatId, 'Yes, we do.')

    // The notification first, then the page's own, alternating.
    await expect(icon).toHaveAttribute('href', /^data:image\/svg\+xml,/)
    await expect(page).toHaveTitle('1 new message')
    await expect(icon).toHaveAttribute('href', '/favicon.svg')
    await expect(icon).toHaveAttribute('href', /^data:image\/svg\+xml,/)

    await page.evaluate(() =>
      (window as unknown as { setTabHidden: (v: boolean) => void }).setTabHidden(false),
    )
    await expect(icon).toHaveAttribute('href', '/favicon.svg')
    await expect(page).toHaveTitle(title)
  })
})

test.describe('§2 /chat on a phone @phone-only', () => {
  test('the list and the conversation are two screens, with a way back', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const tourist = await newAccount(request, testInfo, 'Pia')
    const chatId = await askThroughApi(request, tourist.token, 'Can I bring a dog?')
    await signInContext(page.context(), baseURL ?? '', tourist.token)

    await gotoHydrated(page, '/chat')
    const chats = page.getByRole('navigation', { name: 'Chats' })
    const item = chats.locator(`[href="/chat/${String(chatId)}"]`)
    await expect(item).toBeVisible()
    await expect(page.getByRole('log')).toHaveCount(0)

    await item.click()
    await expect(page).toHaveURL(`/chat/${String(chatId)}`)
    await expect(page.getByRole('log')).toContainText('Can I bring a dog?')
    await expect(chats).toBeHidden()

    await expectNoSeriousAxeViolations(page)

    await page.getByRole('link', { name: 'All chats' }).click()
    await expect(page).toHaveURL('/chat')
    await expect(item).toBeVisible()
    await expect(page.getByRole('log')).toHaveCount(0)
  })
})

test.describe('§2 /tg/{uuid}: a messenger link opens its chat @desktop-only', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] })

  test('the organizer’s answer relayed to a linked messenger links back to the chat', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const tourist = await newAccount(request, testInfo, 'Tomas')
    const chatId = await askThroughApi(request, tourist.token, 'Is the boat covered?')
    const code = await request.post(`${API_URL}/crm/api/chat/generate-connection-code`, {
      headers: { 'X-Authorization': `Bearer ${tourist.token}` },
      data: { source_id: 'telegram' },
    })
    const account = `e2e-${String(Date.now())}`
    // The brand's bot receives the code (the developer stand-in for it).
    const activated = await request.post(`${API_URL}/dev/messenger/activate`, {
      data: {
        source_id: 'telegram',
        code: ((await code.json()) as { code: string }).code,
        account_id: account,
      },
    })
    expect(await activated.json()).toEqual({ success: true })
    const organizerToken = await signIn(request, DEMO_ORGANIZER.login, DEMO_ORGANIZER.password)
    await sendThroughApi(request, organizerToken, chatId, 'Yes, it has a roof.')

    let link = ''
    await expect
      .poll(async () => {
        const response = await request.get(`${API_URL}/dev/outbox`, {
          params: { recipient: `telegram:${account}`, limit: 5 },
        })
        const outbox = (await response.json()) as { data: { body: string }[] }
        link = /\/tg\/[0-9a-f-]{36}/.exec(outbox.data[0]?.body ?? '')?.[0] ?? ''
        return link
      })
      .not.toBe('')

    await signInContext(page.context(), baseURL ?? '', tourist.token)
    await page.goto(link)
    await expect(page).toHaveURL(`/chat/${String(chatId)}`)
    await expect(conversationLog(page)).toContainText('Yes, it has a roof.')

    const unknown = await page.goto('/tg/00000000-0000-4000-8000-000000000000')
    expect(unknown?.status()).toBe(404)
  })
})

/** A 2×2 PNG, small enough to write inline. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAwAAi/v///x8AHu8F+5BApdwAAAAASUVORK5CYII=',
  'base64',
)

test.describe('§7 an attachment round-trips between tourist and organizer', () => {
  test('the tourist attaches a picture; the organizer sees it in the conversation', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const tourist = await newAccount(request, testInfo, 'Ada')
    const chatId = await askThroughApi(request, tourist.token, 'Here is where we land')
    await signInContext(page.context(), baseURL ?? '', tourist.token)
    await gotoWithSocket(page, `/chat/${String(chatId)}`)

    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Attach a file' }).click()
    await (await chooser).setFiles({ name: 'landing.png', mimeType: 'image/png', buffer: TINY_PNG })
    await expect(page.getByRole('button', { name: /Remove.*landing\.png/ })).toBeVisible()
    // Send (and Enter) wait for the upload to finish, as a person waits for the enabled button.
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled()
    await page.getByRole('textbox', { name: 'Your message' }).fill('The map')
    await page.getByRole('textbox', { name: 'Your message' }).press('Enter')
    const sentPicture = conversationLog(page).getByRole('img', { name: 'Picture landing.png' })
    await expect(sentPicture).toBeVisible()

    const organizerContext = await browser.newContext({ viewport: page.viewportSize() })
    const organizerToken = await signIn(request, DEMO_ORGANIZER.login, DEMO_ORGANIZER.password)
    await signInContext(organizerContext, baseURL ?? '', organizerToken)
    const organizer = await organizerContext.newPage()
    await gotoHydrated(organizer, `/chat/${String(chatId)}`)
    const received = conversationLog(organizer).getByRole('img', { name: 'Picture landing.png' })
    await expect(received).toBeVisible()
    // The picture really loads from /media (re-encoded by the API), not a broken image.
    await expect
      .poll(() => received.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0)
    await expect(received).toHaveAttribute('src', /^\/media\/upload-[0-9a-f-]{36}\//)
    await organizerContext.close()
  })
})
