// `node apps/api/scripts/bench-search-engine.ts [--searches N] [--rounds N]`
//
// The search engine alone, in this process, without HTTP, JSON or cards: the CPU one tours-page
// search with every facet costs, for issue 45's broad mix and for the broadest search. It reads
// the catalogue `npm run bench:search -- --keep` left in tourmarket_bench, so tuning the engine
// takes seconds per try; each figure is the best of the rounds (the machine is shared).
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { SEARCH_PER_PAGE_DEFAULT } from '@tourmarket/contracts'
import { parseApiParams } from '@tourmarket/domain/search'
import { openDatabase } from '../src/db/database.ts'
import { buildSearchCriteria } from '../src/modules/search/criteria.ts'
import { createSearchEngine } from '../src/modules/search/engine/engine.ts'
import { cruiseFacetKeys, tourFacetKeys } from '../src/modules/search/facets.ts'
import type { TourSearchOptions } from '../src/modules/search/repository.ts'
import { searchIndexGeneration } from '../src/modules/search/search-indexes.ts'
import { benchDatabaseUrl, benchmarkConfig, wholeNumber } from './bench-config.ts'
import { broadSearchFilters, loadMixValues } from './bench-search-mix.ts'

const { values: args } = parseArgs({
  options: {
    searches: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '5' },
  },
})
const searchCount = wholeNumber('searches', args.searches)
const rounds = wholeNumber('rounds', args.rounds)
const databaseUrl = benchDatabaseUrl('tourmarket_bench')
const today = new Date().toISOString().slice(0, 10)
const now = new Date().toISOString()

function searchOf(filter: Record<string, string>) {
  const parsed = parseApiParams(filter)
  const criteria = buildSearchCriteria({
    filter: parsed,
    landing: undefined,
    currency: 'USD',
    rates: {},
    now,
  })
  const options: TourSearchOptions = {
    sort: parsed.sort ?? 'default',
    limit: SEARCH_PER_PAGE_DEFAULT,
    offset: 0,
    facetKeys: tourFacetKeys.filter((key) => criteria.cruiseMode || !cruiseFacetKeys.includes(key)),
    withDateFacets: true,
  }
  return { criteria, options }
}

async function main(): Promise<void> {
  const database = await openDatabase(benchmarkConfig(databaseUrl))
  const client = new pg.Client({ connectionString: databaseUrl })
  try {
    await client.connect()
    const mixValues = await loadMixValues(client)
    if (mixValues.countryIds.length === 0)
      throw new Error('tourmarket_bench holds no catalogue: run `npm run bench:search -- --keep`')
    const generation = searchIndexGeneration(database.db)
    const engine = createSearchEngine({ db: database.db, generation: () => generation })
    const started = performance.now()
    const tours = await engine.start()
    const memory = process.memoryUsage()
    process.stdout.write(
      `Engine built in ${((performance.now() - started) / 1000).toFixed(1)} s: ${tours.toLocaleString('en-GB')} tours, resident ${(memory.rss / 1024 / 1024).toFixed(0)} MB, load average ${loadavg()[0]!.toFixed(2)}\n`,
    )
    const mixes = {
      'broad mix (issue 45)': broadSearchFilters(mixValues, today, searchCount).map(searchOf),
      'broadest (no filter)': Array.from({ length: searchCount }, () => searchOf({})),
    }
    for (const [label, searches] of Object.entries(mixes)) {
      // The first pass compiles the loops and fills the per-day caches, as a running API has.
      for (const { criteria, options } of searches) await engine.search(criteria, options)
      let best = Number.POSITIVE_INFINITY
      let results = 0
      for (let round = 0; round < rounds; round += 1) {
        const before = process.cpuUsage()
        for (const { criteria, options } of searches)
          results += (await engine.search(criteria, options)).total
        const used = process.cpuUsage(before)
        best = Math.min(best, (used.user + used.system) / 1000 / searches.length)
      }
      process.stdout.write(
        `${label.padEnd(24)} engine CPU per search ${best.toFixed(2)} ms (best of ${rounds} rounds of ${searches.length}); ${Math.round(results / rounds / searches.length).toLocaleString('en-GB')} results on average; load average ${loadavg()[0]!.toFixed(2)}\n`,
      )
    }
  } finally {
    await client.end()
    await database.close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Engine benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exitCode = 1
})
