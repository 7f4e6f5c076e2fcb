import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { tourDates } from './tour-dates.ts'
import { tours } from './tours.ts'

/** Individual offers made for one client from a tour (§2 /order/{uuid}/individual-tour). */
export const individualTours = pgTable('individual_tours', {
  uuid: text('uuid').primaryKey(),
  tourId: integer('tour_id')
    .notNull()
    .references(() => tours.id),
  clientName: text('client_name').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  currency: text('currency').notNull(),
  priceMinor: integer('price_minor').notNull(),
  note: text('note').notNull().default(''),
  /**
   * The offer's own date, closed to public sale (`is_closed`), which only this offer's page books.
   * Null for an offer that cannot be booked online.
   */
  tourDateId: integer('tour_date_id').references(() => tourDates.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
