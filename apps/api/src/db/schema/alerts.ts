import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './accounts.ts'
import { tourDates } from './tour-dates.ts'
import { tours } from './tours.ts'

/**
 * Issue 44 item 2: an alert of a signed-in tourist, on a favourite tour (kind `tour`: new dates, a
 * price drop of at least price_drop_percent, a seat freed on a sold-out date) or on a saved search
 * (kind `search`: new tours matching search_query, the tours page's canonical filter). An alert
 * turned off (the settings, a mail's unsubscribe link) stays, so turning it back on keeps what it saw.
 */
export const alertWatches = pgTable(
  'alert_watches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['tour', 'search'] }).notNull(),
    tourId: integer('tour_id').references(() => tours.id, { onDelete: 'cascade' }),
    searchQuery: text('search_query'),
    /** How the tours page named the saved search when it was saved (its heading and chips). */
    searchLabel: text('search_label'),
    newDates: boolean('new_dates').notNull().default(true),
    /** Null: price drops are not watched. */
    priceDropPercent: smallint('price_drop_percent'),
    seatFreed: boolean('seat_freed').notNull().default(true),
    delivery: text('delivery', { enum: ['instant', 'digest'] })
      .notNull()
      .default('instant'),
    byMessenger: boolean('by_messenger').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** When the dates or the search were last looked at; null until the first look. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('alert_watches_tour_unique')
      .on(table.userId, table.tourId)
      .where(sql`${table.kind} = 'tour'`),
    uniqueIndex('alert_watches_search_unique')
      .on(table.userId, table.searchQuery)
      .where(sql`${table.kind} = 'search'`),
    index('alert_watches_tour_idx').on(table.tourId),
  ],
)

/** What a tour alert last saw of each date (packages/domain alerts: SeenDate). */
export const alertSeenDates = pgTable(
  'alert_seen_dates',
  {
    watchId: integer('watch_id')
      .notNull()
      .references(() => alertWatches.id, { onDelete: 'cascade' }),
    tourDateId: integer('tour_date_id')
      .notNull()
      .references(() => tourDates.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    referencePriceMinor: integer('reference_price_minor').notNull(),
    freeSeats: integer('free_seats').notNull(),
    freedCount: integer('freed_count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.watchId, table.tourDateId] })],
)

/**
 * One thing an alert tells, once: unique per (watch, event_key), so detecting it again (two
 * processes, a job run twice) adds nothing. sent_at is set when it is claimed for sending.
 */
export const alertEvents = pgTable(
  'alert_events',
  {
    id: serial('id').primaryKey(),
    watchId: integer('watch_id')
      .notNull()
      .references(() => alertWatches.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    event: jsonb('event').notNull(),
    delivery: text('delivery', { enum: ['instant', 'digest'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('alert_events_watch_key_unique').on(table.watchId, table.eventKey),
    index('alert_events_pending_idx')
      .on(table.delivery, table.createdAt)
      .where(sql`${table.sentAt} is null`),
  ],
)
