// Issue 38: cancelling a paid booking sends money back by the booking's cancellation policy
// (the tourist's own cancellation) or in full (the organizer's or an admin's), as refund documents
// recorded with the cancellation, issued through the provider at once and retried until it takes
// them; refunds the provider keeps refusing are listed for operators.
import type { Booking } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  organizers,
  paymentAttempts,
  paymentRefunds,
  sandboxCheckoutSessions,
  sandboxRefunds,
} from '../src/db/schema/index.ts'
import type { PaymentProvider } from '../src/modules/payments/provider.ts'
import { REFUND_ATTEMPTS_MAX } from '../src/modules/payments/service.ts'
import { testDatabases } from './databases.ts'
import { calendarDateInTimeZone } from '@tourmarket/domain/pricing'
import { FACTORY_CITY_TIME_ZONE, daysFromToday } from './factories.ts'
import { bookingBody, createSignedInUser } from './factories-bookings.ts'
import type { SignedInUser } from './factories-bookings.ts'
import { stripeEvent } from './fakes/fake-stripe.ts'
import { usePaymentsHarness, useStripePaymentsHarness } from './payments-harness.ts'

const successCard = '4242 4242 4242 4242'

describe.each(testDatabases)('cancellation refunds on $name', (target) => {
  /** While set, the provider refuses every refund, as a provider that is down does. */
  let refusingRefunds = false
  /** The idempotency key of every refund the provider was asked for, refused or not. */
  const refundKeysAsked: string[] = []
  const harness = usePaymentsHarness(target, {
    // The operator's retry is logged at info: who retried which refund.
    config: { logLevel: 'info' },
    payments: {
      wrapProvider: (provider: PaymentProvider): PaymentProvider => ({
        ...provider,
        refund: async (request) => {
          refundKeysAsked.push(request.idempotencyKey)
          if (refusingRefunds) throw new Error('The provider is down for maintenance')
          return provider.refund(request)
        },
      }),
    },
  })

  /**
   * The timeline starts on today where the tour starts, not UTC's today: they differ for an hour
   * each night (this test failed in CI at 23:12 UTC, already tomorrow in Rome).
   */
  function todayWhereToursStart(): string {
    return calendarDateInTimeZone(new Date(), FACTORY_CITY_TIME_ZONE)
  }

  /** Pays the booking's next invoice through the sandbox's hosted page, as a browser does. */
  async function payNextInvoice(booking: Booking): Promise<Booking> {
    const checkout = await harness.checkoutOf(booking)
    const page = await harness.submitCard(harness.checkoutPath(checkout), {
      card_number: successCard,
    })
    expect(page.statusCode).toBe(303)
    return harness.bookingByUuid(booking.uuid)
  }

  /** A booking of a tour starting `days` ahead, everything paid (prepayment, then the rest). */
  async function paidBooking(user: SignedInUser, days: number): Promise<Booking> {
    let booking = await harness.book(user, {
      startDate: daysFromToday(days),
      endDate: daysFromToday(days + 6),
    })
    while (booking.next_invoice !== null) booking = await payNextInvoice(booking)
    expect(booking.price.paid).toBe(booking.price.total)
    // As its owner sees it: the link's holder cannot cancel, so is offered no refund.
    expect(booking.refund_if_cancelled_now).toBeNull()
    return (await readAs(user, booking)).json<Booking>()
  }

  function cancelAs(user: SignedInUser, booking: Booking) {
    return harness.app.inject({
      method: 'POST',
      url: '/crm/api/request/cancel',
      headers: { 'x-authorization': `Bearer ${user.token}` },
      payload: { id: booking.id, message: 'Plans changed.' },
    })
  }

  function readAs(user: SignedInUser, booking: Booking) {
    return harness.app.inject({
      method: 'GET',
      url: `/crm/api/request/get?id=${String(booking.id)}`,
      headers: { 'x-authorization': `Bearer ${user.token}` },
    })
  }

  const refundRows = (bookingId: number) =>
    harness.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.bookingId, bookingId))
      .orderBy(paymentRefunds.id)

  it('the tourist cancelling 40 days ahead gets everything back, split over the prepayment and the rest', async () => {
    const user = await harness.signedInUser()
    const booking = await paidBooking(user, 40)
    expect(booking.invoices.map((invoice) => invoice.kind)).toEqual(['prepayment', 'payment'])
    // The organizer's default: all back until 30 days before, half until 7.
    expect(booking.cancellation_policy).toEqual({
      tiers: [
        { days_before: 30, refund_percent: 100 },
        { days_before: 7, refund_percent: 50 },
      ],
    })
    expect(booking.refund_if_cancelled_now).toEqual({
      amount: booking.price.total,
      currency: 'EUR',
      refund_percent: 100,
    })

    expect((await cancelAs(user, booking)).statusCode).toBe(200)
    const after = await harness.bookingByUuid(booking.uuid)
    expect(after.status).toBe(5)
    const [prepayment, rest] = booking.invoices
    expect(after.refunds).toEqual([
      expect.objectContaining({
        reason: 'cancellation',
        amount: rest!.amount,
        currency: 'EUR',
        status: 'refunded',
        refunded_at: expect.any(String),
      }),
      expect.objectContaining({
        reason: 'cancellation',
        amount: prepayment!.amount,
        status: 'refunded',
      }),
    ])
    expect(after.refund_if_cancelled_now).toBeNull()
    // The sandbox recorded both, each against the checkout that took the money.
    const sessions = await harness.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.status, 'refunded'))
    const refunded = await harness.db.select().from(sandboxRefunds)
    for (const invoice of booking.invoices) {
      const session = sessions.find((candidate) => candidate.invoiceId === invoice.id)
      expect(session).toBeDefined()
      expect(refunded.filter((row) => row.sessionId === session!.id)).toMatchObject([
        { amountMinor: invoice.amount, currency: 'EUR' },
      ])
    }
  })

  it("the refund timeline steps through the policy from today, its first step is what the tourist's cancellation refunds", async () => {
    const user = await harness.signedInUser()
    const booking = await paidBooking(user, 40)
    const paid = booking.price.paid
    // 30 days before a start 40 days ahead is 10 days from today; 7 days before is 33 from today.
    expect(booking.refund_timeline).toEqual([
      { from: todayWhereToursStart(), amount: paid, refund_percent: 100 },
      { from: daysFromToday(11), amount: Math.floor(paid / 2), refund_percent: 50 },
      { from: daysFromToday(34), amount: 0, refund_percent: 0 },
    ])
    expect(booking.refund_timeline[0]!.amount).toBe(booking.refund_if_cancelled_now!.amount)
    // The organizer's cancellation returns everything: no timeline for them.
    const organizer = await harness.signedInUser({ organizerId: booking.organizer.id })
    expect((await readAs(organizer, booking)).json<Booking>().refund_timeline).toEqual([])

    expect((await cancelAs(user, booking)).statusCode).toBe(200)
    const after = (await readAs(user, booking)).json<Booking>()
    expect(after.refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(
      booking.refund_timeline[0]!.amount,
    )
    expect(after.refund_timeline).toEqual([])
  })

  it('within the no-refund window the timeline is one step of nothing; unpaid, it is empty', async () => {
    const user = await harness.signedInUser()
    const booking = await paidBooking(user, 5)
    expect(booking.refund_timeline).toEqual([
      { from: todayWhereToursStart(), amount: 0, refund_percent: 0 },
    ])
    const unpaid = await harness.book(user, {
      startDate: daysFromToday(50),
      endDate: daysFromToday(56),
    })
    expect((await readAs(user, unpaid)).json<Booking>().refund_timeline).toEqual([])
  })

  it('the tourist cancelling 10 days ahead gets half back; the sandbox page shows the partial refund', async () => {
    const user = await harness.signedInUser()
    const booking = await paidBooking(user, 10)
    const paid = booking.price.paid
    expect(booking.refund_if_cancelled_now).toEqual({
      amount: Math.floor(paid / 2),
      currency: 'EUR',
      refund_percent: 50,
    })
    expect((await cancelAs(user, booking)).statusCode).toBe(200)
    const after = await harness.bookingByUuid(booking.uuid)
    expect(after.refunds.map((refund) => [refund.amount, refund.status])).toEqual([
      [Math.floor(paid / 2), 'refunded'],
    ])
    const [row] = await refundRows(booking.id)
    const [attempt] = await harness.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, row!.attemptId))
    const [session] = await harness.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, attempt!.providerSessionId))
    // Part of the payment went back: the session stays paid, with the refund listed.
    expect(session!.status).toBe('succeeded')
    const page = await harness.app.inject({
      method: 'GET',
      url: `/payments/sandbox/checkout/${encodeURIComponent(session!.id)}`,
    })
    expect(page.body).toContain('Part of it went back to the card.')
    expect(page.body).toMatch(/Refunded €\s?[\d.,]+ on/)
  })

  it('the organizer cancelling refunds everything, whatever the policy says', async () => {
    const user = await harness.signedInUser()
    const booking = await paidBooking(user, 5)
    // Five days ahead the tourist would get nothing back.
    expect(booking.refund_if_cancelled_now).toMatchObject({ amount: 0, refund_percent: 0 })
    const organizer = await harness.signedInUser({ organizerId: booking.organizer.id })
    const seen = (await readAs(organizer, booking)).json<Booking>()
    expect(seen.refund_if_cancelled_now).toMatchObject({
      amount: booking.price.paid,
      refund_percent: 100,
    })
    expect((await cancelAs(organizer, booking)).statusCode).toBe(200)
    const after = await harness.bookingByUuid(booking.uuid)
    expect(after.status).toBe(6)
    expect(after.refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(booking.price.paid)
    expect(after.refunds.every((refund) => refund.status === 'refunded')).toBe(true)
  })

  it('a tourist cancelling under a non-refundable policy gets nothing back and no refund document', async () => {
    const user = await harness.signedInUser()
    const booking = await paidBooking(user, 40)
    await harness.db
      .update(organizers)
      .set({ cancellationPolicy: { tiers: [] } })
      .where(eq(organizers.id, booking.organizer.id))
    // The policy agreed at booking holds: a later change of the organizer's does not apply.
    expect((await readAs(user, booking)).json<Booking>().refund_if_cancelled_now).toMatchObject({
      refund_percent: 100,
    })
    const created = await harness.app.inject({
      method: 'POST',
      url: '/crm/api/request/create',
      headers: { 'x-authorization': `Bearer ${user.token}` },
      payload: bookingBody(booking.tour_date.id),
    })
    expect(created.statusCode).toBe(200)
    let later = created.json<Booking>()
    while (later.next_invoice !== null) later = await payNextInvoice(later)
    expect(later.cancellation_policy).toEqual({ tiers: [] })
    expect((await cancelAs(user, later)).statusCode).toBe(200)
    expect((await harness.bookingByUuid(later.uuid)).refunds).toEqual([])
  })

  it('a refund the provider refuses stays pending and the minute job completes it', async () => {
    const user = await harness.signedInUser()
    const booking = await paidBooking(user, 40)
    refusingRefunds = true
    try {
      expect((await cancelAs(user, booking)).statusCode).toBe(200)
    } finally {
      refusingRefunds = false
    }
    const pending = await harness.bookingByUuid(booking.uuid)
    expect(pending.status).toBe(5)
    expect(pending.refunds.map((refund) => refund.status)).toEqual(['pending', 'pending'])
    expect((await refundRows(booking.id)).map((row) => row.failedAttempts)).toEqual([1, 1])

    expect((await harness.settleOpenEnds()).refunded).toBeGreaterThanOrEqual(2)
    const done = await harness.bookingByUuid(booking.uuid)
    expect(done.refunds.map((refund) => refund.status)).toEqual(['refunded', 'refunded'])
    expect(done.refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(booking.price.paid)
  })

  it('a repeated or concurrent cancellation refunds once', async () => {
    const user = await harness.signedInUser()
    const booking = await paidBooking(user, 40)
    const answers = await Promise.all([cancelAs(user, booking), cancelAs(user, booking)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect((await cancelAs(user, booking)).statusCode).toBe(409)
    await harness.settleOpenEnds()
    const rows = await refundRows(booking.id)
    expect(rows).toHaveLength(2)
    expect(rows.reduce((sum, row) => sum + row.amountMinor, 0)).toBe(booking.price.paid)
    const sandbox = await harness.db.select().from(sandboxRefunds)
    const attempts = await harness.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, rows[0]!.attemptId))
    expect(sandbox.filter((row) => row.sessionId === attempts[0]!.providerSessionId)).toHaveLength(
      1,
    )
  })

  it("another account cannot read someone else's booking or its refunds", async () => {
    const user = await harness.signedInUser()
    const booking = await paidBooking(user, 40)
    await cancelAs(user, booking)
    const stranger = await harness.signedInUser()
    const answer = await readAs(stranger, booking)
    expect(answer.statusCode).toBe(403)
    expect(answer.body).not.toContain('refunds')
    expect((await readAs(user, booking)).json<Booking>().refunds).toHaveLength(2)
  })

  /** Cancels the paid booking while the provider refuses, until its refunds turn failed. */
  async function cancelWithRefundsFailing(user: SignedInUser, booking: Booking): Promise<void> {
    refusingRefunds = true
    try {
      expect((await cancelAs(user, booking)).statusCode).toBe(200)
      for (let run = 1; run < REFUND_ATTEMPTS_MAX; run += 1) await harness.settleOpenEnds()
    } finally {
      refusingRefunds = false
    }
  }

  function retryRefund(refundId: unknown, user?: SignedInUser) {
    return harness.app.inject({
      method: 'POST',
      url: '/crm/api/payments/retry-refund',
      headers: user === undefined ? {} : { 'x-authorization': `Bearer ${user.token}` },
      payload: { refund_id: refundId },
    })
  }

  /** The refunds the sandbox recorded against the checkout that took the refund's money. */
  async function sandboxRefundsOf(refund: { attemptId: number }) {
    const [attempt] = await harness.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, refund.attemptId))
    const rows = await harness.db.select().from(sandboxRefunds)
    return rows.filter((row) => row.sessionId === attempt!.providerSessionId)
  }

  it('a refund refused again and again turns failed and is listed for admins only', async () => {
    const user = await harness.signedInUser()
    const booking = await paidBooking(user, 10)
    await cancelWithRefundsFailing(user, booking)
    // Failed refunds are no longer retried: the provider refused them too often.
    await harness.settleOpenEnds()
    const after = await harness.bookingByUuid(booking.uuid)
    expect(after.refunds.map((refund) => refund.status)).toEqual(['failed'])

    const admin = await createSignedInUser(harness.db, harness.config, { isAdminAuth: true })
    const list = await harness.app.inject({
      method: 'GET',
      url: '/crm/api/payments/open-refunds',
      headers: { 'x-authorization': `Bearer ${admin.token}` },
    })
    expect(list.statusCode).toBe(200)
    expect(list.json().data).toContainEqual(
      expect.objectContaining({
        id: after.refunds[0]!.id,
        booking_id: booking.id,
        reason: 'cancellation',
        status: 'failed',
        failed_attempts: REFUND_ATTEMPTS_MAX,
        last_error: 'The provider is down for maintenance',
      }),
    )
    const tourist = await harness.app.inject({
      method: 'GET',
      url: '/crm/api/payments/open-refunds',
      headers: { 'x-authorization': `Bearer ${user.token}` },
    })
    expect(tourist.statusCode).toBe(403)
    const anonymous = await harness.app.inject({
      method: 'GET',
      url: '/crm/api/payments/open-refunds',
    })
    expect(anonymous.statusCode).toBe(401)
  })
  it('an admin retries a failed refund: the provider refunds it once, under the same key, and a second retry is refused', async () => {
    const user = await harness.signedInUser()
    const booking = await paidBooking(user, 10)
    await cancelWithRefundsFailing(user, booking)
    const [failed] = await refundRows(booking.id)
    expect(failed).toMatchObject({ status: 'failed', failedAttempts: REFUND_ATTEMPTS_MAX })
    const key = `refund-${String(failed!.attemptId)}`
    expect(refundKeysAsked.filter((asked) => asked === key)).toHaveLength(REFUND_ATTEMPTS_MAX)
    expect(await sandboxRefundsOf(failed!)).toEqual([])

    const admin = await createSignedInUser(harness.db, harness.config, { isAdminAuth: true })
    const retried = await retryRefund(failed!.id, admin)
    expect(retried.statusCode).toBe(200)
    expect(retried.json()).toEqual({
      id: failed!.id,
      booking_id: booking.id,
      reason: 'cancellation',
      amount: failed!.amountMinor,
      currency: 'EUR',
      status: 'refunded',
      // Kept, not reset: the refusals stay on record for operators.
      failed_attempts: REFUND_ATTEMPTS_MAX,
      last_error: 'The provider is down for maintenance',
      created_at: failed!.createdAt.toISOString(),
      refunded_at: expect.any(String),
    })
    // One more ask, under the payment's one key: the provider can never refund it twice.
    expect(refundKeysAsked.filter((asked) => asked === key)).toHaveLength(REFUND_ATTEMPTS_MAX + 1)
    expect(await sandboxRefundsOf(failed!)).toMatchObject([
      { amountMinor: failed!.amountMinor, currency: 'EUR' },
    ])
    expect((await harness.bookingByUuid(booking.uuid)).refunds).toMatchObject([
      { id: failed!.id, status: 'refunded' },
    ])
    const staffLog = harness.logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'refund retried by staff')
    expect(staffLog).toContainEqual(
      expect.objectContaining({ refundId: failed!.id, status: 'refunded', staffUserId: admin.id }),
    )

    const again = await retryRefund(failed!.id, admin)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'refund_not_failed' })
    expect(refundKeysAsked.filter((asked) => asked === key)).toHaveLength(REFUND_ATTEMPTS_MAX + 1)
    expect(await sandboxRefundsOf(failed!)).toHaveLength(1)
  })

  it('a retry the provider refuses again answers failed with one more refusal, and the minute job leaves it to operators', async () => {
    const user = await harness.signedInUser()
    const booking = await paidBooking(user, 10)
    await cancelWithRefundsFailing(user, booking)
    const [failed] = await refundRows(booking.id)
    const admin = await createSignedInUser(harness.db, harness.config, { isAdminAuth: true })
    refusingRefunds = true
    try {
      const retried = await retryRefund(failed!.id, admin)
      expect(retried.statusCode).toBe(200)
      expect(retried.json()).toMatchObject({
        id: failed!.id,
        status: 'failed',
        failed_attempts: REFUND_ATTEMPTS_MAX + 1,
        last_error: 'The provider is down for maintenance',
        refunded_at: null,
      })
    } finally {
      refusingRefunds = false
    }
    await harness.settleOpenEnds()
    expect(await refundRows(booking.id)).toMatchObject([{ id: failed!.id, status: 'failed' }])
    expect(await sandboxRefundsOf(failed!)).toEqual([])
    // A later retry, with the provider back, goes through.
    expect((await retryRefund(failed!.id, admin)).json()).toMatchObject({ status: 'refunded' })
  })

  it('only an admin retries a refund, and only a failed one that exists', async () => {
    const user = await harness.signedInUser()
    const booking = await paidBooking(user, 10)
    await cancelWithRefundsFailing(user, booking)
    const [failed] = await refundRows(booking.id)
    const asksBefore = refundKeysAsked.length

    const tourist = await retryRefund(failed!.id, user)
    expect(tourist.statusCode).toBe(403)
    expect(tourist.json()).toMatchObject({ code: 'forbidden' })
    expect((await retryRefund(failed!.id)).statusCode).toBe(401)
    expect(refundKeysAsked).toHaveLength(asksBefore)
    expect(await refundRows(booking.id)).toMatchObject([{ status: 'failed' }])

    const admin = await createSignedInUser(harness.db, harness.config, { isAdminAuth: true })
    const unknown = await retryRefund(2_000_000_000, admin)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ code: 'refund_not_found' })
    const invalid = await retryRefund('first', admin)
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().errors).toHaveProperty('refund_id')

    // A refund still pending is the minute job's, not an operator's.
    const other = await paidBooking(user, 40)
    refusingRefunds = true
    try {
      await cancelAs(user, other)
    } finally {
      refusingRefunds = false
    }
    const [pending] = await refundRows(other.id)
    expect(pending!.status).toBe('pending')
    const notFailed = await retryRefund(pending!.id, admin)
    expect(notFailed.statusCode).toBe(409)
    expect(notFailed.json()).toMatchObject({ code: 'refund_not_failed' })
  })
})

