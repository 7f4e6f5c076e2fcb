import type { CurrencySalesRow, OfficeSales } from '@tourmarket/contracts'
import { csvAmount, csvFile } from '../../../lib/csv.ts'

/** The CSV's words in the reader's language: the header row and the totals row's label. */
export type SalesCsvWords = {
  /** Month, currency, bookings, seats, gross, commission, net, paid out, due. */
  readonly columns: readonly string[]
  readonly total: string
}

function cells(label: string, row: CurrencySalesRow): string[] {
  const amount = (minor: number) => csvAmount(minor, row.currency)
  return [
    label,
    row.currency,
    String(row.bookings),
    String(row.seats),
    amount(row.gross_minor),
    amount(row.commission_minor),
    amount(row.net_minor),
    amount(row.paid_out_minor),
    amount(row.due_minor),
  ]
}

/**
 * A year of sales as a CSV file for a spreadsheet: a header row, one row per month and currency
 * with activity (the month as YYYY-MM), then the year's total per currency.
 */
export function salesCsv(sales: OfficeSales, words: SalesCsvWords): string {
  const rows: string[][] = [[...words.columns]]
  for (const month of sales.months) {
    for (const row of month.currencies) rows.push(cells(month.month, row))
  }
  for (const row of sales.totals) rows.push(cells(words.total, row))
  return csvFile(rows)
}
