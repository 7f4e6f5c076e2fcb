import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * Issue 43 item 8: a staff account's second factor (TOTP, RFC 6238). The secret is stored
 * encrypted (AES-256-GCM under STAFF_TOTP_KEY), so a copy of the table gives no codes away. Until
 * `confirmedAt` the secret is only offered: the first right code confirms it.
 */
export const staffSecondFactors = pgTable('staff_second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** base64url(iv ‖ tag ‖ ciphertext) of the base32 secret. */
  secretCiphertext: text('secret_ciphertext').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last 30-second step whose code was accepted: a code is good once. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
