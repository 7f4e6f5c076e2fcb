import type { PaymentsDeps } from './deps.ts'

/** What the minute job and a cancellation hand over: checkouts to close, refunds to send. */
export function createSettleUseCases(deps: PaymentsDeps) {
  const { repository, onRefundFailure, closeCheckout, issueRefund } = deps

  return {
    /**
     * Once a minute (payments/jobs.ts): open checkouts of invoices no longer due are closed at
     * the provider, so a canceled booking's old checkout cannot be paid; refunds the provider
     * has not confirmed are asked again. Answers how many of each.
     */
    async settleOpenEnds(): Promise<{ closed: number; refunded: number }> {
      let closed = 0
      for (const attempt of await repository.unfinishedAttemptsOfSettledInvoices()) {
        await closeCheckout(attempt)
        closed += 1
      }
      let refunded = 0
      for (const refund of await repository.pendingRefunds()) {
        if (await issueRefund(refund)) refunded += 1
      }
      return { closed, refunded }
    },

    /**
     * Sends the given refunds (just recorded by a cancellation) to the provider. Never rejects:
     * what the provider does not take now stays pending for the minute job.
     */
    async issueRefunds(refundIds: readonly number[]): Promise<void> {
      try {
        for (const refund of await repository.pendingRefunds(refundIds)) await issueRefund(refund)
      } catch (error) {
        onRefundFailure(error, null)
      }
    },
  }
}
