// Issue 43 item 6: the operator console's finance section, read-only. Every endpoint for every
// role, allowed (finance, admin) and refused (visitor, tourist, organizer, staff without a role,
// support, content), on both databases; the ledger of a paid booking cancelled with its refund,
// its filters and the flags where the provider's stored events disagree; the payouts and the
// commission an organizer's office reports, the same figures.
import type {
  AdminBooking,
  AdminFinanceCommission,
  AdminFinanceLedger,
  AdminFinancePayouts,
  Booking,
  OfficeSales,
} from '@tourmarket/contracts'
import type { StaffRole } from '@tourmarket/domain/console'
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
import { testDatabases } from './databases.ts'
import { daysFromToday } from './factories.ts'
import type { SignedInUser } from './factories-bookings.ts'
import { usePaymentsHarness } from './payments-harness.ts'

const successCard = '4242 4242 4242 4242'

type Caller = 'visitor' | 'tourist' | 'organizer' | 'staff without a role' | StaffRole

describe.each(testDatabases)('operator console finance on $name (issue 43)', (target) => {
  const harness = usePaymentsHarness(target)

  async function signedInAs(caller: Exclude<Caller, 'visitor'>): Promise<SignedInUser> {
    switch (caller) {
      case 'tourist':
        return harness.signedInUser()
      case 'organizer':
        return harness.signedInUser({ organizerId: 1 })
      case 'staff without a role':
        return harness.signedInUser({ isAdminAuth: true, staffRole: null })
      default:
        return harness.signedInUser({ staffRole: caller })
    }
  }

  function get(url: string, user: SignedInUser | null) {
    return harness.app.inject({
      method: 'GET',
      url,
      headers: user === null ? {} : { 'x-authorization': `Bearer ${user.token}` },
    })
  }

  /** A booking of a fresh organizer with its prepayment paid through the sandbox's hosted page. */
  async function prepaidBooking(): Promise<{ booking: Booking; organizerId: number }> {
    const booking = await harness.book(await harness.signedInUser(), {
      startDate: daysFromToday(40),
      endDate: daysFromToday(46),
    })
    const checkout = await harness.checkoutOf(booking)
    const page = await harness.submitCard(harness.checkoutPath(checkout), {
      card_number: successCard,
    })
    expect(page.statusCode).toBe(303)
    const [row] = await harness.db
      .select({ organizerId: bookingRequests.organizerId })
      .from(bookingRequests)
      .where(eq(bookingRequests.id, booking.id))
    return { booking: await harness.bookingByUuid(booking.uuid), organizerId: row!.organizerId }
  }

  /** The prepaid booking cancelled by support with everything paid back (the refund confirmed). */
  async function refundedBooking() {
    const paid = await prepaidBooking()
    const cancelled = await harness.app.inject({
      method: 'POST',
      url: '/crm/api/admin/booking/cancel',
      headers: { 'x-authorization': `Bearer ${(await signedInAs('support')).token}` },
      payload: { id: paid.booking.id, message: 'Asked by phone.', refund: 'rules' },
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json<AdminBooking>().booking.refunds[0]?.status).toBe('refunded')
    return paid
  }

  async function ledger(query: Record<string, string>, user?: SignedInUser) {
    const response = await get(
      `/crm/api/admin/finance/ledger?${new URLSearchParams(query)}`,
      user ?? (await signedInAs('finance')),
    )
    expect(response.statusCode, response.body).toBe(200)
    return response.json<AdminFinanceLedger>()
  }

  const today = new Date().toISOString().slice(0, 10)
  const thisYear = new Date().getUTCFullYear()

  const endpoints = [
    '/crm/api/admin/finance/ledger',
    '/crm/api/admin/finance/payouts',
    '/crm/api/admin/finance/commission',
  ]
  const callers: Caller[] = [
    'visitor',
    'tourist',
    'organizer',
    'staff without a role',
    'admin',
    'support',
    'content',
    'finance',
  ]

  it.each(endpoints)(
    '%s: allowed for finance and admin, refused for everyone else',
    async (url) => {
      for (const caller of callers) {
        const user = caller === 'visitor' ? null : await signedInAs(caller)
        const response = await get(url, user)
        const allowed = caller === 'admin' || caller === 'finance'
        expect(response.statusCode, `${url} as ${caller}: ${response.body}`).toBe(
          caller === 'visitor' ? 401 : allowed ? 200 : 403,
        )
        if (!allowed && caller !== 'visitor') {
          const refusal = response.json<{ code: string; message: string }>()
          expect(refusal.code).toBe('forbidden')
          if (caller === 'support' || caller === 'content') {
            expect(refusal.message).toMatch(
              new RegExp(
                `^The ${caller} role may not do this: finance\\.\\w+ is for admin and finance only\\.$`,
              ),
            )
          }
        }
      }
    },
  )

  it('shows a refunded booking’s payment and refund, each borne out by the provider', async () => {
    const { booking, organizerId } = await refundedBooking()
    const { data, meta } = await ledger({
      from: today,
      to: today,
      organizer_id: String(organizerId),
    })
    expect(meta.total).toBe(2)
    expect(data.map((row) => [row.kind, row.status, row.booking_id, row.amount_minor])).toEqual([
      ['refund', 'refunded', booking.id, booking.price.paid],
      ['payment', 'succeeded', booking.id, booking.price.paid],
    ])
    const [refund, payment] = data
    expect(payment).toMatchObject({
      detail: 'prepayment',
      provider: 'sandbox',
      currency: booking.currency,
      organizer: { id: organizerId },
      flags: [],
    })
    expect(payment!.provider_reference).toMatch(/^cs_sandbox_/)
    expect(payment!.provider_events).toEqual([
      expect.objectContaining({
        type: 'payment.succeeded',
        outcome: 'succeeded',
        amount_minor: booking.price.paid,
        currency: booking.currency,
      }),
    ])
    expect(refund).toMatchObject({ detail: 'cancellation', flags: [] })
    expect(refund!.provider_reference).toMatch(/^re_sandbox_/)

    // Filters: by status, by days that do not hold them, by another organizer.
    const refunded = await ledger({ status: 'refunded', organizer_id: String(organizerId) })
    expect(refunded.data.map((row) => row.kind)).toEqual(['refund'])
    const before = await ledger({ to: '2020-01-31', organizer_id: String(organizerId) })
    expect(before.meta.total).toBe(0)
    const admin = await signedInAs('admin')
    expect((await ledger({ organizer_id: String(organizerId + 100_000) }, admin)).data).toEqual([])
  })

  it('flags a payment paid with no provider event, amounts that differ and an unconfirmed refund', async () => {
    const { booking, organizerId } = await refundedBooking()
    const [invoice] = await harness.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.bookingId, booking.id))
    // A second checkout marked paid that the provider never reported.
    await harness.db.insert(paymentAttempts).values({
      invoiceId: invoice!.id,
      provider: 'sandbox',
      providerSessionId: `cs_sandbox_unreported_${target.name}_${String(booking.id)}`,
      status: 'succeeded',
      method: 'card',
      checkoutUrl: 'https://pay.example/checkout',
    })
    // The invoice now says more than the provider took; the refund lost the provider's id.
    await harness.db
      .update(invoices)
      .set({ amountMinor: booking.price.paid + 100 })
      .where(eq(invoices.id, invoice!.id))
    await harness.db
      .update(paymentRefunds)
      .set({ providerRefundId: null })
      .where(eq(paymentRefunds.bookingId, booking.id))

    const { data } = await ledger({ organizer_id: String(organizerId) })
    const flagsOf = (predicate: (row: AdminFinanceLedger['data'][number]) => boolean) =>
      data.filter(predicate).map((row) => row.flags)
    expect(flagsOf((row) => row.kind === 'refund')).toEqual([['refund_not_confirmed']])
    expect(flagsOf((row) => row.provider_reference?.includes('unreported') === true)).toEqual([
      ['paid_without_provider_event'],
    ])
    expect(flagsOf((row) => row.kind === 'payment' && row.provider_events.length > 0)).toEqual([
      ['amount_differs'],
    ])
  })

  it('refuses a last day before the first and a malformed day', async () => {
    const finance = await signedInAs('finance')
    const backwards = await get(
      '/crm/api/admin/finance/ledger?from=2026-03-02&to=2026-03-01',
      finance,
    )
    expect(backwards.statusCode).toBe(400)
    expect(Object.keys(backwards.json<{ errors: Record<string, string[]> }>().errors)).toEqual([
      'to',
    ])
    expect((await get('/crm/api/admin/finance/ledger?from=2026-13-01', finance)).statusCode).toBe(
      400,
    )
  })

  it('counts payouts and commission as the organizer’s office does, per month', async () => {
    const { organizerId } = await refundedBooking()
    const kept = await prepaidBooking()
    // The second booking's organizer was paid out part of its month already.
    const month = new Date().toISOString().slice(0, 7)
    await harness.db.insert(organizerPayouts).values({
      organizerId: kept.organizerId,
      month,
      currency: kept.booking.currency,
      amountMinor: 100,
    })

    const officeOf = async (id: number) => {
      const member = await harness.signedInUser({ organizerId: id })
      await harness.db.insert(organizerAccounts).values({ organizerId: id, userId: member.id })
      const response = await get(`/crm/api/office/sales?year=${String(thisYear)}`, member)
      expect(response.statusCode, response.body).toBe(200)
      return response.json<OfficeSales>()
    }

    const finance = await signedInAs('finance')
    const consoleYear = async (report: 'payouts' | 'commission', id: number) => {
      const response = await get(
        `/crm/api/admin/finance/${report}?year=${String(thisYear)}&organizer_id=${String(id)}`,
        finance,
      )
      expect(response.statusCode, response.body).toBe(200)
      return response
    }

    // Refunded in full and cancelled: nothing sold, so no row, as in its office.
    expect((await officeOf(organizerId)).totals).toEqual([])
    expect((await consoleYear('payouts', organizerId)).json<AdminFinancePayouts>().rows).toEqual([])
    expect(
      (await consoleYear('commission', organizerId)).json<AdminFinanceCommission>().rows,
    ).toEqual([])

    // Kept: what was paid less commission, less what was paid out; the office's very figures.
    const office = await officeOf(kept.organizerId)
    expect(office.totals[0]).toMatchObject({
      gross_minor: kept.booking.price.paid,
      paid_out_minor: 100,
    })
    const payouts = (await consoleYear('payouts', kept.organizerId)).json<AdminFinancePayouts>()
    expect(payouts.rows.map((row) => [row.organizer.id, row.month])).toEqual([
      [kept.organizerId, month],
    ])
    expect(payouts.rows[0]!.currencies).toEqual(
      office.months.find((entry) => entry.month === month)!.currencies,
    )
    expect(payouts.totals).toEqual(office.totals)
    const commission = (
      await consoleYear('commission', kept.organizerId)
    ).json<AdminFinanceCommission>()
    expect(commission.rows).toEqual([
      expect.objectContaining({
        organizer: expect.objectContaining({ id: kept.organizerId }),
        sales_model: office.sales_model,
        commission_percent: office.commission_percent,
        currencies: office.totals,
      }),
    ])
    expect(commission.totals).toEqual(office.totals)

    // Every organizer at once, by month.
    const all = (
      await get(`/crm/api/admin/finance/payouts?year=${String(thisYear)}`, finance)
    ).json<AdminFinancePayouts>()
    expect(all.rows.map((row) => row.organizer.id)).toContain(kept.organizerId)
    expect([...all.rows.map((row) => row.month)]).toEqual(
      [...all.rows.map((row) => row.month)].sort(),
    )
  })

  it('refuses a year out of range', async () => {
    const finance = await signedInAs('finance')
    expect((await get('/crm/api/admin/finance/payouts?year=1999', finance)).statusCode).toBe(400)
    expect((await get('/crm/api/admin/finance/commission?year=abc', finance)).statusCode).toBe(400)
  })
})
