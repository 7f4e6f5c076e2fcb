import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { rateLimitCounters, usedCaptchaSolutions } from '../../db/schema/index.ts'

/**
 * A lock is a counter row of its own: window start at the epoch (no counting window starts
 * there) and the lock's end as its expiry, so expired locks go with expired windows.
 */
const lockRow = new Date(0)

/** Counters and used captcha solutions; the only module code that touches their tables. */
export function createAbuseRepository(db: AppDatabase) {
  return {
    /** Adds one hit to a bucket's window and returns the window's hits so far. */
    async hit(bucket: string, windowStart: Date, expiresAt: Date): Promise<number> {
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ bucket, windowStart, hits: 1, expiresAt })
        .onConflictDoUpdate({
          target: [rateLimitCounters.bucket, rateLimitCounters.windowStart],
          set: { hits: sql`${rateLimitCounters.hits} + 1` },
        })
        .returning({ hits: rateLimitCounters.hits })
      return row!.hits
    },

    /** A bucket window's hits so far, without adding one. */
    async hits(bucket: string, windowStart: Date): Promise<number> {
      const [row] = await db
        .select({ hits: rateLimitCounters.hits })
        .from(rateLimitCounters)
        .where(
          and(eq(rateLimitCounters.bucket, bucket), eq(rateLimitCounters.windowStart, windowStart)),
        )
      return row?.hits ?? 0
    },

    /**
     * Holds a lock on a bucket until `until`, or later if it already holds one (one atomic upsert,
     * so concurrent failures in several processes keep the longest lock).
     */
    async lockUntil(bucket: string, until: Date): Promise<void> {
      await db
        .insert(rateLimitCounters)
        .values({ bucket, windowStart: lockRow, hits: 1, expiresAt: until })
        .onConflictDoUpdate({
          target: [rateLimitCounters.bucket, rateLimitCounters.windowStart],
          set: { expiresAt: sql`greatest(${rateLimitCounters.expiresAt}, excluded.expires_at)` },
        })
    },

    /** When a bucket's lock ends, or null when it holds none at `now`. */
    async lockedUntil(bucket: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ expiresAt: rateLimitCounters.expiresAt })
        .from(rateLimitCounters)
        .where(
          and(
            eq(rateLimitCounters.bucket, bucket),
            eq(rateLimitCounters.windowStart, lockRow),
            gt(rateLimitCounters.expiresAt, now),
          ),
        )
      return row?.expiresAt ?? null
    },

    async deleteExpiredCounters(now: Date): Promise<void> {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now))
    },

    /** Records a solution as used; false when it already was (a replay). */
    async useCaptchaSolution(signature: string, expiresAt: Date, now: Date): Promise<boolean> {
      await db.delete(usedCaptchaSolutions).where(lt(usedCaptchaSolutions.expiresAt, now))
      const inserted = await db
        .insert(usedCaptchaSolutions)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: usedCaptchaSolutions.signature })
      return inserted.length === 1
    },
  }
}

export type AbuseRepository = ReturnType<typeof createAbuseRepository>
