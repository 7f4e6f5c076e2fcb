// The API as a child process on a database of its own, for tests that kill it mid-way and start
// it again on the same data (idempotency-crash, booking-mail-crash).
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { loadConfig } from '../src/config.ts'
import type { Config } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import type { AppDatabase } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'
import { migratedPgliteDump, testDatabases } from './databases.ts'
import type { TestDatabaseKind } from './databases.ts'

const fixture = join(import.meta.dirname, 'fixtures', 'api-that-dies.ts')

/** The database as the API process sees it: PGlite in a folder (one process at a time) or PostgreSQL. */
export type CrashTarget = {
  readonly config: Config
  /** What the API process needs to open the same database. */
  readonly environment: Record<string, string>
  /** Runs `work` with the database open in this test process, closed again after (PGlite's lock). */
  withDatabase<T>(work: (db: AppDatabase) => Promise<T>): Promise<T>
  discard(): Promise<void>
}

/** A migrated database of the kind `name` for API processes started with `baseEnvironment`. */
export async function crashTarget(
  name: TestDatabaseKind,
  baseEnvironment: Record<string, string>,
): Promise<CrashTarget> {
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

export type ApiProcess = { process: ChildProcess; url: string }

/** Resolves with the signal that ended the process (null when it exited by itself). */
export function exited(child: ChildProcess): Promise<NodeJS.Signals | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.signalCode)
  return new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)))
}

/** Sends `signal` and waits for the process to end (PGlite's folder is then free again). */
export async function kill(
  child: ChildProcess,
  signal: NodeJS.Signals,
): Promise<NodeJS.Signals | null> {
  const done = exited(child)
  child.kill(signal)
  return done
}

/**
 * Starts API processes (fixtures/api-that-dies.ts) and remembers them, so that `killAll` (in an
 * afterEach) stops any a test left running.
 */
export function apiProcesses() {
  const started: ChildProcess[] = []
  return {
    /** An API listening on a free port; DIE_BEFORE_QUERY in `environment` makes it kill itself. */
    async start(environment: Record<string, string>): Promise<ApiProcess> {
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
    },
    async killAll(): Promise<void> {
      for (const child of started.splice(0)) await kill(child, 'SIGKILL')
    },
  }
}
