import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * A fellow traveller an account keeps to fill a booking's tourist in one pick (issue 42): the §3
 * tourist fields a checkout asks for. Only the account that keeps it reads or changes it; it goes
 * with the account (cascade), as it is the account's own address book, not a booking's record.
 */
export const savedTravellers = pgTable(
  'saved_travellers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name'),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    passport: text('passport'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saved_travellers_user_idx').on(table.userId, table.id)],
)
