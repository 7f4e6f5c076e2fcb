// `npm run bench:search -- [--tours N] [--requests N] [--cold-requests N] [--concurrency N] [--keep] [--reuse] [--profile DIR] [--skip-baseline]`
//
// Seeds a large catalogue (100,000 tours by default) into a throwaway PostgreSQL database
// (tourmarket_bench on the server at DATABASE_URL, default postgres://postgres@127.0.0.1:5432/),
// then measures the search API over HTTP with concurrent clients:
//   baseline  the same searches written naively over the catalogue tables, index scans off, one at a time
//   floor     the same server and clients answering a ready-made tours-page body (no search)
//   cold      every request distinct (nothing cached), each kind apart: issue 21's headline
//   broad     every request distinct, broad searches (issue 45's mix: 0–2 facets, a price
//             bound 60 % of the time, a start date 40 %, a day range 30 %)
//   warm      a fixed mix repeated (identical concurrent requests share one computation)
// and prints p50/p95/p99 latency, throughput, the API process's own CPU per request (its
// process_cpu_seconds_total: the API runs in a process of its own, bench-search-server.ts) and
// the speed-up over the baseline. It stops by itself and drops the database unless --keep (--reuse then skips seeding
// the next time).
import { fork } from 'node:child_process'
import { Agent, get } from 'node:http'
import { availableParallelism, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import pg from 'pg'
import type { BenchServerMessage, BenchServerReport } from './bench-search-server.ts'
import { broadSearchFilters, loadMixValues, type MixValues } from './bench-search-mix.ts'
import {
  benchmarkConfig,
  benchServerUrl,
  benchDatabaseUrl,
  wholeNumber,
  percentile,
} from './bench-config.ts'
import { openDatabase } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'
import { runAsAdmin } from '../src/db/postgres-admin.ts'
import { seedCatalogue } from '../src/seed/seed.ts'
import { refreshSearchIndexes } from '../src/modules/search/search-indexes.ts'

const targets = {
  /** Issue 45: the API process's CPU per distinct tours-page request, both mixes. */
  toursPageCpuMs: 3,
  completionCpuMs: 1,
  /** Issue 45: distinct tours-page requests a second, as a share of the floor's. */
  throughputOfFloor: 0.25,
  cpuMsAtMillion: 30,
  residentBytesAtMillion: 1.5 * 1024 ** 3,
  buildSecondsAtMillion: 60,
  toursPageP95Ms: 50,
  broadestP95Ms: 20,
  completionP95Ms: 15,
  distinctPageP95MsAtMillion: 100,
  speedUp: 50,
} as const
const benchDatabaseName = 'tourmarket_bench'

const { values: args } = parseArgs({
  options: {
    tours: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '4000' },
    'cold-requests': { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '50' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    profile: { type: 'string' },
    'skip-baseline': { type: 'boolean', default: false },
  },
})

const tourCount = wholeNumber('tours', args.tours)
const warmRequests = wholeNumber('requests', args.requests)
const coldRequests = wholeNumber('cold-requests', args['cold-requests'])
const concurrency = wholeNumber('concurrency', args.concurrency)

const serverUrl = benchServerUrl
const benchUrl = benchDatabaseUrl(benchDatabaseName)

function log(line: string): void {
  process.stdout.write(`${line}\n`)
}

async function timed<Value>(label: string, action: () => Promise<Value>): Promise<Value> {
  const started = performance.now()
  const value = await action()
  log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return value
}

const today = new Date().toISOString().slice(0, 10)
function daysFromToday(days: number): string {
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

// ---------------------------------------------------------------------------------------------
// The query mix, built from the seeded catalogue so every query finds something.

type Fixtures = {
  countries: { id: number; slug: string; name: string }[]
  region: { slug: string }
  restKinds: { id: number; slug: string }[]
  city: { id: number; name: string; latitude: number; longitude: number }
  language: { id: number }
  phrases: string[]
} & MixValues

async function loadFixtures(client: pg.Client): Promise<Fixtures> {
  const countries = await client.query<{ id: number; slug: string; name: string }>(
    `SELECT co.id, co.slug, co.name FROM countries co
     JOIN tours t ON t.country_id = co.id GROUP BY co.id ORDER BY count(*) DESC, co.id LIMIT 3`,
  )
  const region = await client.query<{ slug: string }>(
    `SELECT r.slug FROM regions r JOIN tours t ON t.region_id = r.id
     GROUP BY r.id ORDER BY count(*) DESC, r.id LIMIT 1`,
  )
  const restKinds = await client.query<{ id: number; slug: string }>(
    `SELECT rk.id, rk.slug FROM rest_kinds rk JOIN tour_rest_kinds trk ON trk.rest_kind_id = rk.id
     GROUP BY rk.id ORDER BY count(*) DESC, rk.id LIMIT 2`,
  )
  const city = await client.query<{
    id: number
    name: string
    latitude: number
    longitude: number
  }>(
    `SELECT c.id, c.name, c.latitude, c.longitude FROM cities c JOIN tours t ON t.start_city_id = c.id
     GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT 1`,
  )
  const language = await client.query<{ id: number }>(
    `SELECT l.id FROM languages l ORDER BY l.id LIMIT 1`,
  )
  // Prefixes of real names (3 to 6 letters), in both languages: distinct phrases for the cold run.
  const names = await client.query<{ phrase: string }>(
    `SELECT DISTINCT lower(left(name, n)) AS phrase
     FROM (SELECT name FROM cities UNION ALL SELECT name_ru FROM cities UNION ALL SELECT name FROM countries
           UNION ALL SELECT name FROM rest_kinds UNION ALL SELECT name FROM regions) names,
          generate_series(3, 6) AS n
     WHERE length(name) >= n ORDER BY 1`,
  )
  const first = <Row>(rows: Row[], what: string): Row => {
    if (rows[0] === undefined) throw new Error(`The seeded catalogue has no ${what}`)
    return rows[0]
  }
  return {
    countries: countries.rows,
    region: first(region.rows, 'region with tours'),
    restKinds: restKinds.rows,
    city: first(city.rows, 'start city'),
    language: first(language.rows, 'language'),
    phrases: names.rows.map((row) => row.phrase),
    ...(await loadMixValues(client)),
  }
}

/** The tours-page filters of the fixed mix: broad and narrow, landing pages, dates, prices, text. */
function tourPageQueries(fixtures: Fixtures): Record<string, string>[] {
  const [country1, country2 = country1] = fixtures.countries
  const [restKind1, restKind2 = restKind1] = fixtures.restKinds
  return [
    {},
    { slug: country1!.slug },
    { slug: country2!.slug, sort: 'price' },
    { slug: fixtures.region.slug },
    { slug: restKind1!.slug },
    { restKinds: String(restKind1!.id) },
    { countries: String(country1!.id), restKinds: String(restKind2!.id) },
    { priceMin: '500', priceMax: '1500' },
    { dateFrom: daysFromToday(30), dateTo: daysFromToday(60) },
    { daysMin: '3', daysMax: '7', comfort: 'medium' },
    { placeName: fixtures.city.name },
    { isCruisesSearch: '1' },
    { type: '2' },
    { difficulty: '1,2', languages: String(fixtures.language.id) },
    { sort: '-price' },
    { lat: String(fixtures.city.latitude), lng: String(fixtures.city.longitude), radius: '100' },
  ]
}

function toursPageUrl(filter: Record<string, string>): string {
  return `/spa/tours-page?${new URLSearchParams({ ...filter, expand: 'filters' }).toString()}`
}

function completionUrl(phrase: string): string {
  return `/spa/tours-filter-completion?${new URLSearchParams({ phrase }).toString()}`
}

// ---------------------------------------------------------------------------------------------
// The naive baseline: the same searches as a first version would write them, over the catalogue
// tables (joins and EXISTS per filter, one statement per facet), with index scans switched off.

type NaiveCondition = {
  facet: string | undefined
  sql: (param: (value: unknown) => string) => string
}

function naiveConditions(filter: Record<string, string>): NaiveCondition[] {
  const conditions: NaiveCondition[] = [
    { facet: undefined, sql: () => 't.is_published AND NOT t.is_on_request' },
    {
      facet: undefined,
      sql: () =>
        'EXISTS (SELECT 1 FROM organizers o WHERE o.id = t.organizer_id AND o.is_published)',
    },
    { facet: undefined, sql: (param) => `t.is_cruise = ${param(filter.isCruisesSearch === '1')}` },
    { facet: 'tour_types', sql: (param) => `t.type = ${param(Number(filter.type ?? 1))}` },
    {
      facet: 'dates',
      sql: (param) => {
        const parts = ['NOT d.is_closed', `d.start_date >= ${param(today)}::date`]
        if (filter.dateFrom) parts.push(`d.start_date >= ${param(filter.dateFrom)}::date`)
        if (filter.dateTo) parts.push(`d.start_date <= ${param(filter.dateTo)}::date`)
        if (filter.priceMin)
          parts.push(`d.price_usd_minor >= ${param(Number(filter.priceMin) * 100)}`)
        if (filter.priceMax)
          parts.push(`d.price_usd_minor <= ${param(Number(filter.priceMax) * 100)}`)
        if (filter.daysMin) parts.push(`d.duration_days >= ${param(Number(filter.daysMin))}`)
        if (filter.daysMax) parts.push(`d.duration_days <= ${param(Number(filter.daysMax))}`)
        return `EXISTS (SELECT 1 FROM tour_dates d WHERE d.tour_id = t.id AND ${parts.join(' AND ')})`
      },
    },
  ]
  const ids = (text: string) => text.split(',').map(Number)
  const { slug, restKinds, countries, comfort, difficulty, languages, placeName, lat, lng } = filter
  if (slug)
    conditions.push({
      facet: undefined,
      sql: (param) => {
        const value = param(slug)
        return `t.id IN (SELECT tp.tour_id FROM tour_places tp JOIN countries co ON co.id = tp.country_id WHERE co.slug = ${value}
          UNION SELECT tp.tour_id FROM tour_places tp JOIN regions r ON r.id = tp.region_id WHERE r.slug = ${value}
          UNION SELECT trk.tour_id FROM tour_rest_kinds trk JOIN rest_kinds rk ON rk.id = trk.rest_kind_id WHERE rk.slug = ${value})`
      },
    })
  if (restKinds)
    conditions.push({
      facet: 'rest_kinds',
      sql: (param) =>
        `EXISTS (SELECT 1 FROM tour_rest_kinds trk WHERE trk.tour_id = t.id AND trk.rest_kind_id = ANY(${param(ids(restKinds))}::int[]))`,
    })
  if (countries)
    conditions.push({
      facet: 'countries',
      sql: (param) =>
        `EXISTS (SELECT 1 FROM tour_places tp WHERE tp.tour_id = t.id AND tp.country_id = ANY(${param(ids(countries))}::int[]))`,
    })
  if (comfort)
    conditions.push({
      facet: 'comfort',
      sql: (param) => `t.comfort = ANY(${param(comfort.split(','))}::text[])`,
    })
  if (difficulty)
    conditions.push({
      facet: 'difficulty',
      sql: (param) => `t.difficulty = ANY(${param(ids(difficulty))}::int[])`,
    })
  if (languages)
    conditions.push({
      facet: 'languages',
      sql: (param) => `t.language_ids && ${param(ids(languages))}::int[]`,
    })
  if (placeName)
    conditions.push({
      facet: undefined,
      sql: (param) =>
        `(t.search_vector @@ plainto_tsquery('english', ${param(placeName)})
          OR t.id IN (SELECT tp.tour_id FROM tour_places tp JOIN cities c ON c.id = tp.city_id WHERE c.name ILIKE ${param(placeName)}))`,
    })
  if (lat && lng)
    conditions.push({
      facet: undefined,
      sql: (param) => {
        const latitude = param(Number(lat))
        return `t.id IN (SELECT tp.tour_id FROM tour_places tp JOIN cities c ON c.id = tp.city_id
          WHERE 2 * 6371 * asin(least(1, sqrt(power(sin(radians(c.latitude - ${latitude}) / 2), 2)
            + cos(radians(${latitude})) * cos(radians(c.latitude))
            * power(sin(radians(c.longitude - ${param(Number(lng))}) / 2), 2)))) <= ${param(Number(filter.radius ?? 50))})`
      },
    })
  return conditions
}

/** A statement over the conditions (all, or all but one facet's), with its own parameters. */
function naiveStatement(
  conditions: readonly NaiveCondition[],
  leaveOut: string | undefined,
  statement: (where: string) => string,
): { text: string; params: unknown[] } {
  const params: unknown[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const where = conditions
    .filter((condition) => leaveOut === undefined || condition.facet !== leaveOut)
    .map((condition) => `(${condition.sql(param)})`)
    .join(' AND ')
  return { text: statement(where), params }
}

const naiveFacets: Record<string, (where: string) => string> = {
  rest_kinds: (where) =>
    `SELECT trk.rest_kind_id, count(*) FROM tours t JOIN tour_rest_kinds trk ON trk.tour_id = t.id WHERE ${where} GROUP BY 1`,
  countries: (where) =>
    `SELECT tp.country_id, count(DISTINCT t.id) FROM tours t JOIN tour_places tp ON tp.tour_id = t.id WHERE ${where} GROUP BY 1`,
  regions: (where) =>
    `SELECT tp.region_id, count(DISTINCT t.id) FROM tours t JOIN tour_places tp ON tp.tour_id = t.id WHERE ${where} GROUP BY 1`,
  cities: (where) =>
    `SELECT tp.city_id, count(DISTINCT t.id) FROM tours t JOIN tour_places tp ON tp.tour_id = t.id WHERE ${where} GROUP BY 1`,
  collections: (where) =>
    `SELECT tc.collection_id, count(*) FROM tours t JOIN tour_collections tc ON tc.tour_id = t.id WHERE ${where} GROUP BY 1`,
  languages: (where) =>
    `SELECT l, count(*) FROM tours t, unnest(t.language_ids) l WHERE ${where} GROUP BY 1`,
  accommodation: (where) =>
    `SELECT a, count(*) FROM tours t, unnest(t.accommodation) a WHERE ${where} GROUP BY 1`,
  comfort: (where) => `SELECT t.comfort, count(*) FROM tours t WHERE ${where} GROUP BY 1`,
  difficulty: (where) => `SELECT t.difficulty, count(*) FROM tours t WHERE ${where} GROUP BY 1`,
  operator_types: (where) =>
    `SELECT o.operator_type, count(*) FROM tours t JOIN organizers o ON o.id = t.organizer_id WHERE ${where} GROUP BY 1`,
  tour_types: (where) => `SELECT t.type, count(*) FROM tours t WHERE ${where} GROUP BY 1`,
  dates: (where) =>
    `SELECT date_trunc('month', d.start_date), count(DISTINCT t.id), min(d.price_usd_minor), max(d.price_usd_minor)
     FROM tours t JOIN tour_dates d ON d.tour_id = t.id WHERE ${where} AND NOT d.is_closed AND d.start_date >= CURRENT_DATE GROUP BY 1`,
}

/** Per naive statement; a naive search slower than this is recorded at the time it took so far. */
const naiveStatementTimeoutMs = 30_000
let naiveTimeouts = 0

async function naiveToursPage(client: pg.Client, filter: Record<string, string>): Promise<void> {
  const conditions = naiveConditions(filter)
  const order =
    filter.sort === 'price' || filter.sort === '-price'
      ? `(SELECT min(d.price_usd_minor) FROM tour_dates d WHERE d.tour_id = t.id AND NOT d.is_closed AND d.start_date >= CURRENT_DATE) ${filter.sort === 'price' ? 'ASC' : 'DESC'}`
      : 'coalesce(t.rating, 0) * ln(1 + t.reviews_count) DESC'
  const statements = [
    naiveStatement(conditions, undefined, (where) => `SELECT count(*) FROM tours t WHERE ${where}`),
    naiveStatement(
      conditions,
      undefined,
      (where) => `SELECT t.id FROM tours t WHERE ${where} ORDER BY ${order}, t.id LIMIT 20`,
    ),
    ...Object.entries(naiveFacets).map(([facet, statement]) =>
      naiveStatement(conditions, facet, statement),
    ),
  ]
  await client.query('BEGIN')
  try {
    await client.query('SET LOCAL enable_indexscan = off')
    await client.query('SET LOCAL enable_bitmapscan = off')
    await client.query('SET LOCAL enable_indexonlyscan = off')
    await client.query(`SET LOCAL statement_timeout = ${naiveStatementTimeoutMs}`)
    for (const { text, params } of statements) await client.query(text, params)
  } catch (error) {
    // A statement past the timeout makes this query's time a lower bound: counted, not fatal.
    if ((error as { code?: string }).code !== '57014') throw error
    naiveTimeouts += 1
  } finally {
    await client.query('ROLLBACK')
  }
}

async function naiveCompletion(client: pg.Client, phrase: string): Promise<void> {
  const contains = `%${phrase}%`
  await client.query('BEGIN')
  try {
    await client.query('SET LOCAL enable_indexscan = off')
    await client.query('SET LOCAL enable_bitmapscan = off')
    await client.query(
      `SELECT kind, id, name FROM (
         SELECT 'cities' AS kind, id, name, name_ru FROM cities
         UNION ALL SELECT 'regions', id, name, name_ru FROM regions
         UNION ALL SELECT 'countries', id, name, name_ru FROM countries
         UNION ALL SELECT 'showplaces', id, name, name_ru FROM showplaces
         UNION ALL SELECT 'rest_kinds', id, name, name_ru FROM rest_kinds
         UNION ALL SELECT 'collections', id, name, name_ru FROM collections
         UNION ALL SELECT 'water_objects', id, name, name_ru FROM water_objects
         UNION ALL SELECT 'ships', id, name, name FROM ships
         UNION ALL SELECT 'tours', id, title, title_ru FROM tours WHERE is_published) terms
       WHERE lower(name) LIKE $1 OR lower(name_ru) LIKE $1 OR $2 <% lower(name || ' ' || name_ru)
       ORDER BY (lower(name) LIKE $3 OR lower(name_ru) LIKE $3) DESC,
         word_similarity($2, lower(name || ' ' || name_ru)) DESC, name
       LIMIT 5`,
      [contains, phrase, `${phrase}%`],
    )
  } finally {
    await client.query('COMMIT')
  }
}

// ---------------------------------------------------------------------------------------------
// Measuring.

type Sample = { kind: 'tours-page' | 'completion'; milliseconds: number }
type BenchRequest = { kind: Sample['kind']; url: string }

type Summary = {
  count: number
  p50: number
  p95: number
  p99: number
  max: number
  perSecond: number
}

function summarise(samples: readonly Sample[], kind: Sample['kind'], wallSeconds: number): Summary {
  const sorted = samples
    .filter((sample) => sample.kind === kind)
    .map((sample) => sample.milliseconds)
    .sort((a, b) => a - b)
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    perSecond: sorted.length / wallSeconds,
  }
}

/** GET over a keep-alive connection; the body is read and dropped. */
function httpGet(agent: Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

/** The API process's CPU so far (its /metrics process_cpu_seconds_total), in seconds. */
async function apiCpuSeconds(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/metrics`)
  const seconds = /^process_cpu_seconds_total (\S+)$/m.exec(await response.text())?.[1]
  if (seconds === undefined) throw new Error('/metrics has no process_cpu_seconds_total')
  return Number(seconds)
}

type Run = {
  samples: Sample[]
  wallSeconds: number
  /** The API process's CPU per request, its clients' apart. */
  cpuMsPerRequest: number
  loadAverage: number
}

/** Runs the requests with `concurrency` clients pulling from one queue; a non-200 aborts. */
async function runConcurrently(baseUrl: string, requests: readonly BenchRequest[]): Promise<Run> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  const samples: Sample[] = []
  let next = 0
  const cpuBefore = await apiCpuSeconds(baseUrl)
  const started = performance.now()
  const client = async () => {
    while (next < requests.length) {
      const request = requests[next]!
      next += 1
      const sent = performance.now()
      const status = await httpGet(agent, `${baseUrl}${request.url}`)
      if (status !== 200) throw new Error(`${request.url} answered ${status}`)
      samples.push({ kind: request.kind, milliseconds: performance.now() - sent })
    }
  }
  try {
    await Promise.all(Array.from({ length: concurrency }, client))
  } finally {
    agent.destroy()
  }
  const wallSeconds = (performance.now() - started) / 1000
  const cpuSeconds = (await apiCpuSeconds(baseUrl)) - cpuBefore
  return {
    samples,
    wallSeconds,
    cpuMsPerRequest: (cpuSeconds * 1000) / requests.length,
    loadAverage: loadavg()[0]!,
  }
}

/** Forks the API process (bench-search-server.ts) and waits until its engine is built. */
async function startApiProcess(): Promise<{
  report: BenchServerReport
  stop: () => void
  setFloor: (body: string) => void
}> {
  const child = fork(new URL('./bench-search-server.ts', import.meta.url), [benchUrl], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // --profile DIR: the API process writes a CPU profile there when the benchmark ends.
    execArgv: args.profile === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${args.profile}`],
  })
  const report = await new Promise<BenchServerReport>((resolve, reject) => {
    child.once('message', (message) => resolve(message as BenchServerReport))
    child.once('exit', (code) => reject(new Error(`The API process exited (${String(code)})`)))
    child.once('error', reject)
  })
  return {
    report,
    stop: () => child.disconnect(),
    setFloor: (floorBody) => child.send({ floorBody } satisfies BenchServerMessage),
  }
}

