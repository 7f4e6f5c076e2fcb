import { describe, expect, it } from 'vitest'
import { formatReport, summarizePlaywright, summarizeVitest } from './test-report.ts'
import type { PlaywrightStep } from './test-report.ts'

const result = (duration: number, steps: PlaywrightStep[] = []) => ({ duration, steps })

describe("npm test's closing report (issue 36)", () => {
  it('counts Playwright tests, nested steps, and sums each file over its describes', () => {
    const summary = summarizePlaywright('Playwright', {
      stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 2 },
      suites: [
        {
          file: 'a.spec.ts',
          specs: [{ tests: [{ results: [result(1_000, [{ steps: [{}, {}] }, {}])] }] }],
          suites: [{ file: 'a.spec.ts', specs: [{ tests: [{ results: [result(4_000)] }] }] }],
        },
        { file: 'b.spec.ts', specs: [{ tests: [{ results: [result(2_000, [{}])] }] }] },
      ],
    })
    expect(summary).toMatchObject({ passed: 4, failed: 1, skipped: 2, steps: 5 })
    expect(summary.slowestFiles).toEqual([
      { file: 'a.spec.ts', seconds: 5 },
      { file: 'b.spec.ts', seconds: 2 },
    ])
  })

  it('takes Vitest counts from its report and the slowest ten files from the file times', () => {
    const fileTimes = Array.from({ length: 12 }, (_, index) => ({
      file: `api: test/${String(index)}.test.ts`,
      seconds: index,
    }))
    const summary = summarizeVitest(
      'Vitest',
      { numPassedTests: 10, numFailedTests: 0, numPendingTests: 1, numTodoTests: 1 },
      fileTimes,
    )
    expect(summary).toMatchObject({ passed: 10, failed: 0, skipped: 2, steps: 0 })
    expect(summary.slowestFiles.map(({ seconds }) => seconds)).toEqual([
      11, 10, 9, 8, 7, 6, 5, 4, 3, 2,
    ])
  })

  it("prints each phase with its time, the run's wall time, and per runner its tests and steps", () => {
    const report = formatReport(
      [
        { title: 'lint', seconds: 30, ok: true },
        { title: 'end-to-end tests', seconds: 600, ok: false },
      ],
      [
        {
          runner: 'Playwright',
          passed: 300,
          failed: 1,
          skipped: 0,
          steps: 120,
          slowestFiles: [{ file: 'chat.spec.ts', seconds: 95.25 }],
        },
      ],
      615,
    )
    expect(report).toContain('✓ lint              30.0 s')
    expect(report).toContain('✗ end-to-end tests  10.0 min')
    expect(report).toContain('  total             10.3 min')
    expect(report).toContain(
      '== Playwright: 301 tests (300 passed, 1 failed, 0 skipped), 120 steps ==',
    )
    expect(report).toContain('     95.3 s  chat.spec.ts')
  })
})
