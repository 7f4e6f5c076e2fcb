// `node apps/api/scripts/bench-search-freshness.ts [--tours N] [--runs N] [--keep] [--skip-rebuild]`
//
// Issue 21 freshness figures on a large catalogue (100,000 tours by default) in a throwaway
// PostgreSQL database (tourmarket_bench_freshness on the server at DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/; seeded when empty, dropped at the end unless --keep):
//   - the full rebuild of the search read model (refreshSearchIndexes; --skip-rebuild on a kept one);
//   - updateSearchRows for 1 tour and for 100 tours (p50/p95/max over --runs);
//   - a write to visible in search: a date's price changed, toursChanged, the API answers it;
//   - what judging "upcoming" in each tour's zone costs a scan of search_tours.
import { parseArgs } from 'node:util'
import pg from 'pg'
import { buildApp } from '../src/app.ts'
import { benchmarkConfig, benchServerUrl, benchDatabaseUrl } from './bench-config.ts'
import { openDatabase } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'
import { runAsAdmin } from '../src/db/postgres-admin.ts'
import { createInProcessSearchChangeFeed } from '../src/modules/search/change-feed.ts'
import { createSearchIndexService } from '../src/modules/search/search-index-service.ts'
import { refreshSearchIndexes, updateSearchRows } from '../src/modules/search/search-indexes.ts'
import { seedCatalogue } from '../src/seed/seed.ts'

const databaseName = 'tourmarket_bench_freshness'
const { values: args } = parseArgs({
  options: {
    tours: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
    'skip-rebuild': { type: 'boolean', default: false },
  },
})
const tourCount = Number(args.tours)
const runs = Number(args.runs)
const serverUrl = benchServerUrl
const benchUrl = benchDatabaseUrl(databaseName)

const log = (line: string) => process.stdout.write(`${line}\n`)

async function timedMs(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await action()
  return performance.now() - started
}

function summary(samples: readonly number[]): string {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (${sorted.length} runs)`
}

async function main(): Promise<void> {
  const exists = await (async () => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        databaseName,
      ])
      return found.rowCount === 1
    } finally {
      await client.end()
    }
  })()
  if (!exists) await runAsAdmin(serverUrl, `CREATE DATABASE ${databaseName}`)
  const config = benchmarkConfig(benchUrl)
  const database = await openDatabase(config)
  const client = new pg.Client({ connectionString: benchUrl })
  await client.connect()
  try {
    await migrate(database)
    const existing = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM tours')
    if (existing.rows[0]!.n === 0) {
      log(`Seeding ${tourCount} tours…`)
      const seedMs = await timedMs(() =>
        seedCatalogue(database, {
          tours: tourCount,
          seed: 1,
          today: new Date().toISOString().slice(0, 10),
          demoAccounts: false,
          onProgress: (done, total) => {
            if (done % 20_000 === 0 || done === total) log(`  ${done} / ${total} tours`)
          },
        }),
      )
      log(`Seeded in ${(seedMs / 1000).toFixed(1)} s`)
      await client.query('VACUUM ANALYZE')
    }
    const counts = await client.query<{ tours: number; dates: number }>(
      'SELECT (SELECT count(*)::int FROM tours) AS tours, (SELECT count(*)::int FROM tour_dates) AS dates',
    )
    log(`Catalogue: ${counts.rows[0]!.tours} tours, ${counts.rows[0]!.dates} dates`)

    if (!args['skip-rebuild']) {
      const rebuildMs = await timedMs(() => refreshSearchIndexes(database.db))
      log(
        `Full rebuild (refreshSearchIndexes, with completion terms): ${(rebuildMs / 1000).toFixed(1)} s`,
      )
    }
    const rows = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM search_tours')
    log(`search_tours rows: ${rows.rows[0]!.n}`)

    const ids = (await client.query<{ id: number }>('SELECT id FROM tours ORDER BY id')).rows.map(
      (row) => row.id,
    )
    const randomIds = (count: number) =>
      Array.from({ length: count }, () => ids[Math.floor(Math.random() * ids.length)]!)
    for (const size of [1, 100]) {
      await updateSearchRows(database.db, randomIds(size)) // warm-up
      const samples: number[] = []
      for (let run = 0; run < runs; run += 1) {
        const batch = randomIds(size)
        samples.push(await timedMs(() => updateSearchRows(database.db, batch)))
      }
      log(`updateSearchRows, ${size} tour(s): ${summary(samples)}`)
    }

    // A write to visible: a date's price set below the search's bound, then the API asked.
    const feed = createInProcessSearchChangeFeed()
    const app = buildApp({ config, database, searchChangeFeed: feed })
    const writer = createSearchIndexService({ db: database.db, feed })
    try {
      const visibleSamples: number[] = []
      for (let run = 0; run < Math.min(runs, 10); run += 1) {
        const picked = await client.query<{ id: number; tour_id: number; organizer_id: number }>(
          `SELECT d.id, d.tour_id, t.organizer_id FROM tour_dates d JOIN search_tours t ON t.tour_id = d.tour_id
           WHERE d.start_date > current_date + 7 AND NOT d.is_closed AND d.number_of_free_seats > 0
             AND NOT t.is_cruise AND t.type = 1 AND NOT t.is_on_request
           ORDER BY random() LIMIT 1`,
        )
        const date = picked.rows[0]!
        const cheap = 1 + run
        const url = `/spa/tours?organizer=${date.organizer_id}&priceMax=${cheap}`
        const ask = () => app.inject({ url, headers: { 'x-currency': 'USD' } })
        await ask() // cached: what a visitor saw before the write
        const started = performance.now()
        await client.query(
          'UPDATE tour_dates SET price_minor = $2, base_price_minor = $2, price_usd_minor = $2 WHERE id = $1',
          [date.id, cheap * 100],
        )
        await writer.toursChanged([date.tour_id])
        for (;;) {
          const answer = (await ask()).json<{ data: { id: number }[] }>()
          if (answer.data.some((card) => card.id === date.tour_id)) break
          if (performance.now() - started > 10_000) throw new Error('Not visible after 10 s')
        }
        visibleSamples.push(performance.now() - started)
      }
      log(
        `Write to visible in search (UPDATE, toursChanged, /spa/tours): ${summary(visibleSamples)}`,
      )
    } finally {
      writer.close()
      await app.close()
      await feed.close()
    }

    // Upcoming in each tour's zone against one UTC date, over every row (a broad search's scan).
    const now = new Date().toISOString()
    const today = now.slice(0, 10)
    const scan = async (condition: string, parameter: string) => {
      const samples: number[] = []
      for (let run = 0; run < 7; run += 1) {
        samples.push(
          await timedMs(() =>
            client.query(`SELECT count(*) FROM search_tours s WHERE ${condition}`, [parameter]),
          ),
        )
      }
      return summary(samples)
    }
    log(`Scan, last_start >= one UTC date: ${await scan('s.last_start >= $1::date', today)}`)
    log(
      `Scan, last_start > today in the tour's zone: ${await scan(
        's.last_start > ($1::timestamptz AT TIME ZONE s.time_zone)::date',
        now,
      )}`,
    )
  } finally {
    await client.end()
    await database.close()
    if (!args.keep)
      await runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exitCode = 1
})
