import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { inMemoryDataDir, loadConfig } from '../src/config.ts'
import type { Config } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import type { Database } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'

export type TestDatabaseKind = Database['kind']

export type TestDatabaseTarget = {
  readonly name: TestDatabaseKind
  /** A config whose database is fresh and private to the caller, plus a way to throw it away. */
  provision(): Promise<{ config: Config; discard(): Promise<void> }>
}

// Resized images go to a temporary folder, never the repository's own media cache.
const testEnvironment = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  MEDIA_CACHE_DIR: join(tmpdir(), 'tourmarket-test-media-cache'),
} as const

const pgliteTarget: TestDatabaseTarget = {
  name: 'pglite',
  async provision() {
    const config = loadConfig({ ...testEnvironment, PGLITE_DATA_DIR: inMemoryDataDir })
    return { config, discard: async () => undefined }
  },
}

/**
 * One database per provision, named at random, so test files running in parallel never share
 * tables, migrations or extensions (a schema per file would not do: pg_trgm and drizzle's
 * migration journal are database-wide).
 */
function postgresTarget(serverUrl: string): TestDatabaseTarget {
  const runAsAdmin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  return {
    name: 'postgres',
    async provision() {
      const name = `tourmarket_test_${randomBytes(6).toString('hex')}`
      await runAsAdmin(`CREATE DATABASE ${name}`)
      const url = new URL(serverUrl)
      url.pathname = `/${name}`
      const config = loadConfig({ ...testEnvironment, DATABASE_URL: url.toString() })
      return {
        config,
        discard: () => runAsAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      }
    },
  }
}

/**
 * The databases the API's tests run against: always PGlite in memory, and also the PostgreSQL
 * server at DATABASE_URL when it is set (as CI does). Use with `describe.each(testDatabases)`.
 */
export const testDatabases: readonly TestDatabaseTarget[] = [
  pgliteTarget,
  ...(process.env.DATABASE_URL ? [postgresTarget(process.env.DATABASE_URL)] : []),
]

export type MigratedTestDatabase = {
  /** The config pointing at this database (opening it again reaches the same data on PostgreSQL, a new empty database on PGlite). */
  readonly config: Config
  readonly database: Database
}

/**
 * Registers hooks in the enclosing describe: before its tests, provision a database from the
 * target and migrate it once; after them, close and drop it. Read the result inside tests only.
 */
export function useMigratedDatabase(target: TestDatabaseTarget): MigratedTestDatabase {
  let state: { config: Config; database: Database; discard(): Promise<void> } | undefined
  const current = () => {
    if (state === undefined) throw new Error('The test database is only available inside tests')
    return state
  }
  beforeAll(async () => {
    const { config, discard } = await target.provision()
    const database = await openDatabase(config)
    state = { config, database, discard }
    await migrate(database)
  })
  afterAll(async () => {
    if (state === undefined) return
    await state.database.close()
    await state.discard()
  })
  return {
    get config() {
      return current().config
    },
    get database() {
      return current().database
    },
  }
}
