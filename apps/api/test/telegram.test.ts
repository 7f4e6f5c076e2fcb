// Issue 41 item 3 (decision 0053): the Telegram bot against a local fake of the Bot API, with the
// API listening, so Telegram's webhook calls come over HTTP as they would from Telegram.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { jobs as jobsTable } from '../src/db/schema/index.ts'
import { telegramWebhookPath } from '../src/modules/telegram/service.ts'
import { uniquePhone, useAccountsHarness } from './accounts-harness.ts'
import { chatPeople } from './chat-harness.ts'
import { testDatabases } from './databases.ts'
import {
  fakeTelegramBotToken,
  fakeTelegramBotUsername,
  fakeTelegramWebhookSecret,
  startFakeTelegram,
} from './fakes/fake-telegram.ts'
import type { TelegramUser } from './fakes/fake-telegram.ts'

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

const fake = await startFakeTelegram({ port: 0 })
afterAll(() => fake.close())
// Each database's API listens on a port of its own, named before the app is built: the webhook
// Telegram is given lives under API_PUBLIC_URL.
const apiPorts = await Promise.all(testDatabases.map(() => freePort()))

let telegramUserSequence = 0
function telegramUser(languageCode = 'en'): TelegramUser {
  telegramUserSequence += 1
  return {
    id: 500_000_000 + (Date.now() % 1_000_000) * 100 + telegramUserSequence,
    first_name: 'Ilse',
    language_code: languageCode,
  }
}

