import type { APIRequestContext, BrowserContext, Page, TestInfo } from '@playwright/test'
import { postToApi, registerThroughApi, uniqueEmail, visitorAddress } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

// Decision 0034: the chat page's messenger notifications, the chat's bookings, the support
// messenger links and the §4 refresh of an expired session on the chat page.

const PASSWORD = 'lantern-over-the-fjord-7'

type Account = { token: string; email: string }
type TourDate = { id: number; start: string; is_busy: boolean }

/** A new tourist account, signed in through the API by `request` (its cookies included). */
async function newAccount(
  request: APIRequestContext,
  testInfo: TestInfo,
  firstName: string,
): Promise<Account> {
  const email = uniqueEmail(testInfo, `chatx-${firstName.toLowerCase()}`)
  await registerThroughApi(request, { email, password: PASSWORD, firstName })
  const response = await postToApi(request, '/crm/api/user/auth', {
    login: email,
    password: PASSWORD,
  })
  expect(response.status(), await response.text()).toBe(200)
  return { token: ((await response.json()) as { token: string }).token, email }
}

async function useSession(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([
    { name: 'auth_token', value: encodeURIComponent(`Bearer ${token}`), url: baseURL },
    { name: 'cookie_notice_dismissed', value: '1', url: baseURL },
  ])
}

