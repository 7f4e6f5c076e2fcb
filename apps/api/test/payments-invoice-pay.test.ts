import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { paymentAttempts, sandboxCheckoutSessions } from '../src/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import { usePaymentsHarness } from './payments-harness.ts'

describe.each(testDatabases)('decision 0016: POST /crm/api/invoice/pay on $name', (target) => {
  const harness = usePaymentsHarness(target)

  async function attemptsOf(invoiceId: number) {
    return harness.db.select().from(paymentAttempts).where(eq(paymentAttempts.invoiceId, invoiceId))
  }

  it('by request_id needs the owner’s session: 401 without one, 403 for another account or the organizer', async () => {
    const owner = await harness.signedInUser()
    const booking = await harness.book(owner)
    const body = { request_id: booking.id }

    const anonymous = await harness.pay(body)
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toMatchObject({ code: 'unauthorized' })
    const stranger = await harness.pay(body, { token: (await harness.signedInUser()).token })
    expect(stranger.statusCode).toBe(403)
    expect(stranger.json()).toMatchObject({ code: 'forbidden' })
    const organizer = await harness.signedInUser({ organizerId: booking.organizer.id })
    const byOrganizer = await harness.pay(body, { token: organizer.token })
    expect(byOrganizer.statusCode).toBe(403)
    expect(byOrganizer.json()).toMatchObject({ code: 'forbidden' })
    expect(await attemptsOf(booking.next_invoice!.id)).toEqual([])

    const missing = await harness.pay({ request_id: 999_999 }, { token: owner.token })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'booking_not_found' })

    const byOwner = await harness.pay(body, { token: owner.token })
    expect(byOwner.statusCode).toBe(200)
  })

  it('by uuid is open to whoever holds the link', async () => {
    const booking = await harness.book(await harness.signedInUser())
    const response = await harness.pay({ uuid: booking.uuid, method: 'card' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      checkout_url: expect.stringMatching(
        /^http:\/\/api\.tourmarket\.test\/payments\/sandbox\/checkout\/cs_sandbox_[\w-]+$/,
      ),
      invoice_id: booking.next_invoice!.id,
      provider: 'sandbox',
    })
    expect(await attemptsOf(booking.next_invoice!.id)).toMatchObject([
      { method: 'card', status: 'pending' },
    ])
    const [session] = await harness.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.invoiceId, booking.next_invoice!.id))
    expect(session).toMatchObject({
      amountMinor: booking.next_invoice!.amount,
      currency: 'EUR',
      description: `Prepayment · ${booking.tour.name}`,
      status: 'open',
    })
  })

  it('400 naming the field for neither or both of request_id and uuid, or a bad method', async () => {
    const booking = await harness.book(await harness.signedInUser())
    for (const body of [{}, { request_id: booking.id, uuid: booking.uuid }]) {
      const response = await harness.pay(body)
      expect(response.statusCode).toBe(400)
      expect(response.json().errors).toHaveProperty('request_id')
    }
    const method = await harness.pay({ uuid: booking.uuid, method: 'cash' })
    expect(method.statusCode).toBe(400)
    expect(method.json().errors).toHaveProperty('method')
    const uuid = await harness.pay({ uuid: 'not-a-uuid' })
    expect(uuid.json().errors).toHaveProperty('uuid')
  })

  it('decision 0047: only the methods the pay page offers; sbp for a rouble invoice on the Russian site alone', async () => {
    const tourist = await harness.signedInUser()
    for (const currency of ['USD', 'EUR']) {
      const booking = await harness.book(tourist, { currency })
      for (const language of ['en-US', 'ru'] as const) {
        const refused = await harness.pay({ uuid: booking.uuid, method: 'sbp' }, { language })
        expect(refused.statusCode).toBe(400)
        expect(refused.json()).toMatchObject({ code: 'validation_failed' })
        expect(refused.json().errors.method).toEqual([
          "'sbp' is not offered for this invoice. Choose one of: card.",
        ])
      }
      expect(await attemptsOf(booking.next_invoice!.id)).toEqual([])
    }

    const roubles = await harness.book(tourist, { currency: 'RUB' })
    const english = await harness.pay({ uuid: roubles.uuid, method: 'sbp' }, { language: 'en-US' })
    expect(english.statusCode).toBe(400)
    expect(english.json().errors).toHaveProperty('method')
    const russian = await harness.pay({ uuid: roubles.uuid, method: 'sbp' }, { language: 'ru' })
    expect(russian.statusCode).toBe(200)
    expect(await attemptsOf(roubles.next_invoice!.id)).toMatchObject([
      { method: 'sbp', status: 'pending' },
    ])
  })

  it('409 booking_not_payable while the organizer has not confirmed, and once everything is paid', async () => {
    const waiting = await harness.book(await harness.signedInUser(), { notGuaranteed: true })
    expect(waiting.status).toBe(1)
    const refused = await harness.pay({ uuid: waiting.uuid })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'booking_not_payable' })

    // A full-price prepayment (type 3) leaves nothing to pay after one checkout.
    const full = await harness.book(await harness.signedInUser(), { prepaymentType: 3 })
    expect(full.next_invoice).toMatchObject({ kind: 'full', amount: 100_000 })
    const path = harness.checkoutPath(await harness.checkoutOf(full))
    await harness.submitCard(path, { card_number: '4242424242424242' })
    const paid = await harness.bookingByUuid(full.uuid)
    expect(paid).toMatchObject({ status: 3, next_invoice: null })
    expect((await harness.pay({ uuid: full.uuid })).json()).toMatchObject({
      code: 'booking_not_payable',
    })
  })

  it('Idempotency-Key: the same key and body answer the same checkout once; another body is 422', async () => {
    const owner = await harness.signedInUser()
    // In roubles on the Russian site, so the other body (sbp) is one the pay page offers.
    const booking = await harness.book(owner, { currency: 'RUB' })
    const body = { request_id: booking.id, method: 'card' }
    const first = await harness.pay(body, { token: owner.token, key: 'pay-once-1' })
    const second = await harness.pay(body, { token: owner.token, key: 'pay-once-1' })
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(second.json()).toEqual(first.json())
    expect(await attemptsOf(booking.next_invoice!.id)).toHaveLength(1)

    const otherBody = await harness.pay(
      { ...body, method: 'sbp' },
      { token: owner.token, key: 'pay-once-1', language: 'ru' },
    )
    expect(otherBody.statusCode).toBe(422)
    expect(otherBody.json()).toMatchObject({ code: 'idempotency_key_reused' })

    // Another key for the same invoice gets its one open checkout, not a second one to pay.
    const fresh = await harness.pay(body, { token: owner.token, key: 'pay-once-2' })
    expect(fresh.json().checkout_url).toBe(first.json().checkout_url)
    expect(await attemptsOf(booking.next_invoice!.id)).toHaveLength(1)

    const malformed = await harness.pay(body, { token: owner.token, key: 'tab\tkey' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().errors).toHaveProperty('Idempotency-Key')
  })
})
