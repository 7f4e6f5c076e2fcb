import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Fixed-window request counters for rate limits, kept in the database so every API process
 * counts together. The bucket is a hash (it may be built from an e-mail or an IP address).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.windowStart] }),
    // Expired windows are deleted by this column.
    index('rate_limit_counters_expires_idx').on(table.expiresAt),
  ],
)

/** Captcha solutions already accepted, so one solved challenge buys one request only. */
export const usedCaptchaSolutions = pgTable('used_captcha_solutions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
