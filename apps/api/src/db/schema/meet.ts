import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { bookingRequests } from './bookings.ts'
import { uploadedFiles } from './chat.ts'

/**
 * §2 meet page for one booking (the "contract"): the organizer's secret key and what they wrote
 * for the tourists. Only the key's SHA-256 is kept, so a copy of the database opens no meet page;
 * the key itself lives in the organizer's e-mail.
 */
export const bookingMeets = pgTable(
  'booking_meets',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the key (≥ 128 random bits, base64url) sent to the organizer. */
    keyHash: text('key_hash').notNull(),
    /** After this the key opens nothing (the tour is long over). */
    keyExpiresAt: timestamp('key_expires_at', { withTimezone: true }).notNull(),
    /** The meeting text the organizer saved for the tourists; empty until then. */
    meetingText: text('meeting_text').notNull().default(''),
    /** When the organizer last saved; null while nothing is saved. */
    savedAt: timestamp('saved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('booking_meets_key_hash_unique').on(table.keyHash)],
)

/** Files the organizer attached on the meet page (§5: images, pdf, doc, docx, xls, xlsx). */
export const bookingMeetFiles = pgTable(
  'booking_meet_files',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookingMeets.bookingId, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_meet_files_booking_idx').on(table.bookingId, table.id),
    uniqueIndex('booking_meet_files_file_unique').on(table.fileId),
  ],
)

/**
 * The review link (§2 /review/{uuid}) e-mailed to a booking's contact after the tour's end date.
 * The uuid is the capability: whoever holds it may write (and for 14 days edit) that booking's
 * one review.
 */
export const reviewInvitations = pgTable(
  'review_invitations',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    uuid: text('uuid').notNull(),
    /** Null until the e-mail is written to the outbox. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('review_invitations_uuid_unique').on(table.uuid)],
)