/** The demo tour (its organizer is the demo organizer's), with its dates. */
async function demoTour(request: APIRequestContext) {
  const from = new Date(Date.now() + 31 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const list = (await (
    await request.get(`${API_URL}/spa/tours-page`, { params: { dateFrom: from, limit: 1 } })
  ).json()) as { data: { id: number; slug: string; organizer: { id: number } }[] }
  const tour = list.data[0]
  if (tour === undefined) throw new Error('the seeded catalogue has no tour with later dates')
  const detail = (await (
    await request.get(`${API_URL}/spa/tour`, { params: { slug: tour.slug } })
  ).json()) as { dates: TourDate[] }
  return { ...tour, dates: detail.dates }
}

/** The tourist writes to the demo tour's organizer (set-up, through the API). */
async function askOrganizer(request: APIRequestContext, token: string): Promise<number> {
  const tour = await demoTour(request)
  const response = await request.post(`${API_URL}/crm/api/chat/get-chat-with-organizer`, {
    headers: { 'X-Authorization': `Bearer ${token}` },
    data: { organizer_id: tour.organizer.id, tour_id: tour.id, message: 'Is lunch included?' },
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { id: number }).id
}

/** A booking of the demo tour by the account (set-up, through the API). */
async function bookDemoTour(request: APIRequestContext, account: Account) {
  const tour = await demoTour(request)
  const later = new Date(Date.now() + 31 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const date = tour.dates.find((candidate) => !candidate.is_busy && candidate.start >= later)
  if (date === undefined) throw new Error('the demo tour has no bookable date')
  const created = await request.post(`${API_URL}/crm/api/request/create`, {
    headers: {
      'X-Authorization': `Bearer ${account.token}`,
      'X-Forwarded-For': visitorAddress(),
    },
    data: {
      tour_date_id: date.id,
      tourists: [{ first_name: 'Olga', last_name: 'Chatter', birthday: '1988-04-12' }],
      contact: {
        first_name: 'Olga',
        last_name: 'Chatter',
        email: account.email,
        phone: '+12025550143',
      },
      consent: true,
    },
  })
  expect(created.status(), await created.text()).toBe(200)
  const booking = (await created.json()) as { id: number; tour: { name: string } }
  return { id: booking.id, tourName: booking.tour.name }
}

function notificationsButton(page: Page) {
  return page.getByRole('button', { name: /^Messenger notifications/ })
}

test.describe('§3 §7 chat notifications in a messenger', () => {
  test('a connection code links Telegram, the chat notifies there, then is turned off', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const tourist = await newAccount(request, testInfo, 'Ilse')
    const chatId = await askOrganizer(request, tourist.token)
    await useSession(page.context(), baseURL ?? '', tourist.token)

    await gotoHydrated(page, '/chat')
    await expect(notificationsButton(page)).toContainText('Off')
    await notificationsButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Get replies in a messenger' })
    const telegram = dialog.locator('[data-source="telegram"]')
    await expect(telegram).toContainText('Telegram')
    const chatRow = dialog.locator(`[data-chat-id="${String(chatId)}"]`)
    await expect(chatRow).toContainText('Notifications off')

    await telegram.getByRole('button', { name: 'Connect' }).click()
    const code = dialog.getByTestId('chat-connection-code')
    await expect(code).toHaveText(/^\S{4,}$/)
    await expect(dialog.getByRole('link', { name: 'Open Telegram' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    )
    await page.screenshot({ path: testInfo.outputPath('notifications-code.png') })

    // The brand's bot receives the code (the developer stand-in for it); the page hears of it
    // through the socket (crm_user_chat_notifications_enabled).
    const activated = await request.post(`${API_URL}/dev/messenger/activate`, {
      data: {
        source_id: 'telegram',
        code: (await code.textContent()) ?? '',
        account_id: `e2e-${testInfo.project.name}-${String(Date.now())}`,
      },
    })
    expect(await activated.json()).toEqual({ success: true })
    await expect(telegram).toContainText('Connected')
    await expect(chatRow).toContainText('Notifications on')
    await expectNoSeriousAxeViolations(page)

    await chatRow.getByRole('button', { name: /^Turn off notifications for / }).click()
    await expect(chatRow).toContainText('Notifications off')
    await expect
      .poll(async () => {
        const answer = await request.get(`${API_URL}/crm/api/chat/chats-for-notifications`, {
          headers: { 'X-Authorization': `Bearer ${tourist.token}` },
        })
        return (
          (await answer.json()) as { data: { id: number; messenger_was_activated: boolean }[] }
        ).data
      })
      .toEqual([{ id: chatId, messenger_was_activated: false }])
    await gotoHydrated(page, '/chat')
    // The messenger stays linked: the header says notifications are on.
    await expect(notificationsButton(page)).toContainText('On')
    await notificationsButton(page).click()
    await expect(
      page.getByRole('dialog').locator(`[data-chat-id="${String(chatId)}"]`),
    ).toContainText('Notifications off')
  })

  test('support is offered in the messengers too, each link naming the account', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const tourist = await newAccount(request, testInfo, 'Sven')
    await useSession(page.context(), baseURL ?? '', tourist.token)
    const profile = (await (
      await request.get(`${API_URL}/crm/api/user/profile`, {
        headers: { 'X-Authorization': `Bearer ${tourist.token}` },
      })
    ).json()) as { id: number }

    const sourceListCalls: string[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('/spa/chat-sources-list')) sourceListCalls.push(sent.url())
    })
    await gotoHydrated(page, '/chat')
    await expect(page.getByRole('heading', { name: 'No chats yet' })).toBeVisible()
    const links = page.locator('.chat-messengers__link')
    // §3 with Russian available: the spec's order.
    await expect(links.first()).toHaveAttribute('data-source', 'telegram')
    await expect(links.nth(1)).toHaveAttribute('data-source', 'vk')
    await expect(
      page.getByRole('link', { name: 'Message support in Telegram (opens the app)' }),
    ).toHaveAttribute('href', new RegExp(`c${String(profile.id)}`))
    // The links and the notification settings share one call.
    await notificationsButton(page).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(sourceListCalls).toHaveLength(1)
  })
})

test.describe('§7 request/list-for-chat: the chat shows its bookings', () => {
  test('a booking with the organizer is shown above the conversation and opens', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const tourist = await newAccount(request, testInfo, 'Pavla')
    const chatId = await askOrganizer(request, tourist.token)
    const booking = await bookDemoTour(request, tourist)
    await useSession(page.context(), baseURL ?? '', tourist.token)

    await gotoHydrated(page, `/chat/${String(chatId)}`)
    const panel = page.getByTestId('chat-bookings')
    await expect(panel).toContainText('Bookings in this chat')
    await expect(panel).toContainText('1 booking')
    await panel.getByText('Bookings in this chat').click()
    const card = panel.locator(`[data-booking-id="${String(booking.id)}"]`)
    await expect(card).toContainText(booking.tourName)
    await expect(card).toContainText(`Booking #${String(booking.id)}`)
    await page.screenshot({ path: testInfo.outputPath('chat-bookings.png') })
    await expectNoSeriousAxeViolations(page)
    await card.getByRole('link', { name: 'Open booking' }).click()
    await expect(page).toHaveURL(new RegExp(`/booking/${String(booking.id)}$`))
  })
})

