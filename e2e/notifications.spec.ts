import type { APIRequestContext } from '@playwright/test'
import {
  registerThroughApi,
  signInContext,
  signInThroughApi,
  uniqueEmail,
} from './support/accounts.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

/** The README's demo organizer: it acts for the organizer of the demo tour. */
const DEMO_ORGANIZER_EMAIL = 'organizer@tourmarket.test'

type OutboxEntry = { recipient: string; subject: string | null; body: string }

/** The demo tour: the most popular tour with dates at least 30 days ahead. */
async function demoTour(request: APIRequestContext) {
  const from = new Date(Date.now() + 31 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const response = await request.get(`${API_URL}/spa/tours-page`, {
    params: { dateFrom: from, limit: 1 },
  })
  const list = (await response.json()) as { data: { slug: string }[] }
  const tour = list.data[0]
  if (tour === undefined) throw new Error('the seeded catalogue has no tour with later dates')
  return tour
}

/** The outbox's mails to a recipient whose text quotes `text` (the API waits the delay first). */
async function mailsQuoting(request: APIRequestContext, recipient: string, text: string) {
  const response = await request.get(`${API_URL}/dev/outbox`, { params: { recipient, limit: 50 } })
  const { data } = (await response.json()) as { data: OutboxEntry[] }
  return data.filter((mail) => mail.body.includes(text))
}

test.describe('issue 38: mails people get', () => {
  test('a chat message the organizer leaves unread reaches the organizer by mail, once', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'unread')
    const password = 'a-long-walk-by-the-sea'
    await registerThroughApi(request, { email, password, firstName: 'Una' })
    const token = await signInThroughApi(request, { login: email, password })
    await signInContext(page.context(), baseURL ?? '', token)
    const tour = await demoTour(request)
    const question = `Can we join with a pram? (${String(Date.now())})`

    // The tourist asks from the tour page; nobody on the organizer's side opens the chat.
    await gotoHydrated(page, `/${tour.slug}`)
    await page.getByRole('button', { name: 'Ask the organizer' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'Your question' }).fill(question)
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect(page).toHaveURL(/\/chat\/\d+$/)
    const chatPath = new URL(page.url()).pathname

    // After the delay (CHAT_UNREAD_MAIL_DELAY_SECONDS in playwright.config.ts) the mail is there.
    await expect
      .poll(async () => (await mailsQuoting(request, DEMO_ORGANIZER_EMAIL, question)).length, {
        message: 'the unread-message mail to the organizer',
        timeout: 30_000,
      })
      .toBe(1)
    const [mail] = await mailsQuoting(request, DEMO_ORGANIZER_EMAIL, question)
    expect(mail?.subject).toMatch(/new message/i)
    expect(mail?.body).toContain(chatPath)
    // The tourist wrote it: the tourist gets no such mail.
    expect(await mailsQuoting(request, email, question)).toEqual([])
  })
})
