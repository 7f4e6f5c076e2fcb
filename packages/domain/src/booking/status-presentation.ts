import { bookingRequestStatus, invoiceStatus } from '../enums/index.ts'
import type { BookingRequestStatus, InvoiceStatus } from '../enums/index.ts'

/** Same vocabulary as the §3 toast types, plus neutral for states that need no attention. */
export type StatusTone = 'info' | 'success' | 'warning' | 'error' | 'neutral'

// The switches below have no shared fallback on purpose: a status added to bookingRequestStatus or
// invoiceStatus (src/enums) fails to compile here until it is given a tone. Labels live there too.

export function bookingStatusTone(status: BookingRequestStatus): StatusTone {
  switch (status) {
    case bookingRequestStatus.pendingConfirm:
      return 'info'
    case bookingRequestStatus.pendingPrepayment:
      return 'warning'
    case bookingRequestStatus.madePrepayment:
      return 'success'
    case bookingRequestStatus.tourComplete:
      return 'neutral'
    case bookingRequestStatus.canceledByTourist:
    case bookingRequestStatus.canceledByAuthor:
    case bookingRequestStatus.canceledBySystem:
    case bookingRequestStatus.canceledByAdmin:
      return 'error'
    default: {
      const unhandled: never = status
      throw new Error(`Unknown booking status: ${String(unhandled)}`)
    }
  }
}

export function invoiceStatusTone(status: InvoiceStatus): StatusTone {
  switch (status) {
    case invoiceStatus.new:
      return 'warning'
    case invoiceStatus.payed:
      return 'success'
    case invoiceStatus.canceled:
      return 'neutral'
    default: {
      const unhandled: never = status
      throw new Error(`Unknown invoice status: ${String(unhandled)}`)
    }
  }
}

/**
 * A booking whose prepayment status (3) covers everything: nothing outstanding and something
 * paid. It reads "Paid in full", not "Made prepayment", as the payment's success page says.
 */
export function isPaidInFull(
  status: BookingRequestStatus,
  price: { readonly paidMinor: number; readonly outstandingMinor: number },
): boolean {
  return (
    status === bookingRequestStatus.madePrepayment &&
    price.outstandingMinor === 0 &&
    price.paidMinor > 0
  )
}
