import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Stripe from 'stripe'
import { createStripeProvider } from '../src/modules/payments/stripe-provider.ts'
import type { PaymentProvider } from '../src/modules/payments/provider.ts'
import type { FakeStripe } from './fakes/fake-stripe.ts'
import {
  fakeStripeSecretKey,
  fakeStripeWebhookSecret,
  startFakeStripe,
  stripeEvent,
} from './fakes/fake-stripe.ts'

const checkout = {
  subject: { kind: 'invoice' as const, id: 41 },
  amountMinor: 12_050,
  currency: 'EUR',
  description: 'Prepayment · Altai lakes',
  reference: '6d1f3c57-1d7e-4a43-9d2b-0d6a0f5c1a11',
  successUrl: 'https://tours.example/success?booking=6d1f3c57-1d7e-4a43-9d2b-0d6a0f5c1a11',
  failureUrl: 'https://tours.example/payment-failed?booking=6d1f3c57-1d7e-4a43-9d2b-0d6a0f5c1a11',
  idempotencyKey: 'attempt-key-1',
}

describe('decision 0016: the Stripe provider against a local fake of the Stripe API', () => {
  let fake: FakeStripe
  let provider: PaymentProvider
  beforeAll(async () => {
    fake = await startFakeStripe()
    provider = createStripeProvider({
      secretKey: fakeStripeSecretKey,
      webhookSecret: fakeStripeWebhookSecret,
      api: fake.api,
    })
  })
  afterAll(async () => {
    await fake.close()
  })

  it('opens a Checkout Session in payment mode for the invoice, with its idempotency key', async () => {
    const session = await provider.createCheckout(checkout)
    expect(session.sessionId).toMatch(/^cs_test_/)
    expect(session.url).toBe(`https://checkout.stripe.com/c/pay/${session.sessionId}`)
    const request = fake.requests.at(-1)!
    expect(request.headers['idempotency-key']).toBe('attempt-key-1')
    expect(request.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '12050',
      'line_items[0][price_data][product_data][name]': 'Prepayment · Altai lakes',
      client_reference_id: '41',
      'metadata[invoice_id]': '41',
      'metadata[booking_uuid]': checkout.reference,
      success_url: checkout.successUrl,
      cancel_url: checkout.failureUrl,
    })
  })

  it('gets the same session back when a request is retried with the same key', async () => {
    const first = await provider.createCheckout({ ...checkout, idempotencyKey: 'retry-key' })
    const again = await provider.createCheckout({ ...checkout, idempotencyKey: 'retry-key' })
    expect(again).toEqual(first)
  })

  it("passes Stripe's refusal on as the SDK's error", async () => {
    fake.failNext(400, {
      type: 'invalid_request_error',
      message: 'Invalid currency: xyz',
      param: 'line_items[0][price_data][currency]',
    })
    await expect(provider.createCheckout(checkout)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    )
  })

  describe('webhooks (stripe.webhooks.constructEvent, 300 s tolerance)', () => {
    const now = new Date()
    const verify = (event: { body: string; signature: string }, at = now) =>
      provider.verifyWebhook(Buffer.from(event.body), { 'stripe-signature': event.signature }, at)

    it('maps a paid checkout.session.completed to payment.succeeded', () => {
      // Signed at the test's own clock, so the expected time cannot fall a second apart.
      const event = stripeEvent(
        'checkout.session.completed',
        {
          id: 'cs_test_1',
          invoiceId: 41,
          amountTotal: 12_050,
          currency: 'eur',
          paymentIntent: 'pi_test_1',
        },
        { signedAt: Math.floor(now.getTime() / 1000) },
      )
      expect(verify(event)).toEqual({
        ok: true,
        eventType: 'checkout.session.completed',
        event: {
          id: event.id,
          type: 'payment.succeeded',
          sessionId: 'cs_test_1',
          subject: { kind: 'invoice', id: 41 },
          amountMinor: 12_050,
          currency: 'EUR',
          paymentId: 'pi_test_1',
          occurredAt: new Date(Math.floor(now.getTime() / 1000) * 1000),
        },
      })
    })

    it('maps async payment success and failure, and expiry', () => {
      const typeOf = (type: string) => verify(stripeEvent(type, { id: 'cs_test_2', invoiceId: 7 }))
      expect(typeOf('checkout.session.async_payment_succeeded')).toMatchObject({
        event: { type: 'payment.succeeded', subject: { kind: 'invoice', id: 7 } },
      })
      expect(typeOf('checkout.session.async_payment_failed')).toMatchObject({
        event: { type: 'payment.failed', sessionId: 'cs_test_2' },
      })
      expect(typeOf('checkout.session.expired')).toMatchObject({
        event: { type: 'payment.failed' },
      })
    })

    it('acknowledges without acting on a completed-but-unpaid session, other event types and foreign sessions', () => {
      const unpaid = stripeEvent('checkout.session.completed', {
        id: 'cs_test_3',
        invoiceId: 41,
        paymentStatus: 'unpaid',
      })
      expect(verify(unpaid)).toEqual({
        ok: true,
        eventType: 'checkout.session.completed',
        event: null,
      })
      expect(verify(stripeEvent('payment_intent.created', { id: 'pi_1', invoiceId: 41 }))).toEqual({
        ok: true,
        eventType: 'payment_intent.created',
        event: null,
      })
      expect(verify(stripeEvent('checkout.session.completed', { id: 'cs_test_4' }))).toMatchObject({
        ok: true,
        event: null,
      })
    })

    it('refuses a tampered body, another secret and a missing header as webhook_signature_invalid', () => {
      const event = stripeEvent('checkout.session.expired', { id: 'cs_test_5', invoiceId: 41 })
      const invalid = { ok: false, reason: 'webhook_signature_invalid' }
      expect(verify({ ...event, body: event.body.replace('expired', 'completed') })).toEqual(
        invalid,
      )
      expect(
        verify(
          stripeEvent(
            'checkout.session.completed',
            { id: 'cs_test_5', invoiceId: 41 },
            {
              secret: 'whsec_someone_else',
            },
          ),
        ),
      ).toEqual(invalid)
      expect(provider.verifyWebhook(Buffer.from(event.body), {}, now)).toEqual(invalid)
    })

    it('refuses a genuine event signed more than 300 s ago as webhook_timestamp_stale', () => {
      const signedAt = Math.floor(now.getTime() / 1000) - 301
      const event = stripeEvent(
        'checkout.session.completed',
        { id: 'cs_test_6', invoiceId: 41 },
        { signedAt },
      )
      expect(verify(event)).toEqual({ ok: false, reason: 'webhook_timestamp_stale' })
      expect(verify(event, new Date((signedAt + 300) * 1000))).toMatchObject({ ok: true })
    })
  })
})
