import type { PaymentProviderName } from '../../config.ts'

/**
 * What a checkout pays for: a booking's invoice (decision 0016) or a gift card order (decision
 * 0073). The provider carries it through to its webhook, which says which of ours was paid.
 */
export type CheckoutSubject = {
  readonly kind: 'invoice' | 'gift_card_order'
  readonly id: number
}

/** The line the provider's page shows for an invoice, before the tour's name. */
export const invoiceKindLabels = {
  prepayment: 'Prepayment',
  payment: 'Payment',
  full: 'Full payment',
} as const

/** What a hosted checkout is opened for: one invoice of one booking, or one gift card order. */
export type CheckoutRequest = {
  readonly subject: CheckoutSubject
  readonly amountMinor: number
  readonly currency: string
  /** The line the provider's page and receipt show ("Prepayment · Tour name"). */
  readonly description: string
  /** Our public reference kept with the checkout (the booking's or the order's uuid). */
  readonly reference: string
  readonly successUrl: string
  readonly failureUrl: string
  /** Passed to the provider, so a retried request opens no second checkout there either. */
  readonly idempotencyKey: string
}

export type CheckoutSession = { readonly sessionId: string; readonly url: string }

export type PaymentEventType = 'payment.succeeded' | 'payment.failed'

/** A provider's webhook, verified and reduced to what the payments service acts on. */
export type PaymentEvent = {
  /** The provider's event id: the same outcome delivered again carries the same id. */
  readonly id: string
  readonly type: PaymentEventType
  readonly sessionId: string
  readonly subject: CheckoutSubject
  /** What the provider says was paid, in minor units of `currency` (ISO 4217, upper case). */
  readonly amountMinor: number
  readonly currency: string
  /** The provider's id of the money received (Stripe's payment intent); what a refund names. */
  readonly paymentId: string | null
  readonly occurredAt: Date
}

/** Money to send back of one paid checkout: all of it, or a part (a cancellation's share). */
export type RefundRequest = {
  readonly sessionId: string
  readonly paymentId: string | null
  readonly amountMinor: number
  readonly currency: string
  /** The same key never refunds twice at the provider, whatever retries happen here. */
  readonly idempotencyKey: string
}

export type WebhookRejection =
  | 'webhook_signature_invalid'
  | 'webhook_timestamp_stale'
  /** Authentic, but not an event this provider sends: a bug on its side, never retried into success. */
  | 'webhook_payload_invalid'

export type WebhookVerification =
  /**
   * Authentic. `event` is null for an event that says nothing about a payment's outcome (Stripe
   * sends many kinds to one endpoint): it is acknowledged and otherwise ignored.
   */
  | { readonly ok: true; readonly event: PaymentEvent | null; readonly eventType: string }
  | { readonly ok: false; readonly reason: WebhookRejection }

export type WebhookHeaders = Readonly<Record<string, string | string[] | undefined>>

/** A payment provider as the payments service sees it (docs/decisions/0016). */
export type PaymentProvider = {
  readonly name: PaymentProviderName
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>
  /** Closes an unpaid checkout so it can no longer be paid; a session already closed is no error. */
  expireCheckout(sessionId: string): Promise<void>
  /** Sends `amountMinor` of a payment back (all or part of it); answers the provider's refund id. */
  refund(request: RefundRequest): Promise<{ refundId: string }>
  /** Checks the signature over the exact bytes received and the signature's age against `now`. */
  verifyWebhook(rawBody: Buffer | string, headers: WebhookHeaders, now: Date): WebhookVerification
}

export function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}
