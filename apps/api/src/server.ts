import type { AddressInfo } from 'node:net'
import { buildApp } from './app.ts'
import type { App } from './app.ts'
import { ConfigError, defaultInstallationSecretsFile, loadConfig } from './config.ts'
import type { Config } from './config.ts'
import { openDatabase } from './db/database.ts'
import type { Database } from './db/database.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'
import { migrate } from './db/migrate.ts'
import { seedOnFirstRun } from './seed/first-run.ts'
import { installationSecrets } from './installation-secrets.ts'
import { prettyLogStream } from './pretty-logs.ts'

function listeningLine(app: App, config: Config): string {
  const { address, port } = app.server.address() as AddressInfo
  const host = address.includes(':') ? `[${address}]` : address
  const where =
    config.database.kind === 'pglite' ? `pglite at ${config.database.dataDir}` : 'postgres'
  return `API listening on http://${host}:${String(port)} (database: ${where})`
}

/**
 * Past this a shutdown that has not finished exits anyway, before an orchestrator's own kill
 * (compose and HAProxy setups wait 10 s, Kubernetes 30 s), so the exit is ours and logged.
 */
const SHUTDOWN_BOUND_MS = 8_000

/**
 * Stops on SIGINT/SIGTERM, draining: the server stops accepting connections and answers 503 to
 * new requests on open ones (so a balancer moves on), lets in-flight requests and their
 * transactions finish, closes chat sockets with 1001 (clients reconnect to another instance) and
 * stops its jobs; then the database closes. A second signal, or the bound, means "now".
 */
function closeOnSignals(app: App, database: Database): void {
  let closing = false
  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) {
      process.exit(1)
    }
    closing = true
    app.log.info({ signal }, 'shutting down')
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${String(SHUTDOWN_BOUND_MS)} ms; exiting now`)
      process.exit(1)
    }, SHUTDOWN_BOUND_MS).unref()
    app
      .close()
      .then(() => database.close())
      .then(
        () => {
          app.log.info('shut down')
          process.exit(0)
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed')
          process.exit(1)
        },
      )
  }
  process.on('SIGINT', shutDown)
  process.on('SIGTERM', shutDown)
}

async function start(): Promise<void> {
  // Secrets the environment leaves unset are made once for this installation (never in production).
  const config = loadConfig(process.env, installationSecrets(defaultInstallationSecretsFile))
  const database = await openDatabase(config)
  try {
    await migrate(database)
    const seeded = await seedOnFirstRun(database, config.demoSeed)
    if (seeded !== null) process.stdout.write(`${seeded}\n`)
  } catch (error) {
    await database.close()
    throw error
  }
  const app = buildApp({
    config,
    database,
    warmSearch: () => undefined,
    processMetrics: true,
    ...(config.logFormat === 'pretty' ? { logStream: prettyLogStream() } : {}),
  })
  try {
    await app.listen({ host: config.host, port: config.port })
  } catch (error) {
    await app.close()
    await database.close()
    throw error
  }
  closeOnSignals(app, database)
  process.stdout.write(`${listeningLine(app, config)}\n`)
}

start().catch((error: unknown) => {
  // Configuration and folder-lock problems are the operator's to fix: say what, not where in the code.
  const expected = error instanceof ConfigError || error instanceof DataDirLockedError
  const details = error instanceof Error ? (error.stack ?? error.message) : String(error)
  process.stderr.write(expected ? `${error.message}\n` : `API failed to start: ${details}\n`)
  process.exitCode = 1
})
