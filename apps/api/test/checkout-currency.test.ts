import type { Booking, BookingQuote } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { sandboxCheckoutSessions } from '../src/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import { seedCurrencyRates } from './factories.ts'
import { bookingBody, createBookableTour, futureDate } from './factories-bookings.ts'
import { usePaymentsHarness } from './payments-harness.ts'

/** A date priced US$165 per person, everything due at booking (§3 prepayment_type 3). */
const dollarDate = futureDate({
  currency: 'USD',
  basePriceMinor: 165_00,
  priceMinor: 165_00,
  priceUsdMinor: 165_00,
  prepaymentType: 3,
  prepaymentSize: 0,
})

describe.each(testDatabases)('decision 0047 the currency a visitor pays in, on $name', (target) => {
  const harness = usePaymentsHarness(target)

  beforeAll(async () => {
    // 92.5 ₽ per dollar (testCurrencyRates).
    await seedCurrencyRates(harness.db)
  })

  async function quote(tourDateId: number, touristsCount: number, currency: string) {
    const response = await harness.app.inject({
      method: 'GET',
      url: `/spa/booking-quote?tour_date_id=${String(tourDateId)}&tourists_count=${String(touristsCount)}`,
      headers: { 'x-currency': currency },
    })
    expect(response.statusCode).toBe(200)
    return response.json<BookingQuote>()
  }

  it("quotes in the tour's currency and says what it comes to in the visitor's, whole roubles", async () => {
    const tour = await createBookableTour(harness.db, { dates: [dollarDate] })
    const inRoubles = await quote(tour.dates[0]!.id, 2, 'RUB')
    expect(inRoubles).toMatchObject({ currency: 'USD', total: 330_00, prepayment: 330_00 })
    // US$330 × 92.5 = 30 525 ₽; US$165 would be 15 262.50 ₽, shown as 15 263 ₽.
    expect(inRoubles.in_visitor_currency).toEqual({
      currency: 'RUB',
      total: 30_525_00,
      prepayment: 30_525_00,
    })
    const single = await quote(tour.dates[0]!.id, 1, 'RUB')
    expect(single.in_visitor_currency).toMatchObject({ total: 15_263_00 })

    // Browsing in the tour's own currency there is nothing to convert.
    expect((await quote(tour.dates[0]!.id, 2, 'USD')).in_visitor_currency).toBeNull()
  })

  it('books and charges a RUB visitor in the dollars it states, and says how long the seats are held', async () => {
    const user = await harness.signedInUser()
    const tour = await createBookableTour(harness.db, { dates: [dollarDate] })
    const before = Date.now()
    const created = await harness.app.inject({
      method: 'POST',
      url: '/crm/api/request/create',
      headers: { 'x-authorization': `Bearer ${user.token}`, 'x-currency': 'RUB' },
      payload: bookingBody(tour.dates[0]!.id),
    })
    expect(created.statusCode).toBe(200)
    const booking = created.json<Booking>()
    expect(booking.currency).toBe('USD')
    expect(booking.next_invoice).toMatchObject({ amount: 165_00, currency: 'USD' })

    // BOOKING_HOLD_MINUTES (60 by default) from the moment it began to await its prepayment.
    const holdMs = harness.config.bookingHoldMinutes * 60_000
    const expiresAt = Date.parse(booking.hold_expires_at!)
    expect(expiresAt).toBeGreaterThanOrEqual(before + holdMs - 1_000)
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + holdMs)

    const paid = await harness.app.inject({
      method: 'POST',
      url: '/crm/api/invoice/pay',
      headers: { 'x-currency': 'RUB' },
      payload: { uuid: booking.uuid },
    })
    expect(paid.statusCode).toBe(200)
    const [session] = await harness.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.invoiceId, booking.next_invoice!.id))
    expect(session).toMatchObject({ amountMinor: 165_00, currency: 'USD' })
  })

  it('holds nothing for a request the organizer has not confirmed', async () => {
    const user = await harness.signedInUser()
    const booking = await harness.book(user, { notGuaranteed: true })
    expect(booking.status).toBe(1)
    expect(booking.hold_expires_at).toBeNull()
  })
})
