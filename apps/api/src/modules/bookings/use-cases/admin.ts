import type { AdminBooking } from '@tourmarket/contracts'
import { decideBookingTransition } from '@tourmarket/domain/booking'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../../errors.ts'
import { statusOf } from '../presenter.ts'
import type { BookingsDeps } from './deps.ts'

/** How the console's cancel form chooses the refund (issue 43). */
export type AdminRefundChoice = {
  readonly refund: 'rules' | 'policy' | 'manual'
  readonly refund_amount?: number | undefined
}

/**
 * Issue 43: a booking as the operator console shows it, and the refund an operator's cancel
 * sends. The routes check the staff role first (platform/admin).
 */
export function createAdminUseCases(deps: BookingsDeps) {
  const { present, loadById, momentOf, cancellationRefund } = deps

  return {
    async adminView(id: number, language: Locale): Promise<AdminBooking> {
      const record = await loadById(id)
      const canCancel = decideBookingTransition(
        statusOf(record.booking),
        'cancel-by-admin',
        'admin',
        momentOf(record),
      ).ok
      return {
        booking: present(record, 'admin', language),
        can_cancel: canCancel,
        refund: {
          by_rules: cancellationRefund(record, 'admin').amountMinor,
          by_policy: cancellationRefund(record, 'tourist').amountMinor,
          currency: record.booking.currency,
        },
      }
    },

    /**
     * The amount the operator chose, or undefined for the rule's (everything paid). A manual
     * amount is 0 to what was paid: 400 naming `refund_amount` otherwise.
     */
    async adminRefundMinor(id: number, choice: AdminRefundChoice): Promise<number | undefined> {
      const record = await loadById(id)
      const paid = cancellationRefund(record, 'admin').amountMinor
      if (choice.refund === 'rules') return undefined
      if (choice.refund === 'policy') return cancellationRefund(record, 'tourist').amountMinor
      const amount = choice.refund_amount
      if (amount === undefined || amount > paid) {
        throw new AppError({
          code: 'validation_failed',
          message: 'Validation failed.',
          errors: {
            refund_amount: [
              amount === undefined
                ? 'Required field.'
                : `At most what was paid (${String(paid)} in minor units).`,
            ],
          },
        })
      }
      return amount
    },
  }
}
