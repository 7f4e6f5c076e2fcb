// Once per test run: a migrated database for the API tests to copy, so each test file's database
// skips initdb and the migrations (seconds each on a busy two-core machine). PGlite's copy is a
// data folder dump in a temporary file; PostgreSQL's is a template database.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { inMemoryDataDir, loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'
import { runAsAdmin } from '../src/db/postgres-admin.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite data folder. */
    migratedPgliteDump: string
    /** A migrated PostgreSQL database to create test databases from, or '' without DATABASE_URL. */
    migratedPostgresTemplate: string
  }
}

async function migratedPgliteDump(folder: string): Promise<string> {
  const database = await openDatabase(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PGLITE_DATA_DIR: inMemoryDataDir }),
  )
  try {
    await migrate(database)
    if (database.kind !== 'pglite') throw new Error('Expected PGlite')
    const dump = await database.client.dumpDataDir('none')
    const file = join(folder, 'migrated-pglite.tar')
    await writeFile(file, Buffer.from(await dump.arrayBuffer()))
    return file
  } finally {
    await database.close()
  }
}

async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `tourmarket_test_template_${randomBytes(6).toString('hex')}`
  await runAsAdmin(serverUrl, `CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url.toString() }),
  )
  try {
    await migrate(database)
  } finally {
    // A template must have no open connection while databases are created from it.
    await database.close()
  }
  return name
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'tourmarket-test-templates-'))
  const serverUrl = process.env.DATABASE_URL
  const [dump, template] = await Promise.all([
    migratedPgliteDump(folder),
    serverUrl ? migratedPostgresTemplate(serverUrl) : Promise.resolve(''),
  ])
  project.provide('migratedPgliteDump', dump)
  project.provide('migratedPostgresTemplate', template)
  return async () => {
    await rm(folder, { recursive: true, force: true })
    if (serverUrl && template !== '') {
      await runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`)
    }
  }
}
