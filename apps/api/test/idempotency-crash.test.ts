// Issue 14 finding 11, end to end: the API process is SIGKILLed in the middle of
// `request/create`, restarted on the same database, and the client retries with the same
// Idempotency-Key. It must get its booking (made once), never a second one and never a day of 409s.
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import type { Booking } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import type { Config } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import type { AppDatabase } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'
import { bookingRequests, idempotencyKeys } from '../src/db/schema/index.ts'
import { migratedPgliteDump, testDatabases } from './databases.ts'
import type { TestDatabaseKind } from './databases.ts'
import {
  bookingBody,
  createBookableTour,
  createSignedInUser,
  freeSeatsOf,
} from './factories-bookings.ts'
import { seedCurrencyRates } from './factories.ts'

const fixture = join(import.meta.dirname, 'fixtures', 'api-that-dies.ts')
const sessionSecret = 'idempotency-crash-test-session-secret-0123456789'

type Server = { process: ChildProcess; url: string }

/** Every API process a test started; any still running when it ends is stopped. */
const started: ChildProcess[] = []

/** The database as the API process sees it: PGlite in a folder (one process at a time) or PostgreSQL. */
type CrashTarget = {
  readonly config: Config
  /** What the API process needs to open the same database. */
  readonly environment: Record<string, string>
  /** Runs `work` with the database open in this test process, closed again after (PGlite's lock). */
  withDatabase<T>(work: (db: AppDatabase) => Promise<T>): Promise<T>
  discard(): Promise<void>
}

const baseEnvironment = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SESSION_SECRET: sessionSecret,
  MEDIA_CACHE_DIR: join(tmpdir(), 'tourmarket-test-media-cache'),
}

async function crashTarget(name: TestDatabaseKind): Promise<CrashTarget> {
  let environment: Record<string, string>
  let discard: () => Promise<void>
  if (name === 'pglite') {
    const folder = await mkdtemp(join(tmpdir(), 'tourmarket-crash-'))
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
  const withDatabase = async <T>(work: (db: AppDatabase) => Promise<T>): Promise<T> => {
    const database = await openDatabase(config)
    try {
      return await work(database.db)
    } finally {
      await database.close()
    }
  }
  // A PGlite folder starts from the run's migrated copy (an empty one costs an initdb).
  const database = await openDatabase(
    config,
    name === 'pglite' ? { loadDataDir: await migratedPgliteDump() } : {},
  )
  await migrate(database)
  await database.close()
  return { config, environment, withDatabase, discard }
}

async function startApi(environment: Record<string, string>, dieBeforeQuery = ''): Promise<Server> {
  const child = spawn(process.execPath, [fixture], {
    // Only what it is given: an inherited DATABASE_URL would point a PGlite run at PostgreSQL.
    env: { PATH: process.env.PATH ?? '', ...environment, DIE_BEFORE_QUERY: dieBeforeQuery },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  started.push(child)
  const lines = createInterface({ input: child.stdout! })
  for await (const line of lines) {
    const { port } = JSON.parse(line) as { port: number }
    return { process: child, url: `http://127.0.0.1:${String(port)}` }
  }
  throw new Error('The API exited before it listened')
}

function exited(child: ChildProcess): Promise<NodeJS.Signals | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.signalCode)
  return new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)))
}

/** Stops an API process gracefully (PGlite's folder is then free for this test process). */
async function stop(server: Server): Promise<void> {
  const done = exited(server.process)
  server.process.kill('SIGTERM')
  await done
}

function book(server: Server, token: string, key: string, body: unknown) {
  return fetch(`${server.url}/crm/api/request/create`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-authorization': `Bearer ${token}`,
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  })
}

describe.each(testDatabases.map((target) => target.name))(
  'request/create survives a SIGKILL on %s',
  { timeout: 180_000 },
  (name) => {
    let target: CrashTarget
    beforeAll(async () => {
      target = await crashTarget(name)
    })
    afterEach(async () => {
      for (const child of started.splice(0)) {
        const done = exited(child)
        child.kill('SIGKILL')
        await done
      }
    })
    afterAll(async () => {
      await target?.discard()
    })

    async function prepare() {
      return target.withDatabase(async (db) => {
        await seedCurrencyRates(db)
        const user = await createSignedInUser(db, target.config)
        const tour = await createBookableTour(db)
        return { user, dateId: tour.dates[0]!.id }
      })
    }

    const bookingsOf = (userId: number) =>
      target.withDatabase((db) =>
        db.select().from(bookingRequests).where(eq(bookingRequests.userId, userId)),
      )

    // Each test starts three API processes on the database (≈ 30 s on a quiet 2-core machine).
    it('killed after the booking committed: the retry answers that booking, and nothing is booked twice', async () => {
      const { user, dateId } = await prepare()
      const body = bookingBody(dateId, 2)
      const dying = await startApi(
        target.environment,
        'update "idempotency_keys" set "status_code"',
      )
      await expect(book(dying, user.token, 'crash-after-commit', body)).rejects.toThrow()
      expect(await exited(dying.process)).toBe('SIGKILL')

      const restarted = await startApi(target.environment)
      const retry = await book(restarted, user.token, 'crash-after-commit', body)
      expect(retry.status).toBe(200)
      const booking = (await retry.json()) as Booking
      const again = await book(restarted, user.token, 'crash-after-commit', body)
      expect(((await again.json()) as Booking).id).toBe(booking.id)
      await stop(restarted)
      const stored = await bookingsOf(user.id)
      expect(stored.map((row) => row.id)).toEqual([booking.id])
      expect(await target.withDatabase((db) => freeSeatsOf(db, dateId))).toBe(8)
    })

    it('killed inside the booking transaction: nothing was booked, and once the lease is over the retry books once', async () => {
      const { user, dateId } = await prepare()
      const body = bookingBody(dateId, 3)
      const dying = await startApi(target.environment, 'insert into "booking_tourists"')
      await expect(book(dying, user.token, 'crash-mid-transaction', body)).rejects.toThrow()
      expect(await exited(dying.process)).toBe('SIGKILL')

      const restarted = await startApi(target.environment)
      // Straight away the claim may still belong to a live request: the client is told to wait.
      const early = await book(restarted, user.token, 'crash-mid-transaction', body)
      expect(early.status).toBe(409)
      expect(((await early.json()) as { code: string }).code).toBe('idempotency_key_in_progress')
      await stop(restarted)
      expect(await bookingsOf(user.id)).toEqual([])
      expect(await target.withDatabase((db) => freeSeatsOf(db, dateId))).toBe(10)
      // As if the lease (30 s) had passed since the dead request claimed the key.
      await target.withDatabase((db) =>
        db
          .update(idempotencyKeys)
          .set({ claimedAt: new Date(Date.now() - 60_000) })
          .where(eq(idempotencyKeys.key, 'crash-mid-transaction')),
      )
      const afterLease = await startApi(target.environment)
      const retry = await book(afterLease, user.token, 'crash-mid-transaction', body)
      expect(retry.status).toBe(200)
      await stop(afterLease)
      expect(await bookingsOf(user.id)).toHaveLength(1)
      expect(await target.withDatabase((db) => freeSeatsOf(db, dateId))).toBe(7)
    })
  },
)
