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
  terms_version: z
    .string()
    .nullable()
    .describe(
      'The Terms and Conditions version the booking accepted: its effective date (yyyy-MM-dd), the page /agreement/{terms_version}. Null for bookings made before versions were recorded.',
    ),
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
  can_change_date: z
    .boolean()
    .describe(
      'An admin may move it to another date now (not canceled or completed, trip not started).',
    ),
  date_options: z
    .array(
      z.object({
        id: recordIdSchema,
        start_date: z.string(),
        end_date: z.string(),
        free_seats: z.number().int().min(0),
      }),
    )
    .describe(
      'The tour’s other open dates, not started, with free seats for all its travellers: where the date change may move it (empty when it may not move).',
    ),
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

/** POST admin/booking/change-date. */
export const adminBookingChangeDateBodySchema = z.object({
  id: bodyRecordId(),
  tour_date_id: bodyRecordId().describe('Another open date of the same tour.'),
})

/** POST admin/booking/resend-mail. */
export const adminBookingResendMailBodySchema = z.object({
  id: bodyRecordId(),
  mail_id: bodyRecordId().describe('The mail’s `mail_id` in the booking’s history.'),
  idempotency_key: z
    .string(required)
    .trim()
    .min(8, required)
    .max(100)
    .regex(/^[\w-]+$/, { error: 'Letters, digits, - and _ only.' })
    .describe('The form’s own key: a second submit with it sends nothing more.'),
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
  adminBookingChangeDate: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/admin/booking/change-date',
    summary: 'Move a booking to another date (console)',
    description:
      'Moves the booking to another open date of its tour with free seats for all its travellers, in one transaction: the seats go from the new date and come back to the old one. The price stays what the tourist agreed. The tourist is mailed the new date; audited (`booking.change-date`). 400 naming `id` for a canceled or completed booking or one whose trip started, or `tour_date_id` for the same date, another tour’s, one not open or without enough free seats. 403 `forbidden` for anyone but staff signed in as staff with the admin or support role.',
    body: adminBookingChangeDateBodySchema,
    signedIn: true,
    response: adminBookingSchema,
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['booking_not_found'],
      409: ['booking_changed'],
      429: ['captcha_required'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  adminBookingResendMail: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/admin/booking/resend-mail',
    summary: 'Send a booking mail again (console)',
    description:
      'Sends one of the tourist’s booking mails again, as the booking is now, to its contact address as it is now. Once per `idempotency_key`: a repeat with the same key sends nothing more (`sent` false). Shows in the booking’s history; audited (`booking.mail-resend`). 400 naming `mail_id` for a mail not of this booking or not the tourist’s. 403 `forbidden` for anyone but staff signed in as staff with the admin or support role.',
    body: adminBookingResendMailBodySchema,
    signedIn: true,
    response: z.object({
      sent: z.boolean().describe('False when this key had already sent it.'),
      kind: z.string().describe('The mail’s kind.'),
    }),
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['booking_not_found'],
      429: ['captcha_required'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
