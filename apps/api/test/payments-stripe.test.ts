import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { paymentAttempts, paymentEvents } from '../src/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import { stripeEvent } from './fakes/fake-stripe.ts'
import { testSiteUrl, useStripePaymentsHarness } from './payments-harness.ts'

describe.each(testDatabases)('decision 0016: paying through Stripe on $name', (target) => {
  const { harness, stripe } = useStripePaymentsHarness(target)

  function postWebhook(event: { body: string; signature: string }) {
    return harness.app.inject({
      method: 'POST',
      url: '/payments/webhooks/stripe',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': event.signature,
      },
      payload: event.body,
    })
  }

  it('invoice/pay opens a Stripe Checkout Session; its completed event pays the invoice once', async () => {
    const booking = await harness.book(await harness.signedInUser())
    const invoice = booking.next_invoice!
    const pay = await harness.pay({ uuid: booking.uuid }, { key: 'stripe-pay-1' })
    expect(pay.statusCode).toBe(200)
    const checkout = pay.json()
    expect(checkout).toMatchObject({ provider: 'stripe', invoice_id: invoice.id })
    expect(checkout.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)
    const request = stripe().requests.at(-1)!
    expect(request.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': String(invoice.amount),
      client_reference_id: String(invoice.id),
      'metadata[invoice_id]': String(invoice.id),
      success_url: `${testSiteUrl}/success?booking=${booking.uuid}`,
      cancel_url: `${testSiteUrl}/payment-failed?booking=${booking.uuid}`,
    })
    expect(request.headers['idempotency-key']).toMatch(/^invoice-\d+-[0-9a-f]{64}$/)
    const [attempt] = await harness.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.invoiceId, invoice.id))
    expect(attempt).toMatchObject({ provider: 'stripe', status: 'pending' })

    const sessionId = attempt!.providerSessionId
    const completed = stripeEvent('checkout.session.completed', {
      id: sessionId,
      invoiceId: invoice.id,
      amountTotal: invoice.amount,
      currency: invoice.currency.toLowerCase(),
    })
    for (let delivery = 0; delivery < 3; delivery += 1) {
      const response = await postWebhook(completed)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ received: true })
    }
    // Expiry of the same session, delivered after the payment, changes nothing.
    const expired = stripeEvent('checkout.session.expired', {
      id: sessionId,
      invoiceId: invoice.id,
    })
    expect((await postWebhook(expired)).statusCode).toBe(200)

    const after = await harness.bookingByUuid(booking.uuid)
    expect(after.status).toBe(3)
    expect(after.invoices.find((item) => item.id === invoice.id)?.status).toBe(2)
    expect(after.invoices.filter((item) => item.kind === 'payment')).toHaveLength(1)
    const [settled] = await harness.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attempt!.id))
    expect(settled?.status).toBe('succeeded')
    const events = await harness.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.provider, 'stripe'))
    expect(events.filter((event) => event.eventId === completed.id)).toHaveLength(1)
  })

  it('issue 14: switching method expires the open session at Stripe; a second payment is refunded by its payment intent, retried until Stripe answers', async () => {
    // In roubles, paid on the Russian site: where SBP is offered (decision 0047).
    const booking = await harness.book(await harness.signedInUser(), { currency: 'RUB' })
    const invoice = booking.next_invoice!
    const byCard = await harness.checkoutOf(booking)
    const bySbp = (
      await harness.pay({ uuid: booking.uuid, method: 'sbp' }, { language: 'ru' })
    ).json()
    const attempts = await harness.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.invoiceId, invoice.id))
      .orderBy(paymentAttempts.id)
    const [cardSession, sbpSession] = attempts.map((attempt) => attempt.providerSessionId)
    expect(attempts.map((attempt) => attempt.status)).toEqual(['expired', 'pending'])
    expect(bySbp.checkout_url).not.toBe(byCard.checkout_url)
    expect(stripe().requests.map((request) => request.path)).toContain(
      `/v1/checkout/sessions/${cardSession}/expire`,
    )

    // Stripe had already taken the card payment when the expiry reached it; then sbp pays too.
    const paidBy = (sessionId: string, paymentIntent: string) =>
      stripeEvent('checkout.session.completed', {
        id: sessionId,
        invoiceId: invoice.id,
        amountTotal: invoice.amount,
        currency: 'rub',
        paymentIntent,
      })
    expect((await postWebhook(paidBy(cardSession!, 'pi_card'))).statusCode).toBe(200)
    // The SDK tries three times (maxNetworkRetries 2); Stripe fails them all.
    stripe().failNext(500, { type: 'api_error', message: 'Stripe is having a moment' }, 3)
    expect((await postWebhook(paidBy(sbpSession!, 'pi_sbp'))).statusCode).toBe(200)
    const pending = await harness.bookingByUuid(booking.uuid)
    expect(pending.price.paid).toBe(invoice.amount)
    expect(pending.refunds).toMatchObject([{ reason: 'duplicate_payment', status: 'pending' }])

    expect(await harness.settleOpenEnds()).toEqual({ closed: 0, refunded: 1 })
    const refunds = stripe().requests.filter((request) => request.path === '/v1/refunds')
    expect(refunds.at(-1)?.form).toEqual({
      payment_intent: 'pi_sbp',
      amount: String(invoice.amount),
    })
    expect(refunds.at(-1)?.headers['idempotency-key']).toBe(`refund-${String(attempts[1]!.id)}`)
    expect((await harness.bookingByUuid(booking.uuid)).refunds).toMatchObject([
      { reason: 'duplicate_payment', amount: invoice.amount, status: 'refunded' },
    ])
  })

  it('an expired session fails its attempt; unrelated events are acknowledged; forged ones refused', async () => {
    const booking = await harness.book(await harness.signedInUser())
    const checkout = await harness.checkoutOf(booking)
    const [attempt] = await harness.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.invoiceId, checkout.invoice_id))
    const session = { id: attempt!.providerSessionId, invoiceId: checkout.invoice_id }

    expect((await postWebhook(stripeEvent('checkout.session.expired', session))).statusCode).toBe(
      200,
    )
    const unrelated = stripeEvent('payment_intent.created', session)
    expect((await postWebhook(unrelated)).statusCode).toBe(200)

    const completed = stripeEvent('checkout.session.completed', session)
    const tampered = await postWebhook({
      ...completed,
      body: completed.body.replace('"paid"', '"paid" '),
    })
    expect(tampered.statusCode).toBe(400)
    expect(tampered.json()).toMatchObject({ code: 'webhook_signature_invalid' })
    const stale = await postWebhook(
      stripeEvent('checkout.session.completed', session, {
        signedAt: Math.floor(Date.now() / 1000) - 400,
      }),
    )
    expect(stale.statusCode).toBe(400)
    expect(stale.json()).toMatchObject({ code: 'webhook_timestamp_stale' })
    // Issue 14: genuine signature, but a session for one cent of the invoice pays nothing.
    const cheap = await postWebhook(
      stripeEvent('checkout.session.completed', { ...session, amountTotal: 1, currency: 'eur' }),
    )
    expect(cheap.statusCode).toBe(400)
    expect(cheap.json()).toMatchObject({ code: 'webhook_amount_mismatch' })

    const [settled] = await harness.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attempt!.id))
    expect(settled?.status).toBe('failed')
    expect((await harness.bookingByUuid(booking.uuid)).status).toBe(2)
    const stored = await harness.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, completed.id))
    expect(stored).toEqual([])
  })

  it('502 payment_provider_unavailable when Stripe refuses, with no attempt stored', async () => {
    const booking = await harness.book(await harness.signedInUser())
    stripe().failNext(400, { type: 'invalid_request_error', message: 'Invalid currency' })
    const response = await harness.pay({ uuid: booking.uuid })
    expect(response.statusCode).toBe(502)
    expect(response.json()).toMatchObject({ code: 'payment_provider_unavailable' })
    expect(
      await harness.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.invoiceId, booking.next_invoice!.id)),
    ).toEqual([])
    // The operator sees why in the error log; the client only that it may try again.
    const logged = harness.logLines.filter((line) => line.includes('"level":50'))
    expect(logged.some((line) => line.includes('payment_provider_unavailable'))).toBe(true)
  })

  it('serves no sandbox pages or sandbox webhook while Stripe takes the payments', async () => {
    expect(
      (await harness.app.inject({ method: 'GET', url: '/payments/sandbox/checkout/cs_sandbox_x' }))
        .statusCode,
    ).toBe(404)
    expect(
      (await harness.app.inject({ method: 'POST', url: '/payments/webhooks/sandbox', payload: {} }))
        .statusCode,
    ).toBe(404)
  })
})
