import type { OperatorRefund } from '@tourmarket/contracts'
import type { RefundRow } from './repository.ts'

/** A refund as operators see it (open-refunds, retry-refund). */
export function presentOperatorRefund(refund: RefundRow): OperatorRefund {
  return {
    id: refund.id,
    booking_id: refund.bookingId,
    reason: refund.reason,
    amount: refund.amountMinor,
    currency: refund.currency,
    status: refund.status,
    failed_attempts: refund.failedAttempts,
    last_error: refund.lastError,
    created_at: refund.createdAt.toISOString(),
    refunded_at: refund.refundedAt?.toISOString() ?? null,
  }
}
