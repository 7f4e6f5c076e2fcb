import { brandCurrencies } from '@tourmarket/domain/enums'
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { MAX_RECORD_ID } from './common.ts'

// Gift cards (decision 0073): bought through the payment provider, mailed on a chosen day,
// looked up and spent by their code.

const required = { error: 'Required field.' }

const nameField = z
  .string(required)
  .trim()
  .min(1, required)
  .max(100, { error: 'Maximum 100 characters.' })

export const GIFT_CARD_MESSAGE_MAX = 500

/** The one field a code is typed into; the API reads it case- and dash-blind. */
const codeField = z
  .string(required)
  .trim()
  .min(1, required)
  .max(64, { error: 'Maximum 64 characters.' })
  .describe('The 16-symbol code, with or without its dashes, any case.')

/** POST /spa/gift-cards/order: what the buyer fills in. */
export const giftCardOrderBodySchema = z.object({
  amount: z
    .number({ error: 'Choose or enter an amount.' })
    .int({ error: 'Enter a whole amount.' })
    .min(1, { error: 'Choose or enter an amount.' })
    .describe('In minor units of `currency`; within the currency’s bounds.'),
  currency: z.enum(brandCurrencies, { error: 'Choose a currency.' }),
  sender_name: nameField,
  recipient_name: nameField,
  recipient_email: z
    .string(required)
    .trim()
    .max(254, { error: 'Maximum 254 characters.' })
    .pipe(z.email({ error: 'Please enter a valid e-mail.' })),
  message: z
    .string()
    .trim()
    .max(GIFT_CARD_MESSAGE_MAX, { error: `Maximum ${GIFT_CARD_MESSAGE_MAX} characters.` })
    .default(''),
  delivery_date: z
    .string(required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Choose a date.' })
    .describe('YYYY-MM-DD: today (UTC) up to a year ahead.'),
})
export type GiftCardOrderBody = z.input<typeof giftCardOrderBodySchema>

export const giftCardOrderStartedSchema = z.object({
  order_uuid: z.uuid(),
  checkout_url: z.string(),
})
export type GiftCardOrderStarted = z.infer<typeof giftCardOrderStartedSchema>

/** GET /spa/gift-cards/order: the buyer's confirmation page. */
export const giftCardOrderSchema = z.object({
  uuid: z.uuid(),
  status: z.enum(['pending', 'paid']),
  amount: z.number().int(),
  currency: z.string().length(3),
  recipient_name: z.string(),
  recipient_email: z.string(),
  delivery_date: z.string(),
  expires_at: z.string().nullable(),
  code: z
    .string()
    .nullable()
    .describe('The card’s code, answered once: the first read of the paid order; null after.'),
  code_ending: z.string().nullable(),
})
export type GiftCardOrder = z.infer<typeof giftCardOrderSchema>

export const giftCardCodeBodySchema = z.object({ code: codeField })

export const giftCardBalanceSchema = z.object({
  code_ending: z.string(),
  balance: z.number().int(),
  currency: z.string().length(3),
  expires_at: z.string(),
  expired: z.boolean(),
})
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>

/** POST /crm/api/invoice/pay-with-gift-card: exactly one of request_id and uuid, as invoice/pay. */
export const payWithGiftCardBodySchema = z
  .object({
    request_id: z.number().int().min(1).max(MAX_RECORD_ID).optional(),
    uuid: z.uuid({ error: 'Not a booking link.' }).optional(),
    code: codeField,
  })
  .refine((body) => (body.request_id === undefined) !== (body.uuid === undefined), {
    error: 'Send either request_id or uuid.',
    path: ['request_id'],
  })
export type PayWithGiftCardBody = z.infer<typeof payWithGiftCardBodySchema>

export const giftCardPaymentSchema = z.object({
  applied: z.number().int().describe('What the card paid, in the invoice’s currency.'),
  currency: z.string().length(3),
  balance_left: z.number().int().describe('What stays on the card.'),
  code_ending: z.string(),
  invoice_paid: z
    .boolean()
    .describe('True when the card paid the whole invoice; else the rest is a new invoice to pay.'),
})
export type GiftCardPayment = z.infer<typeof giftCardPaymentSchema>

const tags = ['gift-cards']

const guessing =
  ' Wrong codes count per network address: after five, each further one locks the address for longer (30 s, doubling up to a day), answered 429 `gift_card_guesses_locked` with Retry-After.'

/** The gift cards endpoints, by contract name (decision 0020). */
export const giftCardsEndpoints = {
  giftCardOrder: defineEndpoint({
    method: 'POST',
    path: '/spa/gift-cards/order',
    tags,
    summary: 'Buy a gift card',
    description:
      'Records the order and opens a hosted checkout at the payment provider for its amount; the card is issued when the provider’s webhook says it was paid, and mailed to the recipient on `delivery_date`. 400 `validation_failed` names the field (an amount outside the currency’s bounds names `amount`; a currency the brand does not sell names `currency`; a date before today or past a year names `delivery_date`).',
    body: giftCardOrderBodySchema,
    response: giftCardOrderStartedSchema,
    errors: { 502: ['payment_provider_unavailable'] },
  }),

  giftCardOrderStatus: defineEndpoint({
    method: 'GET',
    path: '/spa/gift-cards/order',
    tags,
    summary: 'A gift card order, for its buyer',
    description:
      'By the order’s uuid (the buyer’s confirmation link). Once paid, the first read answers the card’s code; later reads answer null (the recipient’s mail carries it).',
    query: z.object({ uuid: z.uuid({ error: 'Not an order link.' }) }),
    response: giftCardOrderSchema,
    errors: { 404: ['gift_card_order_not_found'] },
  }),

  giftCardBalance: defineEndpoint({
    method: 'POST',
    path: '/spa/gift-cards/balance',
    tags,
    summary: 'A gift card’s balance by its code',
    description: `404 \`gift_card_not_found\` for a code no card has.${guessing}`,
    body: giftCardCodeBodySchema,
    response: giftCardBalanceSchema,
    errors: { 404: ['gift_card_not_found'], 429: ['gift_card_guesses_locked'] },
  }),

  payWithGiftCard: defineEndpoint({
    method: 'POST',
    path: '/crm/api/invoice/pay-with-gift-card',
    tags,
    summary: 'Pay the next invoice of a booking with a gift card',
    description: `The card pays all that is due if it holds that much, else its whole balance; the rest stays to pay by card (a new invoice of the same kind). Who may: as invoice/pay. 409 \`gift_card_expired\`, \`gift_card_empty\`, \`gift_card_currency_differs\` (a card pays only invoices in its own currency), \`booking_not_payable\`.${guessing}`,
    body: payWithGiftCardBodySchema,
    response: giftCardPaymentSchema,
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['booking_not_found', 'gift_card_not_found'],
      409: [
        'booking_not_payable',
        'gift_card_expired',
        'gift_card_empty',
        'gift_card_currency_differs',
      ],
      429: ['gift_card_guesses_locked'],
    },
  }),
}
