import Stripe from 'stripe'
import type {
  CheckoutSubject,
  PaymentEvent,
  PaymentEventType,
  PaymentProvider,
} from './provider.ts'
import { WEBHOOK_TOLERANCE_SECONDS } from '../../platform/sandbox/signature.ts'
import { headerValue } from './provider.ts'
import type { StripeApiLocation } from '../../platform/stripe/api-location.ts'

export type { StripeApiLocation }

export type StripeProviderOptions = {
  secretKey: string
  webhookSecret: string
  api?: StripeApiLocation
}

/**
 * Checkout Session events that settle a payment. A completed session is paid only when its
 * payment_status says so: with delayed methods (bank debits) the money arrives later, as
 * async_payment_succeeded or async_payment_failed.
 */
function outcomeOf(event: Stripe.Event): PaymentEventType | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.payment_status === 'paid' ? 'payment.succeeded' : null
    case 'checkout.session.async_payment_succeeded':
      return 'payment.succeeded'
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 'payment.failed'
    default:
      return null
  }
}

/** Which of ours a session pays for, by the metadata createCheckout gave it. */
function subjectOf(session: Stripe.Checkout.Session): CheckoutSubject | null {
  const orderId = Number(session.metadata?.gift_card_order_id)
  if (Number.isSafeInteger(orderId) && orderId > 0) return { kind: 'gift_card_order', id: orderId }
  const invoiceId = Number(session.metadata?.invoice_id ?? session.client_reference_id)
  return Number.isSafeInteger(invoiceId) && invoiceId > 0
    ? { kind: 'invoice', id: invoiceId }
    : null
}

function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  const type = outcomeOf(event)
  if (type === null || !event.type.startsWith('checkout.session.')) return null
  const session = event.data.object as Stripe.Checkout.Session
  const subject = subjectOf(session)
  // A session opened by something else on the same Stripe account: not ours to act on.
  if (subject === null) return null
  return {
    id: event.id,
    type,
    sessionId: session.id,
    subject,
    amountMinor: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    paymentId:
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : (session.payment_intent?.id ?? null),
    occurredAt: new Date(event.created * 1000),
  }
}

/** Stripe Checkout (docs/decisions/0016): a hosted page at Stripe, events signed with whsec_…. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Tourmarket' },
    ...options.api,
  })
  return {
    name: 'stripe',

    async createCheckout(request) {
      const { subject, successUrl, failureUrl, idempotencyKey } = request
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountMinor,
                product_data: { name: request.description },
              },
            },
          ],
          client_reference_id:
            subject.kind === 'invoice'
              ? String(subject.id)
              : `gift-card-order-${String(subject.id)}`,
          metadata:
            subject.kind === 'invoice'
              ? { invoice_id: String(subject.id), booking_uuid: request.reference }
              : { gift_card_order_id: String(subject.id), order_uuid: request.reference },
          success_url: successUrl,
          cancel_url: failureUrl,
        },
        { idempotencyKey },
      )
      if (session.url === null)
        throw new Error(`Stripe returned session ${session.id} without a URL`)
      return { sessionId: session.id, url: session.url }
    },

    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId)
      } catch (error) {
        // Stripe refuses to expire a session that is complete or expired already: nothing to close.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return
        throw error
      }
    },

    async refund({ sessionId, paymentId, amountMinor, idempotencyKey }) {
      const paymentIntent =
        paymentId ?? (await stripe.checkout.sessions.retrieve(sessionId)).payment_intent
      if (paymentIntent === null) throw new Error(`Stripe session ${sessionId} has no payment`)
      const refund = await stripe.refunds.create(
        {
          payment_intent: typeof paymentIntent === 'string' ? paymentIntent : paymentIntent.id,
          // Always said, so a partial refund (a cancellation policy's share) is never a full one.
          amount: amountMinor,
        },
        { idempotencyKey },
      )
      return { refundId: refund.id }
    },

    verifyWebhook(rawBody, headers, now) {
      const header = headerValue(headers, 'stripe-signature')
      if (header === undefined) return { ok: false, reason: 'webhook_signature_invalid' }
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          header,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        )
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) {
          // The signature matched, so Stripe sent it, but it is not JSON.
          return { ok: false, reason: 'webhook_payload_invalid' }
        }
        // The SDK checks the signature first and the age second, and says which failed only in words.
        return error.message.startsWith('Timestamp outside the tolerance zone')
          ? { ok: false, reason: 'webhook_timestamp_stale' }
          : { ok: false, reason: 'webhook_signature_invalid' }
      }
      return { ok: true, eventType: event.type, event: paymentEventOf(event) }
    },
  }
}
