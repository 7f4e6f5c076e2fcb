import { chromium, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { signInContext as signInStorefront, signInThroughApi } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import {
  API_URL,
  GLOBAL_API_URL,
  GLOBAL_STOREFRONT_URL,
  STOREFRONT_URL,
} from './support/servers.ts'
import { expect, test } from './support/test.ts'

// Issue 20: a web call between two browser contexts on the brand with calls (tourmarket-global).
// Chromium's fake devices give each side a microphone (a beep) without a person.

const DEMO_TOURIST = { login: 'tourist@tourmarket.test', password: 'tourist-demo-2026' }
const DEMO_ORGANIZER = { login: 'organizer@tourmarket.test', password: 'organizer-demo-2026' }

/** The suite's Chromium (playwright.config.ts), as is. */
const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
/** A microphone that plays a tone, and its permission granted without a prompt. */
const fakeMedia = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...chromiumArgs, ...fakeMedia] },
})

/**
 * Every RTCPeerConnection the page makes, kept where the test can ask it for stats. Test-only
 * instrumentation added before the page's scripts run: the storefront ships no hook for tests.
 */
function recordPeerConnections() {
  const made: RTCPeerConnection[] = []
  const Native = window.RTCPeerConnection
  class Recorded extends Native {
    constructor(configuration?: RTCConfiguration) {
      super(configuration)
      made.push(this)
    }
  }
  window.RTCPeerConnection = Recorded
  ;(window as unknown as { recordedPeerConnections: RTCPeerConnection[] }).recordedPeerConnections =
    made
}

/** Audio received on the page's newest peer connection (inbound-rtp: bytes and packets). */
async function inboundAudio(page: Page): Promise<{ bytes: number; packets: number }> {
  return page.evaluate(async () => {
    const made = (window as unknown as { recordedPeerConnections?: RTCPeerConnection[] })
      .recordedPeerConnections
    const connection = made?.at(-1)
    if (connection === undefined) return { bytes: 0, packets: 0 }
    let bytes = 0
    let packets = 0
    ;(await connection.getStats()).forEach((report: Record<string, unknown>) => {
      if (report.type === 'inbound-rtp' && report.kind === 'audio') {
        bytes += Number(report.bytesReceived ?? 0)
        packets += Number(report.packetsReceived ?? 0)
      }
    })
    return { bytes, packets }
  })
}

/** Audio keeps arriving: the received bytes and packets grow between two reads. */
async function expectHearing(page: Page) {
  await expect
    .poll(async () => (await inboundAudio(page)).packets, { timeout: 20_000 })
    .toBeGreaterThan(0)
  const before = await inboundAudio(page)
  await expect
    .poll(async () => {
      const now = await inboundAudio(page)
      return now.bytes > before.bytes && now.packets > before.packets
    })
    .toBe(true)
  // The other side's stream plays through the page's <audio> element.
  await expect
    .poll(() =>
      page.getByTestId('web-call-audio').evaluate((audio: HTMLAudioElement) => {
        const stream = audio.srcObject
        return stream instanceof MediaStream
          ? stream.getAudioTracks().filter((track) => track.readyState === 'live').length
          : 0
      }),
    )
    .toBe(1)
}

const signIn = (
  request: APIRequestContext,
  account: { login: string; password: string },
  apiUrl = GLOBAL_API_URL,
) => signInThroughApi(request, account, apiUrl)

/** Signed in on the brand with calls, recording the page's peer connections. */
async function signInContext(context: BrowserContext, token: string) {
  await signInStorefront(context, GLOBAL_STOREFRONT_URL, token)
  await context.addInitScript(recordPeerConnections)
}

/**
 * The demo tourist's chat with the demo organizer, who runs the most popular tour with dates at
 * least 30 days ahead (apps/api/src/seed/demo-accounts.ts; as e2e/chat.spec.ts finds it).
 */
