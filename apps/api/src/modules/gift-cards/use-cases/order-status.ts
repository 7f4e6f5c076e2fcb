import type { GiftCardOrder } from '@tourmarket/contracts'
import { formatGiftCardCode } from '@tourmarket/domain/gift-cards'
import { AppError } from '../../../errors.ts'
import { unsealGiftCardCode } from '../code-keys.ts'
import type { GiftCardsDeps } from './deps.ts'

export function createOrderStatusUseCase(deps: GiftCardsDeps) {
  const { repository, keys, now } = deps

  return {
    /**
     * GET /spa/gift-cards/order: the buyer's confirmation (the order's uuid is their link). The
     * code is answered to the first read after payment only (decision 0073): the mail carries it
     * to the recipient, and a link that leaks later does not leak the card.
     */
    async orderStatus(uuid: string): Promise<GiftCardOrder> {
      const order = await repository.orderByUuid(uuid)
      if (order === undefined) {
        throw new AppError({
          code: 'gift_card_order_not_found',
          message: 'There is no such gift card order.',
        })
      }
      const card = order.status === 'paid' ? await repository.cardOfOrder(order.id) : undefined
      const sealed = card === undefined ? null : await repository.takeCodeToShow(card.id, now())
      return {
        uuid: order.uuid,
        status: order.status,
        amount: order.amountMinor,
        currency: order.currency,
        recipient_name: order.recipientName,
        recipient_email: order.recipientEmail,
        delivery_date: order.deliveryDate,
        expires_at: card?.expiresAt.toISOString() ?? null,
        code: sealed === null ? null : formatGiftCardCode(unsealGiftCardCode(sealed, keys)),
        code_ending: card?.codeEnding ?? null,
      }
    },
  }
}
