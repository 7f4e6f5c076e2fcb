import { defineEndpoint } from '../endpoint.ts'
import { bodyRecordId, refundSchema } from './bookings.ts'
import { MAX_RECORD_ID } from './common.ts'
import { paymentMethods } from '@tourmarket/domain/enums'
import { z } from 'zod'

/** POST /crm/api/invoice/pay: exactly one of request_id (the owner's session) and uuid. */
export const invoicePayBodySchema = z
  .object({
    request_id: z.number().int().min(1).max(MAX_RECORD_ID).optional(),
    uuid: z.uuid({ error: 'Not a booking link.' }).optional(),
    method: z.enum(paymentMethods).optional(),
  })
  .refine((body) => (body.request_id === undefined) !== (body.uuid === undefined), {
    error: 'Send either request_id or uuid.',
    path: ['request_id'],
  })
export type InvoicePayBody = z.infer<typeof invoicePayBodySchema>

export const paymentProviderNames = ['sandbox', 'stripe'] as const

export const invoicePaySchema = z.object({
  checkout_url: z.string(),
  invoice_id: z.number().int(),
  provider: z.enum(paymentProviderNames),
})
export type InvoicePay = z.infer<typeof invoicePaySchema>

/** A refund as operators see it: its booking, and how often the provider refused it. */
export const operatorRefundSchema = refundSchema.extend({
  booking_id: z.number().int(),
  failed_attempts: z
    .number()
    .int()
    .min(0)
    .describe('How many times the provider refused or did not answer.'),
  last_error: z.string().nullable().describe("The provider's last refusal, in its words."),
})
export type OperatorRefund = z.infer<typeof operatorRefundSchema>

/** GET payments/open-refunds (operators): refunds the provider has not confirmed. */
export const refundListSchema = z.object({
  data: z.array(
    operatorRefundSchema
      .omit({ refunded_at: true })
      .extend({ status: z.enum(['pending', 'failed']) }),
  ),
})
export type RefundList = z.infer<typeof refundListSchema>

/** POST payments/retry-refund (operators): the failed refund to ask the provider for again. */
export const retryRefundBodySchema = z.object({ refund_id: bodyRecordId() })
export type RetryRefundBody = z.infer<typeof retryRefundBodySchema>

/** The payments endpoints, by contract name (decision 0020). */
export const paymentsEndpoints = {
  invoicePay: defineEndpoint({
    method: 'POST',
    path: '/crm/api/invoice/pay',
    tags: ['payments'],
    summary: 'Pay the next invoice of a booking',
    description:
      'Opens a hosted checkout for the booking’s first new invoice and answers its URL. By `uuid` (the booking link) anyone holding it may pay; by `request_id` only the owner’s session (401 without one, 403 for another account). 400 `validation_failed` naming `method` for a method the pay page does not offer for this invoice (`sbp` only for a rouble invoice on the Russian site, `X-Language: ru`); 409 `booking_not_payable` when nothing is due; 502 `payment_provider_unavailable` when the provider does not answer. Send an `Idempotency-Key` header (1–255 printable characters) to make a retry safe: the same key and body answer the same checkout; another body answers 422 `idempotency_key_reused`.',
    body: invoicePayBodySchema,
    idempotent: true,
    response: invoicePaySchema,
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['booking_not_found'],
      409: ['booking_not_payable', 'idempotency_key_in_progress'],
      422: ['idempotency_key_reused'],
      502: ['payment_provider_unavailable'],
    },
  }),

  openRefunds: defineEndpoint({
    method: 'GET',
    path: '/crm/api/payments/open-refunds',
    tags: ['payments'],
    summary: 'Refunds not yet confirmed (operators)',
    description:
      'Every refund the payment provider has not confirmed, oldest first: `pending` ones are asked again once a minute; `failed` ones were refused repeatedly and wait for an operator, with the count and the last refusal. Only staff signed in as staff with the console’s finance or admin role (issue 43); 403 `forbidden` for any other account.',
    signedIn: true,
    response: refundListSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  retryRefund: defineEndpoint({
    method: 'POST',
    path: '/crm/api/payments/retry-refund',
    tags: ['payments'],
    summary: 'Ask the provider again for a failed refund (operators)',
    description:
      'Moves one `failed` refund back to `pending` and asks the payment provider for it at once, with the same idempotency key as every earlier ask (one per payment), so it can never be refunded twice; answers the refund as it now stands: `refunded`, or `failed` again with the provider’s new refusal in `last_error`. `failed_attempts` is kept, not reset: it stays the whole history of refusals operators read, and a refused retry turns the refund `failed` at once (as the count is already past the limit) instead of starting five more minute-by-minute asks nobody requested. Only staff signed in as staff with the console’s finance or admin role (issue 43); 403 `forbidden` for any other account; 404 `refund_not_found` for an unknown id; 409 `refund_not_failed` for a refund that is pending or refunded (a second retry of one that went through).',
    signedIn: true,
    body: retryRefundBodySchema,
    response: operatorRefundSchema,
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['refund_not_found'],
      409: ['refund_not_failed'],
    },
  }),
}