describe.each(testDatabases)('Telegram bot on $name', (target) => {
  const apiPort = apiPorts[testDatabases.indexOf(target)] ?? 0
  const apiUrl = `http://127.0.0.1:${String(apiPort)}`
  const harness = useAccountsHarness(target, {
    config: {
      apiPublicUrl: apiUrl,
      channels: {
        telegram: {
          botToken: fakeTelegramBotToken,
          botUsername: fakeTelegramBotUsername,
          webhookSecret: fakeTelegramWebhookSecret,
          apiUrl: fake.url,
        },
      },
    },
  })
  const people = chatPeople(harness)

  beforeAll(async () => {
    await harness.app.listen({ host: '127.0.0.1', port: apiPort })
    // Registered at start-up, without holding it up.
    await vi.waitFor(() => {
      expect(fake.webhook()).toEqual({
        url: `${apiUrl}${telegramWebhookPath}`,
        secret: fakeTelegramWebhookSecret,
      })
    })
  })

  const lastText = (user: TelegramUser) => fake.messages(user.id).at(-1)?.text ?? ''

  /** A tourist's chat with an organizer, the tourist's Telegram linked through /start {code}. */
  async function linkedConversation(user = telegramUser()) {
    const conversation = await people.conversation('Is breakfast included?')
    const code = await harness.post('/crm/api/chat/generate-connection-code', {
      token: conversation.tourist.token,
      body: { source_id: 'telegram' },
    })
    expect(await fake.sendText(user, `/start ${code.json<{ code: string }>().code}`)).toBe(200)
    expect(lastText(user)).toContain('Done!')
    return { ...conversation, user }
  }

  /** The organizer writes; the relay's job sends it to Telegram. */
  async function organizerWrites(
    conversation: Awaited<ReturnType<typeof linkedConversation>>,
    text: string,
  ) {
    const sent = await harness.post('/crm/api/chat/send-message', {
      token: conversation.organizer.token,
      body: { chat_id: conversation.chatId, message: text },
    })
    expect(sent.statusCode).toBe(200)
    await vi.waitFor(async () => {
      await harness.app.jobs.drain()
      expect(lastText(conversation.user)).toContain(text)
    })
    return fake.messages(conversation.user.id).at(-1)!
  }

  describe('the webhook', () => {
    it('refuses a call without the secret, or with another, before reading the body', async () => {
      const wrongSecrets: Record<string, string>[] = [
        {},
        { 'x-telegram-bot-api-secret-token': 'not-the-secret' },
      ]
      for (const headers of wrongSecrets) {
        const response = await harness.post(telegramWebhookPath, { headers, body: { bad: true } })
        expect(response.statusCode).toBe(401)
        expect(response.json()).toMatchObject({ code: 'unauthorized' })
      }
    })

    it('refuses what is no update (400), and answers 200 to updates it has nothing to do with', async () => {
      const headers = { 'x-telegram-bot-api-secret-token': fakeTelegramWebhookSecret }
      const invalid = await harness.post(telegramWebhookPath, { headers, body: { update_id: 'x' } })
      expect(invalid.statusCode).toBe(400)
      expect(invalid.json().errors).toHaveProperty('update_id')
      for (const body of [
        {
          update_id: 1,
          edited_channel_post: { message_id: 3, chat: { id: -100, type: 'channel' } },
        },
        { update_id: 2, message: { message_id: 4, date: 0, chat: { id: -5, type: 'group' } } },
        { update_id: 3, message: { message_id: 5, date: 0, chat: { id: 7, type: 'private' } } },
      ]) {
        const odd = await harness.post(telegramWebhookPath, { headers, body })
        expect(odd.statusCode).toBe(200)
      }
    })
  })

  describe('/start {connection code}', () => {
    it('links the chat account (the page hears of it) and answers in the person’s language', async () => {
      const { tourist, chatId } = await linkedConversation()
      const channels = await harness.get('/crm/api/chat/channels-list', { token: tourist.token })
      expect(channels.json<{ data: unknown[] }>().data).toContainEqual({
        source_id: 'telegram',
        is_activated: true,
      })
      const states = await harness.get('/crm/api/chat/chats-for-notifications', {
        token: tourist.token,
      })
      expect(states.json<{ data: unknown[] }>().data).toContainEqual({
        id: chatId,
        messenger_was_activated: true,
      })
    })

    it('says a used or unknown code has expired, in Russian to a Russian app', async () => {
      const { tourist } = await people.conversation()
      const code = (
        await harness.post('/crm/api/chat/generate-connection-code', {
          token: tourist.token,
          body: { source_id: 'telegram' },
        })
      ).json<{ code: string }>().code
      const first = telegramUser('ru')
      await fake.sendText(first, `/start ${code}`)
      expect(lastText(first)).toContain('Готово!')
      const second = telegramUser('ru')
      await fake.sendText(second, `/start ${code}`)
      expect(lastText(second)).toContain('Эта ссылка устарела')
      const english = telegramUser('en-GB')
      await fake.sendText(english, '/start ABCDEFGH')
      expect(lastText(english)).toContain('This link has expired')
    })
  })

  describe('codes by Telegram', () => {
    it('a number shared as the person’s own contact gets its sign-in code there, and signs in', async () => {
      const user = telegramUser()
      const phone = uniquePhone()
      await fake.sendText(user, '/start share_phone')
      expect(fake.messages(user.id).at(-1)?.reply_markup).toMatchObject({
        keyboard: [[{ request_contact: true }]],
      })
      await fake.shareContact(user, phone.slice(1))
      expect(lastText(user)).toContain(`Codes for ${phone} will come here`)

      for (const sender of ['telegram', 'telegram_with_phone_request']) {
        const sent = await harness.post('/crm/api/user/send-auth-code', {
          body: { login: phone, code_sender: sender },
        })
        expect(sent.statusCode).toBe(200)
      }
      const code = /\b(\d{5})\b/.exec(lastText(user))?.[1] ?? ''
      expect(code).toMatch(/^\d{5}$/)
      const signedIn = await harness.post('/crm/api/user/auth-via-code', {
        body: { login: phone, code, verify_method: 'telegram_with_phone_request' },
      })
      expect(signedIn.statusCode).toBe(200)
      expect(signedIn.json()).toHaveProperty('token')
    })

    it('a number no one shared is refused on code_sender with the bot’s link; someone else’s contact links nothing', async () => {
      const user = telegramUser()
      const phone = uniquePhone()
      await fake.shareContact(user, phone, user.id + 1)
      expect(lastText(user)).toContain('share your own number')
      const refused = await harness.post('/crm/api/user/send-auth-code', {
        body: { login: phone, code_sender: 'telegram' },
      })
      expect(refused.statusCode).toBe(400)
      const [message] = refused.json<{ errors: { code_sender: string[] } }>().errors.code_sender
      expect(message).toContain(`https://t.me/${fakeTelegramBotUsername}?start=share_phone`)
      expect(message).toContain('share your phone number')

      const russian = await harness.post('/crm/api/user/send-auth-code', {
        body: { login: phone, code_sender: 'telegram' },
        headers: { 'x-language': 'ru' },
      })
      expect(russian.json<{ message: string }>().message).toContain('Откройте https://t.me/')
    })

    it('a Bot API failure answers §8’s "unavailable" text, as SMS does', async () => {
      const user = telegramUser()
      const phone = uniquePhone()
      await fake.shareContact(user, phone)
      fake.failNext(1)
      const failed = await harness.post('/crm/api/user/send-auth-code', {
        body: { login: phone, code_sender: 'telegram' },
      })
      expect(failed.statusCode).toBe(503)
      expect(failed.json()).toMatchObject({
        code: 'sms_unavailable',
        message: 'SMS sending is currently unavailable due to technical reasons...',
      })
    })
  })

  describe('chat notifications both ways', () => {
    it('a counterpart’s message is a job that sends it with the link back; a failure is retried', async () => {
      const conversation = await linkedConversation()
      const relayed = await organizerWrites(conversation, 'Yes, breakfast is at 8.')
      expect(relayed.text).toMatch(/Open the chat: http:\/\/\S+\/tg\/[0-9a-f-]{36}$/)
      const link = /\/tg\/([0-9a-f-]{36})$/.exec(relayed.text)?.[1] ?? ''
      const opened = await harness.get(`/spa/chat-link?uuid=${link}`)
      expect(opened.json()).toEqual({ chat_id: conversation.chatId })

      fake.failNext(1)
      const sent = await harness.post('/crm/api/chat/send-message', {
        token: conversation.organizer.token,
        body: { chat_id: conversation.chatId, message: 'And coffee.' },
      })
      const messageId = sent.json<{ id: number }>().id
      const key = `telegram-message:${String(messageId)}:${String(conversation.user.id)}`
      await vi.waitFor(async () => {
        await harness.app.jobs.drain()
        expect(await harness.app.jobs.byKey(key)).toMatchObject({ attempts: 1, status: 'pending' })
      })
      expect(lastText(conversation.user)).not.toContain('And coffee.')
      // The backoff's wait, passed: the job is due again.
      await harness.db
        .update(jobsTable)
        .set({ runAt: new Date() })
        .where(and(eq(jobsTable.key, key), eq(jobsTable.status, 'pending')))
      await harness.app.jobs.drain()
      expect(await harness.app.jobs.byKey(key)).toMatchObject({ attempts: 2, status: 'done' })
      expect(lastText(conversation.user)).toContain('And coffee.')
    })

    it('a reply in Telegram is posted into the chat it answers, a plain message into the last relayed one', async () => {
      const first = await linkedConversation()
      const firstRelayed = await organizerWrites(first, 'We start at nine.')
      // The same Telegram account linked to a second chat account, whose organizer writes later.
      const second = await linkedConversation(first.user)
      await organizerWrites(second, 'Your boat leaves at ten.')

      const latestSeenBy = async (person: { token: string }, chatId: number) => {
        const seen = await harness.get(`/crm/api/chat/get-messages?chat_id=${String(chatId)}`, {
          token: person.token,
        })
        return seen.json<{ data: { text: string; type: string; author: { side: string } }[] }>()
          .data[0]
      }
      expect(
        await fake.sendText(first.user, 'Thank you, see you then!', firstRelayed.message_id),
      ).toBe(200)
      expect(await latestSeenBy(first.organizer, first.chatId)).toMatchObject({
        text: 'Thank you, see you then!',
        type: 'input',
        author: { side: 'tourist' },
      })

      await fake.sendText(first.user, 'Is there parking?')
      expect(await latestSeenBy(second.organizer, second.chatId)).toMatchObject({
        text: 'Is there parking?',
        type: 'input',
      })
      expect((await latestSeenBy(first.organizer, first.chatId))?.text).toBe(
        'Thank you, see you then!',
      )
    })

    it('a Telegram account with nothing relayed, or a frozen chat, is told so', async () => {
      const lonely = telegramUser()
      await fake.sendText(lonely, 'Hello?')
      expect(lastText(lonely)).toContain('There is no chat to answer here yet')

      const conversation = await linkedConversation()
      await organizerWrites(conversation, 'Welcome aboard.')
      const staff = await people.support()
      const frozen = await harness.post('/crm/api/chat/freeze', {
        token: staff.token,
        body: { chat_id: conversation.chatId, is_frozen: true },
      })
      // Support freezes organizer chats too (trust and safety, decision 0022).
      expect(frozen.statusCode).toBe(200)
      await fake.sendText(conversation.user, 'Are you there?')
      expect(lastText(conversation.user)).toContain('This chat is frozen')
    })
  })
})
