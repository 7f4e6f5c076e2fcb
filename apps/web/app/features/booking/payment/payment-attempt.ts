import type { Booking } from '@tourmarket/contracts'
import { bookingRequestStatus, invoiceStatus } from '@tourmarket/domain/enums'

const storageKey = (uuid: string) => `tourmarket.payment.${uuid}`

/**
 * The pay page remembers, for this tab, which invoice it sent the visitor to pay: the success
 * page then waits for that invoice (a booking paid before, say its prepayment, must not read as
 * "received" while the rest is still on its way). Storage may be off; the page then falls back.
 */
export function rememberPaymentAttempt(uuid: string, invoiceId: number): void {
  try {
    sessionStorage.setItem(storageKey(uuid), String(invoiceId))
  } catch (error) {
    console.warn('The payment attempt could not be remembered', error)
  }
}

export function awaitedInvoiceId(uuid: string): number | null {
  try {
    const stored = Number(sessionStorage.getItem(storageKey(uuid)) ?? Number.NaN)
    return Number.isInteger(stored) ? stored : null
  } catch {
    return null
  }
}

/**
 * Whether the payment the visitor made has reached the booking (the provider's webhook can come
 * after its redirect): the awaited invoice is paid; without one, anything paid and the booking at
 * made prepayment.
 */
export function isPaymentConfirmed(
  booking: Pick<Booking, 'status' | 'price' | 'invoices'>,
  awaitedInvoice: number | null,
): boolean {
  const awaited = booking.invoices.find((invoice) => invoice.id === awaitedInvoice)
  if (awaited !== undefined) return awaited.status === invoiceStatus.payed
  return booking.price.paid > 0 && booking.status === bookingRequestStatus.madePrepayment
}

/** The amount the result page reports: the awaited invoice's, else the latest paid one's. */
export function receivedAmount(
  booking: Pick<Booking, 'price' | 'invoices'>,
  awaitedInvoice: number | null,
): number {
  const paid = booking.invoices.filter((invoice) => invoice.status === invoiceStatus.payed)
  const awaited = paid.find((invoice) => invoice.id === awaitedInvoice)
  if (awaited !== undefined) return awaited.amount
  const latest = paid.toSorted((a, b) => (b.paid_at ?? '').localeCompare(a.paid_at ?? ''))[0]
  return latest?.amount ?? booking.price.paid
}
