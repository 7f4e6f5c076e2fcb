// `npm run bench:tour-program -- [--tours N] [--requests N] [--clients N] [--pdf-clients N] [--covers N] [--baseline] [--keep] [--reuse]`
//
// Issue 37 finding 4: program PDFs made on the event loop starved the catalogue (eight at once
// took it from 0.1 s to 0.9 s). Seeds a catalogue (2,000 tours by default) into a throwaway
// PostgreSQL database (tourmarket_bench_program on the server at DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/), starts the API as deployed (production config) and
// measures the catalogue (tours-page searches and tour pages, every request distinct) with
// --clients concurrent clients:
//   alone       nothing else running
//   under load  while --pdf-clients clients ask for program PDFs of tours not asked for before
//               (every one a cache miss), each from an address of its own
// The covers of those tours (--covers of them) are resized beforehand: the demo catalogue's
// pictures are drawn in JavaScript by the media module (50–400 ms of the event loop each), which
// an uploaded cover never is, and that is the media module's cost, not the PDF's.
// and prints p50/p95 of both, the ratio of the p95s (target: within 20 %), the event loop's delay
// in each, and what the PDF clients got. --baseline renders as before the fix, on the event loop
// with no limit, for a comparison on the same machine. It drops the database at the end unless
// --keep (--reuse then skips seeding).
import { mkdtemp, rm } from 'node:fs/promises'
import { Agent, get } from 'node:http'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { buildApp } from '../src/app.ts'
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
import { programPdfContent } from '../src/modules/tour-program/pdf-content.ts'
import { renderProgramPdf } from '../src/modules/tour-program/pdf-render.ts'
import type { ProgramPdfRenderer } from '../src/modules/tour-program/render-pool.ts'

const benchDatabaseName = 'tourmarket_bench_program'
/** Catalogue p95 under PDF load may be at most this much above its p95 alone. */
const targetSlowdown = 1.2