test.describe('§4 an expired session on the chat page', () => {
  test.use({ expectedConsoleErrors: [/status of 401/] })

  test('is refreshed once through refresh-token and the chat opens as if nothing happened', async ({
    page,
    baseURL,
  }, testInfo) => {
    // Signed in by the context's own request, so the HttpOnly refresh cookie is the browser's.
    const tourist = await newAccount(page.context().request, testInfo, 'Runa')
    const chatId = await askOrganizer(page.context().request, tourist.token)
    const refreshes: string[] = []
    page.on('request', (sent) => {
      if (sent.url().endsWith('/crm/api/user/refresh-token')) refreshes.push(sent.url())
    })
    // A token the API refuses answers 401 as an expired one does.
    const stale = 'Bearer expired.access.token'
    await page.context().addCookies([
      { name: 'auth_token', value: encodeURIComponent(stale), url: baseURL ?? '' },
      { name: 'cookie_notice_dismissed', value: '1', url: baseURL ?? '' },
    ])

    await gotoHydrated(page, `/chat/${String(chatId)}`)
    await expect(page.getByRole('log')).toContainText('Is lunch included?')
    expect(refreshes).toHaveLength(1)
    const stored = await page.evaluate(() => localStorage.getItem('auth_token'))
    expect(stored).toMatch(/^Bearer \S+$/)
    expect(stored).not.toBe(stale)
  })
})

/** The smallest bytes that sniff as an MP4: an `ftyp` box (brand isom), then media data. */
function tinyMp4(): Buffer {
  const box = (type: string, body: Buffer) => {
    const header = Buffer.alloc(8)
    header.writeUInt32BE(8 + body.length)
    header.write(type, 4, 'latin1')
    return Buffer.concat([header, body])
  }
  const ftyp = box('ftyp', Buffer.from('isom\u0000\u0000\u0002\u0000isommp41', 'latin1'))
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(2048, 0x11))])
}

test.describe('§7 file/upload-video: a video attached in the chat @desktop-only', () => {
  test('goes through upload-video and is sent as a download', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const tourist = await newAccount(request, testInfo, 'Vera')
    const chatId = await askOrganizer(request, tourist.token)
    await useSession(page.context(), baseURL ?? '', tourist.token)
    await gotoHydrated(page, `/chat/${String(chatId)}`)

    const uploaded = page.waitForResponse((response) =>
      response.url().endsWith('/crm/api/file/upload-video'),
    )
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Attach a file' }).click()
    await (await chooser).setFiles({ name: 'dive.mp4', mimeType: 'video/mp4', buffer: tinyMp4() })
    expect((await uploaded).status()).toBe(200)
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled()
    await page.getByRole('textbox', { name: 'Your message' }).fill('The dive')
    await page.getByRole('textbox', { name: 'Your message' }).press('Enter')
    await expect(
      page.getByRole('log').getByRole('link', { name: 'Download dive.mp4' }),
    ).toHaveAttribute('href', /^\/media\/files\/[0-9a-f-]{36}$/)
  })
})
