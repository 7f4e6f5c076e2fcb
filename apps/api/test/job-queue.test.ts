// Decision 0046: the job queue on the app's database, on PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto'
import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/database.ts'
import type { AppDatabase } from '../src/db/database.ts'
import { jobs } from '../src/db/schema/index.ts'
import { createJobsRepository } from '../src/platform/jobs/repository.ts'
import { createJobQueue } from '../src/platform/jobs/queue.ts'
import type { JobHandler, JobQueueSettings } from '../src/platform/jobs/queue.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'

const settings: JobQueueSettings = { pollMs: 60_000, leaseMs: 60_000, maxAttempts: 3 }
const backoff = { baseMs: 1000, maxMs: 8000 }

/** A clock the test moves: retries and leases are about time, and tests never sleep. */
function testClock() {
  let at = Date.now()
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms
    },
  }
}

describe.each(testDatabases)('job queue on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)
  const db = (): AppDatabase => testDatabase.database.db

  /** A queue with a handler for `kind`; failures are recorded, not thrown (they are the subject). */
  function queueWith(
    kind: string,
    handler: JobHandler,
    clock = testClock(),
    database: AppDatabase = db(),
  ) {
    const failures: string[] = []
    const queue = createJobQueue({
      db: database,
      settings,
      backoff,
      now: clock.now,
      reportFailure: (error) => failures.push(String(error)),
    })
    queue.register(kind, handler)
    return { queue, clock, failures }
  }

  const uniqueKind = () => `test-${randomUUID().slice(0, 8)}`
  const jobsOfKind = (kind: string) =>
    db().select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id)

  it('a job enqueued in a transaction that rolls back is not there; one that commits is', async () => {
    const kind = uniqueKind()
    const { queue } = queueWith(kind, async () => undefined)
    await expect(
      db().transaction(async (transaction) => {
        await queue.enqueue(transaction, { kind, key: `${kind}:rolled-back`, payload: {} })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await jobsOfKind(kind)).toEqual([])
    await db().transaction(async (transaction) => {
      await queue.enqueue(transaction, { kind, key: `${kind}:committed`, payload: { n: 1 } })
    })
    expect((await jobsOfKind(kind)).map((job) => [job.key, job.status, job.payload])).toEqual([
      [`${kind}:committed`, 'pending', { n: 1 }],
    ])
  })

  it('a second job with the same key is a no-op, even after the first has run', async () => {
    const kind = uniqueKind()
    const seen: unknown[] = []
    const { queue } = queueWith(kind, async (payload) => {
      seen.push(payload)
    })
    const key = `${kind}:once`
    expect(await queue.enqueue(db(), { kind, key, payload: { n: 1 } })).toBe(true)
    expect(await queue.enqueue(db(), { kind, key, payload: { n: 2 } })).toBe(false)
    expect(await queue.runDue()).toBe(1)
    expect(await queue.enqueue(db(), { kind, key, payload: { n: 3 } })).toBe(false)
    expect(await queue.runDue()).toBe(0)
    expect(seen).toEqual([{ n: 1 }])
    expect((await jobsOfKind(kind)).map((job) => job.status)).toEqual(['done'])
  })

  it('a delayed job waits for its run_at', async () => {
    const kind = uniqueKind()
    const clock = testClock()
    const { queue } = queueWith(kind, async () => undefined, clock)
    await queue.enqueue(db(), {
      kind,
      key: `${kind}:later`,
      payload: {},
      runAt: new Date(clock.now().getTime() + 3_600_000),
    })
    expect(await queue.runDue()).toBe(0)
    clock.advance(3_600_000)
    expect(await queue.runDue()).toBe(1)
    expect((await jobsOfKind(kind))[0]?.status).toBe('done')
  })

  it('a failed attempt is retried after the backoff, and a later success is done', async () => {
    const kind = uniqueKind()
    let calls = 0
    const { queue, clock, failures } = queueWith(kind, async () => {
      calls += 1
      if (calls === 1) throw new Error('SMTP 421 try later')
    })
    await queue.enqueue(db(), { kind, key: `${kind}:flaky`, payload: {} })
    await queue.runDue()
    const [afterFailure] = await jobsOfKind(kind)
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1 })
    expect(afterFailure?.lastError).toContain('SMTP 421 try later')
    expect(afterFailure!.runAt.getTime() - clock.now().getTime()).toBe(backoff.baseMs)
    expect(failures).toHaveLength(1)
    // Not before its time.
    expect(await queue.runDue()).toBe(0)
    clock.advance(backoff.baseMs)
    expect(await queue.runDue()).toBe(1)
    expect((await jobsOfKind(kind))[0]).toMatchObject({ status: 'done', attempts: 2 })
    expect(calls).toBe(2)
  })

  it('after the last attempt the job is failed, kept with its error, and run no more', async () => {
    const kind = uniqueKind()
    let calls = 0
    const { queue, clock } = queueWith(kind, async () => {
      calls += 1
      throw new Error(`refused ${String(calls)}`)
    })
    await queue.enqueue(db(), { kind, key: `${kind}:doomed`, payload: {} })
    const waits: number[] = []
    for (let attempt = 1; attempt <= settings.maxAttempts; attempt += 1) {
      expect(await queue.runDue()).toBe(1)
      const [job] = await jobsOfKind(kind)
      if (job?.status === 'pending') {
        waits.push(job.runAt.getTime() - clock.now().getTime())
        clock.advance(job.runAt.getTime() - clock.now().getTime())
      }
    }
    expect(waits).toEqual([1000, 2000])
    const [failed] = await jobsOfKind(kind)
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Error: refused 3' })
    expect(failed?.finishedAt).not.toBeNull()
    clock.advance(backoff.maxMs * 10)
    expect(await queue.runDue()).toBe(0)
    expect(calls).toBe(3)
    expect((await queue.unfinished(100)).map((job) => job.key)).toContain(`${kind}:doomed`)
  })

  it('a worker leaves a kind it has no handler for to a process that has one', async () => {
    const kind = uniqueKind()
    const older = queueWith(kind, async () => undefined)
    const ran: unknown[] = []
    const newer = queueWith(`${kind}-new`, async (payload) => void ran.push(payload))
    await older.queue.enqueue(db(), { kind: `${kind}-new`, key: `${kind}:new`, payload: { v: 2 } })
    expect(await older.queue.runDue()).toBe(0)
    expect((await jobsOfKind(`${kind}-new`))[0]).toMatchObject({ status: 'pending', attempts: 0 })
    expect(await newer.queue.runDue()).toBe(1)
    expect(ran).toEqual([{ v: 2 }])
  })

  it('two workers claiming at once never run one job twice', async () => {
    const kind = uniqueKind()
    // On PostgreSQL each worker gets a pool of its own, as two API processes would.
    const second =
      testDatabase.database.kind === 'postgres' ? await openDatabase(testDatabase.config) : null
    try {
      const runs = new Map<number, number>()
      const handler: JobHandler = async (payload) => {
        const n = (payload as { n: number }).n
        runs.set(n, (runs.get(n) ?? 0) + 1)
        // Yield, so the other worker's claims interleave with this one's work.
        await new Promise((resolve) => setImmediate(resolve))
      }
      const one = queueWith(kind, handler)
      const two = queueWith(kind, handler, testClock(), second?.db ?? db())
      const count = 40
      for (let n = 0; n < count; n += 1) {
        await one.queue.enqueue(db(), { kind, key: `${kind}:${String(n)}`, payload: { n } })
      }
      const [ranByOne, ranByTwo] = await Promise.all([one.queue.runDue(), two.queue.runDue()])
      expect(ranByOne + ranByTwo).toBe(count)
      expect([...runs.values()].every((times) => times === 1)).toBe(true)
      expect(runs.size).toBe(count)
      expect(new Set((await jobsOfKind(kind)).map((job) => job.status))).toEqual(new Set(['done']))
    } finally {
      await second?.close()
    }
  })

  it('a job claimed by a process that died is claimed again once its lease is over', async () => {
    const kind = uniqueKind()
    const clock = testClock()
    const ran: string[] = []
    const { queue } = queueWith(kind, async () => void ran.push('second worker'), clock)
    await queue.enqueue(db(), { kind, key: `${kind}:abandoned`, payload: {} })
    // The dead process's claim: taken, never finished.
    const repository = createJobsRepository(db())
    const deadToken = randomUUID()
    const [claimed] = await repository.claim({
      kinds: [kind],
      now: clock.now(),
      leaseUntil: new Date(clock.now().getTime() + settings.leaseMs),
      token: deadToken,
      limit: 1,
    })
    expect(claimed?.key).toBe(`${kind}:abandoned`)
    expect(await queue.runDue()).toBe(0)
    clock.advance(settings.leaseMs)
    expect(await queue.runDue()).toBe(1)
    expect(ran).toEqual(['second worker'])
    expect((await jobsOfKind(kind))[0]).toMatchObject({ status: 'done', attempts: 2 })
    // The first claim, back from the dead, changes nothing.
    expect(await repository.complete(claimed!.id, deadToken, clock.now())).toBe(false)
  })

  it('a job abandoned on its last attempt is failed, not claimed for ever', async () => {
    const kind = uniqueKind()
    const clock = testClock()
    let calls = 0
    const { queue } = queueWith(kind, async () => void (calls += 1), clock)
    await queue.enqueue(db(), { kind, key: `${kind}:poison`, payload: {}, maxAttempts: 1 })
    const repository = createJobsRepository(db())
    await repository.claim({
      kinds: [kind],
      now: clock.now(),
      leaseUntil: new Date(clock.now().getTime() + settings.leaseMs),
      token: randomUUID(),
      limit: 1,
    })
    clock.advance(settings.leaseMs)
    expect(await queue.runDue()).toBe(0)
    expect(calls).toBe(0)
    expect((await jobsOfKind(kind))[0]).toMatchObject({
      status: 'failed',
      lastError: 'The process running the job stopped before it finished.',
    })
  })

  it('stop waits for the job in hand and claims nothing after', async () => {
    const kind = uniqueKind()
    let release: () => void = () => undefined
    const started = Promise.withResolvers<void>()
    const finished: string[] = []
    const { queue } = queueWith(kind, async (payload) => {
      started.resolve()
      await new Promise<void>((resolve) => {
        release = resolve
      })
      finished.push((payload as { name: string }).name)
    })
    await queue.enqueue(db(), { kind, key: `${kind}:first`, payload: { name: 'first' } })
    await queue.enqueue(db(), { kind, key: `${kind}:second`, payload: { name: 'second' } })
    queue.start()
    await started.promise
    let stopped = false
    const stopping = queue.stop().then(() => {
      stopped = true
    })
    await new Promise((resolve) => setImmediate(resolve))
    expect(stopped).toBe(false)
    release()
    await stopping
    expect(finished).toEqual(['first'])
    // The second was claimed with the first; it waits for its lease, then any worker takes it.
    const second = await db()
      .select()
      .from(jobs)
      .where(like(jobs.key, `${kind}:second`))
    expect(second[0]?.status).toBe('running')
  })
})
