import { resolve } from 'node:path'
import { parseArgs } from 'node:util'

export const USAGE = `Usage: npm run bench:web -- [options]

  --tour-only       only the tour-page load test (API, SSR, static file, render ceiling)
  --code-only       only weigh the code each page needs to hydrate (a quick loop for issue 45
                    item 5)
  --runs N          Lighthouse runs per page; the median is reported (default 3)
  --connections N   concurrent connections of each load test (default 10)
  --duration S      seconds of each load test (default 10)
  --tours N         tour pages the load test cycles through (default 8)
  --loaded          run Lighthouse with one core kept busy by a CPU loop (issue 45: load
                    average ≈ 2 on this 2-core machine); every run must then reach perf ≥ 95
                    and TBT ≤ 150 ms
  --pglite          the API on an in-memory PGlite database instead of a throwaway
                    PostgreSQL one (DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432)
  --cpu-prof DIR    write CPU profiles of the API and the storefront (and the render ceiling)
                    into DIR, for Chrome DevTools or speedscope
  --build           rebuild the storefront even if the build looks current
  --report-dir DIR  also save each page's Lighthouse HTML report in DIR
  --help            show this text`

export type BenchOptions = {
  tourOnly: boolean
  codeOnly: boolean
  runs: number
  connections: number
  durationSeconds: number
  tourCount: number
  pglite: boolean
  loaded: boolean
  forceBuild: boolean
  reportDirectory: string | undefined
  cpuProfileDirectory: string | undefined
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
      'tour-only': { type: 'boolean', default: false },
      'code-only': { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      connections: { type: 'string', default: '10' },
      duration: { type: 'string', default: '10' },
      tours: { type: 'string', default: '8' },
      pglite: { type: 'boolean', default: false },
      loaded: { type: 'boolean', default: false },
      build: { type: 'boolean', default: false },
      'report-dir': { type: 'string' },
      'cpu-prof': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  })
  return {
    tourOnly: values['tour-only'],
    codeOnly: values['code-only'],
    runs: wholeNumber('runs', values.runs),
    connections: wholeNumber('connections', values.connections),
    durationSeconds: wholeNumber('duration', values.duration),
    tourCount: wholeNumber('tours', values.tours),
    pglite: values.pglite,
    loaded: values.loaded,
    forceBuild: values.build,
    reportDirectory: values['report-dir'],
    cpuProfileDirectory: values['cpu-prof'] === undefined ? undefined : resolve(values['cpu-prof']),
    help: values.help,
  }
}
