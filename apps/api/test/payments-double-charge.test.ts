// Issue 14 finding 5: two checkouts of one invoice could both be paid and nothing flagged the
// second; a cancelled booking's checkout stayed payable. Now an invoice has one checkout that can
// take money, money that arrives for nothing due is refunded through the provider and shown on
// the booking, and a cancelled booking's checkouts are closed.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { paymentAttempts, paymentRefunds, sandboxCheckoutSessions } from '../src/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import { usePaymentsHarness } from './payments-harness.ts'

const successCard = '4242 4242 4242 4242'

describe.each(testDatabases)('one charge per invoice on $name', (target) => {
  const harness = usePaymentsHarness(target)

  const attemptsOf = (invoiceId: number) =>
    harness.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.invoiceId, invoiceId))
      .orderBy(paymentAttempts.id)

  const sandboxSession = async (checkoutUrl: string) => {
    const id = decodeURIComponent(checkoutUrl.split('/').at(-1)!)
    const [session] = await harness.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, id))
    return session!
  }

  it('asking to pay again answers the open checkout; another method closes it before opening a new one', async () => {
    // In roubles, paid on the Russian site: where SBP is offered (decision 0047).
    const booking = await harness.book(await harness.signedInUser(), { currency: 'RUB' })
    const first = await harness.checkoutOf(booking)
    const again = await harness.checkoutOf(booking)
    expect(again.checkout_url).toBe(first.checkout_url)
    expect(await attemptsOf(first.invoice_id)).toHaveLength(1)

    const bySbp = await harness.pay({ uuid: booking.uuid, method: 'sbp' }, { language: 'ru' })
    expect(bySbp.statusCode).toBe(200)
    expect(bySbp.json().checkout_url).not.toBe(first.checkout_url)
    expect((await attemptsOf(first.invoice_id)).map((attempt) => attempt.status)).toEqual([
      'expired',
      'pending',
    ])
    const oldPage = await harness.submitCard(harness.checkoutPath(first), {
      card_number: successCard,
    })
    expect(oldPage.statusCode).toBe(410)
    expect((await harness.bookingByUuid(booking.uuid)).price.paid).toBe(0)
  })

  it('two requests at once leave one open checkout: the loser closes its own at the provider', async () => {
    const booking = await harness.book(await harness.signedInUser())
    const answers = await Promise.all([harness.checkoutOf(booking), harness.checkoutOf(booking)])
    const pending = (await attemptsOf(answers[0].invoice_id)).filter(
      (attempt) => attempt.status === 'pending',
    )
    expect(pending).toHaveLength(1)
    expect(answers.map((answer) => answer.checkout_url)).toEqual([
      pending[0]!.checkoutUrl,
      pending[0]!.checkoutUrl,
    ])
    const sessions = await harness.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.invoiceId, answers[0].invoice_id))
    expect(sessions.filter((session) => session.status === 'open')).toHaveLength(1)
  })

  it('a second payment of a paid invoice is refunded through the provider and shown on the booking', async () => {
    const booking = await harness.book(await harness.signedInUser())
    const invoice = booking.next_invoice!
    const first = await harness.checkoutOf(booking)
    // The provider lost our request to close the first checkout: both are payable there.
    await harness.db
      .update(paymentAttempts)
      .set({ status: 'expired' })
      .where(eq(paymentAttempts.invoiceId, invoice.id))
    const second = await harness.checkoutOf(booking)
    expect(second.checkout_url).not.toBe(first.checkout_url)

    for (const checkout of [first, second]) {
      const paid = await harness.submitCard(harness.checkoutPath(checkout), {
        card_number: successCard,
      })
      expect(paid.statusCode).toBe(303)
    }

    const after = await harness.bookingByUuid(booking.uuid)
    expect(after.price.paid).toBe(invoice.amount)
    expect(after.refunds).toEqual([
      {
        id: expect.any(Number),
        reason: 'duplicate_payment',
        amount: invoice.amount,
        currency: invoice.currency,
        status: 'refunded',
        created_at: expect.any(String),
        refunded_at: expect.any(String),
      },
    ])
    expect((await sandboxSession(first.checkout_url)).status).toBe('succeeded')
    expect((await sandboxSession(second.checkout_url)).status).toBe('refunded')
    const page = await harness.app.inject({ method: 'GET', url: harness.checkoutPath(second) })
    expect(page.body).toContain('This payment was refunded')

    // The same success delivered again refunds nothing more.
    const delivered = harness.deliveries.at(-1)!
    const redelivery = await harness.app.inject({
      method: 'POST',
      url: new URL(delivered.url).pathname,
      headers: delivered.headers,
      payload: delivered.body,
    })
    expect(redelivery.statusCode).toBe(200)
    expect(
      await harness.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.bookingId, booking.id)),
    ).toHaveLength(1)
  })

  it("a cancelled booking's checkout is closed by the minute job; money that arrives before it is refunded", async () => {
    const user = await harness.signedInUser()
    const closedInTime = await harness.book(user)
    const closedCheckout = await harness.checkoutOf(closedInTime)
    const paidAnyway = await harness.book(user)
    const paidCheckout = await harness.checkoutOf(paidAnyway)
    await harness.cancel(user, closedInTime)
    await harness.cancel(user, paidAnyway)

    // Paid in the minute between the cancellation and the job.
    const paid = await harness.submitCard(harness.checkoutPath(paidCheckout), {
      card_number: successCard,
    })
    expect(paid.statusCode).toBe(303)
    const refunded = await harness.bookingByUuid(paidAnyway.uuid)
    expect(refunded.status).toBe(5)
    expect(refunded.price.paid).toBe(0)
    expect(refunded.refunds).toMatchObject([
      { reason: 'invoice_canceled', amount: paidAnyway.next_invoice!.amount, status: 'refunded' },
    ])

    expect(await harness.settleOpenEnds()).toEqual({ closed: 1, refunded: 0 })
    expect(await attemptsOf(closedCheckout.invoice_id)).toMatchObject([{ status: 'expired' }])
    const closedPage = await harness.submitCard(harness.checkoutPath(closedCheckout), {
      card_number: successCard,
    })
    expect(closedPage.statusCode).toBe(410)
    expect((await harness.bookingByUuid(closedInTime.uuid)).refunds).toEqual([])
    expect(await harness.settleOpenEnds()).toEqual({ closed: 0, refunded: 0 })
  })
})
