import { invoiceStatus } from '../enums/index.ts'
import type { InvoiceStatus } from '../enums/index.ts'

/** An invoice of one booking; amounts are integer minor units in the booking's currency. */
export type BookingInvoice = {
  readonly status: InvoiceStatus
  readonly amountMinor: number
}

export function paidAmountMinor(invoices: readonly BookingInvoice[]): number {
  return invoices
    .filter((invoice) => invoice.status === invoiceStatus.payed)
    .reduce((sum, invoice) => sum + invoice.amountMinor, 0)
}

/**
 * "Fully paid" is not a booking status: §4 has none, and a booking stays at made prepayment
 * whether the tourist paid the prepayment or everything. It is read from the paid invoices.
 */
export function isFullyPaid(totalMinor: number, invoices: readonly BookingInvoice[]): boolean {
  return paidAmountMinor(invoices) >= totalMinor
}

export function outstandingAmountMinor(
  totalMinor: number,
  invoices: readonly BookingInvoice[],
): number {
  return Math.max(0, totalMinor - paidAmountMinor(invoices))
}
