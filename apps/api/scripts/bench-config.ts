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
    PAYMENT_PROVIDER: 'sandbox',
    ALLOW_SANDBOX_PAYMENTS: '1',
  })
}