async function demoChat(request: APIRequestContext, apiUrl: string, touristToken: string) {
  const from = new Date(Date.now() + 31 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const tours = await request.get(`${apiUrl}/spa/tours-page`, {
    params: { dateFrom: from, limit: 1 },
  })
  const tour = ((await tours.json()) as { data: { id: number; organizer: { id: number } }[] })
    .data[0]
  if (tour === undefined) throw new Error('the seeded catalogue has no tour with later dates')
  const response = await request.post(`${apiUrl}/crm/api/chat/get-chat-with-organizer`, {
    headers: { 'X-Authorization': `Bearer ${touristToken}` },
    data: { organizer_id: tour.organizer.id, tour_id: tour.id, message: 'Could we talk by phone?' },
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { id: number }).id
}

test.describe('issue 20: a web call from a tourist rings the organizer', () => {
  test('both hear each other, hang up, and both chats show the call record', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(150_000)
    const touristToken = await signIn(request, DEMO_TOURIST)
    const organizerToken = await signIn(request, DEMO_ORGANIZER)
    const chatId = await demoChat(request, GLOBAL_API_URL, touristToken)
    const phone = testInfo.project.name === 'phone'

    const organizerContext = await browser.newContext({
      viewport: page.viewportSize(),
      ...(phone ? { isMobile: true, hasTouch: true } : {}),
    })
    await signInContext(organizerContext, organizerToken)
    await signInContext(page.context(), touristToken)
    const organizer = await organizerContext.newPage()
    // The organizer is on the chat list (another chat open on a desktop), not in this chat.
    await gotoHydrated(organizer, `${GLOBAL_STOREFRONT_URL}/chat`)
    const shot = (name: string, on: Page) =>
      on.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) })

    // The tourist calls: from the header's button at desktop, from a ?call=start link on a phone.
    if (phone) {
      await gotoHydrated(page, `${GLOBAL_STOREFRONT_URL}/chat/${String(chatId)}?call=start`)
    } else {
      await gotoHydrated(page, `${GLOBAL_STOREFRONT_URL}/chat/${String(chatId)}`)
      await page.getByTestId('web-call-start').click()
    }
    const touristPanel = page.getByTestId('web-call-panel')
    await expect(touristPanel).toHaveAttribute('data-phase', 'outgoing')
    await expect(page).not.toHaveURL(/call=start/)
    await expect(page.getByTestId('web-call-live')).toContainText('Calling')
    await shot('web-call-outgoing', page)

    const organizerPanel = organizer.getByTestId('web-call-panel')
    await expect(organizerPanel).toHaveAttribute('data-phase', 'incoming')
    await expect(organizerPanel.getByRole('heading')).toContainText('is calling you')
    await expect(organizer.getByTestId('web-call-accept')).toBeFocused()
    await shot('web-call-incoming', organizer)
    await organizer.getByTestId('web-call-accept').click()

    await expect(touristPanel).toHaveAttribute('data-phase', 'active', { timeout: 20_000 })
    await expect(organizerPanel).toHaveAttribute('data-phase', 'active', { timeout: 20_000 })
    await expectHearing(page)
    await expectHearing(organizer)
    await expect(page.getByTestId('web-call-timer')).toHaveText(/^0:0[1-9]/)
    await organizer.getByTestId('web-call-mute').click()
    await expect(organizer.getByTestId('web-call-mute')).toHaveAttribute('aria-pressed', 'true')
    await shot('web-call-active', page)
    await shot('web-call-active-organizer', organizer)
    // After the answer: axe on a busy machine can outlast the 45 s ring.
    await expectNoSeriousAxeViolations(page)
    await expectNoSeriousAxeViolations(organizer)

    await page.getByTestId('web-call-hangup').click()
    await expect(touristPanel).toHaveAttribute('data-phase', 'ended')
    await expect(organizerPanel).toHaveAttribute('data-phase', 'ended')
    await expect(organizerPanel).toContainText('Call ended')

    // The record reaches both: the tourist's open chat, and the organizer's once opened.
    const record = /^Call, \d+:\d\d$/
    await expect(page.getByRole('log').locator('.chat-bubble__text').last()).toHaveText(record)
    await gotoHydrated(organizer, `${GLOBAL_STOREFRONT_URL}/chat/${String(chatId)}`)
    await expect(organizer.getByRole('log').locator('.chat-bubble__text').last()).toHaveText(record)
    await organizerContext.close()
  })
})

test.describe('issue 20: a refused microphone', () => {
  test('says the microphone access is denied, and nothing rings', async ({ request }, testInfo) => {
    // A browser without the fake permission prompt: the page's microphone request is refused.
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: chromiumArgs,
    })
    try {
      const phone = testInfo.project.name === 'phone'
      const context = await browser.newContext({
        viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
        ...(phone ? { isMobile: true, hasTouch: true } : {}),
      })
      const touristToken = await signIn(request, DEMO_TOURIST)
      const chatId = await demoChat(request, GLOBAL_API_URL, touristToken)
      await signInContext(context, touristToken)
      const page = await context.newPage()
      await gotoHydrated(page, `${GLOBAL_STOREFRONT_URL}/chat/${String(chatId)}`)
      await page.getByTestId('web-call-start').click()
      const panel = page.getByTestId('web-call-panel')
      await expect(panel).toHaveAttribute('data-phase', 'ended')
      // §8 word for word, then what to do about it.
      await expect(page.getByTestId('web-call-status')).toHaveText(
        'The microphone access is denied...',
      )
      await expect(page.getByTestId('web-call-hint')).toHaveText(
        'Allow this site to use your microphone in the browser settings, then try again.',
      )
      await expect(page.getByTestId('web-call-live')).toHaveText(
        'The microphone access is denied...',
      )
      await page.screenshot({
        path: testInfo.outputPath(`web-call-microphone-denied-${testInfo.project.name}.png`),
      })
      const data = await request.post(`${GLOBAL_API_URL}/crm/api/phone-code/web-call-data`, {
        headers: { 'X-Authorization': `Bearer ${touristToken}` },
        data: { chat_id: chatId },
      })
      expect(((await data.json()) as { call_id: number | null }).call_id).toBeNull()
    } finally {
      await browser.close()
    }
  })
})

test.describe('issue 20: the brand without calls', () => {
  test('has no call button in a chat', async ({ page, request }) => {
    const token = await signIn(request, DEMO_TOURIST, API_URL)
    const chatId = await demoChat(request, API_URL, token)
    await signInStorefront(page.context(), STOREFRONT_URL, token)
    await gotoHydrated(page, `/chat/${String(chatId)}?call=start`)
    await expect(page.getByRole('log').locator('.chat-bubble__text').first()).toBeVisible()
    await expect(page.getByTestId('web-call-start')).toHaveCount(0)
    await expect(page.getByTestId('web-call-panel')).toHaveCount(0)
  })
})