describe.each(testDatabases)('cancellation refunds through Stripe on $name', (target) => {
  const { harness, stripe } = useStripePaymentsHarness(target)

  it('a partial refund names the payment intent, the amount and one idempotency key per payment', async () => {
    const user = await harness.signedInUser()
    const booking = await harness.book(user, {
      startDate: daysFromToday(10),
      endDate: daysFromToday(16),
    })
    const invoice = booking.next_invoice!
    // Ten days ahead everything is due at booking.
    expect(invoice.kind).toBe('full')
    await harness.checkoutOf(booking)
    const [attempt] = await harness.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.invoiceId, invoice.id))
    const completed = stripeEvent('checkout.session.completed', {
      id: attempt!.providerSessionId,
      invoiceId: invoice.id,
      amountTotal: invoice.amount,
      currency: 'eur',
      paymentIntent: 'pi_cancelled_trip',
    })
    const webhook = await harness.app.inject({
      method: 'POST',
      url: '/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': completed.signature },
      payload: completed.body,
    })
    expect(webhook.statusCode).toBe(200)
    const response = await harness.app.inject({
      method: 'POST',
      url: '/crm/api/request/cancel',
      headers: { 'x-authorization': `Bearer ${user.token}` },
      payload: { id: booking.id, message: 'Plans changed.' },
    })
    expect(response.statusCode).toBe(200)

    const refunds = stripe().requests.filter((request) => request.path === '/v1/refunds')
    expect(refunds).toHaveLength(1)
    expect(refunds[0]!.form).toEqual({
      payment_intent: 'pi_cancelled_trip',
      amount: String(Math.floor(invoice.amount / 2)),
    })
    expect(refunds[0]!.headers['idempotency-key']).toBe(`refund-${String(attempt!.id)}`)
    expect((await harness.bookingByUuid(booking.uuid)).refunds).toMatchObject([
      { reason: 'cancellation', amount: Math.floor(invoice.amount / 2), status: 'refunded' },
    ])
  })
})
