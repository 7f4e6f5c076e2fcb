// A local stand-in for Telegram's Bot API (issue 41): `/bot{token}/{method}` over real HTTP on
// loopback, so grammY's own requests are what the tests exercise, plus a control API that plays the
// Telegram users: POST /fake/updates delivers an Update to the webhook the bot registered (with its
// secret header), GET /fake/messages lists what the bot sent. The API tests start it on a free
// port; the end-to-end run starts one per worker (scripts/e2e-provider-fakes.ts).
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The token the fake accepts; the tests and the end-to-end API configure the bot with it. */
export const fakeTelegramBotToken = '7000000001:fake-telegram-token-for-tests-only'
export const fakeTelegramBotUsername = 'tourmarket_test_bot'
/** A webhook secret in the form Telegram allows (1–256 of A–Z, a–z, 0–9, _ and -). */
export const fakeTelegramWebhookSecret = 'fake-telegram-webhook-secret-0123456789abcdef'

const botId = Number(fakeTelegramBotToken.split(':')[0])
const bot = {
  id: botId,
  is_bot: true,
  first_name: 'Tourmarket',
  username: fakeTelegramBotUsername,
}

/** A message the bot sent, as the fake recorded it. */
export type SentTelegramMessage = {
  readonly message_id: number
  readonly chat_id: number
  readonly text: string
  readonly reply_markup?: unknown
  readonly date: number
}

/** A Telegram user the tests play. */
export type TelegramUser = {
  readonly id: number
  readonly first_name: string
  readonly language_code?: string
}

export type FakeTelegram = {
  /** The Bot API origin: TELEGRAM_API_URL. */
  readonly url: string
  /** Where the bot asked Telegram to deliver updates, and with which secret. */
  webhook(): { url: string; secret: string | undefined } | null
  /** What the bot sent to a chat, oldest first (every chat when not given). */
  messages(chatId?: number): SentTelegramMessage[]
  /** Every Bot API method called, in order (`setWebhook`, `sendMessage`, …). */
  readonly calls: string[]
  /** The next `times` Bot API calls answer this failure instead (a 500 unless told). */
  failNext(times: number, failure?: { error_code: number; description: string }): void
  /** Delivers an Update to the webhook; the ids, dates and chat are filled in. The webhook's status. */
  sendUpdate(update: Record<string, unknown>): Promise<number>
  /** The user sends a text (a command when it starts with /), maybe as a reply to a bot message. */
  sendText(user: TelegramUser, text: string, replyToMessageId?: number): Promise<number>
  /** The user shares a contact: their own unless `ownerId` says whose. */
  shareContact(user: TelegramUser, phone: string, ownerId?: number): Promise<number>
  close(): Promise<void>
}

type Failure = { error_code: number; description: string }

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (raw += chunk))
    request.on('end', () => resolve(raw))
    request.on('error', reject)
  })
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

/** Bot API parameters come as JSON, a form or the query string; grammY sends JSON. */
function parameters(request: IncomingMessage, raw: string, url: URL): Record<string, unknown> {
  const type = request.headers['content-type'] ?? ''
  if (type.includes('application/json') && raw !== '') {
    const parsed: unknown = JSON.parse(raw)
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  }
  const form = type.includes('application/x-www-form-urlencoded') ? raw : url.search.slice(1)
  return Object.fromEntries(new URLSearchParams(form))
}

