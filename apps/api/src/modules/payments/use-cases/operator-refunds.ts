import type { OperatorRefund, RefundList } from '@tourmarket/contracts'
import { AppError } from '../../../errors.ts'
import { requireRole } from '../../../platform/admin/admin-access.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { presentOperatorRefund } from '../presenter.ts'
import type { PaymentsDeps } from './deps.ts'

/** The refunds an operator sees and retries (the console's finance role, or an admin). */
export function createOperatorRefundsUseCases(deps: PaymentsDeps) {
  const { repository, issueRefund } = deps

  return {
    /**
     * For finance staff and admins (403 for anyone else, issue 43): refunds the provider has not
     * confirmed, pending or failed, oldest first.
     */
    async openRefunds(viewer: Viewer): Promise<RefundList> {
      requireRole(viewer, 'finance.refunds')
      const rows = await repository.openRefunds()
      return {
        data: rows.map((row) => {
          const { refunded_at: _refundedAt, ...refund } = presentOperatorRefund(row)
          return { ...refund, status: refund.status === 'failed' ? 'failed' : 'pending' }
        }),
      }
    },

    /**
     * An operator's retry of a `failed` refund (finance staff and admins): back to `pending`, refusals still
     * counted, and asked of the provider now under the payment's one key, so a refund the
     * provider did take meanwhile is not made twice. A refusal turns it `failed` again at once
     * (its count is past REFUND_ATTEMPTS_MAX). Answers the refund as it now stands.
     */
    async retryRefund(viewer: Viewer, refundId: number): Promise<OperatorRefund> {
      requireRole(viewer, 'finance.refund-retry')
      const refund = await repository.refund(refundId)
      if (refund === undefined) {
        throw new AppError({ code: 'refund_not_found', message: 'There is no such refund.' })
      }
      if (refund.status !== 'failed' || !(await repository.reopenFailedRefund(refundId))) {
        throw new AppError({
          code: 'refund_not_failed',
          message: 'Only a failed refund can be retried; this one is pending or already refunded.',
        })
      }
      // The minute job may have taken it up since it was reopened: then it is no longer pending.
      for (const pending of await repository.pendingRefunds([refundId])) await issueRefund(pending)
      const after = await repository.refund(refundId)
      if (after === undefined) throw new Error(`Refund ${String(refundId)} vanished during a retry`)
      return presentOperatorRefund(after)
    },
  }
}
