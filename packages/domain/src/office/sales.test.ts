import { describe, expect, it } from 'vitest'
import { bookingRequestStatus, salesModel } from '../enums/index.ts'
import type { SalesModel } from '../enums/index.ts'
import {
  bookingSales,
  commissionPercentFor,
  monthSales,
  salesMonthRange,
  salesMonthsOf,
  salesTotals,
} from './sales.ts'
import type { SalesBooking } from './sales.ts'

const marketplace = { salesModel: salesModel.marketplace, commissionPercent: 15 }

function booking(overrides: Partial<SalesBooking> = {}): SalesBooking {
  return {
    status: bookingRequestStatus.madePrepayment,
    touristsCount: 2,
    currency: 'EUR',
    paidMinor: 120_000,
    refundedMinor: 0,
    tourCommissionPercent: null,
    ...overrides,
  }
}

describe('commission by the profile’s sales model', () => {
  it('takes the agreed percent for marketplace, agent and third-party agent sales', () => {
    for (const model of [salesModel.marketplace, salesModel.agent, salesModel.thirdPartyAgent]) {
      expect(commissionPercentFor({ salesModel: model, commissionPercent: 12.5 }, null)).toBe(12.5)
    }
  })

  it('lets a tour’s own percent override the profile’s', () => {
    expect(commissionPercentFor(marketplace, 10)).toBe(10)
    expect(commissionPercentFor(marketplace, 0)).toBe(0)
  })

  it('takes nothing of direct sales and the organizer’s own, whatever the percents say', () => {
    for (const model of [salesModel.directSales, salesModel.own] as SalesModel[]) {
      expect(commissionPercentFor({ salesModel: model, commissionPercent: 15 }, 20)).toBe(0)
    }
  })

  it('keeps the percent a booking was made at, whatever the terms say now (issue 43 item 2)', () => {
    const now = { salesModel: salesModel.directSales, commissionPercent: 20 }
    expect(
      bookingSales(now, booking({ bookingCommissionPercent: 10, tourCommissionPercent: 30 })),
    ).toMatchObject({ commissionPercent: 10, commissionMinor: 12_000 })
    // A booking stored without one follows the terms as before.
    expect(bookingSales(now, booking({ bookingCommissionPercent: null })).commissionPercent).toBe(0)
  })

  it('rounds a booking’s commission half away from zero to the minor unit', () => {
    const terms = { salesModel: salesModel.marketplace, commissionPercent: 12.5 }
    expect(bookingSales(terms, booking({ paidMinor: 4 })).commissionMinor).toBe(1)
    expect(bookingSales(terms, booking({ paidMinor: 3 })).commissionMinor).toBe(0)
    expect(bookingSales(terms, booking({ paidMinor: 99_999 }))).toEqual({
      grossMinor: 99_999,
      commissionPercent: 12.5,
      commissionMinor: 12_500,
      netMinor: 87_499,
    })
  })
})

describe('a month’s sales', () => {
  it('sums bookings, seats, gross less refunds, commission, net, payouts and due per currency', () => {
    const rows = monthSales(
      marketplace,
      [
        // Two tourists paid in full: 1,200.00 EUR.
        booking(),
        // A tour with its own 10 %: a prepayment of 300.00 EUR.
        booking({ touristsCount: 1, paidMinor: 30_000, tourCommissionPercent: 10 }),
        // Canceled late: 500.00 paid, 250.00 refunded, 250.00 kept; no seats travel.
        booking({
          status: bookingRequestStatus.canceledByTourist,
          touristsCount: 3,
          paidMinor: 50_000,
          refundedMinor: 25_000,
        }),
        // Canceled before paying: no sale.
        booking({ status: bookingRequestStatus.canceledBySystem, paidMinor: 0 }),
        // Waiting for confirmation: a booking with its seats, nothing paid yet.
        booking({ status: bookingRequestStatus.pendingConfirm, touristsCount: 4, paidMinor: 0 }),
        booking({ currency: 'RUB', touristsCount: 1, paidMinor: 4_500_000 }),
      ],
      [
        { currency: 'EUR', amountMinor: 100_000 },
        { currency: 'EUR', amountMinor: 20_000 },
      ],
    )
    expect(rows).toEqual([
      {
        currency: 'EUR',
        bookings: 4,
        seats: 7,
        grossMinor: 175_000,
        // 15 % of 1,200 + 10 % of 300 + 15 % of 250 = 180 + 30 + 37.50
        commissionMinor: 24_750,
        netMinor: 150_250,
        paidOutMinor: 120_000,
        dueMinor: 30_250,
      },
      {
        currency: 'RUB',
        bookings: 1,
        seats: 1,
        grossMinor: 4_500_000,
        commissionMinor: 675_000,
        netMinor: 3_825_000,
        paidOutMinor: 0,
        dueMinor: 3_825_000,
      },
    ])
  })

  it('shows a payout in a currency with no bookings that month, due negative', () => {
    expect(monthSales(marketplace, [], [{ currency: 'USD', amountMinor: 5_000 }])).toEqual([
      {
        currency: 'USD',
        bookings: 0,
        seats: 0,
        grossMinor: 0,
        commissionMinor: 0,
        netMinor: 0,
        paidOutMinor: 5_000,
        dueMinor: -5_000,
      },
    ])
  })

  it('has no rows for a month without activity', () => {
    expect(monthSales(marketplace, [], [])).toEqual([])
  })

  it('adds months into a year’s totals without mixing currencies', () => {
    const january = monthSales(marketplace, [booking()], [])
    const february = monthSales(
      marketplace,
      [booking({ paidMinor: 60_000 }), booking({ currency: 'USD', paidMinor: 10_000 })],
      [{ currency: 'EUR', amountMinor: 102_000 }],
    )
    expect(salesTotals([january, february, []])).toEqual([
      {
        currency: 'EUR',
        bookings: 2,
        seats: 4,
        grossMinor: 180_000,
        commissionMinor: 27_000,
        netMinor: 153_000,
        paidOutMinor: 102_000,
        dueMinor: 51_000,
      },
      {
        currency: 'USD',
        bookings: 1,
        seats: 2,
        grossMinor: 10_000,
        commissionMinor: 1_500,
        netMinor: 8_500,
        paidOutMinor: 0,
        dueMinor: 8_500,
      },
    ])
  })
})

describe('sales months', () => {
  it('reads YYYY-MM as a UTC calendar month and refuses anything else', () => {
    expect(salesMonthRange('2026-12')).toEqual({
      from: new Date('2026-12-01T00:00:00Z'),
      to: new Date('2027-01-01T00:00:00Z'),
    })
    for (const text of ['2026-13', '2026-1', '26-01', '2026-01-01', '']) {
      expect(salesMonthRange(text)).toBeNull()
    }
  })

  it('lists a year’s twelve months', () => {
    expect(salesMonthsOf(2026)).toHaveLength(12)
    expect(salesMonthsOf(2026)[0]).toBe('2026-01')
    expect(salesMonthsOf(2026)[11]).toBe('2026-12')
  })
})
