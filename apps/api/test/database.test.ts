import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import { DataDirLockedError, lockFileName } from '../src/db/data-dir-lock.ts'
import { migrate, migrationsFolder } from '../src/db/migrate.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'

describe.each(testDatabases)('architecture: database on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)

  it('is the kind the configuration asked for and answers a ping', async () => {
    expect(testDatabase.database.kind).toBe(target.name)
    await expect(testDatabase.database.ping()).resolves.toBeUndefined()
  })

  it('runs migrations idempotently: a second run applies nothing and fails nothing', async () => {
    const { db } = testDatabase.database
    const applied = sql`select count(*)::int as count from drizzle.__drizzle_migrations`
    const before = await db.execute<{ count: number }>(applied)
    await migrate(testDatabase.database)
    const after = await db.execute<{ count: number }>(applied)
    expect(before.rows[0]?.count).toBeGreaterThan(0)
    expect(after.rows).toEqual(before.rows)
  })

  it('has pg_trgm enabled by the first migration (trigram similarity works)', async () => {
    const result = await testDatabase.database.db.execute<{ score: number }>(
      sql`select similarity('abc', 'abd') as score`,
    )
    expect(result.rows[0]?.score).toBeCloseTo(1 / 3, 5)
  })

  it('closes idempotently, after which a ping fails', async () => {
    const extra = await openDatabase(testDatabase.config)
    await extra.close()
    await extra.close()
    await expect(extra.ping()).rejects.toThrow()
  })
})

describe.each(testDatabases.filter((target) => target.name === 'postgres'))(
  'architecture: several API processes migrating one $name database at once',
  (target) => {
    it('applies each migration exactly once', async () => {
      const journal = JSON.parse(
        await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] }
      const { config, discard } = await target.provision()
      const processes = await Promise.all([1, 2, 3].map(() => openDatabase(config)))
      try {
        await Promise.all(processes.map((database) => migrate(database)))
        const [first] = processes
        const applied = await first?.db.execute<{ count: number }>(
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        )
        expect(applied?.rows).toEqual([{ count: journal.entries.length }])
      } finally {
        await Promise.all(processes.map((database) => database.close()))
        await discard()
      }
    })
  },
)

describe.each(testDatabases)('deployment: `npm run db:migrate` on $name', (target) => {
  it('applies every migration to an empty database and exits, the step before instances start', async () => {
    const journal = JSON.parse(
      await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] }
    // PGlite in a folder of its own: the command's process opens it, then this one reads it.
    const folder = target.name === 'pglite' ? await mkdtemp(join(tmpdir(), 'migrate-cli-')) : ''
    const provisioned = await target.provision()
    const config =
      target.name === 'pglite'
        ? loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PGLITE_DATA_DIR: folder })
        : provisioned.config
    const environment =
      config.database.kind === 'pglite'
        ? { PGLITE_DATA_DIR: folder }
        : { DATABASE_URL: config.database.url }
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [new URL('../src/db/migrate-cli.ts', import.meta.url).pathname],
        { env: { PATH: process.env.PATH, NODE_ENV: 'test', ...environment } },
      )
      expect(stdout).toBe(`Migrations applied (database: ${target.name}).\n`)
      const database = await openDatabase(config)
      try {
        const applied = await database.db.execute<{ count: number }>(
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        )
        expect(applied.rows).toEqual([{ count: journal.entries.length }])
      } finally {
        await database.close()
      }
    } finally {
      await provisioned.discard()
      if (folder !== '') await rm(folder, { recursive: true, force: true })
    }
  })
})

describe('architecture: PGlite refuses a data folder another process holds', () => {
  let parent: string
  let dataDir: string

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'tourmarket-pglite-'))
    dataDir = join(parent, 'data')
  })

  afterAll(async () => {
    await rm(parent, { recursive: true, force: true })
  })

  it('refuses a second open of the same folder, naming folder and pid, until the first closes', async () => {
    const config = loadConfig({ PGLITE_DATA_DIR: dataDir })
    const first = await openDatabase(config)
    try {
      const second = openDatabase(config)
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError)
      await expect(second).rejects.toThrow(
        `PGlite data folder ${dataDir} is in use by process ${String(process.pid)}`,
      )
      await expect(first.ping()).resolves.toBeUndefined()
    } finally {
      await first.close()
    }
    await expect(readFile(join(dataDir, lockFileName), 'utf8')).rejects.toMatchObject({
      code: 'ENOENT',
    })
    const reopened = await openDatabase(config)
    await reopened.close()
  })

  it('takes over a stale lock left by a process that no longer exists, keeping the data', async () => {
    const config = loadConfig({ PGLITE_DATA_DIR: dataDir })
    const writer = await openDatabase(config)
    await writer.db.execute(sql`create table if not exists kept (value text)`)
    await writer.db.execute(sql`insert into kept values ('still here')`)
    await writer.close()
    // No process has pid 2^22 + 1 (above Linux's pid_max limit of 2^22).
    await writeFile(join(dataDir, lockFileName), `${String(2 ** 22 + 1)}\n`)

    const database = await openDatabase(config)
    try {
      expect(await readFile(join(dataDir, lockFileName), 'utf8')).toBe(`${String(process.pid)}\n`)
      const rows = await database.db.execute<{ value: string }>(sql`select value from kept`)
      expect(rows.rows).toEqual([{ value: 'still here' }])
    } finally {
      await database.close()
    }
  })
})
