// `npm run db:seed -- [--tours N] [--seed S] [--today yyyy-MM-dd] [--reset]`: fills the configured
// database (DATABASE_URL or the PGlite folder) with the deterministic demo catalogue.
import { ConfigError, loadConfig } from '../config.ts'
import { DataDirLockedError } from '../db/data-dir-lock.ts'
import { openDatabase } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { calendarDateOf, parseSeedArguments, SeedUsageError } from './options.ts'
import { createConfiguredSearchChangeFeed } from '../modules/search/change-feed.ts'
import { refreshSearchIndexes } from '../modules/search/search-indexes.ts'
import { CatalogueNotEmptyError, describeSeedResult, seedCatalogue } from './seed.ts'

async function run(): Promise<void> {
  const options = parseSeedArguments(process.argv.slice(2), calendarDateOf(new Date()))
  const config = loadConfig(process.env)
  const database = await openDatabase(config)
  try {
    await migrate(database)
    process.stdout.write(
      `Seeding ${options.tours.toLocaleString('en-GB')} tours (seed ${String(options.seed)}, today ${options.today}) into ${config.database.kind}…\n`,
    )
    const result = await seedCatalogue(database, {
      ...options,
      demoAccounts: config.demoSeed.accounts,
      onProgress: (done, total) => {
        if (done % 10_000 === 0 || done === total)
          process.stdout.write(
            `  ${done.toLocaleString('en-GB')} / ${total.toLocaleString('en-GB')} tours\n`,
          )
      },
    })
    process.stdout.write('Refreshing the search indexes…\n')
    await refreshSearchIndexes(database.db)
    // API instances running on this database (PostgreSQL) re-read every search row.
    const feed = createConfiguredSearchChangeFeed({
      config,
      database,
      onError: (error) => process.stderr.write(`Search change feed: ${String(error)}\n`),
    })
    try {
      await feed.publish({ all: true })
    } finally {
      await feed.close()
    }
    const lines = Object.entries(result.counts).map(
      ([table, count]) => `  ${table.padEnd(20)} ${count.toLocaleString('en-GB').padStart(10)}`,
    )
    process.stdout.write(`${lines.join('\n')}\n${describeSeedResult(result)}\n`)
  } finally {
    await database.close()
  }
}

run().catch((error: unknown) => {
  // Usage, configuration, lock and non-empty-catalogue problems are the operator's to fix.
  const expected =
    error instanceof SeedUsageError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof CatalogueNotEmptyError
  const details = error instanceof Error ? (error.stack ?? error.message) : String(error)
  process.stderr.write(
    expected && error instanceof Error ? `${error.message}\n` : `Seeding failed: ${details}\n`,
  )
  process.exitCode = 1
})
