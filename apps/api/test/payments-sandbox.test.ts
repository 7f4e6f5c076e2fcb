import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { paymentAttempts, paymentEvents, sandboxCheckoutSessions } from '../src/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import { testSiteUrl, usePaymentsHarness } from './payments-harness.ts'

const successCard = '4242 4242 4242 4242'
const declineCard = '4000 0000 0000 0002'
const confirmationCard = '4000 0027 6000 3184'

describe.each(testDatabases)('decision 0016: the sandbox checkout on $name', (target) => {
  const harness = usePaymentsHarness(target)

  async function attemptsOf(invoiceId: number) {
    return harness.db.select().from(paymentAttempts).where(eq(paymentAttempts.invoiceId, invoiceId))
  }

  it('pays a prepayment: invoice/pay → hosted page → success card → signed webhook → booking 3', async () => {
    const user = await harness.signedInUser()
    const booking = await harness.book(user)
    expect(booking.status).toBe(2)
    const invoice = booking.next_invoice!
    expect(invoice.kind).toBe('prepayment')

    const pay = await harness.pay({ request_id: booking.id, method: 'card' }, { token: user.token })
    expect(pay.statusCode).toBe(200)
    const checkout = pay.json()
    expect(checkout).toMatchObject({ invoice_id: invoice.id, provider: 'sandbox' })
    const path = harness.checkoutPath(checkout)
    expect(await attemptsOf(invoice.id)).toMatchObject([
      {
        status: 'pending',
        method: 'card',
        provider: 'sandbox',
        checkoutUrl: checkout.checkout_url,
      },
    ])

    const page = await harness.app.inject({ method: 'GET', url: path })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.headers['cache-control']).toBe('no-store')
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toContain("default-src 'none'")
    // The one inline stylesheet is allowed by its exact hash, nothing else is.
    const stylesheet = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? ''
    const styleHash = createHash('sha256').update(stylesheet).digest('base64')
    expect(csp).toContain(`style-src 'sha256-${styleHash}'`)
    expect(page.body.match(/<style>/g)).toHaveLength(1)
    expect(page.body).not.toMatch(/<script|style="/)
    expect(csp).not.toContain('script-src')
    expect(csp).toContain(`form-action 'self' ${testSiteUrl}`)
    expect(page.body).toContain('<html lang="en">')
    expect(page.body).toContain('Test mode')
    expect(page.body).toContain('4242 4242 4242 4242')
    expect(page.body).toContain(booking.tour.name)
    expect(page.body).toContain('€200.00')
    expect(page.body).toMatch(/<label for="card_number">Card number<\/label>/)
    expect(page.body).toContain(`action="${path}/pay"`)

    const paid = await harness.submitCard(path, { card_number: successCard })
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`${testSiteUrl}/success?booking=${booking.uuid}`)

    const webhook = harness.deliveries.at(-1)!
    expect(webhook.status).toBe(200)
    expect(webhook.headers['sandbox-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    expect(JSON.parse(webhook.body)).toMatchObject({
      type: 'payment.succeeded',
      data: { invoice_id: invoice.id, amount: invoice.amount, currency: 'EUR' },
    })

    const after = await harness.bookingByUuid(booking.uuid)
    expect(after.status).toBe(3)
    expect(after.invoices.find((item) => item.id === invoice.id)).toMatchObject({
      status: 2,
      paid_at: expect.any(String),
    })
    // The rest is invoiced once the prepayment is in, and can be paid the same way.
    expect(after.next_invoice).toMatchObject({ kind: 'payment', amount: 80_000 })
    expect(after.actions.can_pay).toBe(true)
    expect(await attemptsOf(invoice.id)).toMatchObject([{ status: 'succeeded' }])

    // A finished checkout cannot be paid again.
    const again = await harness.submitCard(path, { card_number: successCard })
    expect(again.statusCode).toBe(409)
    expect(again.body).toContain('This payment is complete')
    const revisit = await harness.app.inject({ method: 'GET', url: path })
    expect(revisit.body).toContain('This payment is complete')
    expect(harness.deliveries.at(-1)).toBe(webhook)
  })

  it('a declined card fails the attempt and keeps the booking at 2; another card on the same page then pays', async () => {
    const user = await harness.signedInUser()
    const booking = await harness.book(user)
    const checkout = await harness.checkoutOf(booking)
    const path = harness.checkoutPath(checkout)

    const declined = await harness.submitCard(path, { card_number: declineCard })
    expect(declined.statusCode).toBe(402)
    expect(declined.body).toContain('Your card was declined')
    expect(declined.body).toContain(`href="${testSiteUrl}/payment-failed?booking=${booking.uuid}"`)
    expect(JSON.parse(harness.deliveries.at(-1)!.body)).toMatchObject({ type: 'payment.failed' })
    expect(harness.deliveries.at(-1)!.status).toBe(200)
    expect(await attemptsOf(checkout.invoice_id)).toMatchObject([{ status: 'failed' }])
    expect((await harness.bookingByUuid(booking.uuid)).status).toBe(2)

    const retried = await harness.submitCard(path, { card_number: successCard })
    expect(retried.statusCode).toBe(303)
    expect(await attemptsOf(checkout.invoice_id)).toMatchObject([{ status: 'succeeded' }])
    expect((await harness.bookingByUuid(booking.uuid)).status).toBe(3)
  })

  it('a retry through a new invoice/pay after a decline closes the declined checkout and opens one that pays', async () => {
    const booking = await harness.book(await harness.signedInUser())
    const first = await harness.checkoutOf(booking)
    await harness.submitCard(harness.checkoutPath(first), { card_number: declineCard })
    const second = await harness.checkoutOf(booking)
    expect(second.checkout_url).not.toBe(first.checkout_url)
    // The declined page would take another card: it is closed, so only one checkout can be paid.
    const oldPage = await harness.submitCard(harness.checkoutPath(first), {
      card_number: successCard,
    })
    expect(oldPage.statusCode).toBe(410)
    expect(oldPage.body).toContain('This checkout has expired')
    const paid = await harness.submitCard(harness.checkoutPath(second), {
      card_number: successCard,
    })
    expect(paid.statusCode).toBe(303)
    const attempts = await attemptsOf(first.invoice_id)
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual(['expired', 'succeeded'])
    expect((await harness.bookingByUuid(booking.uuid)).status).toBe(3)
  })

  it('the 3-D Secure card asks for confirmation: "Fail authentication" fails, "Confirm payment" pays', async () => {
    const booking = await harness.book(await harness.signedInUser())
    const checkout = await harness.checkoutOf(booking)
    const path = harness.checkoutPath(checkout)
    const delivered = harness.deliveries.length

    const challenged = await harness.submitCard(path, { card_number: confirmationCard })
    expect(challenged.statusCode).toBe(303)
    expect(challenged.headers.location).toBe(path)
    const step = await harness.app.inject({ method: 'GET', url: path })
    expect(step.body).toContain('Your bank asks you to confirm this payment')
    expect(step.body).toContain('value="confirm">Confirm payment</button>')
    expect(step.body).toMatch(/value="fail"[^>]*>\s*Fail authentication\s*<\/button>/)
    // Nothing is decided yet, so nothing is told to the shop.
    expect(harness.deliveries.length).toBe(delivered)
    // The card form cannot be sent again while the bank waits.
    expect((await harness.submitCard(path, { card_number: successCard })).statusCode).toBe(409)

    const failed = await harness.confirm(path, 'fail')
    expect(failed.statusCode).toBe(402)
    expect(failed.body).toContain('The payment was not confirmed')
    expect(await attemptsOf(checkout.invoice_id)).toMatchObject([{ status: 'failed' }])
    expect((await harness.bookingByUuid(booking.uuid)).status).toBe(2)

    await harness.submitCard(path, { card_number: confirmationCard })
    expect((await harness.confirm(path, 'maybe')).statusCode).toBe(400)
    const confirmed = await harness.confirm(path, 'confirm')
    expect(confirmed.statusCode).toBe(303)
    expect(confirmed.headers.location).toBe(`${testSiteUrl}/success?booking=${booking.uuid}`)
    expect((await harness.bookingByUuid(booking.uuid)).status).toBe(3)
    // Confirming twice (the back button) does not pay twice.
    expect((await harness.confirm(path, 'confirm')).statusCode).toBe(409)
  })

  it('refuses other card numbers and bad fields with 400, naming each field, and keeps what was typed', async () => {
    const booking = await harness.book(await harness.signedInUser())
    const path = harness.checkoutPath(await harness.checkoutOf(booking))
    const delivered = harness.deliveries.length

    const realCard = await harness.submitCard(path, { card_number: '5555 5555 5555 4444' })
    expect(realCard.statusCode).toBe(400)
    expect(realCard.body).toContain('This is a test checkout: use one of the test cards')
    expect(realCard.body).toMatch(
      /id="card_number"[^>]*value="5555 5555 5555 4444"[^>]*aria-invalid="true"/,
    )
    expect(realCard.body).toContain('href="#card_number"')

    const bad = await harness.submitCard(path, {
      card_number: successCard,
      expiry: '01/20',
      cvc: '12',
      name: ' ',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('<p class="field-error" id="expiry-error">This card has expired</p>')
    expect(bad.body).toContain('id="cvc-error">Enter the 3 or 4 digits of the security code</p>')
    expect(bad.body).toContain('id="name-error">Enter the name on the card</p>')
    expect(bad.body).not.toContain('id="card_number-error"')
    expect(
      (await harness.submitCard(path, { card_number: successCard, expiry: '13/30' })).body,
    ).toContain('Enter the expiry date as MM/YY, like 12/34')
    // Markup typed into a field comes back as text.
    const typed = await harness.submitCard(path, { card_number: '<script>alert(1)</script>' })
    expect(typed.body).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(typed.body).not.toContain('<script>')

    expect(harness.deliveries.length).toBe(delivered)
    expect((await harness.bookingByUuid(booking.uuid)).status).toBe(2)
  })

  it('refuses a form posted from another site, and answers unknown and expired checkouts', async () => {
    const booking = await harness.book(await harness.signedInUser())
    const checkout = await harness.checkoutOf(booking)
    const path = harness.checkoutPath(checkout)

    const crossSite = await harness.submitCard(
      path,
      { card_number: successCard },
      { 'sec-fetch-site': 'cross-site' },
    )
    expect(crossSite.statusCode).toBe(403)
    const foreignOrigin = await harness.submitCard(
      path,
      { card_number: successCard },
      { origin: 'https://evil.example' },
    )
    expect(foreignOrigin.statusCode).toBe(403)
    const sameSite = await harness.submitCard(
      path,
      { card_number: declineCard },
      { 'sec-fetch-site': 'same-origin', origin: 'http://api.tourmarket.test' },
    )
    expect(sameSite.statusCode).toBe(402)

    const unknown = await harness.app.inject({
      method: 'GET',
      url: '/payments/sandbox/checkout/cs_sandbox_nope',
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toContain('Checkout not found')

    await harness.db
      .update(sandboxCheckoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxCheckoutSessions.invoiceId, checkout.invoice_id))
    const expired = await harness.app.inject({ method: 'GET', url: path })
    expect(expired.statusCode).toBe(410)
    expect(expired.body).toContain('This checkout has expired')
    expect((await harness.submitCard(path, { card_number: successCard })).statusCode).toBe(410)
    expect((await harness.bookingByUuid(booking.uuid)).status).toBe(2)
  })

  it('stores each webhook event once: repeats and an older failure after the success change nothing', async () => {
    const booking = await harness.book(await harness.signedInUser())
    const checkout = await harness.checkoutOf(booking)
    const [attempt] = await attemptsOf(checkout.invoice_id)
    const data = {
      session_id: attempt!.providerSessionId,
      invoice_id: checkout.invoice_id,
      amount: booking.next_invoice!.amount,
      currency: 'EUR',
    }
    const now = Math.floor(Date.now() / 1000)
    const failure = { id: 'evt_sandbox_fail_1', type: 'payment.failed', created: now - 60, data }
    const success = { id: 'evt_sandbox_ok_1', type: 'payment.succeeded', created: now - 30, data }

    for (let delivery = 0; delivery < 3; delivery += 1) {
      const response = await harness.postSandboxWebhook(success)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ received: true })
    }
    // The failure happened first but arrives last, twice.
    for (let delivery = 0; delivery < 2; delivery += 1) {
      expect((await harness.postSandboxWebhook(failure)).statusCode).toBe(200)
    }

    const events = await harness.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.provider, 'sandbox'))
    expect(events.filter((event) => event.eventId === success.id)).toHaveLength(1)
    expect(events.filter((event) => event.eventId === failure.id)).toHaveLength(1)
    expect(await attemptsOf(checkout.invoice_id)).toMatchObject([{ status: 'succeeded' }])
    const after = await harness.bookingByUuid(booking.uuid)
    expect(after.status).toBe(3)
    expect(after.invoices.filter((invoice) => invoice.status === 2)).toHaveLength(1)
    // The rest invoice was issued once, not once per delivery.
    expect(after.invoices.filter((invoice) => invoice.kind === 'payment')).toHaveLength(1)
  })

  it('refuses a tampered body, a wrong secret and a stale timestamp with 400, storing nothing', async () => {
    const booking = await harness.book(await harness.signedInUser())
    const checkout = await harness.checkoutOf(booking)
    const [attempt] = await attemptsOf(checkout.invoice_id)
    const event = {
      id: 'evt_sandbox_forged',
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        session_id: attempt!.providerSessionId,
        invoice_id: checkout.invoice_id,
        amount: 1,
        currency: 'EUR',
      },
    }
    const tampered = await harness.postSandboxWebhook(event, {
      body: JSON.stringify({ ...event, id: 'evt_sandbox_other' }),
    })
    expect(tampered.statusCode).toBe(400)
    expect(tampered.json()).toMatchObject({ code: 'webhook_signature_invalid' })
    const wrongSecret = await harness.postSandboxWebhook(event, {
      secret: 'an-attacker-guess-of-the-secret-0000',
    })
    expect(wrongSecret.json()).toMatchObject({ code: 'webhook_signature_invalid' })
    const stale = await harness.postSandboxWebhook(event, {
      signedAt: Math.floor(Date.now() / 1000) - 301,
    })
    expect(stale.statusCode).toBe(400)
    expect(stale.json()).toMatchObject({ code: 'webhook_timestamp_stale' })
    // Issue 14: a signature dated ahead would outlive the replay window.
    const future = await harness.postSandboxWebhook(event, {
      signedAt: Math.floor(Date.now() / 1000) + 3600,
    })
    expect(future.statusCode).toBe(400)
    expect(future.json()).toMatchObject({ code: 'webhook_timestamp_stale' })
    const unsigned = await harness.app.inject({
      method: 'POST',
      url: '/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    })
    expect(unsigned.statusCode).toBe(400)
    const malformed = await harness.postSandboxWebhook({ hello: 'world' })
    expect(malformed.json()).toMatchObject({ code: 'webhook_payload_invalid' })

    const stored = await harness.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, event.id))
    expect(stored).toEqual([])
    expect(await attemptsOf(checkout.invoice_id)).toMatchObject([{ status: 'pending' }])
    expect((await harness.bookingByUuid(booking.uuid)).status).toBe(2)
  })

  it('issue 14: a signed success for another amount or currency pays nothing, whoever holds the secret', async () => {
    const booking = await harness.book(await harness.signedInUser())
    const checkout = await harness.checkoutOf(booking)
    const [attempt] = await attemptsOf(checkout.invoice_id)
    const invoice = booking.next_invoice!
    const created = Math.floor(Date.now() / 1000)
    const success = (id: string, amount: number, currency: string) => ({
      id,
      type: 'payment.succeeded',
      created,
      data: { session_id: attempt!.providerSessionId, invoice_id: invoice.id, amount, currency },
    })

    const oneCent = await harness.postSandboxWebhook(
      success('evt_sandbox_cheap', 1, invoice.currency),
    )
    expect(oneCent.statusCode).toBe(400)
    expect(oneCent.json()).toMatchObject({ code: 'webhook_amount_mismatch' })
    const otherCurrency = invoice.currency === 'USD' ? 'RUB' : 'USD'
    const wrongCurrency = await harness.postSandboxWebhook(
      success('evt_sandbox_rubles', invoice.amount, otherCurrency),
    )
    expect(wrongCurrency.json()).toMatchObject({ code: 'webhook_amount_mismatch' })
    expect(await attemptsOf(checkout.invoice_id)).toMatchObject([{ status: 'pending' }])
    expect((await harness.bookingByUuid(booking.uuid)).status).toBe(2)

    const exact = await harness.postSandboxWebhook(
      success('evt_sandbox_exact', invoice.amount, invoice.currency),
    )
    expect(exact.statusCode).toBe(200)
    expect((await harness.bookingByUuid(booking.uuid)).status).toBe(3)
  })
})
