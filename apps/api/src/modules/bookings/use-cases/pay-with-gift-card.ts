import type { Booking, GiftCardPayment } from '@tourmarket/contracts'
import { applyInvoiceTransition } from '@tourmarket/domain/booking'
import { invoiceStatus } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../../errors.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import type { GiftCardHold } from '../../gift-cards/service.ts'
import { invoiceStatusOf } from '../presenter.ts'
import type { BookingsDeps } from './deps.ts'
import { createPaidInvoiceRecorder } from './record-payment.ts'
import { lockedRecord } from './shared.ts'

export type PayWithGiftCardInput = {
  viewer: Viewer | null
  /** Exactly one: the owner's booking number, or the booking link's uuid (as invoice/pay). */
  requestId?: number | undefined
  uuid?: string | undefined
  code: string
  /** The caller's network (addressLimitKey): wrong codes count against it. */
  address: string
  language: Locale
}

function notPayable(): AppError {
  return new AppError({
    code: 'booking_not_payable',
    message: 'This booking has nothing to pay now.',
  })
}

export function createPayWithGiftCardUseCase(
  deps: BookingsDeps,
  read: {
    get(viewer: Viewer, id: number, language: Locale): Promise<Booking>
    getByUuid(uuid: string, viewer: Viewer | null, language: Locale): Promise<Booking>
  },
) {
  const { repository, giftCards, now } = deps
  const recordPaidIn = createPaidInvoiceRecorder(deps)

  async function bookingToPay(input: PayWithGiftCardInput): Promise<Booking> {
    if (input.requestId !== undefined) {
      if (input.viewer === null)
        throw new Error('pay-with-gift-card by request_id without a viewer')
      const booking = await read.get(input.viewer, input.requestId, input.language)
      if (!booking.is_owner) {
        throw new AppError({
          code: 'forbidden',
          message: 'Only the account that made this booking can pay it by its number.',
        })
      }
      return booking
    }
    if (input.uuid === undefined) throw new Error('pay-with-gift-card without request_id or uuid')
    return read.getByUuid(input.uuid, input.viewer, input.language)
  }

  return {
    /**
     * POST invoice/pay-with-gift-card (decision 0073): the card pays the booking's next invoice,
     * all of it if it holds that much, else its whole balance. In one transaction, booking then
     * card locked (every booking change locks the booking first): a card that pays everything
     * pays the invoice as the provider's webhook would; a card that pays part splits it — the
     * invoice is canceled and two take its place, one paid by the card and one with the rest to
     * pay by card. Its open checkouts, now for a canceled invoice, are closed by the minute job,
     * and money that still reaches one goes back in full (decision 0016).
     */
    async payWithGiftCard(input: PayWithGiftCardInput): Promise<GiftCardPayment> {
      const booking = await bookingToPay(input)
      if (!booking.actions.can_pay || booking.next_invoice === null) throw notPayable()
      const invoiceId = booking.next_invoice.id
      return giftCards.guarded(input.address, () =>
        repository.transaction(async (store) => {
          const record = await lockedRecord(store, booking.id)
          const invoice = record.invoices.find((candidate) => candidate.id === invoiceId)
          if (invoice === undefined || invoiceStatusOf(invoice) !== invoiceStatus.new) {
            throw notPayable()
          }
          let hold: GiftCardHold | undefined
          await store.include(async (db) => {
            hold = await giftCards.hold(db, {
              code: input.code,
              due: { amountMinor: invoice.amountMinor, currency: invoice.currency },
            })
          })
          if (hold === undefined) throw new Error('gift card hold answered nothing')
          const card = hold
          const paidAt = now()
          const answer = (invoicePaid: boolean): GiftCardPayment => ({
            applied: card.appliedMinor,
            currency: invoice.currency,
            balance_left: card.balanceAfterMinor,
            code_ending: card.codeEnding,
            invoice_paid: invoicePaid,
          })
          if (card.appliedMinor === invoice.amountMinor) {
            await store.setInvoiceGiftCard(invoice.id, card.giftCardId)
            await store.include((db) =>
              giftCards.redeem(db, card, { bookingId: booking.id, invoiceId: invoice.id }),
            )
            await recordPaidIn(store, {
              invoiceId: invoice.id,
              paidAt,
              note: `Gift card ••••${card.codeEnding}`,
            })
            return answer(true)
          }
          const cancel = applyInvoiceTransition(invoiceStatus.new, 'cancel', 'system')
          if (!cancel.ok) throw new Error('a new invoice cannot be canceled')
          await store.setInvoiceStatus(invoice.id, invoiceStatus.new, cancel.to)
          const shared = {
            bookingId: booking.id,
            kind: invoice.kind,
            currency: invoice.currency,
            dueDate: invoice.dueDate,
          }
          const paidPart = await store.insertInvoice({
            ...shared,
            status: invoiceStatus.payed,
            amountMinor: card.appliedMinor,
            paidAt,
            giftCardId: card.giftCardId,
          })
          await store.insertInvoice({
            ...shared,
            status: invoiceStatus.new,
            amountMinor: invoice.amountMinor - card.appliedMinor,
          })
          await store.include((db) =>
            giftCards.redeem(db, card, { bookingId: booking.id, invoiceId: paidPart.id }),
          )
          return answer(false)
        }),
      )
    },
  }
}
