// One load run: a number of connections sending requests for a fixed time, every response's time
// kept so the percentiles are exact (autocannon's summary has no p95). The same summary serves the
// HTTP runs and the in-process render, so the figures compare.
import autocannon from 'autocannon'

export type LoadSummary = {
  requestsPerSecond: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
  /** Responses other than 2xx, connection errors and timeouts. */
  failures: number
  requests: number
}

export type LoadOptions = { connections: number; durationSeconds: number }

export type HttpLoad = {
  /** The origin; every request goes to one of `paths`, each connection taking them in turn. */
  origin: string
  paths: readonly string[]
  headers?: Record<string, string>
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN
}

export function summarize(latenciesMs: number[], seconds: number, failures: number): LoadSummary {
  const sorted = latenciesMs.sort((a, b) => a - b)
  return {
    requestsPerSecond: sorted.length / seconds,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    failures,
    requests: sorted.length,
  }
}

function runOnce(load: HttpLoad, options: LoadOptions): Promise<LoadSummary> {
  const latencies: number[] = []
  let failures = 0
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: load.origin,
        connections: options.connections,
        duration: options.durationSeconds,
        // As browsers ask, so pages are gzipped on the fly as a visitor gets them.
        headers: { 'accept-encoding': 'gzip', ...load.headers },
        requests: load.paths.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => {
        if (error !== null) {
          reject(error)
          return
        }
        if (result['2xx'] === 0) {
          reject(new Error(`no successful response from ${load.origin}${load.paths[0] ?? ''}`))
          return
        }
        resolve(summarize(latencies, result.duration, failures + result.errors + result.timeouts))
      },
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode < 200 || statusCode > 299) failures++
      else latencies.push(responseTime)
    })
  })
}

const WARM_UP_SECONDS = 2

/** A short unmeasured run first, so caches and the JIT are warm when the clock starts. */
export async function measureHttp(load: HttpLoad, options: LoadOptions): Promise<LoadSummary> {
  await runOnce(load, { ...options, durationSeconds: WARM_UP_SECONDS })
  return runOnce(load, options)
}
