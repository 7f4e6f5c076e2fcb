import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/database.ts'

/**
 * Logs connections that break while idle in the PostgreSQL pool (server restart, network). The
 * pool replaces them by itself; the log is how an operator learns it happened. PGlite runs in
 * this process and has no such connections.
 */
export function logDatabaseErrors(app: FastifyInstance, database: Database): void {
  if (database.kind !== 'postgres') return
  const pool = database.client
  const logError = (error: Error) => app.log.error({ err: error }, 'database connection error')
  pool.on('error', logError)
  app.addHook('onClose', async () => {
    pool.off('error', logError)
  })
}
