// What several bookings use cases share that needs no deps: the viewer's role, the locked record,
// the stored columns of a quote and a tourist, and the invoice moves that follow a booking's.
import type { TouristInput } from '@tourmarket/contracts'
import {
  applyInvoiceTransition,
  invoiceTransitionOnBookingStatus,
} from '@tourmarket/domain/booking'
import { invoiceStatus } from '@tourmarket/domain/enums'
import type { BookingQuoteFigures, BookingViewer } from '@tourmarket/domain/booking'
import { staffRoleMay } from '@tourmarket/domain/console'
import type { BookingRequestStatus } from '@tourmarket/domain/enums'
import { consoleRoleOf } from '../../../platform/admin/admin-access.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { invoiceStatusOf } from '../presenter.ts'
import type { BookingRecord, BookingsStore, InvoiceRow, NewTourist } from '../repository.ts'
import { notFound } from './errors.ts'

/** The viewer's relation to a booking; null when they have none (they hold no link either). */
export function roleOf(
  record: BookingRecord,
  viewer: Viewer | null,
): Exclude<BookingViewer, 'link'> | null {
  if (viewer === null) return null
  if (viewer.user.id === record.booking.userId) return 'owner'
  if (viewer.user.organizerId !== null && viewer.user.organizerId === record.booking.organizerId)
    return 'organizer'
  // An admin's view and cancel are the console's bookings actions (issue 43): staff whose role
  // may not work with bookings have no relation to a booking.
  const role = consoleRoleOf(viewer)
  if (role !== null && staffRoleMay(role, 'bookings.view')) return 'admin'
  return null
}

/** The booking, locked and read afresh inside a transaction. */
export async function lockedRecord(store: BookingsStore, id: number): Promise<BookingRecord> {
  const record = await store.lockedRecord(id)
  if (record === undefined) throw notFound()
  return record
}

/** The stored figures of a booking: what the quote fixed when it was made or last changed. */
export function pricedColumns(quote: BookingQuoteFigures) {
  return {
    touristsCount: quote.touristsCount,
    currency: quote.currency,
    pricePerTouristMinor: quote.pricePerTouristMinor,
    pricePerTouristWithoutDiscountMinor: quote.pricePerTouristWithoutDiscountMinor,
    totalMinor: quote.totalMinor,
    prepaymentMinor: quote.prepaymentMinor,
    cashbackMinor: quote.cashbackMinor,
    fullPaymentDate: quote.fullPaymentDate,
    discountKind: quote.discount?.kind ?? null,
    discountPercent: quote.discount?.percent ?? null,
  }
}

export function touristColumns(tourist: TouristInput): Omit<NewTourist, 'position'> {
  return {
    firstName: tourist.first_name,
    lastName: tourist.last_name,
    middleName: tourist.middle_name ?? null,
    birthday: tourist.birthday,
    passport: tourist.passport ?? null,
    email: tourist.email ?? null,
    phone: tourist.phone ?? null,
    foodRestriction: tourist.food_restriction ?? null,
    weightKg: tourist.weight_kg ?? null,
  }
}

/** The first invoice(s) of an unpaid booking: everything now, or the prepayment. */
export function initialInvoices(bookingId: number, quote: BookingQuoteFigures, today: string) {
  const everything = quote.prepaymentMinor >= quote.totalMinor
  return {
    bookingId,
    kind: everything ? ('full' as const) : ('prepayment' as const),
    status: invoiceStatus.new,
    amountMinor: quote.prepaymentMinor,
    currency: quote.currency,
    dueDate: today,
  }
}

/** Cancels a booking's new invoices by the invoice machine (their booking changed or ended). */
async function cancelNewInvoices(store: BookingsStore, invoices: readonly InvoiceRow[]) {
  for (const invoice of invoices) {
    const from = invoiceStatusOf(invoice)
    const result = applyInvoiceTransition(from, 'cancel', 'system')
    if (result.ok) await store.setInvoiceStatus(invoice.id, from, result.to)
  }
}

/**
 * An unpaid booking's invoices after a change of group or date: the open ones go, and the
 * first invoice is issued again for the new figures.
 */
export async function reissueUnpaidInvoices(
  store: BookingsStore,
  record: BookingRecord,
  quote: BookingQuoteFigures,
  today: string,
) {
  await cancelNewInvoices(store, record.invoices)
  await store.insertInvoice(initialInvoices(record.booking.id, quote, today))
}

/** A booking just cancelled gives its seats back and its open invoices follow its status. */
export async function releaseCanceled(store: BookingsStore, id: number, to: BookingRequestStatus) {
  const current = await lockedRecord(store, id)
  await store.returnSeats(current.date.id, current.booking.touristsCount)
  for (const invoice of current.invoices) {
    const from = invoiceStatusOf(invoice)
    const next = invoiceTransitionOnBookingStatus(to, from)
    if (next === null) continue
    const result = applyInvoiceTransition(from, next, 'system')
    if (result.ok) await store.setInvoiceStatus(invoice.id, from, result.to)
  }
}
