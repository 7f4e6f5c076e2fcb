import { defineEndpoint } from '../endpoint.ts'
import { errorBodySchema, invoicePayBodySchema, invoicePaySchema } from '../schemas/index.ts'

export const invoicePay = defineEndpoint({
  method: 'POST',
  path: '/crm/api/invoice/pay',
  tags: ['payments'],
  summary: 'Pay the next invoice of a booking',
  description:
    'Opens a hosted checkout for the booking’s first new invoice and answers its URL. By `uuid` (the booking link) anyone holding it may pay; by `request_id` only the owner’s session (401 without one, 403 for another account). 409 `booking_not_payable` when nothing is due; 502 `payment_provider_unavailable` when the provider does not answer. Send an `Idempotency-Key` header (1–255 printable characters) to make a retry safe: the same key and body answer the same checkout; another body answers 422 `idempotency_key_reused`.',
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
