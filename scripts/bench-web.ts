// `npm run bench:web -- [--tour-only] [--code-only] [--runs N] [--connections N] [--duration S]
//                        [--tours N] [--loaded] [--pglite] [--build] [--report-dir DIR]`
//
// Measures the production storefront on throwaway servers: builds it if its sources changed,
// starts the API on a throwaway PostgreSQL database with the demo catalogue and the storefront
// server (from a private copy of apps/web, so a rebuild meanwhile changes nothing under it) on free
// ports, load-tests the tour pages (the API calls, the server-rendered page, the same HTML as a
// static file, and the renderer alone as the ceiling; issue 21), then runs Lighthouse (mobile) on
// the storefront's pages and on three floor pages — the document alone, the framework alone
// hydrating it, and the framework formatting with Intl (with --loaded, while a CPU loop keeps one
// core busy), weighs the JavaScript each page loads and the code each needs to hydrate. Figures
// that miss their targets are marked; the exit code is non-zero only if it could not measure.
// Everything it started (servers, database) is stopped or dropped at the end, on an error and on
// Ctrl+C.
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { ensureChromium } from './lib/chromium.ts'
import { ensureStorefrontBuild } from './bench-web/build.ts'
import { keepOneCoreBusy, loadAverages } from './bench-web/busy-core.ts'
import { runBench } from './bench-web/cleanup.ts'
import {
  auditPage,
  launchChromium,
  medianAudit,
  saveHtmlReport,
  type PageAudit,
} from './bench-web/lighthouse.ts'
import { readOptions, USAGE, type BenchOptions } from './bench-web/options.ts'
import { createThrowawayDatabase } from './bench-web/database.ts'
import { pickPages, pickTourPaths } from './bench-web/pages.ts'
import { measureHydrationScripts } from './bench-web/hydration-scripts.ts'
import { startFloorPages } from './bench-web/floor-pages.ts'
import {
  everyRunReport,
  hydrationScriptsReport,
  lighthouseReport,
  missedTargets,
} from './bench-web/report.ts'
import type { PageResult } from './bench-web/report.ts'
import { scriptWeight } from './bench-web/script-size.ts'
import { cpuProfileArgs, startApi, startStorefront } from './bench-web/services.ts'
import { snapshotStorefront } from './bench-web/snapshot.ts'
import { measureTourPages, tourPageReport } from './bench-web/tour-page-load.ts'
import { warmUp } from './bench-web/warm-up.ts'

const root = resolve(import.meta.dirname, '..')

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`
}

type AuditedPage = { name: string; url: string }

/**
 * Each page's runs, in page order. Runs are interleaved across pages, so a slow moment of the
 * machine does not hit one page only.
 */
async function auditPages(pages: readonly AuditedPage[], runs: number): Promise<PageAudit[][]> {
  const chromium = await launchChromium()
  const runsByPage = pages.map((): PageAudit[] => [])
  for (let run = 1; run <= runs; run++) {
    for (const [index, page] of pages.entries()) {
      const started = Date.now()
      const audit = await auditPage(page.url, chromium)
      runsByPage[index]?.push(audit)
      console.log(
        `  run ${run}/${runs} ${page.name.padEnd(16)} perf ${audit.scores.performance}, LCP ${(audit.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(audit.tbtMs)} ms (${seconds(started)})`,
      )
    }
  }
  chromium.stop()
  return runsByPage
}

async function bench(options: BenchOptions): Promise<void> {
  const started = Date.now()
  if (!options.tourOnly) ensureChromium()
  ensureStorefrontBuild(root, options.forceBuild)

  let phase = Date.now()
  const database = options.pglite ? 'in-memory PGlite' : 'a throwaway PostgreSQL database'
  console.log(`Starting the API (demo catalogue on ${database}) and the storefront…`)
  const webDirectory = await snapshotStorefront(root)
  const profiles = options.cpuProfileDirectory
  const api = await startApi(
    root,
    options.pglite ? undefined : await createThrowawayDatabase(),
    cpuProfileArgs(profiles, 'api'),
  )
  const web = await startStorefront(webDirectory, api.url, cpuProfileArgs(profiles, 'storefront'))
  console.log(`  storefront ${web.url}, API ${api.url} (${seconds(phase)})`)
  phase = Date.now()
  const pages = await pickPages(api.url)
  const tourPaths = await pickTourPaths(api.url, options.tourCount)
  const images = await warmUp(
    web.url,
    [...pages, ...tourPaths.map((path) => ({ name: 'tour' as const, path }))],
    { images: !options.tourOnly && !options.codeOnly },
  )
  console.log(
    `  warmed up: the pages rendered once, ${images} image sizes fetched (${seconds(phase)})`,
  )

  const codeToHydrate = async () =>
    console.log(`\n${hydrationScriptsReport(await measureHydrationScripts(web.url, pages))}`)
  if (options.codeOnly) {
    await codeToHydrate()
    console.log(`\nbench:web finished in ${seconds(started)}.`)
    return
  }

  console.log(`\nLoad-testing tour pages (${options.durationSeconds} s per run, plus warm-ups)…`)
  const tourFigures = await measureTourPages(
    webDirectory,
    web.url,
    api.url,
    tourPaths,
    { ...options, nodeArgs: cpuProfileArgs(profiles, 'render-ceiling') },
    (line) => console.log(line),
  )
  console.log(`\n${tourPageReport(tourFigures, options)}`)
  if (options.tourOnly) {
    console.log(`\nbench:web finished in ${seconds(started)}.`)
    return
  }

  await codeToHydrate()

  const floorPages = await startFloorPages(root, webDirectory, web.url)
  const busy = options.loaded ? ' with one core kept busy by a CPU loop' : ''
  console.log(`\nLighthouse, ${options.runs} run(s) per page${busy}…`)
  const stopBusyCore = options.loaded ? keepOneCoreBusy() : () => {}
  const loadBefore = loadAverages()
  const storefrontPages = pages.map(({ name, path }) => ({ name, url: `${web.url}${path}` }))
  const allRuns = await auditPages([...storefrontPages, ...floorPages], options.runs)
  const loadAfter = loadAverages()
  stopBusyCore()
  const runsByPage = allRuns.slice(0, pages.length)
  const audits = runsByPage.map((pageRuns) => medianAudit(pageRuns))
  const results: PageResult[] = []
  for (const [index, page] of pages.entries()) {
    const audit = audits[index]
    if (audit === undefined) throw new Error(`no Lighthouse result for ${page.name}`)
    results.push({ page, audit, scripts: await scriptWeight(audit.scriptUrls) })
  }

  console.log(`\n${lighthouseReport(results, options.runs)}`)
  console.log(
    `\n${everyRunReport(storefrontPages, runsByPage, floorPages, allRuns.slice(pages.length))}`,
  )
  console.log(`Load average (1, 5, 15 min): ${loadBefore} before the audits, ${loadAfter} after.`)
  console.log(`\n${missedTargets(results)}`)

  if (options.reportDirectory !== undefined) {
    const directory = resolve(options.reportDirectory)
    mkdirSync(directory, { recursive: true })
    for (const { page, audit } of results) {
      console.log(`Lighthouse report: ${saveHtmlReport(audit, directory, page.name)}`)
    }
  }
  console.log(`\nbench:web finished in ${seconds(started)}.`)
}

function optionsOrUsage(): BenchOptions {
  try {
    return readOptions(process.argv.slice(2))
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`)
    process.exit(2)
  }
}

const options = optionsOrUsage()
if (options.help) {
  console.log(USAGE)
} else {
  await runBench('bench:web', () => bench(options))
}
