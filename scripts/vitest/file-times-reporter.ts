// For npm test's closing report (scripts/lib/test-report.ts): each test file's time, its import,
// tests and hooks together. Vitest's JSON report times the tests alone, which hides a file whose
// beforeAll opens a database or starts a server.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

const root = resolve(import.meta.dirname, '../..')
export const FILE_TIMES_REPORT = resolve(root, '.reports/vitest-file-times.json')

export default class FileTimesReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const files = testModules.map((testModule) => {
      const diagnostic = testModule.diagnostic()
      const milliseconds =
        diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.duration
      return {
        file: `${testModule.project.name}: ${relative(root, testModule.moduleId)}`,
        seconds: milliseconds / 1000,
      }
    })
    mkdirSync(dirname(FILE_TIMES_REPORT), { recursive: true })
    writeFileSync(FILE_TIMES_REPORT, JSON.stringify(files))
  }
}
