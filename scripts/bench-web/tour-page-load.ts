// Issue 21: where the server-rendered tour page's time goes. Under the same load (10 connections,
// a fixed time, several tours in turn) it measures the API calls the page makes, the page itself
// over HTTP, the same HTML as a static file (the HTTP stack and gzip alone) and the ceiling: the
// storefront's renderer on the same tree and data in one process with no HTTP and no API.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { loadAverages } from './busy-core.ts'
import { join, resolve } from 'node:path'
import { onCleanup } from './cleanup.ts'
import { measureHttp, type LoadOptions, type LoadSummary } from './load.ts'
import { storefrontEnv } from './services.ts'

/** The targets for the server-rendered tour page. */
export const TOUR_PAGE_TARGETS = { requestsPerSecond: 150, shareOfCeiling: 0.6 } as const

/** The storefront's API client sends these with every call (§7), as an anonymous English visitor. */
const API_HEADERS = { 'x-language': 'en-US', 'x-localization': 'en-US', 'x-currency': 'USD' }
/** The start-up calls of every page: the storefront keeps their answers for minutes (per language). */
const START_UP_CALLS = [
  '/spa/site-tokens',
  '/spa/work-time',
  '/spa/contacts',
  '/spa/groups-in-social-network',
]
/** Where the storefront serves its public files from (server.ts: express.static). */
export const STATIC_DIRECTORY = 'build/client'
const RENDER_CEILING_SCRIPT = resolve(import.meta.dirname, 'render-ceiling.ts')

export type TourPageFigures = {
  tourPaths: readonly string[]
  pageBytes: number
  apiTour: LoadSummary
  apiStartUp: LoadSummary
  ssr: LoadSummary
  staticFile: LoadSummary
  ceiling: LoadSummary
  loadAverageBefore: readonly number[]
  loadAverageAfter: readonly number[]
}

/** What the storefront's loader asks the API for one tour page (fetch-tour-record.ts). */
export function tourApiPath(tourPath: string): string {
  return `/spa/tour?slug=${encodeURIComponent(tourPath.slice(1))}&expand_program=1&expand_reviews=1`
}

/** Writes the page's HTML where the server serves static files, for as long as the bench runs. */
async function staticCopy(webDirectory: string, webUrl: string, pagePath: string) {
  const response = await fetch(`${webUrl}${pagePath}`)
  const html = await response.text()
  if (!response.ok) throw new Error(`GET ${pagePath} answered ${response.status}`)
  const name = `bench-web-${process.pid}.html`
  const file = join(webDirectory, STATIC_DIRECTORY, name)
  writeFileSync(file, html)
  onCleanup(() => rmSync(file, { force: true }))
  const served = await fetch(`${webUrl}/${name}`)
  if ((await served.text()) !== html) throw new Error(`/${name} does not serve the page's HTML`)
  return { path: `/${name}`, bytes: Buffer.byteLength(html) }
}

async function measureCeiling(
  webDirectory: string,
  webUrl: string,
  apiUrl: string,
  tourPaths: readonly string[],
  options: LoadOptions & { nodeArgs: readonly string[] },
): Promise<LoadSummary> {
  const child = spawn(
    process.execPath,
    [
      ...options.nodeArgs,
      RENDER_CEILING_SCRIPT,
      join(webDirectory, 'build'),
      webUrl,
      String(options.connections),
      String(options.durationSeconds),
      ...tourPaths,
    ],
    { cwd: webDirectory, env: { ...process.env, ...storefrontEnv(apiUrl) }, stdio: 'pipe' },
  )
  onCleanup(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })
  let output = ''
  let errors = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')))
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`the render ceiling failed (exit ${code}):\n${errors}`)
  return JSON.parse(output) as LoadSummary
}

