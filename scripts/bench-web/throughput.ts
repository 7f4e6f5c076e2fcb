// How much server-side rendering costs: the tour page rendered per request (its loader calls the
// API, React renders it) against the same server sending that page's HTML as a static file. Both
// go through the same Express stack and gzip, so the difference is the rendering.
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { onCleanup } from './cleanup.ts'

/** Where the storefront serves its public files from (server.ts: express.static). */
const STATIC_DIRECTORY = 'build/client'
const WARM_UP_SECONDS = 2

export type LoadOptions = { connections: number; durationSeconds: number }

export type LoadResult = {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** Responses other than 2xx, connection errors and timeouts. */
  failures: number
}

export type ThroughputComparison = { ssr: LoadResult; staticFile: LoadResult; pageBytes: number }

async function load(url: string, connections: number, duration: number): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration,
    // As browsers ask, so both answers are gzipped on the fly.
    headers: { 'accept-encoding': 'gzip' },
  })
  if (result['2xx'] === 0) throw new Error(`no successful response from ${url} under load`)
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}

async function measure(url: string, options: LoadOptions): Promise<LoadResult> {
  await load(url, options.connections, WARM_UP_SECONDS)
  return load(url, options.connections, options.durationSeconds)
}

/** Writes the page's HTML where the server serves static files, for as long as the bench runs. */
async function staticCopy(webDirectory: string, pageUrl: string, webUrl: string) {
  const response = await fetch(pageUrl)
  const html = await response.text()
  if (!response.ok) throw new Error(`GET ${pageUrl} answered ${response.status}`)
  const name = `bench-web-${process.pid}.html`
  const file = join(webDirectory, STATIC_DIRECTORY, name)
  writeFileSync(file, html)
  onCleanup(() => rmSync(file, { force: true }))
  const copyUrl = `${webUrl}/${name}`
  const served = await fetch(copyUrl)
  if ((await served.text()) !== html) throw new Error(`${copyUrl} does not serve the page's HTML`)
  return { url: copyUrl, bytes: Buffer.byteLength(html) }
}

export async function compareSsrWithStatic(
  webDirectory: string,
  webUrl: string,
  pagePath: string,
  options: LoadOptions,
): Promise<ThroughputComparison> {
  const pageUrl = `${webUrl}${pagePath}`
  const copy = await staticCopy(webDirectory, pageUrl, webUrl)
  const ssr = await measure(pageUrl, options)
  const staticFile = await measure(copy.url, options)
  return { ssr, staticFile, pageBytes: copy.bytes }
}
