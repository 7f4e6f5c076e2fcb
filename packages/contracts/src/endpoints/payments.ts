import { defineEndpoint } from '../endpoint.ts'
import {
  errorBodySchema,
  invoicePayBodySchema,
  invoicePaySchema,
  refundListSchema,
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
