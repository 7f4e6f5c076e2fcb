import { giftCardCodeEnding, giftCardExpiry, newGiftCardCode } from '@tourmarket/domain/gift-cards'
import type { FastifyBaseLogger } from 'fastify'
import { AppError } from '../../../errors.ts'
import type { PaymentEvent } from '../../payments/service.ts'
import { hashGiftCardCode, sealGiftCardCode } from '../code-keys.ts'
import { giftCardDeliveryJobKind, type GiftCardsDeps } from './deps.ts'

/** The instant the recipient's mail is due: the delivery day's start (UTC), or now if past. */
function deliveryAt(deliveryDate: string, now: Date): Date {
  const day = new Date(`${deliveryDate}T00:00:00Z`)
  return day.getTime() > now.getTime() ? day : now
}

export function createIssueUseCase(deps: GiftCardsDeps) {
  const { repository, keys, brand, jobs, randomBytes, now } = deps

  return {
    /**
     * A verified provider event about an order (payments' webhook hands it over). In one
     * transaction, with the order's row locked: a success of the right amount marks the order
     * paid, issues its card (code kept as a hash and, until the mail goes, sealed) with its
     * ledger's first entry, and writes the delivery job for the chosen day. A repeat finds the
     * order paid and does nothing; a failure leaves the order to be paid again.
     */
    async applyPaymentEvent(event: PaymentEvent, log: FastifyBaseLogger): Promise<void> {
      if (event.type === 'payment.failed') return
      await repository.transaction(async (store) => {
        const order = await store.lockedOrder(event.subject.id)
        if (order === undefined || order.providerSessionId !== event.sessionId) {
          log.warn({ eventId: event.id }, 'payment event for an unknown gift card order')
          return
        }
        if (order.status === 'paid') return
        if (order.amountMinor !== event.amountMinor || order.currency !== event.currency) {
          log.error({ eventId: event.id, orderId: order.id }, 'gift card order paid amount differs')
          throw new AppError({
            code: 'webhook_amount_mismatch',
            message: 'The paid amount or currency does not match the order.',
          })
        }
        const issuedAt = now()
        await store.markOrderPaid(order.id, event.occurredAt)
        const code = newGiftCardCode(randomBytes)
        const card = await store.insertCard({
          orderId: order.id,
          codeHash: hashGiftCardCode(code, keys),
          codeEnding: giftCardCodeEnding(code),
          initialMinor: order.amountMinor,
          balanceMinor: order.amountMinor,
          currency: order.currency,
          issuedAt,
          expiresAt: giftCardExpiry(issuedAt, brand.giftCards.validityMonths),
          sealedCode: sealGiftCardCode(code, keys),
        })
        await store.insertEntry({
          giftCardId: card.id,
          kind: 'issue',
          amountMinor: card.initialMinor,
          balanceAfterMinor: card.initialMinor,
        })
        await jobs.enqueue(store.executor, {
          kind: giftCardDeliveryJobKind,
          key: `gift-card-delivery-${String(card.id)}`,
          payload: { giftCardId: card.id },
          runAt: deliveryAt(order.deliveryDate, issuedAt),
        })
      })
    },
  }
}
