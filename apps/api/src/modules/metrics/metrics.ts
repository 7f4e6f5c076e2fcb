import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Database } from '../../db/database.ts'
import type { MetricsRepository } from './repository.ts'
import type { CacheObserver } from '../../platform/cache/cache-observer.ts'

export type CacheName = 'tour_page' | 'search_answers' | 'search_cards' | 'search_facet_names'

/**
 * The API's Prometheus metrics (issue 22), in a registry of its own per app, so two apps in one
 * process (the tests' two instances) never share or double-register a metric.
 *
 * - per instance: HTTP requests (a latency histogram per route, whose count is the rate), open
 *   chat sockets, cache lookups, the PostgreSQL pool and, in a server process, Node's own figures;
 * - fleet-wide: bookings and payment attempts per status, read from the database at each scrape,
 *   so every instance reports the same true figures whatever it served or when it started.
 */
export function createMetrics(options: {
  database: Database
  repository: MetricsRepository
  /** Node's process figures (CPU, memory, event loop, GC): once per process, so only the server asks. */
  processMetrics?: boolean
}) {
  const registry = new Registry()
  if (options.processMetrics === true) collectDefaultMetrics({ register: registry })

  const httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const openSockets = new Gauge({
    name: 'tourmarket_chat_open_sockets',
    help: 'Chat WebSockets open on this instance.',
    registers: [registry],
  })
  const cacheLookups = new Counter({
    name: 'tourmarket_cache_lookups_total',
    help: 'Cache lookups by cache and outcome (hit: kept; joined: shared a computation under way; miss).',
    labelNames: ['cache', 'outcome'] as const,
    registers: [registry],
  })

  const pool = options.database.kind === 'postgres' ? options.database.client : null
  if (pool !== null) {
    const poolGauge = (
      name: string,
      help: string,
      read: (figures: NonNullable<typeof pool>) => number,
    ) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool))
        },
      })
    poolGauge('tourmarket_db_pool_connections', 'PostgreSQL connections open.', (p) => p.totalCount)
    poolGauge('tourmarket_db_pool_idle', 'PostgreSQL connections idle.', (p) => p.idleCount)
    poolGauge(
      'tourmarket_db_pool_waiting',
      'Queries waiting for a connection.',
      (p) => p.waitingCount,
    )
  }

  const statusGauge = (
    name: string,
    help: string,
    read: MetricsRepository[keyof MetricsRepository],
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        this.reset()
        for (const { status, count } of await read()) this.set({ status }, count)
      },
    })
  statusGauge(
    'tourmarket_bookings',
    'Bookings by §4 status code (1-8), from the database: the same on every instance.',
    options.repository.bookingsByStatus,
  )
  statusGauge(
    'tourmarket_payment_attempts',
    'Checkouts opened at the payment provider by status, from the database: the same on every instance.',
    options.repository.paymentAttemptsByStatus,
  )

  return {
    registry,
    httpRequestDuration,
    openSockets,
    /** The observer a cache reports its lookups to. */
    cacheObserver(cache: CacheName): CacheObserver {
      return (outcome) => cacheLookups.inc({ cache, outcome })
    },
  }
}

export type Metrics = ReturnType<typeof createMetrics>
