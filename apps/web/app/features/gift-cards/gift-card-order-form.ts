import { GIFT_CARD_MESSAGE_MAX, type GiftCardOrderBody } from '@tourmarket/contracts'
import { isBrandCurrency, type BrandCurrency } from '@tourmarket/domain/enums'
import { giftCardAmountProblem, isDeliveryDateAllowed } from '@tourmarket/domain/gift-cards'
import type { FormSchema } from '@tourmarket/domain/validation'

/** The `amount` choice that means "the figure typed in custom_amount". */
export const CUSTOM_AMOUNT = 'custom'

/** The buy form's fields as posted: text, the amount in whole units of the currency. */
export type GiftCardOrderValues = {
  readonly currency: string
  /** A ready amount in whole units, or CUSTOM_AMOUNT. */
  readonly amount: string
  readonly custom_amount: string
  readonly sender_name: string
  readonly recipient_name: string
  readonly recipient_email: string
  readonly message: string
  readonly delivery_date: string
}

export const GIFT_CARD_ORDER_FIELDS = [
  'currency',
  'amount',
  'custom_amount',
  'sender_name',
  'recipient_name',
  'recipient_email',
  'message',
  'delivery_date',
] as const satisfies readonly (keyof GiftCardOrderValues)[]

export const GIFT_CARD_NAME_MAX_LENGTH = 100
export const GIFT_CARD_EMAIL_MAX_LENGTH = 254

/**
 * The amount chosen, in minor units: a ready amount, or the one typed when "Other amount" is
 * chosen (or nothing else is); typed as whole units, spaces allowed ("1 500"). Null when none is
 * chosen; 'notWhole' for a figure with a fraction or anything else.
 */
export function chosenAmountMinor(values: GiftCardOrderValues): number | 'notWhole' | null {
  const typed =
    values.amount === CUSTOM_AMOUNT || values.amount === '' ? values.custom_amount : values.amount
  const figure = typed.replaceAll(/\s/g, '')
  if (figure === '') return null
  if (!/^\d{1,9}$/.test(figure)) return 'notWhole'
  return Number(figure) * 100
}

export type GiftCardOrderWords = {
  readonly currency: string
  readonly wholeAmount: string
  /** "Enter an amount from €25 to €2,000." for a currency. */
  readonly amount: (currency: BrandCurrency) => string
  readonly deliveryDate: string
}

/**
 * The §5 rules of the buy form, the API's own (decision 0073) in the page language: a currency the
 * brand sells, an amount within that currency's bounds, the names, the recipient's e-mail, a
 * message of at most GIFT_CARD_MESSAGE_MAX characters and a delivery day from today (UTC) up to a
 * year ahead.
 */
export function giftCardOrderRules(
  words: GiftCardOrderWords,
  offered: readonly BrandCurrency[],
  today: string,
): FormSchema {
  const currencyOf = (value: unknown): BrandCurrency | null =>
    isBrandCurrency(value) && offered.includes(value) ? value : null
  return {
    currency: (value) => currencyOf(value) !== null || words.currency,
    amount: (_value, values) => {
      const currency = currencyOf(values.currency)
      // Without a currency there are no bounds to name; the currency's rule speaks.
      if (currency === null) return true
      const amount = chosenAmountMinor(values as GiftCardOrderValues)
      if (amount === 'notWhole') return words.wholeAmount
      return (
        (amount !== null && giftCardAmountProblem(amount, currency) === null) ||
        words.amount(currency)
      )
    },
    sender_name: `required|max:${String(GIFT_CARD_NAME_MAX_LENGTH)}`,
    recipient_name: `required|max:${String(GIFT_CARD_NAME_MAX_LENGTH)}`,
    recipient_email: `required|email|max:${String(GIFT_CARD_EMAIL_MAX_LENGTH)}`,
    message: `max:${String(GIFT_CARD_MESSAGE_MAX)}`,
    delivery_date: (value) =>
      (typeof value === 'string' && isDeliveryDateAllowed(value, today)) || words.deliveryDate,
  }
}

/** The API's order body from values the rules passed. */
export function giftCardOrderBody(values: GiftCardOrderValues): GiftCardOrderBody {
  const amount = chosenAmountMinor(values)
  if (typeof amount !== 'number') throw new Error('giftCardOrderBody before the rules passed')
  return {
    amount,
    currency: values.currency as BrandCurrency,
    sender_name: values.sender_name.trim(),
    recipient_name: values.recipient_name.trim(),
    recipient_email: values.recipient_email.trim(),
    message: values.message.trim(),
    delivery_date: values.delivery_date,
  }
}
