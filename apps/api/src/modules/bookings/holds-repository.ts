import { and, eq, gt, lt, notExists, sql } from 'drizzle-orm'
import { bookingRequestStatus } from '@tourmarket/domain/enums'
import type { AppDatabase } from '../../db/database.ts'
import {
  bookingRequests,
  bookingStatusChanges,
  invoices,
  paymentAttempts,
} from '../../db/schema/index.ts'

// Seat holds that ran out (use-cases/expire-holds.ts; repository.ts composes the store).

export function holdQueries(db: AppDatabase) {
  return {
    /**
     * Bookings awaiting their prepayment since before `heldSince` (the last move into status 2),
     * with no checkout opened after `checkoutSince`: someone paying now keeps the seats.
     */
    async expiredHolds(
      heldSince: Date,
      checkoutSince: Date,
      limit: number,
    ): Promise<{ id: number; heldFrom: Date }[]> {
      const heldFrom = sql`max(${bookingStatusChanges.createdAt})`.mapWith(
        bookingStatusChanges.createdAt,
      )
      const recentCheckout = db
        .select({ id: paymentAttempts.id })
        .from(paymentAttempts)
        .innerJoin(invoices, eq(invoices.id, paymentAttempts.invoiceId))
        .where(
          and(
            eq(invoices.bookingId, bookingRequests.id),
            gt(paymentAttempts.createdAt, checkoutSince),
          ),
        )
      return db
        .select({ id: bookingRequests.id, heldFrom })
        .from(bookingRequests)
        .innerJoin(
          bookingStatusChanges,
          and(
            eq(bookingStatusChanges.bookingId, bookingRequests.id),
            eq(bookingStatusChanges.toStatus, bookingRequests.status),
          ),
        )
        .where(
          and(
            eq(bookingRequests.status, bookingRequestStatus.pendingPrepayment),
            notExists(recentCheckout),
          ),
        )
        .groupBy(bookingRequests.id)
        .having(lt(heldFrom, heldSince))
        .orderBy(bookingRequests.id)
        .limit(limit)
    },
  }
}
