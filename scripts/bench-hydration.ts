// `npm run bench:hydration -- [--runs N]`
//
// How long a page shows before it answers (decision 0013, issue 16): on a phone-sized window with
// the CPU slowed 4× (Lighthouse's mid-range phone), with no network throttling and on simulated
// slow 4G, the first contentful paint, the largest paint, and the moment the page has hydrated
// (its build-manifest fetch, which an effect makes once React has hydrated), for the home, a
// search and a tour page. The "dead window" is the time between the first paint and hydration:
// what a visitor does then is kept and replayed (early-event capture), not answered. Same throwaway
// servers as bench:web; medians of N runs (default 5), each in a fresh browser context.
import { resolve } from 'node:path'
import { chromium, type Browser } from 'playwright'
import { CHROMIUM_PATH, ensureChromium } from './lib/chromium.ts'
import { ensureStorefrontBuild } from './bench-web/build.ts'
import { onCleanup, runBench } from './bench-web/cleanup.ts'
import { pickPages, type BenchPage } from './bench-web/pages.ts'
import { startApi, startStorefront } from './bench-web/services.ts'
import { snapshotStorefront } from './bench-web/snapshot.ts'

const root = resolve(import.meta.dirname, '..')

/** Chrome DevTools' "Slow 4G" preset, as Lighthouse's mobile profile simulates it. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const NETWORKS = ['unthrottled', 'slow 4G'] as const
type Network = (typeof NETWORKS)[number]

type LoadFigures = { fcp: number; lcp: number; hydrated: number }

declare global {
  interface Window {
    hydratedAt?: number
  }
}

async function measureOnce(browser: Browser, url: string, network: Network): Promise<LoadFigures> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  try {
    await context.addCookies([{ name: 'cookie_notice_dismissed', value: '1', url }])
    const page = await context.newPage()
    // The moment the page asks for its build manifest: an effect of the hydrated root does.
    await page.addInitScript(() => {
      const originalFetch = window.fetch
      window.fetch = (input, init) => {
        const target = input instanceof Request ? input.url : String(input)
        if (target.includes('/builds/meta/')) window.hydratedAt ??= performance.now()
        return originalFetch(input, init)
      }
    })
    const devtools = await context.newCDPSession(page)
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    if (network === 'slow 4G') {
      await devtools.send('Network.enable')
      await devtools.send('Network.emulateNetworkConditions', SLOW_4G)
    }
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await page.waitForFunction(() => window.hydratedAt !== undefined, null, { timeout: 60_000 })
    return await page.evaluate(
      () =>
        new Promise<LoadFigures>((resolveFigures) => {
          new PerformanceObserver((list) => {
            resolveFigures({
              fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
              lcp: list.getEntries().at(-1)?.startTime ?? NaN,
              hydrated: window.hydratedAt ?? NaN,
            })
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
  } finally {
    await context.close()
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

function runsOption(args: readonly string[]): number {
  const index = args.indexOf('--runs')
  if (index === -1) return 5
  const runs = Number(args[index + 1])
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number ≥ 1')
  return runs
}

async function bench(runs: number): Promise<void> {
  ensureChromium()
  ensureStorefrontBuild(root, false)
  const webDirectory = await snapshotStorefront(root)
  const api = await startApi(root, undefined)
  const web = await startStorefront(webDirectory, api.url)
  const pages: BenchPage[] = await pickPages(api.url)
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
  })
  onCleanup(() => browser.close())

  console.log(`390 px, CPU 4× slower, median of ${runs} runs; ms from the start of navigation`)
  console.log('  network      page     FCP     LCP     hydrated   FCP → hydrated')
  for (const network of NETWORKS) {
    for (const page of pages) {
      const figures: LoadFigures[] = []
      for (let run = 0; run < runs; run++) {
        figures.push(await measureOnce(browser, `${web.url}${page.path}`, network))
      }
      const fcp = median(figures.map((figure) => figure.fcp))
      const lcp = median(figures.map((figure) => figure.lcp))
      const hydrated = median(figures.map((figure) => figure.hydrated))
      const deadWindow = median(figures.map((figure) => figure.hydrated - figure.fcp))
      const cells = [fcp, lcp, hydrated].map((value) => String(Math.round(value)).padStart(7))
      console.log(
        `  ${network.padEnd(12)} ${page.name.padEnd(6)} ${cells.join(' ')}    ${String(Math.round(deadWindow)).padStart(7)}`,
      )
    }
  }
}

await runBench('bench:hydration', () => bench(runsOption(process.argv.slice(2))))
