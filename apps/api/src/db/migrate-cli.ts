// `npm run db:migrate`: applies pending migrations to the configured database and exits — the
// deployment step that runs once before new API instances start (docs/deploy.md). Instances
// still migrate at start (a no-op then); the advisory lock in migrate.ts keeps any two from
// applying the same migration at once.
import { ConfigError, loadConfig } from '../config.ts'
import { DataDirLockedError } from './data-dir-lock.ts'
import { openDatabase } from './database.ts'
import { migrate } from './migrate.ts'

async function run(): Promise<void> {
  const config = loadConfig(process.env)
  const database = await openDatabase(config)
  try {
    await migrate(database)
    process.stdout.write(`Migrations applied (database: ${config.database.kind}).\n`)
  } finally {
    await database.close()
  }
}

run().catch((error: unknown) => {
  const expected = error instanceof ConfigError || error instanceof DataDirLockedError
  const details = error instanceof Error ? (error.stack ?? error.message) : String(error)
  process.stderr.write(
    expected && error instanceof Error ? `${error.message}\n` : `Migration failed: ${details}\n`,
  )
  process.exitCode = 1
})
