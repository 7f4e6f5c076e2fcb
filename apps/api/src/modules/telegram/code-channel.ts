import { createTranslator, globalMessages } from '@tourmarket/domain/i18n'
import type { Api } from 'grammy'
import { AppError } from '../../errors.ts'
import type { CodeChannel } from '../../platform/mail/code-delivery.ts'
import { sharePhonePayload } from './bot.ts'
import type { TelegramRepository } from './repository.ts'
import { unknownNumberText } from './texts.ts'

/** The bot's address that opens it asking for the person's number. */
export function sharePhoneLink(botUsername: string): string {
  return `https://t.me/${botUsername}?start=${sharePhonePayload}`
}

/**
 * Sign-in and confirmation codes by Telegram (senders `telegram` and
 * `telegram_with_phone_request`). Telegram knows no phone numbers we can write to: a number
 * reaches the chat of the person who shared it with the bot as their own contact. A number no one
 * shared is refused at once (400 on code_sender) with the bot's link, so the person can share it
 * and ask again; a Bot API failure is §8's "unavailable" text, as for SMS. A code is sent at
 * once, not as a job: the visitor waits for it.
 */
export function createTelegramCodeChannel(options: {
  api: Pick<Api, 'sendMessage'>
  repository: Pick<TelegramRepository, 'chatOfPhone'>
  botUsername: string
  reportError: (error: unknown, message: string) => void
}): CodeChannel {
  const { api, repository, botUsername, reportError } = options
  return {
    async send(message) {
      const telegramChatId = await repository.chatOfPhone(message.destination)
      if (telegramChatId === null) {
        // A notice (codes locked) to a number the bot cannot reach has nowhere to go.
        if (message.code === null) return
        const text = unknownNumberText(message.language, sharePhoneLink(botUsername))
        throw new AppError({
          code: 'validation_failed',
          message: text,
          errors: { code_sender: [text] },
        })
      }
      try {
        await api.sendMessage(telegramChatId, message.text)
      } catch (error) {
        reportError(error, 'Telegram code not sent')
        throw new AppError({
          code: 'sms_unavailable',
          message: createTranslator(message.language, globalMessages)('errors.smsUnavailable'),
          cause: error,
        })
      }
    },
  }
}
