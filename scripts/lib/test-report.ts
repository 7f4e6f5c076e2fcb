// What `npm test` prints at its end (issue 36): per runner the number of test cases (and of e2e
// steps), the outcome, and the slowest test files, read from the runners' own JSON reports, so a
// regression in time or a test that disappears shows in every run.

export type RunnerSummary = {
  readonly runner: string
  readonly passed: number
  readonly failed: number
  readonly skipped: number
  /** Playwright's test.step calls (nested ones included); Vitest has none. */
  readonly steps: number
  /** Seconds per test file, slowest first. */
  readonly slowestFiles: readonly { readonly file: string; readonly seconds: number }[]
}

type VitestReport = {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
}

/** What scripts/vitest/file-times-reporter.ts writes. */
export type FileTime = { readonly file: string; readonly seconds: number }

export type PlaywrightStep = { steps?: PlaywrightStep[] }
type PlaywrightResult = { duration: number; steps?: PlaywrightStep[] }
type PlaywrightSuite = {
  file: string
  specs?: { tests: { results: PlaywrightResult[] }[] }[]
  suites?: PlaywrightSuite[]
}
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites: PlaywrightSuite[]
}

const SLOWEST_SHOWN = 10

function slowest(secondsPerFile: ReadonlyMap<string, number>) {
  return [...secondsPerFile]
    .map(([file, seconds]) => ({ file, seconds }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, SLOWEST_SHOWN)
}

export function summarizeVitest(
  runner: string,
  report: VitestReport,
  fileTimes: readonly FileTime[],
): RunnerSummary {
  return {
    runner,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    steps: 0,
    slowestFiles: slowest(new Map(fileTimes.map(({ file, seconds }) => [file, seconds]))),
  }
}

function countSteps(steps: readonly PlaywrightStep[] | undefined): number {
  return (steps ?? []).reduce((total, step) => total + 1 + countSteps(step.steps), 0)
}

export function summarizePlaywright(runner: string, report: PlaywrightReport): RunnerSummary {
  const seconds = new Map<string, number>()
  let steps = 0
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          seconds.set(suite.file, (seconds.get(suite.file) ?? 0) + result.duration / 1000)
          steps += countSteps(result.steps)
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child)
  }
  for (const suite of report.suites) visit(suite)
  return {
    runner,
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    steps,
    slowestFiles: slowest(seconds),
  }
}

export type PhaseTiming = { readonly title: string; readonly seconds: number; readonly ok: boolean }

function minutes(seconds: number): string {
  return seconds >= 60 ? `${(seconds / 60).toFixed(1)} min` : `${seconds.toFixed(1)} s`
}

/**
 * The closing report: phases with their times and the run's wall time (some phases run at once),
 * then each runner's counts and slowest files.
 */
export function formatReport(
  phases: readonly PhaseTiming[],
  runners: readonly RunnerSummary[],
  wallSeconds: number,
): string {
  const lines = ['', '== timings ==']
  const width = Math.max(...phases.map((phase) => phase.title.length), 5)
  for (const phase of phases) {
    lines.push(`${phase.ok ? '✓' : '✗'} ${phase.title.padEnd(width)}  ${minutes(phase.seconds)}`)
  }
  lines.push(`  ${'total'.padEnd(width)}  ${minutes(wallSeconds)}`)
  for (const summary of runners) {
    const steps = summary.steps > 0 ? `, ${summary.steps} steps` : ''
    lines.push(
      '',
      `== ${summary.runner}: ${summary.passed + summary.failed + summary.skipped} tests` +
        ` (${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped)${steps} ==`,
      `slowest files:`,
    )
    for (const { file, seconds } of summary.slowestFiles) {
      lines.push(`  ${seconds.toFixed(1).padStart(7)} s  ${file}`)
    }
  }
  return lines.join('\n')
}
