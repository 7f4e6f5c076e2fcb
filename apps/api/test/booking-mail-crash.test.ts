// Issue 38, end to end: the API process is SIGKILLed after a booking committed and before its
// mail went out, then restarted on the same database. The mail must arrive all the same: it is a
// job written in the booking's transaction. The first process polls for jobs once an hour
// (JOBS_POLL_MS), so the kill lands before it sends anything.
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import type { Booking } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../src/config.ts'
import type { Config } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import type { AppDatabase } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'
import { jobs, outboxMessages } from '../src/db/schema/index.ts'
import { migratedPgliteDump, testDatabases } from './databases.ts'
import type { TestDatabaseKind } from './databases.ts'
import { bookingBody, createBookableTour, createSignedInUser } from './factories-bookings.ts'
import { seedCurrencyRates } from './factories.ts'

const fixture = join(import.meta.dirname, 'fixtures', 'api-that-dies.ts')

const baseEnvironment = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SESSION_SECRET: 'booking-mail-crash-test-session-secret-0123456789',
  MEDIA_CACHE_DIR: join(tmpdir(), 'tourmarket-test-media-cache'),
  DEV_PAGES: '1',
}

/** Every API process a test started; any still running when it ends is stopped. */
const started: ChildProcess[] = []

type Target = {
  readonly config: Config
  readonly environment: Record<string, string>
  /** The database opened in this test process while no API runs (PGlite's folder is locked). */
  withDatabase<T>(work: (db: AppDatabase) => Promise<T>): Promise<T>
  discard(): Promise<void>
}

async function crashTarget(name: TestDatabaseKind): Promise<Target> {
  let environment: Record<string, string>
  let discard: () => Promise<void>
  if (name === 'pglite') {
    const folder = await mkdtemp(join(tmpdir(), 'tourmarket-mail-crash-'))
    environment = { ...baseEnvironment, PGLITE_DATA_DIR: folder }
    discard = () => rm(folder, { recursive: true, force: true })
  } else {
    const provisioned = await testDatabases.find((target) => target.name === name)!.provision()
    const { database } = provisioned.config
    if (database.kind !== 'postgres') throw new Error('Expected a PostgreSQL target')
    environment = { ...baseEnvironment, DATABASE_URL: database.url }
    discard = provisioned.discard
  }
  const config = loadConfig(environment)
  const database = await openDatabase(
    config,
    name === 'pglite' ? { loadDataDir: await migratedPgliteDump() } : {},
  )
  await migrate(database)
  await database.close()
  return {
    config,
    environment,
    discard,
    async withDatabase(work) {
      const opened = await openDatabase(config)
      try {
        return await work(opened.db)
      } finally {
        await opened.close()
      }
    },
  }
}

async function startApi(
  environment: Record<string, string>,
): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, [fixture], {
    // Only what it is given: an inherited DATABASE_URL would point a PGlite run at PostgreSQL.
    env: { PATH: process.env.PATH ?? '', ...environment },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  started.push(child)
  for await (const line of createInterface({ input: child.stdout! })) {
    const { port } = JSON.parse(line) as { port: number }
    return { process: child, url: `http://127.0.0.1:${String(port)}` }
  }
  throw new Error('The API exited before it listened')
}

function exited(child: ChildProcess): Promise<NodeJS.Signals | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.signalCode)
  return new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)))
}

async function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<NodeJS.Signals | null> {
  const done = exited(child)
  child.kill(signal)
  return done
}

describe.each(testDatabases.map((target) => target.name))(
  'a booking mail survives a SIGKILL on %s',
  { timeout: 180_000 },
  (name) => {
    let target: Target
    beforeAll(async () => {
      target = await crashTarget(name)
    })
    afterEach(async () => {
      for (const child of started.splice(0)) await kill(child, 'SIGKILL')
    })
    afterAll(async () => {
      await target?.discard()
    })

    it('killed after the booking answered, before its mail: the restarted API sends it', async () => {
      const { user, dateId } = await target.withDatabase(async (db) => {
        await seedCurrencyRates(db)
        const tour = await createBookableTour(db)
        return { user: await createSignedInUser(db, target.config), dateId: tour.dates[0]!.id }
      })
      const contactEmail = `crash-${String(Date.now())}@example.com`
      const holding = await startApi({ ...target.environment, JOBS_POLL_MS: '3600000' })
      const answer = await fetch(`${holding.url}/crm/api/request/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-authorization': `Bearer ${user.token}` },
        body: JSON.stringify(
          bookingBody(dateId, 1, {
            contact: {
              first_name: 'Anna',
              last_name: 'Crash',
              email: contactEmail,
              phone: '+12025550147',
            },
          }),
        ),
      })
      expect(answer.status).toBe(200)
      const booking = (await answer.json()) as Booking
      expect(await kill(holding.process, 'SIGKILL')).toBe('SIGKILL')

      // Committed with the booking, not sent: the job waits, the outbox is empty.
      const before = await target.withDatabase(async (db) => ({
        job: (
          await db
            .select()
            .from(jobs)
            .where(eq(jobs.key, `booking-mail:${String(booking.id)}:booking-created`))
        )[0],
        mails: await db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.recipient, contactEmail)),
      }))
      expect(before.job?.status).toBe('pending')
      expect(before.mails).toEqual([])

      const restarted = await startApi(target.environment)
      await vi.waitFor(
        async () => {
          const outbox = await fetch(
            `${restarted.url}/dev/outbox?recipient=${encodeURIComponent(contactEmail)}`,
          )
          const { data } = (await outbox.json()) as { data: { subject: string | null }[] }
          expect(data.map((mail) => mail.subject)).toEqual([
            expect.stringContaining(`Booking ${String(booking.id)} received`),
          ])
        },
        { timeout: 60_000, interval: 200 },
      )
      expect(await kill(restarted.process, 'SIGTERM')).toBeNull()
      const after = await target.withDatabase(
        async (db) =>
          (
            await db
              .select()
              .from(jobs)
              .where(eq(jobs.key, `booking-mail:${String(booking.id)}:booking-created`))
          )[0],
      )
      expect(after).toMatchObject({ status: 'done', attempts: 1 })
    })
  },
)
