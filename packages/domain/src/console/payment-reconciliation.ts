/**
 * Issue 43 item 6: the finance ledger holds each payment and refund we recorded against what the
 * payment provider told us. A row the provider does not bear out is flagged for finance to look
 * at; nothing here moves money.
 */
export const reconciliationFlags = [
  /** Recorded as paid, yet no stored provider event says the checkout succeeded. */
  'paid_without_provider_event',
  /** The provider said the checkout succeeded, yet we did not record it as paid. */
  'provider_success_not_recorded',
  /** What the provider says moved differs from what we recorded (amount or currency). */
  'amount_differs',
  /** A refund recorded that the provider has not confirmed with a refund of its own. */
  'refund_not_confirmed',
  /** Money sent back of a payment the provider never said it received. */
  'refund_without_provider_payment',
] as const

export type ReconciliationFlag = (typeof reconciliationFlags)[number]

/** A stored provider event about one checkout, reduced to its outcome and money. */
export type ProviderCheckoutEvent = {
  readonly outcome: 'succeeded' | 'failed'
  readonly amountMinor: number
  readonly currency: string
}

/** A checkout as we recorded it: its status and the invoice amount it was opened for. */
export type RecordedPayment = {
  readonly status: 'pending' | 'succeeded' | 'failed' | 'expired'
  readonly amountMinor: number
  readonly currency: string
}

/** A refund as we recorded it; `providerRefundId` is the provider's answer to our refund request. */
export type RecordedRefund = {
  readonly status: 'pending' | 'refunded' | 'failed'
  readonly amountMinor: number
  readonly currency: string
  readonly providerRefundId: string | null
}

function sameMoney(a: { amountMinor: number; currency: string }, b: typeof a): boolean {
  return a.amountMinor === b.amountMinor && a.currency.toUpperCase() === b.currency.toUpperCase()
}

/**
 * What the provider took for a checkout: the money of its success event, or null when it sent
 * none. Providers send one success per checkout; a redelivery carries the same figures.
 */
export function providerTaken(
  events: readonly ProviderCheckoutEvent[],
): { amountMinor: number; currency: string } | null {
  const success = events.find((event) => event.outcome === 'succeeded')
  return success === undefined
    ? null
    : { amountMinor: success.amountMinor, currency: success.currency }
}

/** A payment's flags against the provider's events for its checkout (none when they agree). */
export function paymentFlags(
  payment: RecordedPayment,
  events: readonly ProviderCheckoutEvent[],
): ReconciliationFlag[] {
  const successes = events.filter((event) => event.outcome === 'succeeded')
  const flags: ReconciliationFlag[] = []
  if (payment.status === 'succeeded' && successes.length === 0) {
    flags.push('paid_without_provider_event')
  }
  if (payment.status !== 'succeeded' && successes.length > 0) {
    flags.push('provider_success_not_recorded')
  }
  if (successes.some((event) => !sameMoney(event, payment))) flags.push('amount_differs')
  return flags
}

/**
 * A refund's flags: unconfirmed by the provider (pending, refused, or marked refunded without the
 * provider's refund id), more than, or another currency than, the provider took for the payment,
 * or of a payment the provider never reported (`taken` null).
 */
export function refundFlags(
  refund: RecordedRefund,
  taken: { amountMinor: number; currency: string } | null,
): ReconciliationFlag[] {
  const flags: ReconciliationFlag[] = []
  if (refund.status !== 'refunded' || refund.providerRefundId === null) {
    flags.push('refund_not_confirmed')
  }
  if (taken === null) {
    flags.push('refund_without_provider_payment')
  } else if (
    taken.currency.toUpperCase() !== refund.currency.toUpperCase() ||
    refund.amountMinor > taken.amountMinor
  ) {
    flags.push('amount_differs')
  }
  return flags
}