const { values: args } = parseArgs({
  options: {
    tours: { type: 'string', default: '2000' },
    requests: { type: 'string', default: '600' },
    clients: { type: 'string', default: '4' },
    'pdf-clients': { type: 'string', default: '8' },
    covers: { type: 'string', default: '60' },
    baseline: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
})

const tourCount = wholeNumber('tours', args.tours)
const catalogueRequests = wholeNumber('requests', args.requests)
const catalogueClients = wholeNumber('clients', args.clients)
const pdfClients = wholeNumber('pdf-clients', args['pdf-clients'])
const coverCount = wholeNumber('covers', args.covers)

const serverUrl = benchServerUrl
const benchUrl = benchDatabaseUrl(benchDatabaseName)

const log = (line: string) => process.stdout.write(`${line}\n`)

type Latencies = { count: number; p50: number; p95: number; max: number }

/** How the PDFs were made before issue 37: on the API's own thread, as many at once as asked. */
const eventLoopRenderer: ProgramPdfRenderer = {
  async render(prepare) {
    const job = await prepare()
    return renderProgramPdf({
      content: programPdfContent(job.tour, job.context),
      cover: job.cover === null ? null : Buffer.from(job.cover),
      brandName: job.brandName,
    })
  },
  close: async () => undefined,
}

/** The event loop's delay while `action` runs: how long a ready callback waited for the thread. */
async function withEventLoopDelay<Value>(
  action: () => Promise<Value>,
): Promise<{ value: Value; delayP99: number; delayMax: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  try {
    const value = await action()
    return {
      value,
      delayP99: histogram.percentile(99) / 1e6,
      delayMax: histogram.max / 1e6,
    }
  } finally {
    histogram.disable()
  }
}

function summarise(milliseconds: readonly number[]): Latencies {
  const sorted = [...milliseconds].sort((a, b) => a - b)
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(1)} ms`)

/** GET over a keep-alive connection; answers the status, the body read and dropped. */
function httpGet(agent: Agent, url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent, headers }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

/** Runs the URLs with `clients` clients pulling from one queue; any answer but 200 aborts. */
async function catalogueRun(baseUrl: string, urls: readonly string[]): Promise<Latencies> {
  const agent = new Agent({ keepAlive: true, maxSockets: catalogueClients })
  const samples: number[] = []
  let next = 0
  const client = async () => {
    while (next < urls.length) {
      const url = urls[next]!
      next += 1
      const sent = performance.now()
      const status = await httpGet(agent, `${baseUrl}${url}`)
      if (status !== 200) throw new Error(`${url} answered ${status}`)
      samples.push(performance.now() - sent)
    }
  }
  try {
    await Promise.all(Array.from({ length: catalogueClients }, client))
  } finally {
    agent.destroy()
  }
  return summarise(samples)
}

/**
 * Clients asking for PDFs of tours no one asked for before, until stopped; each request from an
 * address of its own (through the trusted loopback proxy), as a crowd of visitors or a botnet.
 */
function pdfLoad(baseUrl: string, tourIds: readonly number[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: pdfClients })
  const statuses = new Map<number, number>()
  const madeMs: number[] = []
  let next = 0
  let stopped = false
  let firstAnswer: () => void = () => undefined
  const answered = new Promise<void>((resolve) => {
    firstAnswer = resolve
  })
  const client = async () => {
    for (let tourId = tourIds[next]; !stopped && tourId !== undefined; tourId = tourIds[next]) {
      next += 1
      const address = `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`
      const sent = performance.now()
      const status = await httpGet(
        agent,
        `${baseUrl}/spa/private-generate-tour-program-pdf?tour_id=${tourId}`,
        { 'x-forwarded-for': address },
      )
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (status === 200) madeMs.push(performance.now() - sent)
      firstAnswer()
    }
  }
  const started = performance.now()
  const running = Promise.all(Array.from({ length: pdfClients }, client))
  return {
    answered,
    async stop() {
      stopped = true
      await running
      agent.destroy()
      return {
        statuses,
        made: summarise(madeMs),
        seconds: (performance.now() - started) / 1000,
        ranOut: next >= tourIds.length,
      }
    },
  }
}

type Tour = { id: number; slug: string }

async function loadTours(client: pg.Client): Promise<Tour[]> {
  // Published tours with a date still to come: their pages answer 200 and their programs a PDF.
  const rows = await client.query<{ id: number; slug: string }>(
    `SELECT t.id, t.slug FROM tours t
     WHERE t.is_published AND EXISTS (
       SELECT 1 FROM tour_dates d WHERE d.tour_id = t.id AND NOT d.is_closed AND d.start_date > CURRENT_DATE + 1)
     ORDER BY md5(t.id::text)`,
  )
  return rows.rows
}

/** Has the media module resize each tour's cover to the PDF's size (1200x0 JPEG) now. */
async function resizeCovers(baseUrl: string, tours: readonly Tour[]): Promise<void> {
  for (const tour of tours) {
    const page = await fetch(`${baseUrl}/spa/tour?slug=${encodeURIComponent(tour.slug)}`)
    const { cover } = (await page.json()) as { cover: { image: string } }
    const image = await fetch(`${baseUrl}${cover.image.replace('{size}', '1200x0')}`)
    if (!image.ok) throw new Error(`The cover of tour ${tour.id} answered ${image.status}`)
    await image.arrayBuffer()
  }
}

/** Searches and tour pages, alternating; `offset` keeps each run's requests distinct from others'. */
function catalogueUrls(slugs: readonly string[], offset: number): string[] {
  const filters: Record<string, string>[] = [
    {},
    { sort: 'price' },
    { priceMin: '500', priceMax: '1500' },
    { daysMin: '3', daysMax: '7' },
    { sort: '-price' },
  ]
  return Array.from({ length: catalogueRequests }, (_, index) => {
    const n = offset + index
    if (index % 2 === 0) {
      const filter = filters[n % filters.length]!
      // Every seeded tour takes groups of 30 at most, so this changes the request, not the work.
      const query = new URLSearchParams({ ...filter, maxGroupSize: String(30 + n) })
      return `/spa/tours-page?${query.toString()}`
    }
    return `/spa/tour?slug=${encodeURIComponent(slugs[n % slugs.length]!)}`
  })
}

async function main(): Promise<void> {
  log(
    `Tour program benchmark${args.baseline ? ' (baseline: PDFs on the event loop, no limit)' : ''}: ${tourCount.toLocaleString('en-GB')} tours, ${catalogueClients} catalogue clients, ${pdfClients} PDF clients, ${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(2)}`,
  )
  if (!args.reuse) {
    await runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS ${benchDatabaseName} WITH (FORCE)`)
    await runAsAdmin(serverUrl, `CREATE DATABASE ${benchDatabaseName}`)
  }
  const mediaCacheDir = await mkdtemp(join(tmpdir(), 'tourmarket-bench-program-media-'))
  const deployed = benchmarkConfig(benchUrl)
  const config = {
    ...deployed,
    // Each PDF client speaks for many visitors: their addresses come through the loopback proxy.
    trustedProxies: ['127.0.0.1'],
    media: { ...deployed.media, cacheDir: mediaCacheDir },
  }
  const database = await openDatabase(config)
  const client = new pg.Client({ connectionString: benchUrl })
  try {
    await migrate(database)
    await client.connect()
    const existing = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM tours')
    if (existing.rows[0]!.n === 0) {
      const started = performance.now()
      await seedCatalogue(database, {
        tours: tourCount,
        seed: 1,
        today: new Date().toISOString().slice(0, 10),
        demoAccounts: false,
      })
      await client.query('VACUUM ANALYZE')
      log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    }
    // Every run measures misses: no PDF is left from an earlier one.
    await client.query('TRUNCATE tour_program_pdfs')
    const tours = await loadTours(client)
    // The PDF load's tours are not the catalogue's: no page of theirs is warmed by it.
    const pdfTours = tours.splice(-coverCount).reverse()
    const slugs = tours.map((tour) => tour.slug)
    log(`Tours with upcoming dates: ${tours.length} for the catalogue, ${pdfTours.length} for PDFs`)

    let engineBuilt: () => void = () => undefined
    const built = new Promise<void>((resolve) => {
      engineBuilt = resolve
    })
    const app = buildApp({
      config,
      database,
      warmSearch: () => engineBuilt(),
      ...(args.baseline ? { programPdfRenderer: eventLoopRenderer } : {}),
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    await built
    const address = app.server.address()
    if (address === null || typeof address === 'string') throw new Error('No server address')
    const baseUrl = `http://127.0.0.1:${address.port}`
    try {
      // Warm-up: connections, JIT, the search engine's first answers.
      await catalogueRun(baseUrl, catalogueUrls(slugs, 100_000).slice(0, 100))
      await resizeCovers(baseUrl, pdfTours)

      log(`\nCatalogue alone: ${catalogueRequests} requests…`)
      const alone = await withEventLoopDelay(() => catalogueRun(baseUrl, catalogueUrls(slugs, 0)))

      log(`Catalogue while ${pdfClients} clients ask for PDFs not made yet…`)
      const load = pdfLoad(
        baseUrl,
        pdfTours.map((tour) => tour.id),
      )
      await load.answered
      const underLoad = await withEventLoopDelay(() =>
        catalogueRun(baseUrl, catalogueUrls(slugs, catalogueRequests)),
      )
      const pdfs = await load.stop()

      const ratio = underLoad.value.p95 / alone.value.p95
      log('')
      log(
        `${'catalogue'.padEnd(14)} ${'requests'.padStart(8)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'max'.padStart(10)}   event loop delay p99 / max`,
      )
      for (const [label, { value: figures, delayP99, delayMax }] of [
        ['alone', alone],
        ['under load', underLoad],
      ] as const) {
        log(
          `${label.padEnd(14)} ${String(figures.count).padStart(8)} ${ms(figures.p50).padStart(10)} ${ms(figures.p95).padStart(10)} ${ms(figures.max).padStart(10)}   ${ms(delayP99)} / ${ms(delayMax)}`,
        )
      }
      const made = pdfs.statuses.get(200) ?? 0
      log(
        `\nPDF clients: ${[...pdfs.statuses].map(([status, count]) => `${count} × ${status}`).join(', ')} in ${pdfs.seconds.toFixed(1)} s (${(made / pdfs.seconds).toFixed(2)} PDFs/s); a PDF made: p50 ${ms(pdfs.made.p50)}, p95 ${ms(pdfs.made.p95)}`,
      )
      if (pdfs.ranOut) {
        log('The PDF load ran out of tours before the catalogue finished: raise --covers')
      }
      log(
        `Catalogue p95 under load / alone: ${ratio.toFixed(2)} (target ≤ ${targetSlowdown.toFixed(2)}) ${ratio <= targetSlowdown ? 'met' : 'NOT met'}`,
      )
      log(
        `Load average at the end: ${loadavg()
          .map((value) => value.toFixed(2))
          .join(' ')}`,
      )
    } finally {
      await app.close()
    }
  } finally {
    await client.end()
    await database.close()
    await rm(mediaCacheDir, { recursive: true, force: true })
    if (!args.keep)
      await runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS ${benchDatabaseName} WITH (FORCE)`)
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Tour program benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exitCode = 1
})
