import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { bytea } from './columns.ts'
import { tours } from './tours.ts'

/** §7 subscribe-tour-program: someone asked to be kept informed about a tour's program. */
export const tourProgramSubscriptions = pgTable(
  'tour_program_subscriptions',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    email: text('email').notNull(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    subscriberId: text('subscriber_id'),
    currency: text('currency').notNull(),
    languageCode: text('language_code').notNull(),
    /**
     * The program version last mailed to the subscriber: the PDF cache's source version without
     * the day it was made, so a new day alone mails nothing (tour-program/service.ts).
     */
    lastSentVersion: text('last_sent_version'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tour_program_subscriptions_tour_idx').on(table.tourId, table.email)],
)

export const tourProgramOrderChannels = ['email', 'whatsapp'] as const
export type TourProgramOrderChannel = (typeof tourProgramOrderChannels)[number]

/** §7 tour-program-order-via-email / -via-whatsapp: a program sent to a person, as a record. */
export const tourProgramOrders = pgTable(
  'tour_program_orders',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: tourProgramOrderChannels }).notNull(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    email: text('email'),
    phone: text('phone'),
    /** §7 request_id: the booking request the order was made from, if any. */
    requestId: integer('request_id'),
    currency: text('currency').notNull(),
    languageCode: text('language_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tour_program_orders_tour_idx').on(table.tourId, table.createdAt)],
)

/**
 * The program PDF, cached per tour, language and currency. `sourceVersion` names what it was made
 * from (the tour's updated_at, its dates and the rate), so a change makes a new one.
 */
export const tourProgramPdfs = pgTable(
  'tour_program_pdfs',
  {
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull(),
    currency: text('currency').notNull(),
    sourceVersion: text('source_version').notNull(),
    pdf: bytea('pdf').notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tourId, table.languageCode, table.currency] })],
)
