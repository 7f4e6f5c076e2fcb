import { defineEndpoint } from '../endpoint.ts'
import { CANCEL_REASON_MAX_LENGTH } from '../limits.ts'
import { bodyRecordId, bookingErrorBodySchema, bookingSchema } from './bookings.ts'
import { captchaRequiredBodySchema, recordIdSchema } from './common.ts'
import { z } from 'zod'

// Issue 43: a booking in the operator console and the admin's cancellation with its refund.
// For staff signed in as staff whose role may work with bookings (admin, support).

const tags = ['operator console']
const required = { error: 'Required field.' }
const amount = z.number().int().min(0)
const currency = z.string().length(3)

export const adminBookingIdQuerySchema = z.object({ id: recordIdSchema })

export const adminBookingSchema = z.object({
  booking: bookingSchema,
  can_cancel: z.boolean().describe('An admin may cancel it now (not canceled, trip not over).'),
  refund: z
    .object({
      by_rules: amount.describe(
        'What the rules give back when the operator cancels: everything paid, the most a refund can be.',
      ),
      by_policy: amount.describe(
        'What the booking’s cancellation policy would give back if the tourist cancelled today.',
      ),
      currency,
    })
    .describe('The refund figures the cancel form offers.'),
})
export type AdminBooking = z.infer<typeof adminBookingSchema>

/** POST admin/booking/cancel. */
export const adminBookingCancelBodySchema = z.object({
  id: bodyRecordId(),
  message: z
    .string(required)
    .trim()
    .min(1, required)
    .max(CANCEL_REASON_MAX_LENGTH, { error: `Maximum ${CANCEL_REASON_MAX_LENGTH} characters.` })
    .describe('Why: the tourist reads it in the mail and on their booking page.'),
  refund: z
    .enum(['rules', 'policy', 'manual'])
    .describe(
      '`rules`: everything paid (an operator’s cancellation); `policy`: what the booking’s policy gives a tourist cancelling today; `manual`: `refund_amount`.',
    ),
  refund_amount: amount
    .optional()
    .describe('With `manual`: the refund in minor units, from 0 to what was paid.'),
  notify_client: z.boolean().default(true).describe('Mail the tourist the cancellation.'),
})

export const adminBookingsEndpoints = {
  adminBookingView: defineEndpoint({
    method: 'GET',
    tags,
    path: '/crm/api/admin/booking/view',
    summary: 'A booking in the console',
    description:
      'Any organizer’s booking as an admin sees it: tourists, contact, invoices, refunds, whether it can be cancelled and the refund figures (its history: admin/booking/history). 403 `forbidden` for anyone but staff signed in as staff with the admin or support role.',
    query: adminBookingIdQuerySchema,
    signedIn: true,
    response: adminBookingSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'], 404: ['booking_not_found'] },
  }),

  adminBookingCancel: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/admin/booking/cancel',
    summary: 'Cancel a booking with a refund (console)',
    description:
      'Cancels as an admin (→ 8) with a reason: the seats come back, the refund chosen is recorded against the payments (at most once per payment, so a repeat refunds nothing more) and sent through the payment provider, and it shows in the booking’s refunds and the refunds ledger. Audited with the refund. 400 naming `refund_amount` past what was paid; 409 `transition_not_allowed` once it is canceled or over. 403 `forbidden` for anyone but staff signed in as staff with the admin or support role.',
    body: adminBookingCancelBodySchema,
    signedIn: true,
    response: adminBookingSchema,
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['booking_not_found'],
      409: ['transition_not_allowed'],
      429: ['captcha_required'],
    },
    errorBodies: { 409: bookingErrorBodySchema, 429: captchaRequiredBodySchema },
  }),
}
