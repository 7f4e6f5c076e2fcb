import { fileURLToPath } from 'node:url'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { Database, PostgresConnection } from './database.ts'
import * as schema from './schema/index.ts'
import { seedLegalVersions } from './seed-legal-versions.ts'

/** The committed SQL written by drizzle-kit (`drizzle-kit generate`, run from apps/api). */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle/', import.meta.url))

/** Any fixed number works; every API process must use the same one. */
const migrationLockKey = 20_030_001

async function migratePostgres(database: PostgresConnection): Promise<void> {
  // Drizzle's migrator takes no lock: API processes starting together would each apply the same
  // migrations. A session-level advisory lock on one dedicated connection serialises them; the
  // later ones then find nothing left to do.
  const connection = await database.client.connect()
  try {
    await connection.query('select pg_advisory_lock($1)', [migrationLockKey])
    try {
      const db = drizzle({ client: connection, schema })
      await migrateNodePostgres(db, { migrationsFolder })
      await seedLegalVersions(db)
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [migrationLockKey])
    }
  } finally {
    connection.release()
  }
}

/**
 * Applies pending migrations in this process. drizzle-kit's own `migrate` command opens PGlite
 * without our extensions and fails silently, so the API migrates itself at start-up. Applied
 * migrations are recorded in drizzle.__drizzle_migrations, which makes a second run a no-op.
 * The legal documents' first versions come from the code (seed-legal-versions.ts), so they are
 * data every database has, as a migration's would be.
 */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db, { migrationsFolder })
    await seedLegalVersions(database.db)
  } else {
    await migratePostgres(database)
  }
}
