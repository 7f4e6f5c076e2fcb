import { createHash } from 'node:crypto'
import { normalizePhone } from '@tourmarket/domain/accounts'
import { chatMessageError } from '@tourmarket/domain/chat'
import type { Locale } from '@tourmarket/domain/i18n'
import { Bot, Keyboard } from 'grammy'
import type { Context } from 'grammy'
import { AppError } from '../../errors.ts'
import type { ChatService } from '../chat/service.ts'
import type { TelegramRepository } from './repository.ts'
import { botTexts, localeOfTelegram } from './texts.ts'

/** The /start payload of the link a code refusal gives: the bot asks for the person's number. */
export const sharePhonePayload = 'share_phone'

/** A connection code (chat/generate-connection-code): 8 characters of its look-alike-free alphabet. */
const connectionCodePattern = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/i

export type TelegramBotOptions = {
  readonly token: string
  /** The Bot API origin (TELEGRAM_API_URL); undefined: Telegram's own. */
  readonly apiRoot: string | undefined
  readonly repository: TelegramRepository
  readonly chat: Pick<ChatService, 'activateConnection' | 'send'>
  readonly reportError: (error: unknown, message: string) => void
}

function contactKeyboard(language: Locale) {
  return new Keyboard().requestContact(botTexts[language].contactButton).resized().oneTime()
}

/**
 * The chat message id of a Telegram message, as a UUID: the chat's client_key, so an update
 * Telegram delivers twice (our answer lost) posts its message once.
 */
function clientKeyOf(telegramChatId: number, telegramMessageId: number): string {
  const hex = createHash('sha256')
    .update(`telegram:${String(telegramChatId)}:${String(telegramMessageId)}`)
    .digest('hex')
  // Version 8 (custom) with the RFC 4122 variant, as the column's uuid type wants.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** A phone number Telegram sends (digits, sometimes with a +) as logins are stored. */
function phoneOfContact(value: string): string | null {
  const digits = value.replace(/[^\d]/g, '')
  return normalizePhone(`+${digits}`)
}

/**
 * The bot's side of a conversation (grammY): `/start {connection code}` links the person's chat
 * account, a shared contact of their own maps their number to this Telegram chat for codes, and
 * any other text is their answer in the chat relayed to them last (or the one they reply to),
 * posted as the linked account through the chat service, so it follows the chat's rules and the
 * other side sees it live. Only private chats are served.
 */
export function createTelegramBot(options: TelegramBotOptions): Bot {
  const { repository, chat, reportError } = options
  const bot = new Bot(options.token, {
    client: {
      ...(options.apiRoot === undefined ? {} : { apiRoot: options.apiRoot }),
      // A webhook's work must end well before Telegram gives up on it.
      timeoutSeconds: 10,
    },
  })
  const privateChats = bot.chatType('private')
  const languageOf = (context: Context) => localeOfTelegram(context.from?.language_code)

  privateChats.command('start', async (context) => {
    const language = languageOf(context)
    const payload = context.match.trim()
    if (connectionCodePattern.test(payload)) {
      const linked = await chat.activateConnection('telegram', payload, String(context.chat.id))
      await context.reply(linked ? botTexts[language].linked : botTexts[language].expired)
      return
    }
    await context.reply(
      payload === sharePhonePayload ? botTexts[language].askContact : botTexts[language].welcome,
      { reply_markup: contactKeyboard(language) },
    )
  })

  privateChats.on('message:contact', async (context) => {
    const language = languageOf(context)
    const { contact } = context.message
    // Anyone's card can be shared; only the person's own number may bring codes here.
    if (contact.user_id !== context.from.id) {
      await context.reply(botTexts[language].contactNotOwn, {
        reply_markup: contactKeyboard(language),
      })
      return
    }
    const phone = phoneOfContact(contact.phone_number)
    if (phone === null) {
      await context.reply(botTexts[language].contactInvalid)
      return
    }
    await repository.linkPhone(phone, context.chat.id, context.from.id)
    await context.reply(botTexts[language].contactSaved(phone), {
      reply_markup: { remove_keyboard: true },
    })
  })

  privateChats.on('message:text', async (context) => {
    const language = languageOf(context)
    const texts = botTexts[language]
    const { text } = context.message
    if (text.startsWith('/')) {
      await context.reply(texts.welcome, { reply_markup: contactKeyboard(language) })
      return
    }
    const repliedTo = context.message.reply_to_message?.message_id
    const target =
      (repliedTo === undefined
        ? null
        : await repository.relayedMessage(context.chat.id, repliedTo)) ??
      (await repository.lastRelayed(context.chat.id))
    if (target === null) {
      await context.reply(texts.noChat)
      return
    }
    const user = await repository.linkedUser(target.userId, context.chat.id)
    if (user === null) {
      await context.reply(texts.notLinked)
      return
    }
    if (chatMessageError(text, false) !== null) {
      await context.reply(texts.notSent)
      return
    }
    try {
      await chat.send(
        // The linked account speaks through its messenger: no session of the site is involved.
        { sessionId: 'telegram', isAdminAuth: false, user },
        {
          chatId: target.chatId,
          text: text.trim(),
          fileId: null,
          clientKey: clientKeyOf(context.chat.id, context.message.message_id),
        },
        language,
      )
    } catch (error) {
      const frozen = error instanceof AppError && error.code === 'chat_frozen'
      if (!frozen) reportError(error, 'a reply from Telegram was not posted into its chat')
      await context.reply(frozen ? texts.frozen : texts.notSent)
    }
  })

  privateChats.on('message', async (context) => {
    await context.reply(botTexts[languageOf(context)].onlyText)
  })

  return bot
}
