import { normalizeGiftCardCode, redemptionOf } from '@tourmarket/domain/gift-cards'
import type { RedemptionRefusal } from '@tourmarket/domain/gift-cards'
import type { AppDatabase } from '../../../db/database.ts'
import { AppError } from '../../../errors.ts'
import { hashGiftCardCode } from '../code-keys.ts'
import { createGiftCardsRepository } from '../repository.ts'
import type { GiftCardsDeps } from './deps.ts'
import { wrongCodeError, type GuessGuard } from './guesses.ts'

/** A card's money taken for an invoice, not yet written to its ledger. */
export type GiftCardHold = {
  readonly giftCardId: number
  readonly appliedMinor: number
  readonly balanceAfterMinor: number
  readonly codeEnding: string
}

/**
 * What the bookings module asks of gift cards (given by the composition root), every step in
 * the booking's own transaction so the card and the invoice change together or not at all.
 */
export type GiftCardWallet = {
  /**
   * Runs the caller's transaction behind the guessing lock of `address` (guesses.ts): a locked
   * network is refused first, and a wrong code the transaction met is counted after it.
   */
  guarded<T>(address: string, work: () => Promise<T>): Promise<T>
  /**
   * Locks the card the code names and answers what it pays of `due` (redemptionOf); throws the
   * refusal (a wrong code as gift_card_not_found).
   */
  hold(
    transaction: AppDatabase,
    input: { code: string; due: { amountMinor: number; currency: string } },
  ): Promise<GiftCardHold>
  /** Writes the hold to the card: its balance and the ledger's redemption of `invoiceId`. */
  redeem(
    transaction: AppDatabase,
    hold: GiftCardHold,
    target: { bookingId: number; invoiceId: number },
  ): Promise<void>
  /** Puts a refund back on the card that paid the invoice; once per invoice, whatever repeats. */
  refund(
    transaction: AppDatabase,
    refund: { giftCardId: number; bookingId: number; invoiceId: number; amountMinor: number },
  ): Promise<void>
}

function refusalMessage(
  reason: Exclude<RedemptionRefusal, 'nothing_due'>,
  cardCurrency: string,
  dueCurrency: string,
): string {
  switch (reason) {
    case 'expired':
      return 'This gift card has expired.'
    case 'empty':
      return 'Nothing is left on this gift card.'
    case 'currency_differs':
      return `This gift card is in ${cardCurrency} and pays only bookings charged in ${cardCurrency}; this one is charged in ${dueCurrency}.`
  }
}

/**
 * A refund that lands on a card expired (or about to) keeps it usable this long after, so
 * money sent back is never money lost.
 */
const REFUND_GRACE_MS = 90 * 24 * 60 * 60 * 1000

export function createWallet(deps: GiftCardsDeps, guesses: GuessGuard): GiftCardWallet {
  const { keys, now } = deps

  return {
    guarded: (address, work) => guesses.guarded(address, work),

    async hold(transaction, { code: typed, due }) {
      const store = createGiftCardsRepository(transaction)
      const code = normalizeGiftCardCode(typed)
      const card =
        code === null ? undefined : await store.lockedCardByHash(hashGiftCardCode(code, keys))
      if (card === undefined) throw wrongCodeError()
      const outcome = redemptionOf(card, due, now())
      if (outcome.ok) {
        return {
          giftCardId: card.id,
          appliedMinor: outcome.appliedMinor,
          balanceAfterMinor: outcome.balanceAfterMinor,
          codeEnding: card.codeEnding,
        }
      }
      if (outcome.reason === 'nothing_due') {
        throw new AppError({
          code: 'booking_not_payable',
          message: 'This booking has nothing to pay now.',
        })
      }
      const message = refusalMessage(outcome.reason, card.currency, due.currency)
      throw new AppError({
        code: `gift_card_${outcome.reason}`,
        message,
        errors: { code: [message] },
      })
    },

    async redeem(transaction, hold, target) {
      const store = createGiftCardsRepository(transaction)
      await store.setBalance(hold.giftCardId, hold.balanceAfterMinor)
      await store.insertEntry({
        giftCardId: hold.giftCardId,
        kind: 'redeem',
        amountMinor: -hold.appliedMinor,
        balanceAfterMinor: hold.balanceAfterMinor,
        bookingId: target.bookingId,
        invoiceId: target.invoiceId,
      })
    },

    async refund(transaction, refund) {
      const store = createGiftCardsRepository(transaction)
      const card = await store.lockedCard(refund.giftCardId)
      if (card === undefined) throw new Error(`gift card ${String(refund.giftCardId)} vanished`)
      const balanceAfterMinor = card.balanceMinor + refund.amountMinor
      const written = await store.insertEntry({
        giftCardId: card.id,
        kind: 'refund',
        amountMinor: refund.amountMinor,
        balanceAfterMinor,
        bookingId: refund.bookingId,
        invoiceId: refund.invoiceId,
      })
      if (!written) return
      const graceEnd = new Date(now().getTime() + REFUND_GRACE_MS)
      await store.setBalance(
        card.id,
        balanceAfterMinor,
        card.expiresAt.getTime() < graceEnd.getTime() ? graceEnd : undefined,
      )
    },
  }
}
