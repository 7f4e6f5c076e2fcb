import { defineEndpoint } from '../endpoint.ts'
import {
  errorBodySchema,
  invoicePayBodySchema,
  invoicePaySchema,
  operatorRefundSchema,
  refundListSchema,
  retryRefundBodySchema,
} from '../schemas/index.ts'
import { signedInErrors } from './shared.ts'

export const invoicePay = defineEndpoint({
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
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
    422: errorBodySchema,
    502: errorBodySchema,
  },
})

export const openRefunds = defineEndpoint({
  method: 'GET',
  path: '/crm/api/payments/open-refunds',
  tags: ['payments'],
  summary: 'Refunds not yet confirmed (operators)',
  description:
    'Every refund the payment provider has not confirmed, oldest first: `pending` ones are asked again once a minute; `failed` ones were refused repeatedly and wait for an operator, with the count and the last refusal. Only an admin session (`is_admin_auth`); 403 `forbidden` for any other account.',
  signedIn: true,
  response: refundListSchema,
  errors: signedInErrors,
})

export const retryRefund = defineEndpoint({
  method: 'POST',
  path: '/crm/api/payments/retry-refund',
  tags: ['payments'],
  summary: 'Ask the provider again for a failed refund (operators)',
  description:
    'Moves one `failed` refund back to `pending` and asks the payment provider for it at once, with the same idempotency key as every earlier ask (one per payment), so it can never be refunded twice; answers the refund as it now stands: `refunded`, or `failed` again with the provider’s new refusal in `last_error`. `failed_attempts` is kept, not reset: it stays the whole history of refusals operators read, and a refused retry turns the refund `failed` at once (as the count is already past the limit) instead of starting five more minute-by-minute asks nobody requested. Only an admin session (`is_admin_auth`); 403 `forbidden` for any other account; 404 `refund_not_found` for an unknown id; 409 `refund_not_failed` for a refund that is pending or refunded (a second retry of one that went through).',
  signedIn: true,
  body: retryRefundBodySchema,
  response: operatorRefundSchema,
  errors: { ...signedInErrors, 409: errorBodySchema },
})
