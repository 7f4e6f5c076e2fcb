import type { AppDatabase } from '../../db/database.ts'
import { bookingRecordQueries } from './booking-records-repository.ts'
import { bookingRequestQueries } from './booking-requests-repository.ts'
import { holdQueries } from './holds-repository.ts'
import { invoiceQueries } from './invoices-repository.ts'
import { officeQueries } from './office-repository.ts'
import { seatQueries, type SeatsChange } from './seats-repository.ts'
import { touristQueries } from './tourists-repository.ts'

export type {
  BookableDate,
  BookingMeetFileRow,
  BookingMeetRecord,
  BookingRecord,
} from './booking-records-repository.ts'
export type {
  BookingRow,
  ChatRow,
  NewBooking,
  StatusChange,
} from './booking-requests-repository.ts'
export type {
  BookingPayment,
  InvoiceRow,
  NewInvoice,
  NewRefund,
  RefundRow,
} from './invoices-repository.ts'
export type { DiscountRow, SeatsChange, TourDateRow } from './seats-repository.ts'
export type { NewTourist, TouristRow } from './tourists-repository.ts'

/**
 * The queries, over the pool or over one transaction, one file per concern: whole bookings,
 * the request's row and history, seats and dates, holds, tourists, invoices and refunds, and
 * what the office's booking page reads beside them.
 * `seatsChanged` hears of every tour whose free seats a statement changed.
 */
function queries(db: AppDatabase, seatsChanged: (change: SeatsChange) => void) {
  return {
    ...bookingRecordQueries(db),
    ...bookingRequestQueries(db),
    ...seatQueries(db, seatsChanged),
    ...holdQueries(db),
    ...touristQueries(db),
    ...invoiceQueries(db),
    ...officeQueries(db),
  }
}

export type BookingsStore = ReturnType<typeof queries> & {
  /** Runs another module's step (an idempotency claim's settle) in this store's transaction. */
  include(step: (db: AppDatabase) => Promise<void>): Promise<void>
}

/**
 * `onSeatsChanged` hears which dates' free seats changed once the change is committed: at once
 * outside a transaction, after the commit inside one (never for a transaction rolled back).
 */
export function createBookingsRepository(
  db: AppDatabase,
  onSeatsChanged: (changes: readonly SeatsChange[]) => Promise<void> = async () => {},
) {
  return {
    ...queries(db, (change) => {
      void onSeatsChanged([change])
    }),
    /** Runs `work` in one transaction; everything it does goes through the store it is given. */
    async transaction<T>(work: (store: BookingsStore) => Promise<T>): Promise<T> {
      const changed = new Map<number, SeatsChange>()
      const result = await db.transaction((transaction) =>
        work({
          ...queries(transaction, (change) => changed.set(change.dateId, change)),
          include: (step) => step(transaction),
        }),
      )
      if (changed.size > 0) await onSeatsChanged([...changed.values()])
      return result
    },
  }
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>
