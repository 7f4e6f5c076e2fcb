import type { Update } from 'grammy/types'
import type { AppDatabase } from '../../db/database.ts'
import type { JobEnqueuer } from '../../platform/jobs/queue.ts'
import type { CodeChannel } from '../../platform/mail/code-delivery.ts'
import type { TelegramConfig } from '../../provider-config.ts'
import type { ChatService, MessengerBridge } from '../chat/service.ts'
import { createTelegramBot } from './bot.ts'
import { createTelegramCodeChannel } from './code-channel.ts'
import { createTelegramRelay, telegramMessageJobKind } from './relay.ts'
import { createTelegramRepository } from './repository.ts'

/** Where Telegram delivers the bot's updates, on the API's public origin. */
export const telegramWebhookPath = '/messengers/telegram/webhook'

export type TelegramServiceOptions = {
  config: TelegramConfig
  /** API_PUBLIC_URL: the webhook is registered under it. */
  apiPublicUrl: string
  db: AppDatabase
  jobs: JobEnqueuer
  /** The chat: a /start links its account, a reply is posted into it. */
  chat: Pick<ChatService, 'activateConnection' | 'send'>
  /** Where relays Telegram does not carry go (other messengers: the outbox). */
  otherMessengers: MessengerBridge
  reportError: (error: unknown, message: string) => void
}

/**
 * The Telegram bot (issue 41, decision 0053), built with grammY when TELEGRAM_* is configured:
 * the webhook's updates, the code senders it carries, and the chat relay with its job.
 */
export function createTelegramService(options: TelegramServiceOptions) {
  const { config, reportError } = options
  const repository = createTelegramRepository(options.db)
  const bot = createTelegramBot({
    token: config.botToken,
    apiRoot: config.apiUrl,
    repository,
    chat: options.chat,
    reportError,
  })
  const relay = createTelegramRelay({
    db: options.db,
    jobs: options.jobs,
    api: bot.api,
    repository,
    otherwise: options.otherMessengers,
    reportError,
  })
  const codes = createTelegramCodeChannel({
    api: bot.api,
    repository,
    botUsername: config.botUsername,
    reportError,
  })
  const webhookUrl = `${options.apiPublicUrl}${telegramWebhookPath}`

  return {
    botUsername: config.botUsername,
    webhookSecret: config.webhookSecret,
    bridge: relay.bridge,
    relayJob: { kind: telegramMessageJobKind, handle: relay.handle },
    codeChannels: {
      telegram: codes,
      telegram_with_phone_request: codes,
    } satisfies Record<string, CodeChannel>,

    /** A message of ours (an alert, issue 44) to a Telegram chat an account linked. */
    async sendText(telegramChatId: number, text: string): Promise<void> {
      await bot.api.sendMessage(telegramChatId, text, {
        link_preview_options: { is_disabled: true },
      })
    },

    /** One update from the webhook; the bot learns who it is (getMe) on the first. */
    async handleUpdate(update: Update): Promise<void> {
      if (!bot.isInited()) await bot.init()
      await bot.handleUpdate(update)
    },

    /** Asks Telegram to deliver updates to this API, with the secret it must send back. */
    async registerWebhook(): Promise<string> {
      await bot.api.setWebhook(webhookUrl, {
        secret_token: config.webhookSecret,
        allowed_updates: ['message'],
      })
      return webhookUrl
    },
  }
}

export type TelegramService = ReturnType<typeof createTelegramService>