/** Starts the fake on 127.0.0.1 (or `host`); port 0 takes a free one. Close it after the tests. */
export async function startFakeTelegram(options: {
  port: number
  host?: string
}): Promise<FakeTelegram> {
  const host = options.host ?? '127.0.0.1'
  const sent: SentTelegramMessage[] = []
  const calls: string[] = []
  let webhook: { url: string; secret: string | undefined } | null = null
  let failures: { times: number; failure: Failure } | null = null
  let nextMessageId = 1
  let nextUpdateId = 1
  const now = () => Math.floor(Date.now() / 1000)

  function botMethod(method: string, input: Record<string, unknown>): [number, unknown] {
    calls.push(method)
    if (failures !== null) {
      const { failure } = failures
      failures = failures.times > 1 ? { ...failures, times: failures.times - 1 } : null
      return [failure.error_code, { ok: false, ...failure }]
    }
    const badRequest = (description: string): [number, unknown] => [
      400,
      { ok: false, error_code: 400, description: `Bad Request: ${description}` },
    ]
    switch (method) {
      case 'getMe':
        return [200, { ok: true, result: bot }]
      case 'setWebhook': {
        const url = typeof input.url === 'string' ? input.url : ''
        if (url === '') {
          webhook = null
        } else {
          if (!URL.canParse(url)) return badRequest('bad webhook: invalid URL')
          const secret = typeof input.secret_token === 'string' ? input.secret_token : undefined
          webhook = { url, secret }
        }
        return [200, { ok: true, result: true, description: 'Webhook was set' }]
      }
      case 'deleteWebhook':
        webhook = null
        return [200, { ok: true, result: true, description: 'Webhook was deleted' }]
      case 'getWebhookInfo':
        return [200, { ok: true, result: { url: webhook?.url ?? '', pending_update_count: 0 } }]
      case 'sendMessage': {
        const chatId = Number(input.chat_id)
        const text = typeof input.text === 'string' ? input.text : ''
        if (!Number.isSafeInteger(chatId)) return badRequest('chat not found')
        if (text.trim() === '') return badRequest('message text is empty')
        if (text.length > 4096) return badRequest('message is too long')
        const message: SentTelegramMessage = {
          message_id: nextMessageId++,
          chat_id: chatId,
          text,
          date: now(),
          ...(input.reply_markup === undefined ? {} : { reply_markup: input.reply_markup }),
        }
        sent.push(message)
        return [
          200,
          {
            ok: true,
            result: {
              message_id: message.message_id,
              date: message.date,
              chat: { id: chatId, type: 'private' },
              from: bot,
              text,
            },
          },
        ]
      }
      default:
        return [404, { ok: false, error_code: 404, description: 'Not Found' }]
    }
  }

  /** An Update as Telegram would send it: ids, date, chat, command entities and the replied message. */
  function completeUpdate(update: Record<string, unknown>): Record<string, unknown> {
    const message = update.message as Record<string, unknown> | undefined
    if (message === undefined) return { update_id: nextUpdateId++, ...update }
    const from = message.from as TelegramUser | undefined
    const text = typeof message.text === 'string' ? message.text : undefined
    const command = text === undefined ? undefined : /^\/\w+/.exec(text)?.[0]
    const repliedId = (message.reply_to_message as { message_id?: number } | undefined)?.message_id
    const replied = sent.find((candidate) => candidate.message_id === repliedId)
    return {
      update_id: nextUpdateId++,
      ...update,
      message: {
        message_id: nextMessageId++,
        date: now(),
        ...(from === undefined
          ? {}
          : { chat: { id: from.id, type: 'private', first_name: from.first_name } }),
        ...(command === undefined
          ? {}
          : { entities: [{ type: 'bot_command', offset: 0, length: command.length }] }),
        ...message,
        ...(replied === undefined
          ? {}
          : {
              reply_to_message: {
                message_id: replied.message_id,
                date: replied.date,
                chat: { id: replied.chat_id, type: 'private' },
                from: bot,
                text: replied.text,
              },
            }),
      },
    }
  }

  async function sendUpdate(update: Record<string, unknown>): Promise<number> {
    if (webhook === null) throw new Error('The bot has not set a webhook')
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(webhook.secret === undefined
          ? {}
          : { 'x-telegram-bot-api-secret-token': webhook.secret }),
      },
      body: JSON.stringify(completeUpdate(update)),
    })
    await response.arrayBuffer()
    return response.status
  }

  async function control(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    raw: string,
  ): Promise<void> {
    if (request.method === 'GET' && url.pathname === '/fake/messages') {
      const chatId = url.searchParams.get('chat_id')
      const messages = chatId === null ? sent : sent.filter((m) => m.chat_id === Number(chatId))
      return send(response, 200, { messages })
    }
    if (request.method === 'GET' && url.pathname === '/fake/webhook') {
      return send(response, 200, { url: webhook?.url ?? null })
    }
    if (request.method === 'POST' && url.pathname === '/fake/updates') {
      const update: unknown = raw === '' ? {} : JSON.parse(raw)
      if (typeof update !== 'object' || update === null) {
        return send(response, 400, { message: 'An Update object is expected' })
      }
      if (webhook === null) return send(response, 409, { message: 'No webhook is set' })
      return send(response, 200, { status: await sendUpdate(update as Record<string, unknown>) })
    }
    if (request.method === 'POST' && url.pathname === '/fake/fail-next') {
      const body = (raw === '' ? {} : JSON.parse(raw)) as { times?: number }
      failNext(body.times ?? 1)
      return send(response, 200, { ok: true })
    }
    send(response, 404, { message: 'No such fake route' })
  }

  function failNext(times: number, failure?: Failure): void {
    failures = {
      times,
      failure: failure ?? { error_code: 500, description: 'Internal Server Error' },
    }
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    readBody(request)
      .then(async (raw) => {
        if (url.pathname.startsWith('/fake/')) return control(request, response, url, raw)
        const match = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname)
        if (match === null)
          return send(response, 404, { ok: false, error_code: 404, description: 'Not Found' })
        const [, token, method = ''] = match
        if (token !== fakeTelegramBotToken) {
          return send(response, 401, { ok: false, error_code: 401, description: 'Unauthorized' })
        }
        const [status, body] = botMethod(method, parameters(request, raw, url))
        send(response, status, body)
      })
      .catch((error: unknown) => {
        send(response, 400, { ok: false, error_code: 400, description: String(error) })
      })
  })
  await new Promise<void>((resolve) => server.listen(options.port, host, resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://${host}:${String(port)}`,
    webhook: () => webhook,
    messages: (chatId) =>
      chatId === undefined ? [...sent] : sent.filter((message) => message.chat_id === chatId),
    calls,
    failNext,
    sendUpdate,
    sendText: (user, text, replyToMessageId) =>
      sendUpdate({
        message: {
          from: user,
          text,
          ...(replyToMessageId === undefined
            ? {}
            : { reply_to_message: { message_id: replyToMessageId } }),
        },
      }),
    shareContact: (user, phone, ownerId) =>
      sendUpdate({
        message: {
          from: user,
          contact: {
            phone_number: phone,
            first_name: user.first_name,
            user_id: ownerId ?? user.id,
          },
        },
      }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error === undefined ? resolve() : reject(error)))
      }),
  }
}
