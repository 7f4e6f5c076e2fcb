import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { helpRequests } from './content.ts'

/**
 * Issue 43 item 4: the support team's canned answers, shared by everyone in support: a title to
 * pick it by and the text a reply starts from.
 */
export const cannedAnswers = pgTable('canned_answers', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const helpRequestStatuses = ['new', 'in_progress', 'done'] as const
export type HelpRequestStatus = (typeof helpRequestStatuses)[number]

/**
 * Issue 43 item 4: support's work on a §7 help request in the console. A request with no row is
 * `new`; the row is written on its first status change (the request itself stays as it was sent).
 */
export const helpRequestStates = pgTable(
  'help_request_states',
  {
    helpRequestId: integer('help_request_id')
      .primaryKey()
      .references(() => helpRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: helpRequestStatuses }).notNull(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('help_request_states_status_idx').on(table.status),
    check(
      'help_request_states_status_check',
      sql`${table.status} in ('new', 'in_progress', 'done')`,
    ),
  ],
)
