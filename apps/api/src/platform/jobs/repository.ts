import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { jobs } from '../../db/schema/index.ts'

export type JobRow = typeof jobs.$inferSelect

export type NewJob = {
  readonly kind: string
  readonly key: string
  readonly payload: unknown
  readonly runAt: Date
  readonly maxAttempts: number
}

/**
 * Writes a job through `db`, which is the caller's transaction when the job belongs to a change:
 * it commits or rolls back with it. A job with the same key already there (run or not) stays as
 * it is, and false says so.
 */
export async function insertJob(db: AppDatabase, job: NewJob): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      key: job.key,
      payload: job.payload,
      runAt: job.runAt,
      maxAttempts: job.maxAttempts,
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id })
  return rows.length > 0
}

/** The jobs table, for the worker and the developer page. */
export function createJobsRepository(db: AppDatabase) {
  return {
    /**
     * Takes up to `limit` jobs of `kinds` that are due, or running on a lease that is over (their
     * process died), for a new lease under `token`. `skip locked`: processes claiming at once
     * each take other rows, never the same one.
     */
    async claim(input: {
      kinds: readonly string[]
      now: Date
      leaseUntil: Date
      token: string
      limit: number
    }): Promise<JobRow[]> {
      if (input.kinds.length === 0) return []
      const claimable = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(jobs.kind, [...input.kinds]),
            or(
              and(eq(jobs.status, 'pending'), lte(jobs.runAt, input.now)),
              and(
                eq(jobs.status, 'running'),
                lte(jobs.leaseUntil, input.now),
                sql`${jobs.attempts} < ${jobs.maxAttempts}`,
              ),
            ),
          ),
        )
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(input.limit)
        .for('update', { skipLocked: true })
      const claimed = await db
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          claimToken: input.token,
          leaseUntil: input.leaseUntil,
        })
        .where(inArray(jobs.id, claimable))
        .returning()
      // RETURNING keeps no order: the jobs run in the order they became due.
      return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id)
    },

    /**
     * Jobs abandoned on their last attempt (the process died running them each time) are given
     * up, not claimed for ever: a job that kills its process would otherwise kill every process.
     */
    async failAbandoned(kinds: readonly string[], now: Date): Promise<number> {
      if (kinds.length === 0) return 0
      const rows = await db
        .update(jobs)
        .set({
          status: 'failed',
          lastError: 'The process running the job stopped before it finished.',
          finishedAt: now,
          claimToken: null,
          leaseUntil: null,
        })
        .where(
          and(
            inArray(jobs.kind, [...kinds]),
            eq(jobs.status, 'running'),
            lte(jobs.leaseUntil, now),
            sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
          ),
        )
        .returning({ id: jobs.id })
      return rows.length
    },

    /** Done, if the claim is still this one's (a lease that ran out may have been claimed again). */
    async complete(id: number, token: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ status: 'done', finishedAt: now, claimToken: null, leaseUntil: null })
        .where(and(eq(jobs.id, id), eq(jobs.claimToken, token)))
        .returning({ id: jobs.id })
      return rows.length > 0
    },

    /** Back to pending until `retryAt`, or failed for good when `retryAt` is null. */
    async release(
      id: number,
      token: string,
      outcome: { error: string; retryAt: Date | null; now: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          lastError: outcome.error,
          claimToken: null,
          leaseUntil: null,
          ...(outcome.retryAt === null
            ? { status: 'failed' as const, finishedAt: outcome.now }
            : { status: 'pending' as const, runAt: outcome.retryAt }),
        })
        .where(and(eq(jobs.id, id), eq(jobs.claimToken, token)))
        .returning({ id: jobs.id })
      return rows.length > 0
    },

    /** Jobs waiting, running or failed, newest first: what the developer page shows. */
    async unfinished(limit: number): Promise<JobRow[]> {
      return db
        .select()
        .from(jobs)
        .where(inArray(jobs.status, ['pending', 'running', 'failed']))
        .orderBy(desc(jobs.id))
        .limit(limit)
    },

    async byKey(key: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.key, key))
      return row
    },
  }
}

export type JobsRepository = ReturnType<typeof createJobsRepository>
