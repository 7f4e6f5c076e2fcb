import { isApiHttpError } from '@tourmarket/api-client/client'
import type { GiftCardText } from './gift-card-text.ts'

type SimpleRefusal = 'notFound' | 'expired' | 'empty' | 'currency' | 'notPayable' | 'failed'

/**
 * Why the API refused a gift card code (decision 0073), as data a page's action can answer and
 * the page can word in its language: the API's own messages are English only.
 */
export type GiftCardRefusal =
  | { readonly kind: SimpleRefusal }
  /** The network is locked for its wrong codes; minutes is null when the API did not say. */
  | { readonly kind: 'locked'; readonly minutes: number | null }

const refusalByCode: Readonly<Record<string, SimpleRefusal>> = {
  gift_card_not_found: 'notFound',
  gift_card_expired: 'expired',
  gift_card_empty: 'empty',
  gift_card_currency_differs: 'currency',
  booking_not_payable: 'notPayable',
}

export function giftCardRefusalOf(error: unknown): GiftCardRefusal {
  if (!isApiHttpError(error)) return { kind: 'failed' }
  if (error.code === 'gift_card_guesses_locked') {
    // The wait is said only in the message ("Please try again in 3 minutes.").
    const minutes = /(\d+) minute/.exec(error.message)?.[1]
    return { kind: 'locked', minutes: minutes === undefined ? null : Number(minutes) }
  }
  const kind = error.code === undefined ? undefined : refusalByCode[error.code]
  return { kind: kind ?? 'failed' }
}

/** A refusal in the page language; a currency refusal names the booking's currency. */
export function giftCardRefusalText(
  refusal: GiftCardRefusal,
  { text }: Pick<GiftCardText, 'text'>,
  bookingCurrency = '',
): string {
  switch (refusal.kind) {
    case 'notFound':
      return text('giftCard.refused.notFound')
    case 'expired':
      return text('giftCard.refused.expired')
    case 'empty':
      return text('giftCard.refused.empty')
    case 'currency':
      return text('giftCard.refused.currency', { currency: bookingCurrency })
    case 'notPayable':
      return text('giftCard.refused.notPayable')
    case 'locked':
      return refusal.minutes === null
        ? text('giftCard.refused.lockedLater')
        : text('giftCard.refused.locked', {
            minutes: text('giftCard.minutes', { count: refusal.minutes }),
          })
    case 'failed':
      return text('giftCard.refused.failed')
  }
}
