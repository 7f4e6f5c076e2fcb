import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { organizers } from './organizers.ts'

/**
 * Issue 40: every change made in an organizer's office (and later the operator console): who,
 * when, what, and the object's fields before and after. Append-only; read on the object's page.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** The organizer whose object changed; null for objects of no organizer. */
    organizerId: integer('organizer_id').references(() => organizers.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** organizer (an office account), admin or system. */
    actorKind: text('actor_kind').notNull(),
    /** booking, tour, tour_date, review, team, … */
    objectKind: text('object_kind').notNull(),
    objectId: text('object_id').notNull(),
    /** A short verb phrase, e.g. `booking.confirm`, `tour.update`. */
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_object_idx').on(table.objectKind, table.objectId, table.id),
    index('audit_log_organizer_idx').on(table.organizerId, table.id),
    // The console's audit page (issue 43 item 7) lists one kind of actor, newest first.
    index('audit_log_actor_kind_idx').on(table.actorKind, table.id),
  ],
)
