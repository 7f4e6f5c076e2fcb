import { AppError } from '../../../errors.ts'
import { recordCancellationRefunds } from './cancellation-refunds.ts'
import type { BookingsDeps } from './deps.ts'
import { lockedRecord, releaseCanceled } from './shared.ts'

/** A checkout opened this recently keeps an unpaid booking's seats: its owner is paying now. */
const CHECKOUT_GRACE_MS = 30 * 60 * 1000

/** Bounds one run of the hold expiry; the next run takes the rest. */
const EXPIRED_HOLDS_PER_RUN = 100

const holdExpiredMessage = 'The prepayment was not made in time, so the seats went back on sale.'

export function createExpireHoldsUseCase(deps: BookingsDeps) {
  const { repository, notifications, refunds, config, now, moveStatus } = deps

  return {
    /**
     * Cancels, as the system, bookings whose prepayment was not made within the hold
     * (BOOKING_HOLD_MINUTES) and whose owner opened no checkout in the last half hour: their seats
     * return to sale. Safe to run in several processes at once: each booking is locked and its
     * status read afresh, so a booking paid or expired meanwhile is left alone. Returns the ids.
     */
    async expireUnpaidHolds(): Promise<number[]> {
      const at = now().getTime()
      const holdMs = config.bookingHoldMinutes * 60_000
      const holds = await repository.expiredHolds(
        new Date(at - holdMs),
        new Date(at - CHECKOUT_GRACE_MS),
        EXPIRED_HOLDS_PER_RUN,
      )
      const expired: number[] = []
      for (const hold of holds) {
        try {
          const refundIds = await repository.transaction(async (store) => {
            const record = await lockedRecord(store, hold.id)
            const to = await moveStatus(
              store,
              record,
              'expire-unpaid',
              { kind: 'system', userId: null },
              holdExpiredMessage,
              hold.heldFrom.getTime() + holdMs,
            )
            await releaseCanceled(store, hold.id, to)
            await store.include((db) =>
              notifications.enqueue(db, hold.id, {
                event: 'cancelled',
                reason: holdExpiredMessage,
                tellTourist: true,
                byTourist: false,
                bySystem: true,
              }),
            )
            // Unpaid by definition, unless money arrived meanwhile: then it all goes back.
            return recordCancellationRefunds(store, deps, hold.id, 'system')
          })
          await refunds.issue(refundIds)
        } catch (error) {
          // Paid, cancelled or already expired by another process since the query: nothing to do.
          if (error instanceof AppError && error.code === 'transition_not_allowed') continue
          throw error
        }
        expired.push(hold.id)
      }
      return expired
    },
  }
}
