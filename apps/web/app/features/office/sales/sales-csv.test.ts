import type { CurrencySalesRow, OfficeSales } from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { salesCsv } from './sales-csv.ts'

function row(currency: string, overrides: Partial<CurrencySalesRow> = {}): CurrencySalesRow {
  return {
    currency,
    bookings: 4,
    seats: 4,
    gross_minor: 380_000,
    commission_minor: 55_500,
    net_minor: 324_500,
    paid_out_minor: 200_000,
    due_minor: 124_500,
    ...overrides,
  }
}

const months = Array.from({ length: 12 }, (_, index) => ({
  month: `2026-${String(index + 1).padStart(2, '0')}`,
  currencies: [] as CurrencySalesRow[],
}))

describe('the sales CSV', () => {
  it('starts with a byte order mark, writes a row per month and currency with activity, then the totals', () => {
    const sales: OfficeSales = {
      year: 2026,
      years: [2026],
      sales_model: 1,
      commission_percent: 15,
      months: months.map((month) =>
        month.month === '2026-03'
          ? { ...month, currencies: [row('EUR'), row('RUB', { due_minor: -5 })] }
          : month,
      ),
      totals: [row('EUR'), row('RUB', { due_minor: -5 })],
    }
    const csv = salesCsv(sales, {
      columns: [
        'Month',
        'Currency',
        'Bookings',
        'Seats',
        'Gross',
        'Commission',
        'Net',
        'Paid out',
        'Due',
      ],
      total: 'Total, 2026',
    })
    expect(csv.startsWith('\uFEFFMonth,Currency,Bookings,')).toBe(true)
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFMonth,Currency,Bookings,Seats,Gross,Commission,Net,Paid out,Due',
      '2026-03,EUR,4,4,3800.00,555.00,3245.00,2000.00,1245.00',
      '2026-03,RUB,4,4,3800.00,555.00,3245.00,2000.00,-0.05',
      '"Total, 2026",EUR,4,4,3800.00,555.00,3245.00,2000.00,1245.00',
      '"Total, 2026",RUB,4,4,3800.00,555.00,3245.00,2000.00,-0.05',
      '',
    ])
  })
})
