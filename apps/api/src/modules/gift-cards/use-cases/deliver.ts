import { formatGiftCardCode } from '@tourmarket/domain/gift-cards'
import { isLocale } from '@tourmarket/domain/i18n'
import { z } from 'zod'
import { unsealGiftCardCode } from '../code-keys.ts'
import { localePath } from './buy.ts'
import type { GiftCardsDeps } from './deps.ts'

const payloadSchema = z.object({ giftCardId: z.number().int().positive() })

export function createDeliverUseCase(deps: GiftCardsDeps) {
  const { repository, keys, composeMail, mailerFor, siteUrl, now } = deps

  return {
    /**
     * The delivery job, on the chosen day: the recipient's mail with the code. The card's row is
     * locked while the mail goes out and marked delivered (its sealed code erased) in the same
     * transaction, so a second run, here or in another process, finds it delivered and sends
     * nothing. A send that fails rolls the mark back, and the job retries. Without SMTP the mail
     * is an outbox row of this very transaction: exactly once; through SMTP, only a crash between
     * the server's acceptance and the commit could send it again.
     */
    async deliver(payload: unknown): Promise<void> {
      const { giftCardId } = payloadSchema.parse(payload)
      await repository.transaction(async (store) => {
        const card = await store.lockedCard(giftCardId)
        if (card === undefined || card.deliveredAt !== null || card.sealedCode === null) return
        const order = await store.orderById(card.orderId)
        if (order === undefined) throw new Error(`gift card ${String(card.id)} has no order`)
        const locale = isLocale(order.locale) ? order.locale : 'en-US'
        const mail = await composeMail({
          to: order.recipientEmail,
          locale,
          recipientName: order.recipientName,
          senderName: order.senderName,
          message: order.message,
          code: formatGiftCardCode(unsealGiftCardCode(card.sealedCode, keys)),
          amountMinor: card.initialMinor,
          currency: card.currency,
          expiresOn: card.expiresAt.toISOString().slice(0, 10),
          shopUrl: `${siteUrl}${localePath(locale, '/')}`,
          balanceUrl: `${siteUrl}${localePath(locale, '/gift-cards/balance')}`,
        })
        await mailerFor(store.executor).send(mail)
        await store.markDelivered(card.id, now())
      })
    },
  }
}
