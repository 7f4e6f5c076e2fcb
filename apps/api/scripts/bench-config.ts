import { randomBytes } from 'node:crypto'
import { loadConfig, type Config } from '../src/config.ts'

/**
 * The API's configuration for a benchmark on its own database: production mode, as deployed.
 * Production refuses to start without secrets of its own; a benchmark signs nothing worth keeping.
 */
export function benchmarkConfig(databaseUrl: string): Config {
  return loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    STAFF_TOTP_KEY: randomBytes(32).toString('hex'),
    GIFT_CARD_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_PROVIDER: 'sandbox',
    ALLOW_SANDBOX_PAYMENTS: '1',
  })
}

/** A benchmark's count option: a whole number of at least 1, or a stop that names the option. */
export function wholeNumber(name: string, text: string): number {
  const value = Number(text)
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`--${name} needs a whole number ≥ 1`)
  return value
}

/** The PostgreSQL server benchmarks create their databases on (DATABASE_URL names it). */
export const benchServerUrl =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** The URL of a benchmark's own database on that server. */
export function benchDatabaseUrl(databaseName: string): string {
  const url = new URL(benchServerUrl)
  url.pathname = `/${databaseName}`
  return url.toString()
}

/** The nearest-rank percentile `p` (0–100) of ascending samples; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
