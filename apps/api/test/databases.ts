import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, inject } from 'vitest'
import { inMemoryDataDir, loadConfig } from '../src/config.ts'
import type { Config } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import type { Database, OpenDatabaseOptions } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'
import { runAsAdmin as runAsServerAdmin } from '../src/db/postgres-admin.ts'

export type TestDatabaseKind = Database['kind']

type Provisioned = {
  readonly config: Config
  /** How to open it: PGlite's migrated copy comes as a dump to start from. */
  readonly openOptions: OpenDatabaseOptions
  discard(): Promise<void>
}

export type TestDatabaseTarget = {
  readonly name: TestDatabaseKind
  /** A config whose database is fresh, empty and private to the caller, plus a way to throw it away. */
  provision(): Promise<{ config: Config; discard(): Promise<void> }>
  /** The same, already migrated: a copy of the run's migrated database (test/global-setup.ts). */
  provisionMigrated(): Promise<Provisioned>
}

// Resized images and uploads go to temporary folders, never the repository's own.
const testEnvironment = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  MEDIA_CACHE_DIR: join(tmpdir(), 'tourmarket-test-media-cache'),
  MEDIA_UPLOAD_DIR: join(tmpdir(), 'tourmarket-test-uploads'),
} as const

/** The run's migrated PGlite data folder (test/global-setup.ts), to start a new one from. */
export async function migratedPgliteDump(): Promise<Blob> {
  return new Blob([await readFile(inject('migratedPgliteDump'))])
}

const pgliteTarget: TestDatabaseTarget = {
  name: 'pglite',
  async provision() {
    const config = loadConfig({ ...testEnvironment, PGLITE_DATA_DIR: inMemoryDataDir })
    return { config, discard: async () => undefined }
  },
  async provisionMigrated() {
    const { config, discard } = await this.provision()
    return { config, discard, openOptions: { loadDataDir: await migratedPgliteDump() } }
  },
}

/**
 * One database per provision, named at random, so test files running in parallel never share
 * tables, migrations or extensions (a schema per file would not do: pg_trgm and drizzle's
 * migration journal are database-wide).
 */
function postgresTarget(serverUrl: string): TestDatabaseTarget {
  const runAsAdmin = (statement: string) => runAsServerAdmin(serverUrl, statement)
  const create = async (template: string | null) => {
    const name = `tourmarket_test_${randomBytes(6).toString('hex')}`
    await runAsAdmin(
      template === null
        ? `CREATE DATABASE ${name}`
        : `CREATE DATABASE ${name} TEMPLATE ${template}`,
    )
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    const config = loadConfig({ ...testEnvironment, DATABASE_URL: url.toString() })
    return {
      config,
      discard: () => runAsAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    }
  }
  return {
    name: 'postgres',
    provision: () => create(null),
    async provisionMigrated() {
      return { ...(await create(inject('migratedPostgresTemplate'))), openOptions: {} }
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
 * Registers hooks in the enclosing describe: before its tests, provision a migrated database from
 * the target; after them, close and drop it. Read the result inside tests only.
 */
export function useMigratedDatabase(target: TestDatabaseTarget): MigratedTestDatabase {
  let state: { config: Config; database: Database; discard(): Promise<void> } | undefined
  const current = () => {
    if (state === undefined) throw new Error('The test database is only available inside tests')
    return state
  }
  beforeAll(async () => {
    const { config, discard, openOptions } = await target.provisionMigrated()
    const database = await openDatabase(config, openOptions)
    state = { config, database, discard }
    // A no-op on the migrated copy unless a migration was added since the run began.
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
