// Lighthouse with its default settings: the mobile profile (a mid-range phone on a slow 4G
// network, simulated) and the four categories the storefront has targets for.
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse, { generateReport, type Result } from 'lighthouse'
import { CHROMIUM_PATH } from '../lib/chromium.ts'
import { onCleanup } from './cleanup.ts'

// Headless as root on Debian's Chromium, and without Chromium's own background traffic (updates,
// sync, QUIC probes), which would otherwise show up among the page's network requests.
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type CategoryId = (typeof CATEGORIES)[number]

/** Lighthouse's report shows an audit as passed from this score on. */
const PASSING_AUDIT_SCORE = 0.9
/** Audits that are never passed or failed. */
const UNSCORED_MODES = new Set(['informative', 'manual', 'notApplicable'])
/** Of a failing audit's items (console errors, elements, files), the first few are shown. */
const EXAMPLES_PER_AUDIT = 3
const EXAMPLE_LENGTH = 160

export type FailingAudit = {
  title: string
  detail: string | undefined
  /** What fails, as the report lists it: an error message, an element, a file. */
  examples: string[]
}

export type PageAudit = {
  /** 0-100, as Lighthouse shows them. */
  scores: Record<CategoryId, number>
  lcpMs: number
  tbtMs: number
  cls: number
  failingAudits: Record<CategoryId, FailingAudit[]>
  /** Every script the page loaded while Lighthouse watched it load. */
  scriptUrls: string[]
  result: Result
}

export type Chromium = { port: number; stop: () => void }

export async function launchChromium(): Promise<Chromium> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    // The bench's own signal handling stops Chromium with the servers.
    handleSIGINT: false,
    logLevel: 'silent',
  })
  let running = true
  const stop = () => {
    if (!running) return
    running = false
    chrome.kill()
  }
  onCleanup(stop)
  return { port: chrome.port, stop }
}

function numericAudit(result: Result, id: string): number {
  const value = result.audits[id]?.numericValue
  if (value === undefined) throw new Error(`Lighthouse gave no value for ${id}`)
  return value
}

function categoryScore(result: Result, id: CategoryId): number {
  const score = result.categories[id]?.score
  if (score === null || score === undefined) throw new Error(`Lighthouse could not score ${id}`)
  return Math.round(score * 100)
}

type AuditResult = Result['audits'][string]
type TableItem = Extract<NonNullable<AuditResult['details']>, { type: 'table' }>['items'][number]

function describeItem(item: TableItem): string | undefined {
  if (typeof item.description === 'string') {
    // A console error: where it came from says more than "Failed to load resource".
    const source = item.sourceLocation
    const where =
      typeof source === 'object' && 'type' in source && source.type === 'source-location'
        ? ` (${source.url})`
        : ''
    return `${item.description}${where}`
  }
  const node = item.node
  if (typeof node === 'object' && 'type' in node && node.type === 'node') {
    return node.snippet ?? node.selector
  }
  return typeof item.url === 'string' ? item.url : undefined
}

function examples(audit: AuditResult): string[] {
  const details = audit.details
  if (details?.type !== 'table' && details?.type !== 'opportunity') return []
  return details.items
    .map(describeItem)
    .filter((text) => text !== undefined)
    .slice(0, EXAMPLES_PER_AUDIT)
    .map((text) => {
      const line = text.replace(/\s+/g, ' ').trim()
      return line.length > EXAMPLE_LENGTH ? `${line.slice(0, EXAMPLE_LENGTH - 1)}…` : line
    })
}

/** The category's audits that fail, those weighing most on its score first. */
function failingAudits(result: Result, id: CategoryId): FailingAudit[] {
  const failing = (result.categories[id]?.auditRefs ?? []).flatMap((ref) => {
    const audit = result.audits[ref.id]
    if (audit === undefined || UNSCORED_MODES.has(audit.scoreDisplayMode)) return []
    if (audit.score !== null && audit.score >= PASSING_AUDIT_SCORE) return []
    return [{ weight: ref.weight, score: audit.score ?? 0, audit }]
  })
  failing.sort((a, b) => b.weight - a.weight || a.score - b.score)
  return failing.map(({ audit }) => ({
    title: audit.title,
    detail: audit.scoreDisplayMode === 'error' ? audit.errorMessage : audit.displayValue,
    examples: examples(audit),
  }))
}

function loadedScripts(result: Result): string[] {
  const details = result.audits['network-requests']?.details
  if (details?.type !== 'table') throw new Error('Lighthouse recorded no network requests')
  return details.items.flatMap((item) =>
    item.resourceType === 'Script' &&
    item.statusCode === 200 &&
    typeof item.url === 'string' &&
    /^https?:/.test(item.url)
      ? [item.url]
      : [],
  )
}

export async function auditPage(url: string, chromium: Chromium): Promise<PageAudit> {
  const run = await lighthouse(url, {
    port: chromium.port,
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  })
  if (run === undefined) throw new Error(`Lighthouse returned nothing for ${url}`)
  const result = run.lhr
  if (result.runtimeError !== undefined) {
    throw new Error(`Lighthouse could not load ${url}: ${result.runtimeError.message}`)
  }
  const byCategory = <Value>(read: (id: CategoryId) => Value) =>
    Object.fromEntries(CATEGORIES.map((id) => [id, read(id)])) as Record<CategoryId, Value>
  return {
    scores: byCategory((id) => categoryScore(result, id)),
    lcpMs: numericAudit(result, 'largest-contentful-paint'),
    tbtMs: numericAudit(result, 'total-blocking-time'),
    cls: numericAudit(result, 'cumulative-layout-shift'),
    failingAudits: byCategory((id) => failingAudits(result, id)),
    scriptUrls: loadedScripts(result),
    result,
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
}

/**
 * Each figure is the median of the runs; the audit lists and scripts come from the run with the
 * median performance score, so they describe one real page load.
 */
export function medianAudit(runs: readonly PageAudit[]): PageAudit {
  const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)
  const representative = byPerformance[Math.floor((byPerformance.length - 1) / 2)]
  if (representative === undefined) throw new Error('no Lighthouse run to summarise')
  return {
    ...representative,
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]),
    ) as Record<CategoryId, number>,
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
  }
}

export function saveHtmlReport(audit: PageAudit, directory: string, name: string): string {
  const file = resolve(directory, `${name}.html`)
  writeFileSync(file, generateReport(audit.result, 'html'))
  return file
}
