import { randomUUID } from 'node:crypto'
import type { AppDatabase } from '../../db/database.ts'
import { defaultBackoff, isLastAttempt, retryDelayMs } from './backoff.ts'
import type { Backoff } from './backoff.ts'
import { createJobsRepository, insertJob } from './repository.ts'
import type { JobRow } from './repository.ts'

/** A job to write: `key` makes a repeat a no-op; `runAt` delays it (a reminder, an unread mail). */
export type JobToEnqueue = {
  readonly kind: string
  readonly key: string
  readonly payload: unknown
  readonly runAt?: Date
  readonly maxAttempts?: number
}

/** Does one job; throws to have it retried. Runs at least once, maybe twice: it must be safe to repeat. */
export type JobHandler = (payload: unknown, job: JobRow) => Promise<void>

/** What a module that causes work needs: write a job in its own transaction. */
export type JobEnqueuer = {
  /** `db` is the caller's transaction; the job commits or rolls back with it. False: the key existed. */
  enqueue(db: AppDatabase, job: JobToEnqueue): Promise<boolean>
}

export type JobQueueSettings = {
  /** How often an idle worker looks for due jobs (JOBS_POLL_MS). */
  readonly pollMs: number
  /** How long a claim holds a job; past it the job is taken as abandoned (JOBS_LEASE_SECONDS). */
  readonly leaseMs: number
  /** Attempts before a job is failed for good (JOBS_MAX_ATTEMPTS), unless the job says otherwise. */
  readonly maxAttempts: number
}

export type JobQueueOptions = {
  db: AppDatabase
  settings: JobQueueSettings
  backoff?: Backoff
  now?: () => Date
  /**
   * A job that failed (to be retried, or failed for good), or a poll that failed (job null, the
   * database unreachable say; the next poll tries again): the log hears of it.
   */
  reportFailure: (error: unknown, job: JobRow | null, willRetry: boolean) => void
}

/** Jobs one claim takes; the worker claims again until nothing is due. */
const CLAIM_BATCH = 10

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return text.slice(0, 2000)
}

/**
 * The job queue on the app's database (decision 0046). Handlers are registered by kind before the
 * worker starts; every API process runs a worker, and the claims keep two from running one job
 * at once. A worker claims only the kinds it has handlers for: in a rolling deploy an older
 * process leaves a new kind to the processes that know it. Delivery is at least once: a process that dies after a handler's effect and before
 * recording it leaves the job to run again when its lease is over.
 */
export function createJobQueue(options: JobQueueOptions) {
  const { db, settings, reportFailure } = options
  const backoff = options.backoff ?? defaultBackoff
  const now = options.now ?? (() => new Date())
  const repository = createJobsRepository(db)
  const handlers = new Map<string, JobHandler>()

  async function runOne(job: JobRow, token: string): Promise<void> {
    const handler = handlers.get(job.kind)!
    try {
      await handler(job.payload, job)
    } catch (error) {
      const last = isLastAttempt(job.attempts, job.maxAttempts)
      const at = now()
      reportFailure(error, job, !last)
      await repository.release(job.id, token, {
        error: errorText(error),
        retryAt: last ? null : new Date(at.getTime() + retryDelayMs(job.attempts, backoff)),
        now: at,
      })
      return
    }
    await repository.complete(job.id, token, now())
  }

  /** Claims and runs due jobs, one at a time, until none is due or `shouldStop` says so. */
  async function runDueNow(shouldStop: () => boolean): Promise<number> {
    let ran = 0
    while (!shouldStop()) {
      const at = now()
      const kinds = [...handlers.keys()]
      await repository.failAbandoned(kinds, at)
      const token = randomUUID()
      const claimed = await repository.claim({
        kinds,
        now: at,
        leaseUntil: new Date(at.getTime() + settings.leaseMs),
        token,
        limit: CLAIM_BATCH,
      })
      if (claimed.length === 0) break
      for (const job of claimed) {
        // Stopping: the rest of the batch is left to its lease, and another process's worker.
        if (shouldStop()) break
        await runOne(job, token)
        ran += 1
      }
    }
    return ran
  }

  // One run at a time in a process: the jobs of one booking then go out in the order written.
  let running: Promise<unknown> = Promise.resolve()
  function runDue(shouldStop: () => boolean = () => false): Promise<number> {
    const run = running.then(() => runDueNow(shouldStop))
    running = run.catch(() => undefined)
    return run
  }

  let timer: NodeJS.Timeout | undefined
  let stopped = true

  function schedule(): void {
    if (stopped) return
    timer = setTimeout(tick, settings.pollMs).unref()
  }

  function tick(): void {
    runDue(() => stopped)
      .catch((error: unknown) => {
        reportFailure(error, null, true)
      })
      .finally(schedule)
  }

  return {
    register(kind: string, handler: JobHandler): void {
      handlers.set(kind, handler)
    },

    async enqueue(transaction: AppDatabase, job: JobToEnqueue): Promise<boolean> {
      return insertJob(transaction, {
        kind: job.kind,
        key: job.key,
        payload: job.payload,
        runAt: job.runAt ?? now(),
        maxAttempts: job.maxAttempts ?? settings.maxAttempts,
      })
    },

    runDue,

    /**
     * Runs every job due now, after the worker's run in progress: when it resolves, nothing due
     * is left undone in this process (tests, which then read the outbox).
     */
    async drain(): Promise<void> {
      await runDue()
    },

    /** Polls for due jobs until `stop`; the first look is at once. */
    start(): void {
      if (!stopped) return
      stopped = false
      tick()
    },

    /** No new claim after this; resolves once the job in progress has finished. */
    async stop(): Promise<void> {
      stopped = true
      clearTimeout(timer)
      await running
    },

    /** Pending, running and failed jobs, newest first (the developer page). */
    unfinished: (limit: number) => repository.unfinished(limit),
    byKey: (key: string) => repository.byKey(key),
  }
}

export type JobQueue = ReturnType<typeof createJobQueue>
