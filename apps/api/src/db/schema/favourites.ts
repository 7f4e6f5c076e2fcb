import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { tours } from './tours.ts'

/** §3 favourites: the tours a user keeps. */
export const favouriteTours = pgTable(
  'favourite_tours',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tourId] })],
)
