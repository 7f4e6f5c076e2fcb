import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { bytea } from './columns.ts'

/**
 * Messages kept instead of sent: e-mail when no SMTP server is configured, SMS and messenger
 * codes when no provider is. Nothing is silently dropped; a developer page lists them.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** email, or the §3 code sender it was meant for (sms, telegram, whatsapp, …). */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The HTML part of a designed mail (issue 38); null for plain-text messages and codes. */
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_messages_recipient_idx').on(table.recipient, table.id)],
)

/** A file sent with an outbox message (the program PDF): kept with it, as a mail would carry it. */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => outboxMessages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [index('outbox_attachments_message_idx').on(table.messageId)],
)
