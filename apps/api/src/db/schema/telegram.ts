import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { chats } from './chat.ts'

/**
 * A phone number a Telegram user shared with the bot as their own contact (issue 41): codes for
 * that number go to this Telegram chat. Sharing again (a new account on the same number) moves it.
 */
export const telegramPhoneLinks = pgTable('telegram_phone_links', {
  /** `+` and digits, as logins are stored. */
  phone: text('phone').primaryKey(),
  telegramChatId: bigint('telegram_chat_id', { mode: 'number' }).notNull(),
  telegramUserId: bigint('telegram_user_id', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A chat message the bot relayed to a Telegram chat, by the id Telegram gave it: a reply to it
 * there is posted back into this chat; a plain message goes to the chat relayed last.
 */
export const telegramRelayedMessages = pgTable(
  'telegram_relayed_messages',
  {
    telegramChatId: bigint('telegram_chat_id', { mode: 'number' }).notNull(),
    telegramMessageId: integer('telegram_message_id').notNull(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    /** The account it was relayed to: a reply is posted as this account, while it is still linked. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.telegramChatId, table.telegramMessageId] }),
    index('telegram_relayed_messages_latest_idx').on(table.telegramChatId, table.createdAt),
  ],
)
