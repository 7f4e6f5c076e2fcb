import { GrammyError } from 'grammy'
import type { Api } from 'grammy'
import { z } from 'zod'
import type { AppDatabase } from '../../db/database.ts'
import type { JobEnqueuer, JobHandler } from '../../platform/jobs/queue.ts'
import type { MessengerBridge } from '../chat/service.ts'
import type { TelegramRepository } from './repository.ts'
import { botTexts, localeOfTelegram } from './texts.ts'

export const telegramMessageJobKind = 'telegram-message'

/** Room for the author's name and the link in Telegram's 4,096 characters. */
const RELAYED_TEXT_MAX = 3800

const relayPayloadSchema = z.object({
  chatId: z.number().int(),
  messageId: z.number().int(),
  userId: z.number().int(),
  telegramChatId: z.number().int(),
  from: z.string(),
  text: z.string(),
  link: z.string(),
})
type RelayPayload = z.infer<typeof relayPayloadSchema>

/**
 * Chat messages relayed to Telegram (decision 0053): each is a job of the queue (decision 0046),
 * keyed by message and Telegram chat, so a provider failure is retried with the queue's backoff
 * and shows among the jobs on /dev/outbox. Other messengers, and a Telegram account linked with
 * an id no Telegram chat has (the developer stand-in, POST /dev/messenger/activate), keep the
 * bridge they had (the outbox).
 */
export function createTelegramRelay(options: {
  db: AppDatabase
  jobs: JobEnqueuer
  api: Pick<Api, 'sendMessage'>
  repository: Pick<TelegramRepository, 'linkedUser' | 'recordRelayed'>
  otherwise: MessengerBridge
  reportError: (error: unknown, message: string) => void
}) {
  const { db, jobs, api, repository, otherwise, reportError } = options

  const bridge: MessengerBridge = {
    async deliver(message) {
      const telegramChatId = Number(message.externalAccountId)
      if (message.sourceId !== 'telegram' || !Number.isSafeInteger(telegramChatId)) {
        await otherwise.deliver(message)
        return
      }
      const payload: RelayPayload = {
        chatId: message.chatId,
        messageId: message.messageId,
        userId: message.userId,
        telegramChatId,
        from: message.from,
        text: message.text,
        link: message.link,
      }
      await jobs.enqueue(db, {
        kind: telegramMessageJobKind,
        key: `${telegramMessageJobKind}:${String(message.messageId)}:${String(telegramChatId)}`,
        payload,
      })
    },
  }

  /** Sends one relayed message and remembers its Telegram id, so a reply finds its chat. */
  const handle: JobHandler = async (raw) => {
    const job = relayPayloadSchema.parse(raw)
    // Unlinked since: the message is not theirs to receive any more.
    const user = await repository.linkedUser(job.userId, job.telegramChatId)
    if (user === null) return
    const texts = botTexts[localeOfTelegram(user.languageCode)]
    const body =
      job.text.trim() === ''
        ? texts.attachment
        : job.text.length > RELAYED_TEXT_MAX
          ? `${job.text.slice(0, RELAYED_TEXT_MAX)}…`
          : job.text
    let sentId: number
    try {
      const sent = await api.sendMessage(
        job.telegramChatId,
        `${job.from}:\n${body}\n\n${texts.openChat}: ${job.link}`,
        { link_preview_options: { is_disabled: true } },
      )
      sentId = sent.message_id
    } catch (error) {
      // No such chat, or the person blocked the bot: asking again would be refused again.
      if (error instanceof GrammyError && [400, 403].includes(error.error_code)) {
        reportError(error, 'Telegram refused a relayed chat message; not retried')
        return
      }
      throw error
    }
    await repository.recordRelayed(job.telegramChatId, sentId, {
      chatId: job.chatId,
      userId: job.userId,
    })
  }

  return { bridge, handle }
}
