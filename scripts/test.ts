// `npm test`: every check, in the order that fails fastest — lint, format, typecheck, unit and
// integration tests, build, end-to-end — then one closing line with the counts.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { ensureChromium } from './lib/chromium.ts'

const root = resolve(import.meta.dirname, '..')
const reports = resolve(root, '.reports')
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1'

type Counts = { passed: number; failed: number; skipped: number }
const totals: Counts = { passed: 0, failed: 0, skipped: 0 }

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n== ${title} ==`)
  const started = Date.now()
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds} s`)
    printTotals()
    process.exit(result.status ?? 1)
  }
  console.log(`✓ ${title} (${seconds} s)`)
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}

function addVitestCounts(file: string): void {
  const report = readJson(file) as
    | {
        numPassedTests: number
        numFailedTests: number
        numPendingTests: number
        numTodoTests: number
      }
    | undefined
  if (!report) return
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
  totals.skipped += report.numPendingTests + report.numTodoTests
}

function addPlaywrightCounts(file: string): void {
  const report = readJson(file) as
    { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } | undefined
  if (!report) return
  totals.passed += report.stats.expected + report.stats.flaky
  totals.failed += report.stats.unexpected
  totals.skipped += report.stats.skipped
}

function printTotals(): void {
  addVitestCounts(resolve(reports, 'vitest.json'))
  addPlaywrightCounts(resolve(reports, 'playwright.json'))
  addPlaywrightCounts(resolve(reports, 'playwright-fleet.json'))
  console.log(
    `\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  )
}

rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const databases = process.env.DATABASE_URL
  ? 'PGlite (in memory) and PostgreSQL at DATABASE_URL'
  : 'PGlite only (no DATABASE_URL configured; set it to a PostgreSQL database to run them there too)'
console.log(`Database tests run on: ${databases}`)
console.log(
  process.env.DATABASE_URL && process.env.REDIS_URL
    ? 'The fleet journeys run through HAProxy on that PostgreSQL server and Redis'
    : 'The fleet journeys need both DATABASE_URL and REDIS_URL',
)
console.log(
  process.env.REDIS_URL
    ? 'Chat fan-out tests run through the in-process bus and Redis at REDIS_URL'
    : 'Chat fan-out tests run through the in-process bus only (set REDIS_URL, e.g. redis://127.0.0.1:6379, to run them through Redis too)',
)

run('lint', 'eslint', ['.', '--max-warnings', '0'])
run('format', 'prettier', ['--check', '.', '--log-level', 'warn'])
run('typecheck', 'npm', ['run', 'typecheck', '--silent'])
run('unit and integration tests', 'vitest', [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resolve(reports, 'vitest.json')}`,
])
run('build', 'npm', ['run', 'build', '--silent'])
ensureChromium()
// One worker, as CI: two servers and a browser already share this machine's two cores.
run('end-to-end tests', 'playwright', ['test', '--workers=1', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(reports, 'playwright.json'),
})
// The fleet (issue 22) needs PostgreSQL and Redis; it runs where the database and Redis tests do.
if (process.env.DATABASE_URL && process.env.REDIS_URL) {
  run(
    'end-to-end tests through the fleet (2 API + 2 storefronts behind HAProxy)',
    'playwright',
    ['test', '-c', 'playwright.fleet.config.ts', '--workers=1', '--reporter=list,json'],
    {
      E2E_TARGET: 'fleet',
      PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(reports, 'playwright-fleet.json'),
    },
  )
} else {
  console.log(
    '\nThe fleet journeys did not run: they need PostgreSQL and Redis (set DATABASE_URL and REDIS_URL).',
  )
}
printTotals()
