import { isLocale } from '@tourmarket/domain/i18n'
import type { Locale } from '@tourmarket/domain/i18n'
import { z } from 'zod'
import type { AppDatabase } from '../../db/database.ts'
import type { ChatAuthorSide } from '../../db/schema/chat.ts'
import type { JobEnqueuer, JobHandler } from '../../platform/jobs/queue.ts'
import type { Email, Mailer } from '../../platform/mail/mailer.ts'
import type { MailPreferences, UnreadMessagesMailFacts } from '../notifications/service.ts'
import type { UnreadMailRepository, UnreadMailSide } from './unread-mail-repository.ts'

/** The queue's kind for the unread-messages mail. */
export const unreadMailJobKind = 'chat-unread-mail'

/** How much of a message the mail quotes. */
const EXCERPT_CHARS = 300

const unreadMailJobSchema = z.object({
  chatId: z.number().int(),
  side: z.enum(['tourist', 'counterpart']),
})

const supportName: Record<Locale, string> = { 'en-US': 'Support', ru: 'Поддержка' }
const attachmentOnly: Record<Locale, string> = { 'en-US': '(an attachment)', ru: '(вложение)' }

function excerpt(text: string, hasFile: boolean, locale: Locale): string {
  const trimmed = text.trim()
  if (trimmed === '') return hasFile ? attachmentOnly[locale] : ''
  return trimmed.length <= EXCERPT_CHARS ? trimmed : `${trimmed.slice(0, EXCERPT_CHARS - 1)}…`
}

export type UnreadMessageMailsOptions = {
  repository: UnreadMailRepository
  jobs: JobEnqueuer
  mailer: Mailer
  compose: (facts: UnreadMessagesMailFacts) => Promise<Email>
  /** Accounts may turn these mails off (notifications module). */
  preferences?: Pick<MailPreferences, 'wantsMail' | 'unsubscribeUrl'>
  /** The storefront's origin, for the conversation's link. */
  siteUrl: string
  /** How long a message stays unread before it is mailed (CHAT_UNREAD_MAIL_DELAY_SECONDS). */
  delayMs: number
  now?: () => Date
}

/**
 * Issue 38: a chat message left unread for a few minutes is mailed to its recipient, with every
 * other message of the conversation they have not read, in one mail; never for a message read
 * by then, never twice. Each new message writes a delayed job in its own transaction; the job
 * takes the conversation's unread, not yet mailed messages (so the first job of a burst mails
 * them all and the next find nothing) by moving the side's mailed mark before it sends, and
 * moves it back if the mail fails, for the retry. A process that dies between the two loses
 * that mail rather than sending it twice.
 */
export function createUnreadMessageMails(options: UnreadMessageMailsOptions) {
  const { repository, jobs, mailer, compose, preferences, siteUrl, delayMs } = options
  const now = options.now ?? (() => new Date())

  return {
    /** In the message's transaction: the mail to the side that did not write it, after the delay. */
    async enqueue(
      db: AppDatabase,
      chat: { readonly id: number; readonly organizerId: number | null },
      authorSide: ChatAuthorSide,
      messageId: number,
    ): Promise<void> {
      const side: UnreadMailSide = authorSide === 'tourist' ? 'counterpart' : 'tourist'
      // Support reads its chats in the console; there is no account to mail.
      if (side === 'counterpart' && chat.organizerId === null) return
      await jobs.enqueue(db, {
        kind: unreadMailJobKind,
        key: `${unreadMailJobKind}:${String(chat.id)}:${String(messageId)}`,
        payload: { chatId: chat.id, side },
        runAt: new Date(now().getTime() + delayMs),
      })
    },

    handle: (async (payload) => {
      const { chatId, side } = unreadMailJobSchema.parse(payload)
      const batch = await repository.batch(chatId, side)
      const last = batch?.messages.at(-1)
      if (batch === null || last === undefined) return
      if (!(await repository.claim(chatId, side, batch.mailedThrough, last.id))) return
      try {
        for (const recipient of await repository.recipients(chatId, side)) {
          if (preferences !== undefined) {
            if (!(await preferences.wantsMail(recipient.accountId, 'unread-messages'))) continue
          }
          const locale: Locale = isLocale(recipient.language) ? recipient.language : 'en-US'
          const facts: UnreadMessagesMailFacts = {
            locale,
            recipient: { email: recipient.email, name: recipient.firstName },
            conversationUrl: `${siteUrl}${locale === 'ru' ? '/ru' : ''}/chat/${String(chatId)}`,
            counterpartName:
              side === 'counterpart'
                ? batch.touristName
                : (batch.organizerName ?? supportName[locale]),
            messages: batch.messages.map((message) => ({
              excerpt: excerpt(message.text, message.hasFile, locale),
              sentAt: message.createdAt.toISOString(),
            })),
            unsubscribeUrl:
              preferences?.unsubscribeUrl(recipient.accountId, 'unread-messages', locale) ?? null,
          }
          await mailer.send(await compose(facts))
        }
      } catch (error) {
        await repository.release(chatId, side, last.id, batch.mailedThrough)
        throw error
      }
    }) satisfies JobHandler,
  }
}

export type UnreadMessageMails = ReturnType<typeof createUnreadMessageMails>
