import { defineEndpoint } from '../endpoint.ts'
import { CANCEL_REASON_MAX_LENGTH, MEET_FILES_MAX, MEET_TEXT_MAX_LENGTH } from '../limits.ts'
import {
  bodyRecordId,
  bookingErrorBodySchema,
  bookingSchema,
  organizerDateManifestQuerySchema,
  organizerDateManifestSchema,
} from './bookings.ts'
import { captchaRequiredBodySchema, recordIdSchema } from './common.ts'
import { uploadedFileSchema } from './uploads.ts'
import { bookingRequestStatuses } from '@tourmarket/domain/enums'
import { z } from 'zod'

// Issue 40: the organizer office's page for one booking (its actions and meeting information)
// and a date's manifest. Every call is for an account on the team of the booking's organizer,
// the profile it acts for now; another organizer's booking is 403 `forbidden`.

const tags = ['organizer office']
const required = { error: 'Required field.' }
const status = z.literal(bookingRequestStatuses)
const instant = z.iso.datetime({ offset: true })

export const officeBookingIdQuerySchema = z.object({ id: recordIdSchema })

export const officeBookingIdBodySchema = z.object({ id: bodyRecordId() })

/** Decline and cancel: the reason the tourist is told; blank is refused naming `message`. */
export const officeBookingReasonBodySchema = z.object({
  id: bodyRecordId(),
  message: z
    .string(required)
    .trim()
    .min(1, required)
    .max(CANCEL_REASON_MAX_LENGTH, { error: `Maximum ${CANCEL_REASON_MAX_LENGTH} characters.` })
    .describe('Why: the tourist reads it in the mail and on their booking page.'),
})

export const officeBookingMeetBodySchema = z.object({
  id: bodyRecordId(),
  text: z
    .string(required)
    .max(MEET_TEXT_MAX_LENGTH, { error: `Maximum ${MEET_TEXT_MAX_LENGTH} characters.` })
    .describe('The meeting information the tourists see on their booking page.'),
  files: z
    .array(bodyRecordId())
    .max(MEET_FILES_MAX)
    .optional()
    .describe('The attached files to keep (the meet page’s); omitted: every file stays.'),
})

/** GET office/date/manifest: as organizer/date/manifest. */
export type OfficeDateManifest = z.infer<typeof organizerDateManifestSchema>

export const officeBookingSchema = z.object({
  booking: bookingSchema,
  history: z
    .array(
      z.object({
        id: z.number().int(),
        from_status: status.nullable().describe('Null for the booking’s creation.'),
        to_status: status,
        transition: z.string(),
        actor_kind: z.string(),
        message: z.string().nullable(),
        created_at: instant,
      }),
    )
    .describe('Every change of the booking’s status, oldest first.'),
  actions: z
    .object({
      can_confirm: z.boolean(),
      can_decline: z.boolean(),
      can_cancel: z.boolean(),
      can_complete: z.boolean(),
      can_edit_meet: z.boolean(),
    })
    .describe('What this account may do now, by the booking process and its timing.'),
  trip_ended: z.boolean().describe('The trip’s last day is over (so it can be marked done).'),
  refund_if_canceled: z
    .object({ amount: z.number().int().min(0), currency: z.string().length(3) })
    .nullable()
    .describe('What goes back to the tourist if the organizer cancels now; null: no cancel.'),
  meet: z
    .object({
      text: z.string(),
      saved_at: instant.nullable(),
      files: z.array(uploadedFileSchema),
    })
    .nullable()
    .describe('The meeting information; null until the booking is paid (its meet page opens).'),
  chat_id: z.number().int().nullable().describe('The tourist’s chat with the organizer, if any.'),
})
export type OfficeBooking = z.infer<typeof officeBookingSchema>

const actionErrors = {
  400: ['validation_failed'],
  401: ['unauthorized'],
  403: ['forbidden'],
  404: ['booking_not_found'],
  409: ['transition_not_allowed'],
  429: ['captcha_required'],
} as const

const actionErrorBodies = { 409: bookingErrorBodySchema, 429: captchaRequiredBodySchema }

export const officeBookingsEndpoints = {
  officeBookingView: defineEndpoint({
    method: 'GET',
    tags,
    path: '/crm/api/office/booking/view',
    summary: 'A booking in the office',
    description:
      'For an account on the team of the booking’s organizer: the booking with its tourists, contact, invoices and refunds, its status history, the actions open now, the refund an organizer’s cancellation gives, and the meeting information (its audit trail: office/audit). 403 `forbidden` for anyone else.',
    query: officeBookingIdQuerySchema,
    signedIn: true,
    response: officeBookingSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'], 404: ['booking_not_found'] },
  }),

  officeBookingConfirm: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/office/booking/confirm',
    summary: 'Confirm a booking (office)',
    description:
      '1 pending confirm → 2 pending prepayment: the tourist is mailed and can pay. Audited. 409 `transition_not_allowed` with `reason`.',
    body: officeBookingIdBodySchema,
    signedIn: true,
    response: officeBookingSchema,
    errors: actionErrors,
    errorBodies: actionErrorBodies,
  }),

  officeBookingDecline: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/office/booking/decline',
    summary: 'Decline a booking request (office)',
    description:
      '1 pending confirm → 6 canceled by the organizer, with a reason (400 naming `message` when blank): the seats come back and the tourist is mailed the reason. Audited.',
    body: officeBookingReasonBodySchema,
    signedIn: true,
    response: officeBookingSchema,
    errors: actionErrors,
    errorBodies: actionErrorBodies,
  }),

  officeBookingCancel: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/office/booking/cancel',
    summary: 'Cancel a confirmed booking (office)',
    description:
      '2 or 3 → 6 canceled by the organizer before the trip starts, with a reason (400 naming `message` when blank): the seats come back, everything paid is refunded through the provider and the tourist is mailed. Audited.',
    body: officeBookingReasonBodySchema,
    signedIn: true,
    response: officeBookingSchema,
    errors: actionErrors,
    errorBodies: actionErrorBodies,
  }),

  officeBookingComplete: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/office/booking/complete',
    summary: 'Mark a trip done (office)',
    description:
      '3 prepayment made → 4 tour complete, once the trip has ended (409 `transition_not_allowed` with `reason` `too-early` before): the tourist is e-mailed the review link. Audited.',
    body: officeBookingIdBodySchema,
    signedIn: true,
    response: officeBookingSchema,
    errors: actionErrors,
    errorBodies: actionErrorBodies,
  }),

  officeBookingMeet: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/office/booking/meet',
    summary: 'Save the meeting information (office)',
    description:
      'The meet page’s text (and which of its files stay) for a paid booking, without the key; the key link shows the same. The tourist is mailed when what they see changes. Audited. 404 `meet_not_found` before the booking is paid, 410 `meet_booking_cancelled` once it is canceled.',
    body: officeBookingMeetBodySchema,
    signedIn: true,
    response: officeBookingSchema,
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['booking_not_found', 'meet_not_found'],
      410: ['meet_booking_cancelled'],
      429: ['captcha_required'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  officeDateManifest: defineEndpoint({
    method: 'GET',
    tags,
    path: '/crm/api/office/date/manifest',
    summary: 'Everyone booked on a date (office)',
    description:
      'As organizer/date/manifest, for an account on the team of the tour’s organizer: the date with its seats left and every booking holding seats on it, with contact and tourists. 403 `forbidden` for anyone else, 404 `tour_date_not_found`.',
    query: organizerDateManifestQuerySchema,
    signedIn: true,
    response: organizerDateManifestSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'], 404: ['tour_date_not_found'] },
  }),
}
