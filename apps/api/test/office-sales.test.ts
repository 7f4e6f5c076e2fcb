import type { Booking, OfficeSales, OfficeSalesBookings } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  bookingRequests,
  invoices,
  organizerAccounts,
  organizerPayouts,
  paymentAttempts,
  paymentRefunds,
} from '../src/db/schema/index.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import {
  bookingBody,
  createBookableTour,
  createOrganizerOwner,
  createSignedInUser,
  futureDate,
} from './factories-bookings.ts'

describe.each(testDatabases)('office sales on $name (issue 40)', (target) => {
  const harness = useAccountsHarness(target)

  const sales = (token: string | undefined, query = '') =>
    harness.get(`/crm/api/office/sales${query}`, token === undefined ? {} : { token })
  const monthBookings = (token: string | undefined, month: string) =>
    harness.get(
      `/crm/api/office/sales/bookings?month=${month}`,
      token === undefined ? {} : { token },
    )

  /** A booking made through the API, then dated and set to a status as if it had lived a while. */
  async function booked(
    tourDateId: number,
    tourists: number,
    made: { at: string; status: number },
  ): Promise<number> {
    const tourist = await createSignedInUser(harness.db, harness.config)
    const response = await harness.post('/crm/api/request/create', {
      token: tourist.token,
      body: bookingBody(tourDateId, tourists),
    })
    expect(response.statusCode, response.body).toBe(200)
    const { id } = response.json<Booking>()
    await harness.db
      .update(bookingRequests)
      .set({ createdAt: new Date(made.at), status: made.status })
      .where(eq(bookingRequests.id, id))
    return id
  }

  let session = 0
  /** A paid invoice of the booking, paid through a checkout (for a refund to point at). */
  async function paid(bookingId: number, amountMinor: number, currency = 'EUR') {
    const [invoice] = await harness.db
      .insert(invoices)
      .values({
        bookingId,
        kind: 'payment',
        status: 2,
        amountMinor,
        currency,
        paidAt: new Date(),
      })
      .returning({ id: invoices.id })
    session += 1
    const [attempt] = await harness.db
      .insert(paymentAttempts)
      .values({
        invoiceId: invoice!.id,
        provider: 'sandbox',
        providerSessionId: `sales-${target.name}-${String(bookingId)}-${String(session)}`,
        status: 'succeeded',
        method: 'card',
        checkoutUrl: 'https://pay.example/checkout',
      })
      .returning({ id: paymentAttempts.id })
    return attempt!.id
  }

  async function refunded(
    bookingId: number,
    attemptId: number,
    amountMinor: number,
    reason: 'cancellation' | 'duplicate_payment',
  ) {
    await harness.db
      .insert(paymentRefunds)
      .values({ attemptId, bookingId, reason, amountMinor, currency: 'EUR', status: 'refunded' })
  }

  /**
   * A marketplace organizer (15 %) with a tour at its own 10 %: March 2026 has four EUR bookings
   * (one canceled late with half refunded, one paid twice and the second payment returned), one
   * RUB booking and a payout of €2,000; April a request still waiting; December 2025 one sale.
   */
  async function organizerWithSales() {
    const owner = await createOrganizerOwner(harness.db, harness.config, {
      salesModel: 1,
      commissionPercent: 15,
    })
    const organizerId = owner.organizer.id
    const trek = await createBookableTour(harness.db, { organizerId, title: 'Altai trek' })
    const lake = await createBookableTour(harness.db, {
      organizerId,
      title: 'Lake weekend',
      commissionPercent: 10,
    })
    const volga = await createBookableTour(harness.db, {
      organizerId,
      title: 'Volga cruise',
      dates: [futureDate({ currency: 'RUB', priceMinor: 4_500_000, basePriceMinor: 4_500_000 })],
    })
    const trekDate = trek.dates[0]!.id

    const fullyPaid = await booked(trekDate, 2, { at: '2026-03-03T09:00:00Z', status: 3 })
    await paid(fullyPaid, 48_000)
    await paid(fullyPaid, 192_000)
    const prepaid = await booked(lake.dates[0]!.id, 1, { at: '2026-03-10T12:00:00Z', status: 3 })
    await paid(prepaid, 30_000)
    const canceledLate = await booked(trekDate, 1, { at: '2026-03-15T08:00:00Z', status: 5 })
    await refunded(canceledLate, await paid(canceledLate, 120_000), 60_000, 'cancellation')
    const paidTwice = await booked(trekDate, 1, { at: '2026-03-31T23:59:00Z', status: 3 })
    await paid(paidTwice, 50_000)
    const duplicate = await harness.db
      .insert(invoices)
      .values({
        bookingId: paidTwice,
        kind: 'payment',
        status: 3,
        amountMinor: 50_000,
        currency: 'EUR',
      })
      .returning({ id: invoices.id })
    const [duplicateAttempt] = await harness.db
      .insert(paymentAttempts)
      .values({
        invoiceId: duplicate[0]!.id,
        provider: 'sandbox',
        providerSessionId: `sales-${target.name}-duplicate-${String(paidTwice)}`,
        status: 'succeeded',
        method: 'card',
        checkoutUrl: 'https://pay.example/checkout',
      })
      .returning({ id: paymentAttempts.id })
    await refunded(paidTwice, duplicateAttempt!.id, 50_000, 'duplicate_payment')
    const rubles = await booked(volga.dates[0]!.id, 1, { at: '2026-03-20T10:00:00Z', status: 3 })
    await paid(rubles, 4_500_000, 'RUB')
    // A canceled request that never paid is no sale.
    await booked(trekDate, 2, { at: '2026-03-21T10:00:00Z', status: 7 })

    const waiting = await booked(trekDate, 2, { at: '2026-04-01T00:00:00Z', status: 1 })
    const lastYear = await booked(trekDate, 1, { at: '2025-12-31T23:00:00Z', status: 4 })
    await paid(lastYear, 100_000)

    await harness.db.insert(organizerPayouts).values([
      { organizerId, month: '2026-03', currency: 'EUR', amountMinor: 150_000 },
      { organizerId, month: '2026-03', currency: 'EUR', amountMinor: 50_000 },
    ])
    return { ...owner, trek, lake, fullyPaid, prepaid, canceledLate, paidTwice, rubles, waiting }
  }

  it('gives each month per currency: bookings, seats, gross less refunds, commission, net, paid out, due, and the year’s totals', async () => {
    const seed = await organizerWithSales()
    const response = await sales(seed.account.token, '?year=2026')
    expect(response.statusCode, response.body).toBe(200)
    const report = response.json<OfficeSales>()
    expect(report.year).toBe(2026)
    expect(report.years).toEqual(expect.arrayContaining([2026, 2025]))
    expect(report).toMatchObject({ sales_model: 1, commission_percent: 15 })
    expect(report.months.map((month) => month.month)).toHaveLength(12)
    expect(report.months[0]!.currencies).toEqual([])

    const march = report.months[2]!
    expect(march.month).toBe('2026-03')
    expect(march.currencies).toEqual([
      {
        currency: 'EUR',
        // fully paid, prepaid, canceled late (keeps €600), paid twice (the second returned)
        bookings: 4,
        seats: 4,
        // 2,400 + 300 + (1,200 − 600) + 500
        gross_minor: 380_000,
        // 15 % of 2,400, 10 % of 300 (the tour’s own), 15 % of 600, 15 % of 500
        commission_minor: 55_500,
        net_minor: 324_500,
        paid_out_minor: 200_000,
        due_minor: 124_500,
      },
      {
        currency: 'RUB',
        bookings: 1,
        seats: 1,
        gross_minor: 4_500_000,
        commission_minor: 675_000,
        net_minor: 3_825_000,
        paid_out_minor: 0,
        due_minor: 3_825_000,
      },
    ])
    expect(report.months[3]!.currencies).toEqual([
      {
        currency: 'EUR',
        bookings: 1,
        seats: 2,
        gross_minor: 0,
        commission_minor: 0,
        net_minor: 0,
        paid_out_minor: 0,
        due_minor: 0,
      },
    ])
    expect(
      report.totals.map((row) => [row.currency, row.bookings, row.gross_minor, row.due_minor]),
    ).toEqual([
      ['EUR', 5, 380_000, 124_500],
      ['RUB', 1, 4_500_000, 3_825_000],
    ])

    const lastYear = (await sales(seed.account.token, '?year=2025')).json<OfficeSales>()
    expect(lastYear.months[11]!.currencies[0]).toMatchObject({
      gross_minor: 100_000,
      commission_minor: 15_000,
    })
  })

  it('lists the bookings behind a month with each one’s money', async () => {
    const seed = await organizerWithSales()
    const response = await monthBookings(seed.account.token, '2026-03')
    expect(response.statusCode, response.body).toBe(200)
    const month = response.json<OfficeSalesBookings>()
    expect(month.bookings.map((row) => row.id)).toEqual([
      seed.fullyPaid,
      seed.prepaid,
      seed.canceledLate,
      seed.rubles,
      expect.any(Number),
      seed.paidTwice,
    ])
    expect(month.bookings[1]).toMatchObject({
      tour: { id: seed.lake.id, title: 'Lake weekend' },
      contact_name: 'Anna Booker',
      tourists_count: 1,
      currency: 'EUR',
      paid_minor: 30_000,
      refunded_minor: 0,
      gross_minor: 30_000,
      commission_percent: 10,
      commission_minor: 3_000,
      net_minor: 27_000,
    })
    expect(month.bookings[2]).toMatchObject({
      status: 5,
      paid_minor: 120_000,
      refunded_minor: 60_000,
      gross_minor: 60_000,
      commission_minor: 9_000,
    })
    expect(month.bookings[5]).toMatchObject({ paid_minor: 50_000, refunded_minor: 0 })
    expect(month.currencies.map((row) => [row.currency, row.due_minor])).toEqual([
      ['EUR', 124_500],
      ['RUB', 3_825_000],
    ])
    const bad = await monthBookings(seed.account.token, '2026-13')
    expect(bad.statusCode).toBe(400)
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('month')
    expect((await sales(seed.account.token, '?year=20x6')).statusCode).toBe(400)
  })

  it('takes no commission of direct sales', async () => {
    const owner = await createOrganizerOwner(harness.db, harness.config, {
      salesModel: 2,
      commissionPercent: 15,
    })
    const tour = await createBookableTour(harness.db, { organizerId: owner.organizer.id })
    const booking = await booked(tour.dates[0]!.id, 2, { at: '2026-05-05T10:00:00Z', status: 3 })
    await paid(booking, 200_000)
    const may = (await sales(owner.account.token, '?year=2026')).json<OfficeSales>().months[4]!
    expect(may.currencies[0]).toMatchObject({
      gross_minor: 200_000,
      commission_minor: 0,
      net_minor: 200_000,
      due_minor: 200_000,
    })
  })

  it('shows staff the figures too, and keeps other organizers, tourists and strangers out', async () => {
    const seed = await organizerWithSales()
    const staff = await createSignedInUser(harness.db, harness.config, {
      organizerId: seed.organizer.id,
    })
    await harness.db
      .insert(organizerAccounts)
      .values({ organizerId: seed.organizer.id, userId: staff.id, role: 'staff' })
    const seen = (await sales(staff.token, '?year=2026')).json<OfficeSales>()
    expect(seen.months[2]!.currencies[0]).toMatchObject({ currency: 'EUR', due_minor: 124_500 })

    const other = await createOrganizerOwner(harness.db, harness.config)
    const theirs = (await sales(other.account.token, '?year=2026')).json<OfficeSales>()
    expect(theirs.months.flatMap((month) => month.currencies)).toEqual([])
    expect(
      (await monthBookings(other.account.token, '2026-03')).json<OfficeSalesBookings>().bookings,
    ).toEqual([])

    const tourist = await createSignedInUser(harness.db, harness.config)
    expect((await sales(tourist.token)).statusCode).toBe(403)
    expect((await monthBookings(tourist.token, '2026-03')).statusCode).toBe(403)
    expect((await sales(undefined)).statusCode).toBe(401)
    expect((await monthBookings(undefined, '2026-03')).statusCode).toBe(401)
  })
})
