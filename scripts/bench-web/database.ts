// The API of the bench reads a throwaway PostgreSQL database of its own (created empty, filled with
// the demo catalogue by the API's first start, dropped at clean-up), so it measures the database
// production runs on and leaves the server as it found it.
import pg from 'pg'
import { onCleanup } from './cleanup.ts'

const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

/** One statement on its own connection (CREATE and DROP DATABASE need one). */
async function runAsAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** Creates the database and returns its URL; `serverUrl` is any database on the server (DATABASE_URL). */
export async function createThrowawayDatabase(
  serverUrl = process.env.DATABASE_URL || DEFAULT_SERVER_URL,
): Promise<string> {
  // The process id keeps two benches (other worktrees) from dropping each other's database.
  const name = `tourmarket_bench_web_${process.pid}`
  await runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await runAsAdmin(serverUrl, `CREATE DATABASE ${name}`)
  onCleanup(() => runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
