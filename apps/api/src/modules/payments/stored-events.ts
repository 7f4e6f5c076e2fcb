import type { ProviderCheckoutEvent } from '@tourmarket/domain/console'
import { sandboxEventSchema } from './sandbox-provider.ts'

/** A stored webhook event (payment_events) read back: which checkout, its outcome and money. */
export type StoredCheckoutEvent = ProviderCheckoutEvent & { readonly sessionId: string }

function objectAt(value: unknown, key: string): Record<string, unknown> | null {
  if (value === null || typeof value !== 'object') return null
  const inner = (value as Record<string, unknown>)[key]
  return inner !== null && typeof inner === 'object' ? (inner as Record<string, unknown>) : null
}

/**
 * Stripe's stored Checkout Session events: only those stripe-provider.ts acted on are stored
 * (a completed session is stored only when paid), so the type alone gives the outcome.
 */
const stripeOutcomes: Readonly<Record<string, ProviderCheckoutEvent['outcome']>> = {
  'checkout.session.completed': 'succeeded',
  'checkout.session.async_payment_succeeded': 'succeeded',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'failed',
}

/**
 * Issue 43 item 6: what a stored event says about a checkout, for the finance ledger, in each
 * provider's own body shape (the one its verifyWebhook read); null for a body it cannot read.
 */
export function storedCheckoutEvent(
  provider: string,
  type: string,
  payload: unknown,
): StoredCheckoutEvent | null {
  if (provider === 'sandbox') {
    const parsed = sandboxEventSchema.safeParse(payload)
    if (!parsed.success) return null
    const { data } = parsed.data
    return {
      sessionId: data.session_id,
      outcome: parsed.data.type === 'payment.succeeded' ? 'succeeded' : 'failed',
      amountMinor: data.amount,
      currency: data.currency.toUpperCase(),
    }
  }
  const outcome = stripeOutcomes[type]
  const session = objectAt(objectAt(payload, 'data'), 'object')
  if (outcome === undefined || session === null || typeof session.id !== 'string') return null
  return {
    sessionId: session.id,
    outcome,
    amountMinor: typeof session.amount_total === 'number' ? session.amount_total : 0,
    currency: typeof session.currency === 'string' ? session.currency.toUpperCase() : '',
  }
}
