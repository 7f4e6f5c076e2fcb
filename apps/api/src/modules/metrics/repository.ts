import { count } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { bookingRequests, paymentAttempts } from '../../db/schema/index.ts'

export type StatusCount = { readonly status: string; readonly count: number }

/** The business figures /metrics reports, read from the data of record at each scrape. */
export function createMetricsRepository(db: AppDatabase) {
  return {
    async bookingsByStatus(): Promise<StatusCount[]> {
      const rows = await db
        .select({ status: bookingRequests.status, count: count() })
        .from(bookingRequests)
        .groupBy(bookingRequests.status)
      return rows.map((row) => ({ status: String(row.status), count: row.count }))
    },

    async paymentAttemptsByStatus(): Promise<StatusCount[]> {
      return db
        .select({ status: paymentAttempts.status, count: count() })
        .from(paymentAttempts)
        .groupBy(paymentAttempts.status)
    },
  }
}

export type MetricsRepository = ReturnType<typeof createMetricsRepository>
