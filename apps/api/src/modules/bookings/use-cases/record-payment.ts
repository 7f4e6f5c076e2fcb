import {
  applyInvoiceTransition,
  applyTransition,
  paidAmountMinor,
} from '@tourmarket/domain/booking'
import { bookingRequestStatus, invoiceStatus } from '@tourmarket/domain/enums'
import { AppError } from '../../../errors.ts'
import { brokenData, invoiceStatusOf, statusOf } from '../presenter.ts'
import type { BookingsStore } from '../repository.ts'
import type { BookingsDeps } from './deps.ts'

export type RecordInvoicePaidResult = {
  readonly outcome: 'paid' | 'already-paid' | 'invoice-canceled'
  readonly bookingId: number
  readonly bookingUuid: string
}

/**
 * Records an invoice paid inside the caller's transaction (the provider's webhook or a gift
 * card): the invoice moves 1 → 2 by the invoice machine, the booking 2 → 3 (record-prepayment or
 * record-full-payment) on its first payment, and after a prepayment the `payment` invoice for the
 * rest is issued, due on the full-payment date; the "paid" mails' jobs are written (on the first
 * payment the organizer's brings the meet page's key). A repeat ('already-paid') or an invoice
 * canceled meanwhile ('invoice-canceled') changes nothing.
 */
export function createPaidInvoiceRecorder(deps: BookingsDeps) {
  const { notifications, invoiceState } = deps

  return async function recordPaidIn(
    store: BookingsStore,
    input: { invoiceId: number; paidAt: Date; note: string },
  ): Promise<RecordInvoicePaidResult> {
    const found = await store.invoice(input.invoiceId)
    if (found === undefined) {
      throw new AppError({
        code: 'invoice_not_found',
        message: 'There is no such invoice.',
      })
    }
    // The booking first, like every other change of a booking, so two never wait on each other.
    const booking = await store.lockBooking(found.bookingId)
    if (booking === undefined) throw brokenData(`invoice ${found.id} has no booking`)
    const invoice = await store.invoice(input.invoiceId)
    if (invoice === undefined) throw brokenData(`invoice ${found.id} vanished`)
    const identity = { bookingId: booking.id, bookingUuid: booking.uuid }
    const current = invoiceStatusOf(invoice)
    if (current === invoiceStatus.payed) return { outcome: 'already-paid' as const, ...identity }
    const result = applyInvoiceTransition(current, 'record-payment', 'system')
    if (!result.ok) return { outcome: 'invoice-canceled' as const, ...identity }
    await store.setInvoiceStatus(invoice.id, current, result.to, input.paidAt)
    const from = statusOf(booking)
    // A payment that lands while the booking is not awaiting one (e.g. a second invoice at 3)
    // is recorded on the invoice; the booking has no move to make.
    const transition = invoice.kind === 'prepayment' ? 'record-prepayment' : 'record-full-payment'
    const move = applyTransition(from, transition, 'system')
    if (move.ok) {
      await store.updateBooking(booking.id, { status: move.to })
      await store.recordStatusChange({
        bookingId: booking.id,
        fromStatus: from,
        toStatus: move.to,
        transition,
        actorKind: 'system',
        actorUserId: null,
        message: input.note,
      })
    }
    if (invoice.kind === 'prepayment') {
      const record = await store.byId(booking.id)
      if (record === undefined) throw brokenData(`booking ${booking.id} vanished`)
      const states = record.invoices.map(invoiceState)
      const open = states
        .filter((state) => state.status === invoiceStatus.new)
        .reduce((sum, state) => sum + state.amountMinor, 0)
      const rest = booking.totalMinor - paidAmountMinor(states) - open
      if (rest > 0) {
        await store.insertInvoice({
          bookingId: booking.id,
          kind: 'payment',
          status: invoiceStatus.new,
          amountMinor: rest,
          currency: booking.currency,
          dueDate: booking.fullPaymentDate,
        })
      }
    }
    const firstPayment = move.ok && move.to === bookingRequestStatus.madePrepayment
    const paid = await store.byId(booking.id)
    if (paid === undefined) throw brokenData(`booking ${booking.id} vanished`)
    await store.include((db) =>
      notifications.enqueue(db, booking.id, {
        event: 'paid',
        invoiceId: invoice.id,
        amountMinor: invoice.amountMinor,
        firstPayment,
        startDate: paid.date.startDate,
      }),
    )
    return { outcome: 'paid' as const, ...identity }
  }
}

export function createRecordPaymentUseCase(deps: BookingsDeps) {
  const { repository } = deps
  const recordPaidIn = createPaidInvoiceRecorder(deps)

  return {
    /** For the payments module: an invoice was paid at the provider (createPaidInvoiceRecorder). */
    async recordInvoicePaid(input: {
      invoiceId: number
      paidAt: Date
      providerEventId: string
    }): Promise<RecordInvoicePaidResult> {
      const outcome = await repository.transaction((store) =>
        recordPaidIn(store, {
          invoiceId: input.invoiceId,
          paidAt: input.paidAt,
          note: `Payment event ${input.providerEventId}`,
        }),
      )
      return {
        outcome: outcome.outcome,
        bookingId: outcome.bookingId,
        bookingUuid: outcome.bookingUuid,
      }
    },
  }
}
