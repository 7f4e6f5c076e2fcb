import { sql } from 'drizzle-orm'
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

export const jobStatuses = ['pending', 'running', 'done', 'failed'] as const
export type JobStatus = (typeof jobStatuses)[number]

/**
 * Work to do after a change commits (decision 0046): written in the change's own transaction, so
 * a crash after the commit leaves the job to do, never the change without it. Every API process
 * claims due jobs (`for update skip locked`) for a lease; a claim whose lease ran out is claimed
 * again. Done and failed jobs stay: the key keeps a repeat from enqueueing the work twice, and a
 * failed job is there to see.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What to do: the handler's name (`booking-mail`, `chat-unread-mail`, …). */
    kind: text('kind').notNull(),
    /** Says what the job is for; a second job with the same key is not written. */
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: jobStatuses }).notNull().default('pending'),
    /** Not run before this moment (a delayed job, or a retry's backoff). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Runs started, the one in progress included. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** The running claim's token: only its holder may finish the job. */
    claimToken: uuid('claim_token'),
    /** A running job whose lease is over is taken as abandoned (its process died). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_key_unique').on(table.key),
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.status} = 'pending'`),
    index('jobs_lease_idx')
      .on(table.leaseUntil)
      .where(sql`${table.status} = 'running'`),
  ],
)
