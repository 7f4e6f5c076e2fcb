import { splitRefund } from '@tourmarket/domain/booking'
import { splitRefundGiftCardsFirst } from '@tourmarket/domain/gift-cards'
import type { GiftCardWallet } from '../../gift-cards/service.ts'
import type { BookingsStore } from '../repository.ts'
import type { BookingPresenter } from '../presenter.ts'
import { lockedRecord } from './shared.ts'

/**
 * Sends recorded refunds to the payment provider (the payments module, given by the composition
 * root). Called after the cancellation commits; never rejects: a refund the provider does not
 * take now stays pending for the minute job.
 */
export type RefundIssuer = { issue(refundIds: readonly number[]): Promise<void> }

export const noRefundIssuer: RefundIssuer = { issue: async () => {} }

/**
 * Records, inside a cancellation's transaction, what goes back to the tourist: the amount the
 * canceller's rule gives (presenter `cancellationRefund`), onto the gift cards that paid part of
 * the booking first, the rest split over the provider's payments, one refund document per payment. A payment already refunded adds nothing, so a
 * repeated cancellation never refunds twice. Answers the new refunds' ids, to issue after commit.
 */
export async function recordCancellationRefunds(
  store: BookingsStore,
  deps: Pick<BookingPresenter, 'cancellationRefund'> & { giftCards: GiftCardWallet },
  bookingId: number,
  canceller: 'tourist' | 'organizer' | 'system' | 'admin',
  /** An operator's own amount (issue 43), at most what the rule gives; else the rule's. */
  chosenMinor?: number,
): Promise<number[]> {
  const { giftCards } = deps
  const record = await lockedRecord(store, bookingId)
  const ruled = deps.cancellationRefund(record, canceller).amountMinor
  const amountMinor = chosenMinor === undefined ? ruled : Math.min(chosenMinor, ruled)
  if (amountMinor === 0) return []
  // What gift cards paid goes back onto them first (decision 0073), at once: a card's ledger.
  const cards = await store.giftCardPayments(bookingId)
  const split = splitRefundGiftCardsFirst(
    amountMinor,
    cards.map((card) => ({ id: card.invoiceId, amountMinor: card.amountMinor })),
  )
  for (const part of split.giftCards) {
    const card = cards.find((candidate) => candidate.invoiceId === part.id)!
    await store.include((db) =>
      giftCards.refund(db, {
        giftCardId: card.giftCardId,
        bookingId,
        invoiceId: card.invoiceId,
        amountMinor: part.amountMinor,
      }),
    )
  }
  const payments = await store.bookingPayments(bookingId)
  const parts = splitRefund(
    split.restMinor,
    payments.map((payment) => ({ id: payment.attemptId, amountMinor: payment.amountMinor })),
  )
  return store.insertRefunds(
    parts.map((part) => ({
      attemptId: part.paymentId,
      bookingId,
      reason: 'cancellation' as const,
      amountMinor: part.amountMinor,
      currency: payments.find((payment) => payment.attemptId === part.paymentId)!.currency,
    })),
  )
}