export async function measureTourPages(
  webDirectory: string,
  webUrl: string,
  apiUrl: string,
  tourPaths: readonly string[],
  /** nodeArgs: Node's flags for the render ceiling's process (a CPU profile). */
  options: LoadOptions & { nodeArgs: readonly string[] },
  log: (line: string) => void,
): Promise<TourPageFigures> {
  const loadAverageBefore = loadavg()
  const [firstTour] = tourPaths
  if (firstTour === undefined) throw new Error('no tour page to load-test')
  log(`  (a) API /spa/tour × ${tourPaths.length} tours…`)
  const apiTour = await measureHttp(
    { origin: apiUrl, paths: tourPaths.map(tourApiPath), headers: API_HEADERS },
    options,
  )
  log('  (a) API start-up calls (site tokens, work time, contacts, social groups)…')
  const apiStartUp = await measureHttp(
    { origin: apiUrl, paths: START_UP_CALLS, headers: API_HEADERS },
    options,
  )
  log(`  (b) server-rendered tour pages × ${tourPaths.length} tours…`)
  const ssr = await measureHttp({ origin: webUrl, paths: tourPaths }, options)
  log('  the first tour page as a static file (HTTP and gzip alone)…')
  const copy = await staticCopy(webDirectory, webUrl, firstTour)
  const staticFile = await measureHttp({ origin: webUrl, paths: [copy.path] }, options)
  log('  (c) the renderer alone, in one process, same tree and data…')
  const ceiling = await measureCeiling(webDirectory, webUrl, apiUrl, tourPaths, options)
  return {
    tourPaths,
    pageBytes: copy.bytes,
    apiTour,
    apiStartUp,
    ssr,
    staticFile,
    ceiling,
    loadAverageBefore,
    loadAverageAfter: loadavg(),
  }
}

const figure = (value: number) =>
  value >= 100 ? Math.round(value).toLocaleString('en-GB') : value.toFixed(1)
const verdict = (passes: boolean) => (passes ? '✓' : '✗')

export function tourPageReport(figures: TourPageFigures, options: LoadOptions): string {
  const rows: [string, LoadSummary][] = [
    ['(a) API /spa/tour', figures.apiTour],
    ['(a) API start-up calls (kept 5 min)', figures.apiStartUp],
    ['(b) SSR tour page over HTTP', figures.ssr],
    ['    same HTML as a static file', figures.staticFile],
    ['(c) renderer alone (ceiling)', figures.ceiling],
  ]
  const share = figures.ssr.requestsPerSecond / figures.ceiling.requestsPerSecond
  const header = `${'run'.padEnd(38)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'failed'.padStart(8)}`
  return [
    `Tour pages, ${options.connections} connections, ${options.durationSeconds} s each, ${figures.tourPaths.length} tours in turn (${figures.tourPaths.join(', ')}); first page ${(figures.pageBytes / 1024).toFixed(1)} KB of HTML:`,
    header,
    ...rows.map(
      ([label, summary]) =>
        `${label.padEnd(38)}${figure(summary.requestsPerSecond).padStart(9)}${summary.p50Ms.toFixed(1).padStart(9)}${summary.p95Ms.toFixed(1).padStart(9)}${summary.p99Ms.toFixed(1).padStart(9)}${String(summary.failures).padStart(8)}`,
    ),
    `(b)/(c): ${(share * 100).toFixed(0)} % of the ceiling.`,
    `Targets: SSR ≥ ${TOUR_PAGE_TARGETS.requestsPerSecond} req/s ${verdict(figures.ssr.requestsPerSecond >= TOUR_PAGE_TARGETS.requestsPerSecond)}; ≥ ${TOUR_PAGE_TARGETS.shareOfCeiling * 100} % of the ceiling ${verdict(share >= TOUR_PAGE_TARGETS.shareOfCeiling)}.`,
    `Load average (1, 5, 15 min): ${loadAverages(figures.loadAverageBefore)} before, ${loadAverages(figures.loadAverageAfter)} after.`,
  ].join('\n')
}
