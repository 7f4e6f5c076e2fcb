// The code a page needs before it can answer (issue 45 item 5, decision 0011's measure): the
// modules its document's module script starts, the catalogue page it loads lazily (the search or the tour page,
// which hydration waits for) and everything they import statically — weighed as sent gzipped,
// with the framework chunk (React, react-dom, React Router) apart. Code the page imports on
// demand after hydration (the API's contracts on the first call, chat, overlays) is not counted:
// it does not stand between the first paint and the first answer.
import { chromium, type Browser } from 'playwright'
import { CHROMIUM_PATH } from '../lib/chromium.ts'
import { onCleanup } from './cleanup.ts'
import type { BenchPage } from './pages.ts'
import { scriptWeight, type ScriptWeight } from './script-size.ts'

export type HydrationScripts = {
  page: BenchPage
  /** Every script the page needs to hydrate, the framework chunk included. */
  all: ScriptWeight
  /** The same without the framework chunk: the page's own code. */
  own: ScriptWeight
}

/** Vite names chunks after their group or first module (apps/web/vite.config.ts). */
const FRAMEWORK_CHUNK = /\/assets\/framework-[\w-]+\.js$/
const LAZY_CATALOGUE_PAGE = /\/assets\/(?:search|tour)-page-[\w-]+\.js$/
/**
 * What the document's module script starts: the route modules (`import * as route0 from "…"`) and
 * the client entry (`import("…")`). The same script also holds a manifest naming other routes'
 * modules, which the page does not load.
 */
const DOCUMENT_MODULE = /\bimport(?:\s*\*\s*as\s+\w+\s+from)?\s*\(?\s*"(\/assets\/[\w.-]+\.js)"/g
/** A chunk's static imports: `import{…}from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"(\.\/[\w.-]+\.js)"/g

async function text(url: string): Promise<string> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  return response.text()
}

/** The lazy catalogue page a browser loaded while the page hydrated, if it has one. */
async function lazyPageOf(browser: Browser, url: string): Promise<string[]> {
  // A fresh context: nothing cached from the page before.
  const context = await browser.newContext()
  try {
    const tab = await context.newPage()
    const loaded: string[] = []
    tab.on('request', (request) => {
      if (LAZY_CATALOGUE_PAGE.test(request.url())) loaded.push(request.url())
    })
    // The shell fetches this build's manifest from an effect, which runs once React has hydrated.
    await Promise.all([
      tab.waitForRequest((request) => /\/builds\/meta\/[^/]+\.json$/.test(request.url())),
      tab.goto(url),
    ])
    return loaded
  } finally {
    await context.close()
  }
}

/** The roots and every module they reach by static imports. */
async function staticClosure(roots: readonly string[]): Promise<string[]> {
  const reached = new Set<string>()
  let frontier = [...new Set(roots)]
  while (frontier.length > 0) {
    for (const url of frontier) reached.add(url)
    const sources = await Promise.all(frontier.map(text))
    frontier = [
      ...new Set(
        sources.flatMap((source, index) =>
          [...source.matchAll(STATIC_IMPORT)].map(
            ([, path]) => new URL(path!, frontier[index]).href,
          ),
        ),
      ),
    ].filter((url) => !reached.has(url))
  }
  return [...reached]
}

export async function measureHydrationScripts(
  webUrl: string,
  pages: readonly BenchPage[],
): Promise<HydrationScripts[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
  })
  onCleanup(() => browser.close())
  const results: HydrationScripts[] = []
  try {
    for (const page of pages) {
      const url = `${webUrl}${page.path}`
      const named = [...(await text(url)).matchAll(DOCUMENT_MODULE)].map(
        ([, path]) => new URL(path!, webUrl).href,
      )
      const scripts = await staticClosure([...named, ...(await lazyPageOf(browser, url))])
      const own = scripts.filter((script) => !FRAMEWORK_CHUNK.test(script))
      if (own.length === scripts.length) {
        throw new Error(`${page.path} names no framework chunk: is the build the bench expects?`)
      }
      results.push({ page, all: await scriptWeight(scripts), own: await scriptWeight(own) })
    }
  } finally {
    await browser.close()
  }
  return results
}
