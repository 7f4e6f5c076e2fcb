import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * The optional mails an account turned off (issue 38: trip reminders, unread chat messages), one
 * row per account and kind; no row means the mail is sent. Essential mails have no rows.
 */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.kind] })],
)
