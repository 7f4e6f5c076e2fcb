import type {
  AdminFinanceCommission,
  AdminFinanceLedger,
  AdminFinancePayouts,
} from '@tourmarket/contracts'
import { csvAmount, csvFile } from '../../../lib/csv.ts'
import { salesModelWord, type FinanceText } from './finance-format.ts'

type CurrencyRow = AdminFinancePayouts['totals'][number]

/** The ledger as a file: one line per payment or refund, with its provider events and flags. */
export function ledgerCsv(rows: AdminFinanceLedger['data'], { text }: FinanceText): string {
  return csvFile([
    [
      text('finance.kind'),
      'id',
      text('finance.at'),
      text('finance.booking'),
      text('finance.organizerName'),
      text('finance.amount'),
      text('finance.currency'),
      text('finance.status'),
      text('finance.detail'),
      text('finance.provider'),
      text('finance.events'),
      text('finance.reconciliation'),
    ],
    ...rows.map((row) => [
      text(`finance.kind.${row.kind}`),
      String(row.id),
      row.at,
      String(row.booking_id),
      row.organizer.name,
      csvAmount(row.amount_minor, row.currency),
      row.currency,
      row.status,
      row.detail,
      `${row.provider} ${row.provider_reference ?? ''}`.trim(),
      row.provider_events
        .map(
          (event) =>
            `${event.type} ${csvAmount(event.amount_minor, event.currency)} ${event.currency}`,
        )
        .join('; '),
      row.flags.join('; '),
    ]),
  ])
}

function moneyCells(row: CurrencyRow): string[] {
  const amount = (minor: number) => csvAmount(minor, row.currency)
  return [
    row.currency,
    String(row.bookings),
    amount(row.gross_minor),
    amount(row.commission_minor),
    amount(row.net_minor),
    amount(row.paid_out_minor),
    amount(row.due_minor),
  ]
}

function moneyHeader({ text }: FinanceText): string[] {
  return [
    text('finance.currency'),
    text('finance.bookings'),
    text('finance.gross'),
    text('finance.commission'),
    text('finance.net'),
    text('finance.paidOut'),
    text('finance.due'),
  ]
}

/** Payouts as a file: one line per organizer, month and currency, then the year's totals. */
export function payoutsCsv(payouts: AdminFinancePayouts, words: FinanceText): string {
  const { text } = words
  return csvFile([
    [text('finance.month'), 'organizer_id', text('finance.organizerName'), ...moneyHeader(words)],
    ...payouts.rows.flatMap((row) =>
      row.currencies.map((money) => [
        row.month,
        String(row.organizer.id),
        row.organizer.name,
        ...moneyCells(money),
      ]),
    ),
    ...payouts.totals.map((money) => [
      text('finance.total', { year: payouts.year }),
      '',
      '',
      ...moneyCells(money),
    ]),
  ])
}

/** Commission as a file: one line per organizer and currency with its terms, then the totals. */
export function commissionCsv(report: AdminFinanceCommission, words: FinanceText): string {
  const { text } = words
  return csvFile([
    [
      'organizer_id',
      text('finance.organizerName'),
      text('finance.model'),
      text('finance.percent'),
      ...moneyHeader(words),
    ],
    ...report.rows.flatMap((row) =>
      row.currencies.map((money) => [
        String(row.organizer.id),
        row.organizer.name,
        salesModelWord(words, row.sales_model),
        String(row.commission_percent),
        ...moneyCells(money),
      ]),
    ),
    ...report.totals.map((money) => [
      text('finance.total', { year: report.year }),
      '',
      '',
      '',
      ...moneyCells(money),
    ]),
  ])
}
