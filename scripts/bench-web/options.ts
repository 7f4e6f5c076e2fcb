import { parseArgs } from 'node:util'

export const USAGE = `Usage: npm run bench:web -- [options]

  --runs N          Lighthouse runs per page; the median is reported (default 3)
  --connections N   concurrent connections of the SSR load test (default 10)
  --duration S      seconds of each load test (default 10)
  --build           rebuild the storefront even if the build looks current
  --report-dir DIR  also save each page's Lighthouse HTML report in DIR
  --help            show this text`

export type BenchOptions = {
  runs: number
  connections: number
  durationSeconds: number
  forceBuild: boolean
  reportDirectory: string | undefined
  help: boolean
}

function wholeNumber(name: string, text: string): number {
  const value = Number(text)
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new Error(`--${name} needs a whole number ≥ 1, got "${text}"`)
  }
  return value
}

export function readOptions(args: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      runs: { type: 'string', default: '3' },
      connections: { type: 'string', default: '10' },
      duration: { type: 'string', default: '10' },
      build: { type: 'boolean', default: false },
      'report-dir': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  })
  return {
    runs: wholeNumber('runs', values.runs),
    connections: wholeNumber('connections', values.connections),
    durationSeconds: wholeNumber('duration', values.duration),
    forceBuild: values.build,
    reportDirectory: values['report-dir'],
    help: values.help,
  }
}
