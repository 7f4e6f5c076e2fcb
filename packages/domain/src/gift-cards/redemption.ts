/** A card as the rules below read it: what is left on it, in what, until when. */
export type GiftCardState = {
  readonly balanceMinor: number
  readonly currency: string
  readonly expiresAt: Date
}

/** Why a card cannot pay an invoice; each has its own sentence for the payer. */
export type RedemptionRefusal = 'expired' | 'empty' | 'currency_differs' | 'nothing_due'

/**
 * How much of an invoice a card pays (decision 0073): all that is due if the card holds that
 * much, else the whole balance, the rest left to pay by card. A card pays only invoices in its
 * own currency: converting would fix a rate for the part paid and the part refunded alike, which
 * decision 0047 keeps out of bookings.
 */
export function redemptionOf(
  card: GiftCardState,
  due: { readonly amountMinor: number; readonly currency: string },
  now: Date,
):
  | { readonly ok: true; readonly appliedMinor: number; readonly balanceAfterMinor: number }
  | { readonly ok: false; readonly reason: RedemptionRefusal } {
  if (isGiftCardExpired(card, now)) return { ok: false, reason: 'expired' }
  if (card.currency !== due.currency) return { ok: false, reason: 'currency_differs' }
  if (card.balanceMinor <= 0) return { ok: false, reason: 'empty' }
  if (due.amountMinor <= 0) return { ok: false, reason: 'nothing_due' }
  const appliedMinor = Math.min(card.balanceMinor, due.amountMinor)
  return { ok: true, appliedMinor, balanceAfterMinor: card.balanceMinor - appliedMinor }
}

/** A card is spent until the instant it expires, not after. */
export function isGiftCardExpired(card: Pick<GiftCardState, 'expiresAt'>, now: Date): boolean {
  return now.getTime() >= card.expiresAt.getTime()
}

/**
 * When a card issued at `issuedAt` expires: the brand's months later (brand config
 * `giftCards.validityMonths`), at the same instant of the day; a day the month lacks (31 August
 * + 6 months) falls back to that month's last day.
 */
export function giftCardExpiry(issuedAt: Date, validityMonths: number): Date {
  const target = new Date(issuedAt.getTime())
  const day = target.getUTCDate()
  target.setUTCDate(1)
  target.setUTCMonth(target.getUTCMonth() + validityMonths)
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return target
}

/** The days a buyer may choose for the mail: today up to a year ahead (YYYY-MM-DD, UTC). */
export function deliveryDateRange(today: string): {
  readonly first: string
  readonly last: string
} {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  const last = new Date(Date.UTC(year + 1, month - 1, day))
  // 29 February + 1 year is 1 March: the range ends on 28 February instead.
  if (last.getUTCMonth() !== month - 1) last.setUTCDate(0)
  return { first: today, last: last.toISOString().slice(0, 10) }
}

export function isDeliveryDateAllowed(date: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false
  const parsed = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return false
  const { first, last } = deliveryDateRange(today)
  return date >= first && date <= last
}

/** One payment of a booking that a refund can go back to. */
export type RefundSource = { readonly id: number; readonly amountMinor: number }

/**
 * Splits a booking's refund over what paid it (decision 0073): the gift card payments first,
 * back onto their cards, then the provider's payments, newest first as splitRefund does. The
 * tourist chose the card to pay with; what it paid goes back to it before money goes back to a
 * bank card.
 */
export function splitRefundGiftCardsFirst(
  amountMinor: number,
  giftCards: readonly RefundSource[],
): {
  readonly giftCards: readonly { id: number; amountMinor: number }[]
  readonly restMinor: number
} {
  const parts: { id: number; amountMinor: number }[] = []
  let left = Math.max(0, amountMinor)
  for (const card of giftCards) {
    if (left === 0) break
    const part = Math.min(left, card.amountMinor)
    if (part > 0) parts.push({ id: card.id, amountMinor: part })
    left -= part
  }
  return { giftCards: parts, restMinor: left }
}
