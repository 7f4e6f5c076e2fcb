export {
  GIFT_CARD_CODE_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  formatGiftCardCode,
  giftCardCodeEnding,
  newGiftCardCode,
  normalizeGiftCardCode,
} from './code.ts'
export { giftCardAmountProblem, giftCardAmounts } from './amounts.ts'
export type { GiftCardAmounts } from './amounts.ts'
export {
  deliveryDateRange,
  giftCardExpiry,
  isDeliveryDateAllowed,
  isGiftCardExpired,
  redemptionOf,
  splitRefundGiftCardsFirst,
} from './redemption.ts'
export type { GiftCardState, RedemptionRefusal, RefundSource } from './redemption.ts'
