// Issue 14 finding 11, end to end: the API process is SIGKILLed in the middle of
// `request/create`, restarted on the same database, and the client retries with the same
// Idempotency-Key. It must get its booking (made once), never a second one and never a day of 409s.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Booking } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bookingRequests, idempotencyKeys } from '../src/db/schema/index.ts'
import { apiProcesses, crashTarget, exited, kill } from './api-process-harness.ts'
import type { ApiProcess, CrashTarget } from './api-process-harness.ts'
import { testDatabases } from './databases.ts'
import {
  bookingBody,
  createBookableTour,
  createSignedInUser,
  freeSeatsOf,
} from './factories-bookings.ts'
import { seedCurrencyRates } from './factories.ts'

const baseEnvironment = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SESSION_SECRET: 'idempotency-crash-test-session-secret-0123456789',
  MEDIA_CACHE_DIR: join(tmpdir(), 'tourmarket-test-media-cache'),
}

const apis = apiProcesses()

/** An API process that SIGKILLs itself before the first statement containing `dieBeforeQuery`. */
function startApi(environment: Record<string, string>, dieBeforeQuery = ''): Promise<ApiProcess> {
  return apis.start({ ...environment, DIE_BEFORE_QUERY: dieBeforeQuery })
}

/** Stops an API process gracefully (PGlite's folder is then free for this test process). */
async function stop(server: ApiProcess): Promise<void> {
  await kill(server.process, 'SIGTERM')
}

function book(server: ApiProcess, token: string, key: string, body: unknown) {
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
      target = await crashTarget(name, baseEnvironment)
    })
    afterEach(() => apis.killAll())
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
