// Decision 0073: gift cards bought through the sandbox, issued on its webhook with the code kept
// only as an HMAC, mailed on their day once, their balance by code behind a guessing lock, spent
// in part at checkout (never twice at once) and refilled by a booking's refund.
import type { Booking, GiftCardOrder, GiftCardPayment } from '@tourmarket/contracts'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  giftCardEntries,
  giftCards,
  outboxMessages,
  paymentRefunds,
  sandboxCheckoutSessions,
} from '../src/db/schema/index.ts'
import {
  giftCardKeys,
  giftCardSecretOf,
  hashGiftCardCode,
} from '../src/modules/gift-cards/code-keys.ts'
import { testDatabases } from './databases.ts'
import { usePaymentsHarness } from './payments-harness.ts'

const successCard = '4242 4242 4242 4242'
const today = () => new Date().toISOString().slice(0, 10)

describe.each(testDatabases)('gift cards on $name', (target) => {
  const harness = usePaymentsHarness(target)
  let addressCounter = 0
  /** A network of its own per test, so the guessing lock of one never reaches another. */
  const newAddress = () => `198.51.100.${String((addressCounter += 1))}`

  function post(url: string, payload: object, headers: Record<string, string> = {}) {
    return harness.app.inject({ method: 'POST', url, headers, payload })
  }

  const orderBody = (overrides: Record<string, unknown> = {}) => ({
    amount: 300_00,
    currency: 'EUR',
    sender_name: 'Olga',
    recipient_name: 'Ivan Petrov',
    recipient_email: 'ivan.gift@example.com',
    message: 'Happy birthday! Go somewhere warm.',
    delivery_date: today(),
    ...overrides,
  })

  /** Buys a card through the sandbox's hosted page and answers the code from the order page. */
  async function buyCard(overrides: Record<string, unknown> = {}): Promise<{
    order: GiftCardOrder
    code: string
  }> {
    const started = await post('/spa/gift-cards/order', orderBody(overrides))
    expect(started.statusCode, started.body).toBe(200)
    const { checkout_url: checkoutUrl, order_uuid: uuid } = started.json<{
      checkout_url: string
      order_uuid: string
    }>()
    const paid = await harness.submitCard(new URL(checkoutUrl).pathname, {
      card_number: successCard,
    })
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`http://shop.tourmarket.test/gift-cards/order/${uuid}`)
    const order = await harness.app.inject({ url: `/spa/gift-cards/order?uuid=${uuid}` })
    const body = order.json<GiftCardOrder>()
    expect(body.code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/)
    return { order: body, code: body.code! }
  }

  async function cardRow(code: string) {
    const hash = hashGiftCardCode(
      code.replaceAll('-', ''),
      giftCardKeys(giftCardSecretOf(harness.config)),
    )
    const [row] = await harness.db.select().from(giftCards).where(eq(giftCards.codeHash, hash))
    return row!
  }

  function payWithCard(booking: Booking, code: string, address = newAddress()) {
    return post(
      '/crm/api/invoice/pay-with-gift-card',
      { uuid: booking.uuid, code },
      { 'x-forwarded-for': address },
    )
  }

  function balance(code: string, address: string) {
    return post('/spa/gift-cards/balance', { code }, { 'x-forwarded-for': address })
  }

  it('is issued on the paid webhook, its code shown once and kept only as an HMAC', async () => {
    const { order, code } = await buyCard()
    expect(order).toMatchObject({ status: 'paid', amount: 300_00, currency: 'EUR' })
    const again = await harness.app.inject({ url: `/spa/gift-cards/order?uuid=${order.uuid}` })
    expect(again.json<GiftCardOrder>()).toMatchObject({ status: 'paid', code: null })
    const row = await cardRow(code)
    expect(row).toMatchObject({ balanceMinor: 300_00, initialMinor: 300_00, currency: 'EUR' })
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toContain(code.replaceAll('-', ''))
    expect(row.codeEnding).toBe(code.slice(-4))
    const entries = await harness.db
      .select()
      .from(giftCardEntries)
      .where(eq(giftCardEntries.giftCardId, row.id))
    expect(entries).toMatchObject([
      { kind: 'issue', amountMinor: 300_00, balanceAfterMinor: 300_00 },
    ])
  })

  it('mails the recipient a designed mail on the delivery day, once, then forgets the code', async () => {
    const recipient = `gift-${String(Date.now())}@example.com`
    const { code } = await buyCard({ recipient_email: recipient })
    await harness.app.jobs.drain()
    await harness.app.jobs.drain()
    const mails = await harness.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Olga sent you a Tourmarket gift card')
    expect(mails[0]!.body).toContain(code)
    expect(mails[0]!.html).toContain(code)
    expect(mails[0]!.html).toContain('Happy birthday! Go somewhere warm.')
    const row = await cardRow(code)
    expect(row.sealedCode).toBeNull()
    expect(row.deliveredAt).not.toBeNull()
  })

  it('waits for a later delivery day', async () => {
    const recipient = `later-${String(Date.now())}@example.com`
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    const { code } = await buyCard({ recipient_email: recipient, delivery_date: later })
    await harness.app.jobs.drain()
    const mails = await harness.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
    expect(mails).toHaveLength(0)
    expect((await cardRow(code)).sealedCode).not.toBeNull()
  })

  it.each([
    [{ amount: 10_00 }, 'amount', 'Enter an amount from €25 to €2,000.'],
    [{ currency: 'AED' }, 'currency', 'Gift cards are sold in RUB, EUR, USD.'],
    [
      { delivery_date: '2001-01-01' },
      'delivery_date',
      'Choose a day from today up to a year ahead.',
    ],
    [{ message: 'x'.repeat(501) }, 'message', 'Maximum 500 characters.'],
    [{ recipient_email: 'nobody' }, 'recipient_email', 'Please enter a valid e-mail.'],
  ])('refuses an order naming the field: %o', async (overrides, field, message) => {
    const response = await post('/spa/gift-cards/order', orderBody(overrides))
    expect(response.statusCode).toBe(400)
    expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([message])
  })

  it('answers the balance by code, says a wrong code is wrong, and locks a guessing network', async () => {
    const { code } = await buyCard()
    const address = newAddress()
    const right = await balance(code.toLowerCase().replaceAll('-', ' '), address)
    expect(right.statusCode).toBe(200)
    expect(right.json()).toMatchObject({ balance: 300_00, currency: 'EUR', expired: false })
    for (let guess = 0; guess < 5; guess += 1) {
      const wrong = await balance('AAAA-BBBB-CCCC-DDDD', address)
      expect(wrong.statusCode).toBe(404)
      expect(wrong.json()).toMatchObject({
        code: 'gift_card_not_found',
        message: 'No gift card has this code. Check it and try again.',
      })
    }
    // The sixth wrong code locks the network; even the right code then waits.
    expect((await balance('not a code', address)).statusCode).toBe(404)
    const locked = await balance(code, address)
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toMatchObject({ code: 'gift_card_guesses_locked' })
    expect(locked.json<{ message: string }>().message).toMatch(/Please try again in 1 minute\./)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
    // Another network is not locked by this one's guesses.
    expect((await balance(code, newAddress())).statusCode).toBe(200)
  })

  it('pays part of a booking, keeps the balance, and pays again until it is empty', async () => {
    const { code } = await buyCard()
    const user = await harness.signedInUser()
    const booking = await harness.book(user)
    expect(booking.next_invoice).toMatchObject({ kind: 'prepayment', amount: 200_00 })

    const first = await payWithCard(booking, code)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json<GiftCardPayment>()).toEqual({
      applied: 200_00,
      currency: 'EUR',
      balance_left: 100_00,
      code_ending: code.slice(-4),
      invoice_paid: true,
    })
    const prepaid = await harness.bookingByUuid(booking.uuid)
    expect(prepaid.status).toBe(3)
    expect(prepaid.next_invoice).toMatchObject({ kind: 'payment', amount: 800_00 })

    const second = await payWithCard(prepaid, code)
    expect(second.json<GiftCardPayment>()).toMatchObject({
      applied: 100_00,
      balance_left: 0,
      invoice_paid: false,
    })
    const rest = await harness.bookingByUuid(booking.uuid)
    expect(rest.next_invoice).toMatchObject({ kind: 'payment', amount: 700_00 })
    expect(rest.price.paid).toBe(300_00)
    const checkout = await harness.checkoutOf(rest)
    const [session] = await harness.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.invoiceId, checkout.invoice_id))
    expect(session).toMatchObject({ amountMinor: 700_00, currency: 'EUR' })
    const paid = await harness.submitCard(harness.checkoutPath(checkout), {
      card_number: successCard,
    })
    expect(paid.statusCode).toBe(303)
    expect((await harness.bookingByUuid(booking.uuid)).price.outstanding).toBe(0)

    const empty = await payWithCard(await harness.bookingByUuid(booking.uuid), code)
    expect(empty.statusCode).toBe(409)
    const third = await harness.book(user)
    const nothingLeft = await payWithCard(third, code)
    expect(nothingLeft.json()).toMatchObject({
      code: 'gift_card_empty',
      message: 'Nothing is left on this gift card.',
    })
    expect((await balance(code, newAddress())).json()).toMatchObject({ balance: 0 })
  })

  it('is never spent twice by concurrent payments', async () => {
    const { code } = await buyCard()
    const user = await harness.signedInUser()
    const bookings = await Promise.all([harness.book(user), harness.book(user)])
    const answers = await Promise.all(bookings.map((booking) => payWithCard(booking, code)))
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    const applied = answers.map((answer) => answer.json<GiftCardPayment>().applied)
    expect(applied.reduce((sum, amount) => sum + amount, 0)).toBe(300_00)
    expect([...applied].sort((a, b) => a - b)).toEqual([100_00, 200_00])
    const row = await cardRow(code)
    expect(row.balanceMinor).toBe(0)
    const redemptions = await harness.db
      .select()
      .from(giftCardEntries)
      .where(and(eq(giftCardEntries.giftCardId, row.id), eq(giftCardEntries.kind, 'redeem')))
    expect(redemptions.map((entry) => entry.balanceAfterMinor).sort((a, b) => a - b)).toEqual([
      0, 100_00,
    ])
  })

  it('refunds what the card paid back onto it, the rest through the provider', async () => {
    const { code } = await buyCard({ amount: 50_00 })
    const user = await harness.signedInUser()
    const booking = await harness.book(user)
    const part = await payWithCard(booking, code)
    expect(part.json<GiftCardPayment>()).toMatchObject({ applied: 50_00, invoice_paid: false })
    const rest = await harness.bookingByUuid(booking.uuid)
    expect(rest.next_invoice).toMatchObject({ kind: 'prepayment', amount: 150_00 })
    const checkout = await harness.checkoutOf(rest)
    await harness.submitCard(harness.checkoutPath(checkout), { card_number: successCard })
    const paid = await harness.bookingByUuid(booking.uuid)
    expect(paid).toMatchObject({ status: 3, price: { paid: 200_00 } })

    await harness.cancel(user, paid)
    await harness.cancel(user, paid).catch(() => undefined)
    const row = await cardRow(code)
    expect(row.balanceMinor).toBe(50_00)
    const refills = await harness.db
      .select()
      .from(giftCardEntries)
      .where(and(eq(giftCardEntries.giftCardId, row.id), eq(giftCardEntries.kind, 'refund')))
    expect(refills).toMatchObject([{ amountMinor: 50_00, balanceAfterMinor: 50_00 }])
    const refunds = await harness.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.bookingId, booking.id))
    expect(refunds).toMatchObject([{ amountMinor: 150_00, reason: 'cancellation' }])
  })

  it('pays only bookings in its own currency, not once expired, and only its owner’s by number', async () => {
    const { code } = await buyCard({ currency: 'USD', amount: 100_00 })
    const user = await harness.signedInUser()
    const booking = await harness.book(user)
    const other = await payWithCard(booking, code)
    expect(other.statusCode).toBe(409)
    expect(other.json()).toMatchObject({
      code: 'gift_card_currency_differs',
      message:
        'This gift card is in USD and pays only bookings charged in USD; this one is charged in EUR.',
    })

    const euros = await buyCard()
    await harness.db
      .update(giftCards)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(giftCards.id, (await cardRow(euros.code)).id))
    expect((await payWithCard(booking, euros.code)).json()).toMatchObject({
      code: 'gift_card_expired',
    })

    const byNumber = { request_id: booking.id, code: euros.code }
    expect((await post('/crm/api/invoice/pay-with-gift-card', byNumber)).statusCode).toBe(401)
    const stranger = await harness.signedInUser()
    const foreign = await post('/crm/api/invoice/pay-with-gift-card', byNumber, {
      'x-authorization': `Bearer ${stranger.token}`,
    })
    expect(foreign.statusCode).toBe(403)
  })
})
