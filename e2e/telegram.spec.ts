import type { APIRequestContext } from '@playwright/test'
import { postToApi, signInContext, signInThroughApi } from './support/accounts.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL, PROVIDER_FAKES } from './support/servers.ts'
import { expect, test } from './support/test.ts'

// Issue 41 item 3 (decision 0053): the Telegram bot, with the worker's Bot API fake playing
// Telegram (apps/api/test/fakes/fake-telegram.ts): what the bot sends is read from the fake, and
// what a Telegram user does is an Update the fake delivers to the API's webhook.

const DEMO_ORGANIZER = { login: 'organizer@tourmarket.test', password: 'organizer-demo-2026' }

type SentMessage = { message_id: number; chat_id: number; text: string }

/** A Telegram user of this test run: ids far from any other test's. */
function telegramUser(firstName: string) {
  return {
    id: 800_000_000 + (Date.now() % 10_000_000) * 10 + Math.floor(Math.random() * 10),
    first_name: firstName,
    language_code: 'en',
  }
}

/** The Telegram user does something: the fake delivers the Update to the bot's webhook. */
async function fromTelegram(request: APIRequestContext, message: Record<string, unknown>) {
  const response = await request.post(`${PROVIDER_FAKES.telegramUrl}/fake/updates`, {
    data: { message },
  })
  expect(response.status(), await response.text()).toBe(200)
  expect(((await response.json()) as { status: number }).status).toBe(200)
}

async function botMessages(request: APIRequestContext, chatId: number): Promise<SentMessage[]> {
  const response = await request.get(`${PROVIDER_FAKES.telegramUrl}/fake/messages`, {
    params: { chat_id: chatId },
  })
  return ((await response.json()) as { messages: SentMessage[] }).messages
}

/** The newest bot message to the chat that contains `text`, once it is there. */
async function botMessageWith(request: APIRequestContext, chatId: number, text: string) {
  let found: SentMessage | undefined
  await expect
    .poll(async () => {
      found = (await botMessages(request, chatId)).findLast((m) => m.text.includes(text))
      return found !== undefined
    })
    .toBe(true)
  return found!
}

function uniquePhone(): string {
  return `+1202${String(Date.now() % 10_000_000).padStart(7, '0')}`
}

test.describe('Telegram: codes and chat replies both ways', () => {
  test('a tourist signs in with a code by Telegram, links Telegram from the chat, gets the organizer’s answer there and replies from Telegram', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const user = telegramUser('Ilse')
    const phone = uniquePhone()

    // A number the bot does not know yet: the refusal names the sender and gives the bot's link.
    const refused = await postToApi(request, '/crm/api/user/send-auth-code', {
      login: phone,
      code_sender: 'telegram',
    })
    expect(refused.status()).toBe(400)
    const refusal = (await refused.json()) as { errors: { code_sender: string[] } }
    expect(refusal.errors.code_sender[0]).toMatch(/https:\/\/t\.me\/\w+\?start=share_phone/)

    // The person opens the bot and shares their own number; then the code comes by Telegram.
    await fromTelegram(request, { from: user, text: '/start share_phone' })
    await fromTelegram(request, {
      from: user,
      contact: { phone_number: phone.slice(1), first_name: user.first_name, user_id: user.id },
    })
    await botMessageWith(request, user.id, `Codes for ${phone} will come here`)
    const sent = await postToApi(request, '/crm/api/user/send-auth-code', {
      login: phone,
      code_sender: 'telegram',
    })
    expect(sent.status(), await sent.text()).toBe(200)
    const codeMessage = await botMessageWith(request, user.id, 'sign-in code')
    const code = /\b(\d{5})\b/.exec(codeMessage.text)?.[1] ?? ''
    const signedIn = await postToApi(request, '/crm/api/user/auth-via-code', {
      login: phone,
      code,
      verify_method: 'telegram',
    })
    expect(signedIn.status(), await signedIn.text()).toBe(200)
    const touristToken = ((await signedIn.json()) as { token: string }).token
    await signInContext(page.context(), baseURL ?? '', touristToken)

    // The new account asks the demo organizer.
    const tours = (await (
      await request.get(`${API_URL}/spa/tours-page`, {
        params: {
          dateFrom: new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10),
          limit: 1,
        },
      })
    ).json()) as { data: { id: number; organizer: { id: number } }[] }
    const tour = tours.data[0]!
    const asked = await request.post(`${API_URL}/crm/api/chat/get-chat-with-organizer`, {
      headers: { 'X-Authorization': `Bearer ${touristToken}` },
      data: {
        organizer_id: tour.organizer.id,
        tour_id: tour.id,
        message: 'Is the ferry included?',
      },
    })
    expect(asked.status(), await asked.text()).toBe(200)
    const chatId = ((await asked.json()) as { id: number }).id

    // Linking Telegram from the chat page (its list, where a phone shows the header's switches
    // too): the button's link carries the code to the bot.
    await gotoHydrated(page, '/chat')
    await page.getByRole('button', { name: /^Messenger notifications/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Get replies in a messenger' })
    const telegram = dialog.locator('[data-source="telegram"]')
    await telegram.getByRole('button', { name: 'Connect' }).click()
    const open = dialog.getByRole('link', { name: 'Open Telegram' })
    await expect(open).toHaveAttribute('href', /^https:\/\/t\.me\/\w+\?start=\w{8}$/)
    const payload = new URL((await open.getAttribute('href')) ?? '').searchParams.get('start')
    expect(payload).toBe(await dialog.getByTestId('chat-connection-code').textContent())
    await fromTelegram(request, { from: user, text: `/start ${payload ?? ''}` })
    await botMessageWith(request, user.id, 'Done!')
    await expect(telegram).toContainText('Connected')
    await page.keyboard.press('Escape')

    // The organizer answers; the answer reaches Telegram with the link back to the chat.
    const organizerToken = await signInThroughApi(request, DEMO_ORGANIZER)
    const answered = await request.post(`${API_URL}/crm/api/chat/send-message`, {
      headers: { 'X-Authorization': `Bearer ${organizerToken}` },
      data: { chat_id: chatId, message: 'Yes, the ferry is included.' },
    })
    expect(answered.status()).toBe(200)
    const relayed = await botMessageWith(request, user.id, 'Yes, the ferry is included.')
    const link = /https?:\/\/\S+\/tg\/[0-9a-f-]{36}/.exec(relayed.text)?.[0] ?? ''
    expect(link).not.toBe('')

    // The link opens the chat (signed in here).
    await page.goto(new URL(link).pathname)
    await expect(page).toHaveURL(`/chat/${String(chatId)}`)
    await expect(page.getByRole('log')).toContainText('Yes, the ferry is included.')

    // The organizer has the chat open; the tourist replies from Telegram, and it arrives live.
    const organizerContext = await browser.newContext({ viewport: page.viewportSize() })
    await signInContext(organizerContext, baseURL ?? '', organizerToken)
    const organizer = await organizerContext.newPage()
    await gotoHydrated(organizer, `/chat/${String(chatId)}`)
    await expect(organizer.getByRole('log')).toContainText('Yes, the ferry is included.')
    await fromTelegram(request, {
      from: user,
      text: 'Wonderful, thank you!',
      reply_to_message: { message_id: relayed.message_id },
    })
    await expect(organizer.getByRole('log')).toContainText('Wonderful, thank you!')
    await expect(page.getByRole('log')).toContainText('Wonderful, thank you!')
    await organizerContext.close()
  })
})