async function runSequentially(
  kind: Sample['kind'],
  items: readonly (() => Promise<void>)[],
): Promise<{ samples: Sample[]; wallSeconds: number }> {
  const samples: Sample[] = []
  const started = performance.now()
  for (const item of items) {
    const sent = performance.now()
    await item()
    samples.push({ kind, milliseconds: performance.now() - sent })
  }
  return { samples, wallSeconds: (performance.now() - started) / 1000 }
}

const format = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(value < 10 ? 2 : 1))

function printTable(rows: readonly [string, Summary][]): void {
  log(
    `${'run'.padEnd(38)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(9)} ${'p95 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'max ms'.padStart(9)} ${'req/s'.padStart(8)}`,
  )
  for (const [label, summary] of rows) {
    log(
      `${label.padEnd(38)} ${String(summary.count).padStart(8)} ${format(summary.p50).padStart(9)} ${format(summary.p95).padStart(9)} ${format(summary.p99).padStart(9)} ${format(summary.max).padStart(9)} ${format(summary.perSecond).padStart(8)}`,
    )
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  log(
    `Search benchmark: ${tourCount.toLocaleString('en-GB')} tours, ${concurrency} concurrent clients, ${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(2)}`,
  )
  if (!args.reuse) {
    await runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS ${benchDatabaseName} WITH (FORCE)`)
    await runAsAdmin(serverUrl, `CREATE DATABASE ${benchDatabaseName}`)
  }
  const config = benchmarkConfig(benchUrl)
  const database = await openDatabase(config)
  const client = new pg.Client({ connectionString: benchUrl })
  try {
    await migrate(database)
    await client.connect()
    const existing = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM tours')
    if (existing.rows[0]!.n === 0) {
      await timed(`Seeded ${tourCount.toLocaleString('en-GB')} tours`, () =>
        seedCatalogue(database, {
          tours: tourCount,
          seed: 1,
          today,
          demoAccounts: false,
          onProgress: (done, total) => {
            if (done % 20_000 === 0 || done === total) log(`  ${done} / ${total} tours`)
          },
        }),
      )
      await timed('VACUUM ANALYZE after the bulk load', () => client.query('VACUUM ANALYZE'))
    }
    await timed('refreshSearchIndexes', () => refreshSearchIndexes(database.db))
    await client.query(
      'ANALYZE search_tours; ANALYZE search_tour_documents; ANALYZE search_completion_terms',
    )
    const dates = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM tour_dates')
    log(`Catalogue: ${existing.rows[0]!.n || tourCount} tours, ${dates.rows[0]!.n} dates`)

    const fixtures = await loadFixtures(client)
    const filters = tourPageQueries(fixtures)
    const warmPhrases = fixtures.phrases.filter((phrase) => phrase.length === 4).slice(0, 16)

    // --skip-baseline: minutes saved while tuning the engine (its rows then print '-').
    const withBaseline = !args['skip-baseline']
    if (withBaseline)
      log('\nBaseline: naive SQL over the catalogue tables, index scans off, sequential…')
    const baselinePages = await runSequentially(
      'tours-page',
      withBaseline ? filters.map((filter) => () => naiveToursPage(client, filter)) : [],
    )
    const baselineCompletions = await runSequentially(
      'completion',
      withBaseline ? warmPhrases.map((phrase) => () => naiveCompletion(client, phrase)) : [],
    )

    const api = await startApiProcess()
    const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
    log(
      `\nSearch engine built from the read model in ${api.report.buildSeconds.toFixed(1)} s (${api.report.tours.toLocaleString('en-GB')} tours), in the API process: heap ${megabytes(api.report.heapUsedBytes)}, array buffers ${megabytes(api.report.arrayBufferBytes)}, resident ${megabytes(api.report.residentBytes)}`,
    )
    const baseUrl = `http://127.0.0.1:${api.report.port}`
    try {
      // Cold: every request distinct, so nothing is cached: the mix's filters, each with a
      // different maxGroupSize of 30 or more (every seeded tour allows 30 at most, so the
      // results and the work stay those of the mix), and phrases the warm run does not use.
      const coldPages = Array.from({ length: Math.ceil(coldRequests / 2) }, (_, index) => ({
        kind: 'tours-page' as const,
        url: toursPageUrl({
          ...filters[index % filters.length]!,
          maxGroupSize: String(30 + index),
        }),
      }))
      const coldPhrases = fixtures.phrases.filter((phrase) => !warmPhrases.includes(phrase))
      const coldCompletions = Array.from(
        { length: Math.min(Math.floor(coldRequests / 2), coldPhrases.length) },
        (_, index) => ({ kind: 'completion' as const, url: completionUrl(coldPhrases[index]!) }),
      )
      const interleave = (a: readonly BenchRequest[], b: readonly BenchRequest[]) =>
        Array.from({ length: Math.max(a.length, b.length) }, (_, index) => [a[index], b[index]])
          .flat()
          .filter((item): item is BenchRequest => item !== undefined)
      // One at a time first, like the baseline: the time of the SQL path itself, without a queue.
      const singleAgent = new Agent({ keepAlive: true, maxSockets: 1 })
      const alone = (requests: readonly BenchRequest[], kind: Sample['kind']) =>
        runSequentially(
          kind,
          requests.map((request) => async () => {
            const status = await httpGet(singleAgent, `${baseUrl}${request.url}`)
            if (status !== 200) throw new Error(`${request.url} answered ${status}`)
          }),
        )
      const coldPageAlone = await alone(
        filters.map((filter) => ({
          kind: 'tours-page',
          url: toursPageUrl({ ...filter, maxGroupSize: '29' }),
        })),
        'tours-page',
      )
      const coldCompletionAlone = await alone(
        coldPhrases
          .slice(-filters.length)
          .map((phrase) => ({ kind: 'completion', url: completionUrl(phrase) })),
        'completion',
      )
      // The broadest search (no filter, every facet), one at a time, each request distinct.
      const broadestAlone = await alone(
        Array.from({ length: 100 }, (_, index) => ({
          kind: 'tours-page',
          url: toursPageUrl({ maxGroupSize: String(1_000 + index) }),
        })),
        'tours-page',
      )
      singleAgent.destroy()
      const broadestAnswer = await fetch(`${baseUrl}${toursPageUrl({})}`)
      if (!broadestAnswer.ok)
        throw new Error(`The broadest search answered ${String(broadestAnswer.status)}`)
      const floorBody = await broadestAnswer.text()
      // The floor: the same server and clients answering that ready-made body, so the HTTP,
      // JSON transfer and client costs show apart from search.
      api.setFloor(floorBody)
      const floorRun = await runConcurrently(
        baseUrl,
        // Long enough that the first connections' set-up is not the tail.
        Array.from({ length: 2_000 }, () => ({
          kind: 'tours-page' as const,
          url: '/bench/floor',
        })),
      )
      // Then each kind on its own at full concurrency: a completion queued behind slow searches
      // would measure the queue.
      log(`Cold: ${coldPages.length} distinct tours-page requests…`)
      const coldPageRun = await runConcurrently(baseUrl, coldPages)
      log(`Cold: ${coldCompletions.length} distinct completions…`)
      const coldCompletionRun = await runConcurrently(baseUrl, coldCompletions)
      const broadPages = broadSearchFilters(fixtures, today, Math.ceil(coldRequests / 2)).map(
        (filter) => ({ kind: 'tours-page' as const, url: toursPageUrl(filter) }),
      )
      log(`Broad: ${broadPages.length} distinct broad tours-page requests…`)
      const broadPageRun = await runConcurrently(baseUrl, broadPages)

      // Warm: the fixed mix (page 1 of each filter, the warm phrases), repeated.
      const mix = interleave(
        filters.map((filter) => ({ kind: 'tours-page' as const, url: toursPageUrl(filter) })),
        warmPhrases.map((phrase) => ({ kind: 'completion' as const, url: completionUrl(phrase) })),
      )
      await runConcurrently(baseUrl, mix)
      log(`Warm: ${warmRequests} requests over a mix of ${mix.length}…`)
      const warm = await runConcurrently(
        baseUrl,
        Array.from({ length: warmRequests }, (_, index) => mix[index % mix.length]!),
      )

      const rows: [string, Summary][] = [
        [
          'baseline tours-page (sequential)',
          summarise(baselinePages.samples, 'tours-page', baselinePages.wallSeconds),
        ],
        [
          'baseline completion (sequential)',
          summarise(baselineCompletions.samples, 'completion', baselineCompletions.wallSeconds),
        ],
        [
          'cold tours-page+facets (sequential)',
          summarise(coldPageAlone.samples, 'tours-page', coldPageAlone.wallSeconds),
        ],
        [
          'cold completion (sequential)',
          summarise(coldCompletionAlone.samples, 'completion', coldCompletionAlone.wallSeconds),
        ],
        [
          'cold broadest tours-page+facets (sequential)',
          summarise(broadestAlone.samples, 'tours-page', broadestAlone.wallSeconds),
        ],
        [
          `floor: a ready-made ${(floorBody.length / 1024).toFixed(0)} KB body`,
          summarise(floorRun.samples, 'tours-page', floorRun.wallSeconds),
        ],
        [
          'cold tours-page+facets',
          summarise(coldPageRun.samples, 'tours-page', coldPageRun.wallSeconds),
        ],
        [
          'cold completion',
          summarise(coldCompletionRun.samples, 'completion', coldCompletionRun.wallSeconds),
        ],
        [
          'broad tours-page+facets',
          summarise(broadPageRun.samples, 'tours-page', broadPageRun.wallSeconds),
        ],
        ['warm tours-page+facets', summarise(warm.samples, 'tours-page', warm.wallSeconds)],
        ['warm completion', summarise(warm.samples, 'completion', warm.wallSeconds)],
      ]
      log('')
      printTable(rows)
      if (naiveTimeouts > 0)
        log(
          `(${naiveTimeouts} baseline searches hit the ${naiveStatementTimeoutMs / 1000} s statement timeout: their times, and the speed-ups, are lower bounds)`,
        )
      const byLabel = Object.fromEntries(rows)
      const speedUp = (baseline: string, run: string) => byLabel[baseline]!.p50 / byLabel[run]!.p50
      const pageSpeedUpWarm = speedUp('baseline tours-page (sequential)', 'warm tours-page+facets')
      const pageSpeedUpCold = speedUp(
        'baseline tours-page (sequential)',
        'cold tours-page+facets (sequential)',
      )
      const completionSpeedUpWarm = speedUp('baseline completion (sequential)', 'warm completion')
      const completionSpeedUpCold = speedUp(
        'baseline completion (sequential)',
        'cold completion (sequential)',
      )
      log(
        `\nSpeed-up over the baseline (p50): tours-page ${format(pageSpeedUpWarm)}× warm, ${format(pageSpeedUpCold)}× cold (one at a time); completion ${format(completionSpeedUpWarm)}× warm, ${format(completionSpeedUpCold)}× cold (one at a time)`,
      )
      const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')
      const floorRunSummary = summarise(floorRun.samples, 'tours-page', floorRun.wallSeconds)
      // Issue 21's table: every request distinct, so no answer comes from the response cache.
      const distinctPage = byLabel['cold tours-page+facets']!
      const broadest = byLabel['cold broadest tours-page+facets (sequential)']!
      const distinctCompletion = byLabel['cold completion']!
      const pageTarget =
        tourCount >= 1_000_000 ? targets.distinctPageP95MsAtMillion : targets.toursPageP95Ms
      log(
        '\nHeadline (every request distinct; the response cache only joins identical concurrent ones):',
      )
      log(
        `  tours-page + all facets, ${tourCount.toLocaleString('en-GB')} tours, ${concurrency} clients: p95 ${format(distinctPage.p95)} ms (target ≤ ${pageTarget}) ${verdict(distinctPage.p95 <= pageTarget)}`,
      )
      log(
        `  same, 1 client, broadest query: p95 ${format(broadest.p95)} ms (target ≤ ${targets.broadestP95Ms}) ${verdict(broadest.p95 <= targets.broadestP95Ms)}`,
      )
      log(
        `  completion, distinct phrases, ${concurrency} clients: p95 ${format(distinctCompletion.p95)} ms (target ≤ ${targets.completionP95Ms}) ${verdict(distinctCompletion.p95 <= targets.completionP95Ms)}`,
      )
      const millionTours = tourCount >= 1_000_000
      const pageCpuTarget = millionTours ? targets.cpuMsAtMillion : targets.toursPageCpuMs
      const throughputShare =
        byLabel['cold tours-page+facets']!.perSecond / floorRunSummary.perSecond
      log(
        `\nIssue 45 (the API process's own CPU, from its process_cpu_seconds_total; ${tourCount.toLocaleString('en-GB')} tours):`,
      )
      const row = (label: string, figure: string, target: string, met: boolean, load: number) =>
        log(
          `  ${label.padEnd(52)} ${figure.padStart(10)}  target ${target.padEnd(10)} ${verdict(met).padEnd(8)} load ${load.toFixed(2)}`,
        )
      row(
        'CPU per distinct tours-page request, bench mix',
        `${format(coldPageRun.cpuMsPerRequest)} ms`,
        `≤ ${pageCpuTarget} ms`,
        coldPageRun.cpuMsPerRequest <= pageCpuTarget,
        coldPageRun.loadAverage,
      )
      row(
        'CPU per distinct tours-page request, broad mix',
        `${format(broadPageRun.cpuMsPerRequest)} ms`,
        `≤ ${pageCpuTarget} ms`,
        broadPageRun.cpuMsPerRequest <= pageCpuTarget,
        broadPageRun.loadAverage,
      )
      row(
        'CPU per distinct completion',
        `${format(coldCompletionRun.cpuMsPerRequest)} ms`,
        `≤ ${targets.completionCpuMs} ms`,
        coldCompletionRun.cpuMsPerRequest <= targets.completionCpuMs,
        coldCompletionRun.loadAverage,
      )
      row(
        `distinct tours-pages/s vs the floor (${format(floorRunSummary.perSecond)}/s)`,
        `${(throughputShare * 100).toFixed(1)} %`,
        `≥ ${targets.throughputOfFloor * 100} %`,
        throughputShare >= targets.throughputOfFloor,
        coldPageRun.loadAverage,
      )
      row(
        'CPU per floor request (a ready-made body)',
        `${format(floorRun.cpuMsPerRequest)} ms`,
        '-',
        true,
        floorRun.loadAverage,
      )
      if (millionTours) {
        row(
          'engine build',
          `${api.report.buildSeconds.toFixed(1)} s`,
          `≤ ${targets.buildSecondsAtMillion} s`,
          api.report.buildSeconds <= targets.buildSecondsAtMillion,
          loadavg()[0]!,
        )
        row(
          'API process resident after the build',
          megabytes(api.report.residentBytes),
          `≤ ${megabytes(targets.residentBytesAtMillion)}`,
          api.report.residentBytes <= targets.residentBytesAtMillion,
          loadavg()[0]!,
        )
      }
      const warmPage = byLabel['warm tours-page+facets']!
      const warmCompletion = byLabel['warm completion']!
      log(
        `Targets (warm): tours-page p95 ≤ ${targets.toursPageP95Ms} ms ${verdict(warmPage.p95 <= targets.toursPageP95Ms)}; completion p95 ≤ ${targets.completionP95Ms} ms ${verdict(warmCompletion.p95 <= targets.completionP95Ms)}; ≥ ${targets.speedUp}× ${verdict(Math.min(pageSpeedUpWarm, completionSpeedUpWarm) >= targets.speedUp)}`,
      )
      log(
        `Load average at the end: ${loadavg()
          .map((value) => value.toFixed(2))
          .join(' ')}`,
      )
    } finally {
      api.stop()
    }
  } finally {
    await client.end()
    await database.close()
    if (!args.keep)
      await runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS ${benchDatabaseName} WITH (FORCE)`)
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Search benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exitCode = 1
})
