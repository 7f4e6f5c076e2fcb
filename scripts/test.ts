// `npm test`: every check, in the order that fails fastest — lint, format and typecheck (at once),
// unit and integration tests, build, end-to-end — then each phase's time, per runner the tests
// and slowest files, and one closing line with the counts.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { ensureChromium } from './lib/chromium.ts'
import { runCommand } from './lib/run-command.ts'
import { onlyAWorkerCrashed } from './lib/worker-crash.ts'
import { formatReport, summarizePlaywright, summarizeVitest } from './lib/test-report.ts'
import type { FileTime, PhaseTiming, RunnerSummary } from './lib/test-report.ts'
import { FILE_TIMES_REPORT } from './vitest/file-times-reporter.ts'

const root = resolve(import.meta.dirname, '..')
const reports = resolve(root, '.reports')
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1'

const phases: PhaseTiming[] = []
const runStarted = Date.now()

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n== ${title} ==`)
  const started = Date.now()
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  const seconds = (Date.now() - started) / 1000
  const ok = result.status === 0
  phases.push({ title, seconds, ok })
  if (!ok) fail(title, seconds, result.status)
  console.log(`✓ ${title} (${seconds.toFixed(1)} s)`)
}

function fail(title: string, seconds: number, status: number | null): never {
  console.error(`\n✗ ${title} failed after ${seconds.toFixed(1)} s`)
  printReport()
  process.exit(status ?? 1)
}

/**
 * Vitest, run once more when a worker process died of a signal while no test had failed. Node
 * 24.21's V8 aborted a worker once (SIGTRAP, "jit_page_->allocations_.erase(addr) == 1" while
 * freeing PGlite's WebAssembly code, 2026-12-03): an engine crash, not a test's verdict. A failed
 * test, any other error, or a second crash fails the run.
 */
async function runVitest(): Promise<void> {
  const title = 'unit and integration tests'
  const report = resolve(reports, 'vitest.json')
  for (let attempt = 1; ; attempt += 1) {
    console.log(`\n== ${title}${attempt > 1 ? ' (once more: a worker crashed)' : ''} ==`)
    const outcome = await runCommand(
      title,
      'vitest',
      [
        'run',
        '--reporter=default',
        '--reporter=json',
        '--reporter=./scripts/vitest/file-times-reporter.ts',
        `--outputFile.json=${report}`,
      ],
      { cwd: root, captureOutput: true, echoOutput: true },
    )
    phases.push({ title, seconds: outcome.seconds, ok: outcome.ok })
    if (outcome.ok) {
      console.log(`✓ ${title} (${outcome.seconds.toFixed(1)} s)`)
      return
    }
    const workerCrashed = onlyAWorkerCrashed(
      outcome.output,
      readJson<{ numFailedTests: number }>(report)?.numFailedTests,
    )
    if (attempt > 1 || !workerCrashed) fail(title, outcome.seconds, outcome.status)
    console.log(`\n✗ a Vitest worker crashed with no test failed; running ${title} once more`)
  }
}

type Check = { title: string; command: string; args: string[] }

/**
 * Checks that each keep one core busy, run at once (lint, format and typecheck: 131 s one after
 * another here, 111 s together); each one's output is printed when it ends.
 */
async function runTogether(checks: readonly Check[]): Promise<void> {
  const outcomes = await Promise.all(
    checks.map(({ title, command, args }) =>
      runCommand(title, command, args, { cwd: root, captureOutput: true }),
    ),
  )
  for (const { title, seconds, ok, output } of outcomes) {
    console.log(`\n== ${title} ==`)
    if (output !== '') process.stdout.write(output)
    phases.push({ title, seconds, ok })
    console.log(`${ok ? '✓' : '✗'} ${title} (${seconds.toFixed(1)} s)`)
  }
  const failed = outcomes.find((outcome) => !outcome.ok)
  if (failed) fail(failed.title, failed.seconds, failed.status)
}

function readJson<Report>(file: string): Report | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Report) : undefined
}

/** Each runner's counts and slowest files, the phases' times, then the one closing line. */
function printReport(): void {
  const runners: RunnerSummary[] = []
  const vitest = readJson<Parameters<typeof summarizeVitest>[1]>(resolve(reports, 'vitest.json'))
  const fileTimes = readJson<FileTime[]>(FILE_TIMES_REPORT) ?? []
  if (vitest) runners.push(summarizeVitest('Vitest', vitest, fileTimes))
  for (const [runner, file] of [
    ['Playwright', 'playwright.json'],
    ['Playwright through the fleet', 'playwright-fleet.json'],
  ] as const) {
    const report = readJson<Parameters<typeof summarizePlaywright>[1]>(resolve(reports, file))
    if (report) runners.push(summarizePlaywright(runner, report))
  }
  console.log(formatReport(phases, runners, (Date.now() - runStarted) / 1000))
  writeFileSync(
    resolve(reports, 'summary.json'),
    JSON.stringify({ wallSeconds: (Date.now() - runStarted) / 1000, phases, runners }, null, 2),
  )
  const total = (key: 'passed' | 'failed' | 'skipped') =>
    runners.reduce((sum, summary) => sum + summary[key], 0)
  console.log(
    `\ntests: ${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`,
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

await runTogether([
  { title: 'lint', command: 'eslint', args: ['.', '--max-warnings', '0'] },
  { title: 'format', command: 'prettier', args: ['--check', '.', '--log-level', 'warn'] },
  { title: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
])
await runVitest()
run('build', 'npm', ['run', 'build', '--silent'])
ensureChromium()
// As many workers as playwright.config.ts gives (each with servers of its own), as CI runs them.
run('end-to-end tests', 'playwright', ['test', '--reporter=list,json'], {
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
printReport()
