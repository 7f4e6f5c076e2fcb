import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import pg from 'pg'
import type { Config } from '../config.ts'
import { inMemoryDataDir } from '../config.ts'
import type { ConnectionRetry } from './connection-loss.ts'
import {
  defaultConnectionRetry,
  isConnectionLoss,
  retryOnConnectionLoss,
} from './connection-loss.ts'
import { lockDataDir } from './data-dir-lock.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema

/** What repositories take: the PostgreSQL dialect both drivers share. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>

type DatabaseLifecycle = {
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>
  /** Closes connections (and releases the PGlite folder lock); safe to call twice. */
  close(): Promise<void>
}

export type PgliteConnection = DatabaseLifecycle & {
  readonly kind: 'pglite'
  readonly db: PgliteDatabase<Schema>
  readonly client: PGlite
}

export type PostgresConnection = DatabaseLifecycle & {
  readonly kind: 'postgres'
  readonly db: NodePgDatabase<Schema>
  readonly client: pg.Pool
}

export type Database = PgliteConnection | PostgresConnection

function once(action: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined
  return () => (running ??= action())
}

export type OpenDatabaseOptions = {
  /** Sees each statement's SQL text before it runs (tests use it to stop a process at a chosen step). */
  logQuery?: (query: string) => void
  /**
   * PGlite only: starts from this data folder dump instead of an empty cluster (tests start from a
   * migrated copy, which skips initdb and the migrations).
   */
  loadDataDir?: Blob
  /**
   * PostgreSQL only: how long work that never reached the database (or never committed) is
   * retried while the server is unreachable; tests shorten it.
   */
  connectionRetry?: ConnectionRetry
}

function loggerFor({ logQuery }: OpenDatabaseOptions) {
  return logQuery === undefined ? undefined : { logQuery }
}

async function openPglite(
  dataDir: string,
  options: OpenDatabaseOptions,
): Promise<PgliteConnection> {
  const lock = dataDir === inMemoryDataDir ? undefined : await lockDataDir(dataDir)
  let client: PGlite
  try {
    client = await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
    })
  } catch (error) {
    await lock?.release()
    throw error
  }
  const db = drizzlePglite({ client, schema, logger: loggerFor(options) })
  return {
    kind: 'pglite',
    db,
    client,
    async ping() {
      await db.execute(sql`select 1`)
    },
    close: once(async () => {
      try {
        await client.close()
      } finally {
        await lock?.release()
      }
    }),
  }
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void

/**
 * A pool that, while PostgreSQL restarts, waits for a connection instead of failing at once:
 * nothing was sent over a connection that could not be made, so trying again is always safe.
 * Every statement goes through here (pool.query takes its client from connect too).
 */
class ReconnectingPool extends pg.Pool {
  readonly #retry: ConnectionRetry

  constructor(config: pg.PoolConfig, retry: ConnectionRetry) {
    super(config)
    this.#retry = retry
  }

  override connect(): Promise<pg.PoolClient>
  override connect(callback: ConnectCallback): void
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const connecting = retryOnConnectionLoss(() => super.connect(), this.#retry)
    if (callback === undefined) return connecting
    connecting.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error)),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), undefined, () => {}),
    )
    return undefined
  }
}

/**
 * Runs a transaction again when the connection was lost before its work finished: PostgreSQL
 * rolls back a transaction whose connection dies, so nothing of it took effect. A loss at COMMIT
 * is not retried (the commit may have happened); its error stands and the client answers 503.
 * Transaction callbacks may therefore run more than once: they touch only the database.
 */
function retryUncommittedTransactions(db: NodePgDatabase<Schema>, retry: ConnectionRetry): void {
  const runOnce = db.transaction.bind(db)
  const runRetrying: typeof db.transaction = (work, config) => {
    let committing = false
    return retryOnConnectionLoss(
      () =>
        runOnce(async (tx) => {
          const result = await work(tx)
          committing = true
          return result
        }, config),
      retry,
      (error) => !committing && isConnectionLoss(error),
    )
  }
  db.transaction = runRetrying
}

function openPostgres(url: string, options: OpenDatabaseOptions): PostgresConnection {
  const retry = options.connectionRetry ?? defaultConnectionRetry
  const client = new ReconnectingPool({ connectionString: url }, retry)
  // An idle pooled connection that breaks (server restart, network) emits 'error'; unhandled, that
  // would crash the process. pg already discards the broken connection and the next query opens a
  // new one, so this listener only keeps the process alive; the app adds one that logs.
  client.on('error', () => undefined)
  // A connection that breaks while checked out (a transaction's) emits 'error' too, and pg listens
  // only on idle ones: unheard, the event crashed the process (issue 37). The statement in flight,
  // or the next one, fails with the same error, and that is where it is handled.
  const heardElsewhere = () => undefined
  client.on('acquire', (connection) => connection.on('error', heardElsewhere))
  client.on('release', (_error, connection) => connection.off('error', heardElsewhere))
  const db = drizzleNodePostgres({ client, schema, logger: loggerFor(options) })
  retryUncommittedTransactions(db, retry)
  return {
    kind: 'postgres',
    db,
    client,
    async ping() {
      await db.execute(sql`select 1`)
    },
    close: once(() => client.end()),
  }
}

/**
 * Opens the configured database: PGlite in a folder (locked to this process) or in memory, or a
 * PostgreSQL server pool when DATABASE_URL is set. Call migrate() before serving requests.
 */
export async function openDatabase(
  config: Pick<Config, 'database'>,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  return config.database.kind === 'pglite'
    ? openPglite(config.database.dataDir, options)
    : openPostgres(config.database.url, options)
}
