import { randomUUID } from 'node:crypto'
import type { ToursResponse } from '@tourmarket/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../src/app.ts'
import { openDatabase, type Database } from '../src/db/database.ts'
import {
  createInProcessSearchChangeFeed,
  createPostgresSearchChangeFeed,
  createRedisSearchChangeFeed,
  type SearchChangeFeed,
} from '../src/modules/search/change-feed.ts'
import { testPasswordHashCost } from './accounts-harness.ts'
import { testDatabases, useMigratedDatabase, type MigratedTestDatabase } from './databases.ts'
import { createOrganizerOwner } from './factories-bookings.ts'
import { createTour, seedCurrencyRates } from './factories.ts'

/**
 * How instances hear of search changes: one in-process feed object (two apps in one process);
 * on a PostgreSQL server, Redis pub/sub (REDIS_URL, a channel private to the run) and
 * LISTEN/NOTIFY, each app with connections of its own, as two processes would have.
 */
type FeedTarget = {
  readonly name: string
  readonly onPostgresOnly: boolean
  feedsFor(databases: readonly Database[]): SearchChangeFeed[]
}

const feedTargets: FeedTarget[] = [
  {
    name: 'in-process feed',
    onPostgresOnly: false,
    feedsFor(databases) {
      const feed = createInProcessSearchChangeFeed()
      return databases.map(() => feed)
    },
  },
  {
    name: 'PostgreSQL LISTEN/NOTIFY',
    onPostgresOnly: true,
    feedsFor(databases) {
      return databases.map((database) =>
        createPostgresSearchChangeFeed({
          connectionString: connectionStringOf(database),
          notify: async (channel, payload) => {
            await database.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`)
          },
          onError: () => undefined,
        }),
      )
    },
  },
  ...(process.env.REDIS_URL
    ? [
        {
          name: 'Redis pub/sub',
          onPostgresOnly: true,
          feedsFor(databases: readonly Database[]) {
            const channel = `tourmarket-test:search:${randomUUID()}`
            return databases.map(() =>
              createRedisSearchChangeFeed({
                url: process.env.REDIS_URL!,
                channel,
                onError: () => undefined,
              }),
            )
          },
        },
      ]
    : []),
]

function connectionStringOf(database: Database): string {
  if (database.kind !== 'postgres') throw new Error('LISTEN/NOTIFY needs a PostgreSQL server')
  const { connectionString } = database.client.options
  if (connectionString === undefined) throw new Error('The pool has no connection string')
  return connectionString
}

/**
 * The databases of two instances: on PostgreSQL a second pool of its own (another process would
 * have one, and its own cache generation with it); PGlite is one process's, so both share it.
 */
async function instanceDatabases(testDatabase: MigratedTestDatabase): Promise<Database[]> {
  const first = testDatabase.database
  return first.kind === 'postgres'
    ? [first, await openDatabase(testDatabase.config)]
    : [first, first]
}

describe.each(testDatabases)('search across two API instances on $name (issue 21)', (target) => {
  const testDatabase = useMigratedDatabase(target)

  const feeds = feedTargets.filter((feed) => !feed.onPostgresOnly || target.name === 'postgres')

  describe.each(feeds)('through the $name', (feedTarget) => {
    let instances: { app: App; database: Database; feed: SearchChangeFeed }[] = []

    beforeAll(async () => {
      const databases = await instanceDatabases(testDatabase)
      const feeds = feedTarget.feedsFor(databases)
      instances = databases.map((database, index) => ({
        database,
        feed: feeds[index]!,
        app: buildApp({
          config: testDatabase.config,
          database,
          passwordHashCost: testPasswordHashCost,
          searchChangeFeed: feeds[index]!,
        }),
      }))
    })
    afterAll(async () => {
      for (const { app } of instances) await app.close()
      await Promise.all([...new Set(instances.map(({ feed }) => feed))].map((feed) => feed.close()))
      for (const { database } of instances.slice(1)) {
        if (database !== testDatabase.database) await database.close()
      }
    })

    it('a write through one instance shows in search on the other, whose cached answer goes', async () => {
      const [writer, reader] = instances
      await seedCurrencyRates(testDatabase.database.db)
      // Unpublished at first: search (built on first use) does not list its tour.
      const { organizer, account } = await createOrganizerOwner(
        testDatabase.database.db,
        testDatabase.config,
        // Approved by an operator (issue 37), so its owner may publish it.
        { isPublished: false, internalCheck: 1 },
      )
      await createTour(testDatabase.database.db, { organizerId: organizer.id })
      const totalOn = async (app: App) => {
        const response = await app.inject({ url: `/spa/tours?organizer=${organizer.id}` })
        expect(response.statusCode, response.body).toBe(200)
        return response.json<ToursResponse>().total
      }
      const setPublished = (isPublished: boolean) =>
        writer!.app.inject({
          method: 'POST',
          url: '/crm/api/organizer/set-published-on-site',
          headers: { 'x-authorization': `Bearer ${account.token}` },
          payload: { id: organizer.id, is_published: isPublished },
        })
      // The second instance has cached an answer without the tour; the first publishes it.
      expect(await totalOn(reader!.app)).toBe(0)
      expect((await setPublished(true)).statusCode).toBe(200)
      await expect.poll(() => totalOn(reader!.app), { timeout: 2_000, interval: 20 }).toBe(1)

      expect(await totalOn(reader!.app)).toBe(1)
      expect((await setPublished(false)).statusCode).toBe(200)
      await expect.poll(() => totalOn(reader!.app), { timeout: 2_000, interval: 20 }).toBe(0)
    })
  })
})
