import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  date,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { writtenLanguages } from '@tourmarket/domain/reviews'
import { users } from './accounts.ts'
import { bookingRequests } from './bookings.ts'
import { organizers } from './organizers.ts'
import { tours } from './tours.ts'

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id),
    authorName: text('author_name').notNull(),
    /** §9 rating 1-5 (Terrible, Poor, Fair, Good, Excellent). */
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    /** Issue 42: what the text is written in ('en' or 'ru'), told from its alphabet when saved. */
    language: text('language', { enum: writtenLanguages }).notNull().default('en'),
    tripDate: date('trip_date', { mode: 'string' }),
    organizerReply: text('organizer_reply'),
    /** When the organizer's one public reply was posted or last edited, and by which account. */
    organizerRepliedAt: timestamp('organizer_replied_at', { withTimezone: true }),
    organizerReplyUserId: integer('organizer_reply_user_id'),
    /** The booking a tourist reviewed through its invitation; null for imported reviews. One each. */
    bookingId: integer('booking_id').references(() => bookingRequests.id, { onDelete: 'set null' }),
    /**
     * Issue 43 moderation: an operator hid the review (off the site and out of the ratings) and
     * why; null while it is shown. The organizer's reply can be hidden on its own.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    replyHiddenAt: timestamp('reply_hidden_at', { withTimezone: true }),
    replyHiddenReason: text('reply_hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last edit by its author (allowed for 14 days after createdAt). */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reviews_booking_unique').on(table.bookingId),
    index('reviews_tour_idx').on(table.tourId, table.createdAt),
    index('reviews_organizer_idx').on(table.organizerId, table.createdAt),
  ],
)

export const reviewImages = pgTable(
  'review_images',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    imageKey: text('image_key').notNull(),
    alt: text('alt').notNull().default(''),
  },
  (table) => [index('review_images_review_idx').on(table.reviewId)],
)

/** Questions tourists asked about a tour, with the organizer's answer (§7 tour-question). */
export const tourQuestions = pgTable(
  'tour_questions',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    question: text('question').notNull(),
    /** Issue 42: what the question is written in ('en' or 'ru'), told from its alphabet. */
    language: text('language', { enum: writtenLanguages }).notNull().default('en'),
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [index('tour_questions_tour_idx').on(table.tourId, table.createdAt)],
)

/** §7 tour/complaint: kept for moderators; never shown publicly. */
export const tourComplaints = pgTable('tour_complaints', {
  id: serial('id').primaryKey(),
  tourId: integer('tour_id')
    .notNull()
    .references(() => tours.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Issue 43 moderation queue: how an operator settled the report (the tour hidden, or the
   * report dismissed), when and who; null while it waits.
   */
  resolution: text('resolution', { enum: ['hidden', 'dismissed'] }),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  resolvedByUserId: integer('resolved_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
})
