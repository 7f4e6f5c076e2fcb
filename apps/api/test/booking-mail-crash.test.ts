// Issue 38, end to end: the API process is SIGKILLed after a booking committed and before its
// mail went out, then restarted on the same database. The mail must arrive all the same: it is a
// job written in the booking's transaction. The first process polls for jobs once an hour
// (JOBS_POLL_MS), so the kill lands before it sends anything.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Booking } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { jobs, outboxMessages } from '../src/db/schema/index.ts'
import { apiProcesses, crashTarget, kill } from './api-process-harness.ts'
import type { CrashTarget } from './api-process-harness.ts'
import { testDatabases } from './databases.ts'
import { bookingBody, createBookableTour, createSignedInUser } from './factories-bookings.ts'
import { seedCurrencyRates } from './factories.ts'

const baseEnvironment = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SESSION_SECRET: 'booking-mail-crash-test-session-secret-0123456789',
  MEDIA_CACHE_DIR: join(tmpdir(), 'tourmarket-test-media-cache'),
  DEV_PAGES: '1',
}

const apis = apiProcesses()

describe.each(testDatabases.map((target) => target.name))(
  'a booking mail survives a SIGKILL on %s',
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

    it('killed after the booking answered, before its mail: the restarted API sends it', async () => {
      const { user, dateId } = await target.withDatabase(async (db) => {
        await seedCurrencyRates(db)
        const tour = await createBookableTour(db)
        return { user: await createSignedInUser(db, target.config), dateId: tour.dates[0]!.id }
      })
      const contactEmail = `crash-${String(Date.now())}@example.com`
      const holding = await apis.start({ ...target.environment, JOBS_POLL_MS: '3600000' })
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

      const restarted = await apis.start(target.environment)
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
