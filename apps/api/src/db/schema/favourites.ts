import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
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

/**
 * Issue 42: the tours a signed-in user opened, each once at its latest view; the service keeps the
 * newest RECENTLY_VIEWED_LIMIT per user.
 */
export const recentlyViewedTours = pgTable(
  'recently_viewed_tours',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.tourId] }),
    index('recently_viewed_tours_user_viewed_idx').on(table.userId, table.viewedAt),
  ],
)
