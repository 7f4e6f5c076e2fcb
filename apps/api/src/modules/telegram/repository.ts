import { and, desc, eq, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import {
  messengerConnections,
  telegramPhoneLinks,
  telegramRelayedMessages,
  users,
} from '../../db/schema/index.ts'

/** A chat message relayed to Telegram: the chat it came from and the account it went to. */
export type RelayedTarget = { readonly chatId: number; readonly userId: number }

/** What the bot remembers: shared phone numbers, relayed messages, and the accounts linked to it. */
export function createTelegramRepository(db: AppDatabase) {
  return {
    /** Codes for this phone now go to this Telegram chat (a later share of the number replaces it). */
    async linkPhone(phone: string, telegramChatId: number, telegramUserId: number): Promise<void> {
      await db
        .insert(telegramPhoneLinks)
        .values({ phone, telegramChatId, telegramUserId })
        .onConflictDoUpdate({
          target: telegramPhoneLinks.phone,
          set: { telegramChatId, telegramUserId, updatedAt: sql`now()` },
        })
    },

    async chatOfPhone(phone: string): Promise<number | null> {
      const [row] = await db
        .select({ telegramChatId: telegramPhoneLinks.telegramChatId })
        .from(telegramPhoneLinks)
        .where(eq(telegramPhoneLinks.phone, phone))
      return row?.telegramChatId ?? null
    },

    /** Remembers a relayed message; a job run twice records the same message once. */
    async recordRelayed(
      telegramChatId: number,
      telegramMessageId: number,
      target: RelayedTarget,
    ): Promise<void> {
      await db
        .insert(telegramRelayedMessages)
        .values({ telegramChatId, telegramMessageId, ...target })
        .onConflictDoNothing()
    },

    /** The chat a bot message was relayed from, when the reply names one. */
    async relayedMessage(
      telegramChatId: number,
      telegramMessageId: number,
    ): Promise<RelayedTarget | null> {
      const [row] = await db
        .select({
          chatId: telegramRelayedMessages.chatId,
          userId: telegramRelayedMessages.userId,
        })
        .from(telegramRelayedMessages)
        .where(
          and(
            eq(telegramRelayedMessages.telegramChatId, telegramChatId),
            eq(telegramRelayedMessages.telegramMessageId, telegramMessageId),
          ),
        )
      return row ?? null
    },

    /** The chat relayed to this Telegram chat last: where a message that replies to none goes. */
    async lastRelayed(telegramChatId: number): Promise<RelayedTarget | null> {
      const [row] = await db
        .select({
          chatId: telegramRelayedMessages.chatId,
          userId: telegramRelayedMessages.userId,
        })
        .from(telegramRelayedMessages)
        .where(eq(telegramRelayedMessages.telegramChatId, telegramChatId))
        .orderBy(
          desc(telegramRelayedMessages.createdAt),
          desc(telegramRelayedMessages.telegramMessageId),
        )
        .limit(1)
      return row ?? null
    },

    /**
     * The account, when it still has this Telegram chat linked (a connection code activated by
     * it): only then may a message from there speak for it.
     */
    async linkedUser(userId: number, telegramChatId: number) {
      const [row] = await db
        .select({ user: users })
        .from(messengerConnections)
        .innerJoin(users, eq(users.id, messengerConnections.userId))
        .where(
          and(
            eq(messengerConnections.userId, userId),
            eq(messengerConnections.sourceId, 'telegram'),
            eq(messengerConnections.externalAccountId, String(telegramChatId)),
            sql`${messengerConnections.activatedAt} IS NOT NULL`,
          ),
        )
        .limit(1)
      return row?.user ?? null
    },
  }
}

export type TelegramRepository = ReturnType<typeof createTelegramRepository>
