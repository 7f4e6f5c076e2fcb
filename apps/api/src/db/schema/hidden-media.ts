import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * Issue 43 item 3: public images (a review's photo, a tour's photo) staff hid with a reason. Keyed
 * by the media key the pages show (`upload-{uuid}` or a generated key), so the media route refuses
 * it (410) and the review and tour pages leave it out; restoring deletes the row.
 */
export const hiddenMedia = pgTable('hidden_media', {
  key: text('key').primaryKey(),
  reason: text('reason').notNull(),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
  hiddenByUserId: integer('hidden_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
})
