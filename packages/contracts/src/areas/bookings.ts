import { defineEndpoint } from '../endpoint.ts'
import {
  BOOKING_COMMENT_MAX_LENGTH,
  CANCEL_REASON_MAX_LENGTH,
  TOURISTS_PER_BOOKING_MAX,
} from '../limits.ts'
import {
  cancellationPolicySchema,
  captchaRequiredBodySchema,
  contactEmailSchema,
  contactPhoneSchema,
  departureGuaranteeSchema,
  errorBodySchema,
  idempotencyNote,
  MAX_RECORD_ID,
  recordIdSchema,
} from './common.ts'
import { uploadedFileSchema } from './uploads.ts'
import { costLineKeys } from '@tourmarket/domain/booking'
import {
  bookingRequestStatuses,
  discountKinds,
  invoiceStatuses,
  paymentKinds,
  travelTransportTypes,
} from '@tourmarket/domain/enums'
import { isCalendarDate } from '@tourmarket/domain/inputs'
import { z } from 'zod'

// Booking requests, invoices and their payment (decision 0016). Amounts are integer minor units
// of the booking's `currency`; every figure is computed by the server, never taken from a body.

/** §5: a missing field reads 'Required field.' like an empty one. */
const required = { error: 'Required field.' }

/** A record id in a JSON body: a positive integer that fits a `serial` column (larger ones are a 400, not a database error). */
export const bodyRecordId = () => z.number(required).int().min(1).max(MAX_RECORD_ID)

const id = z.number().int()
const amount = z.number().int().min(0)
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Expected yyyy-MM-dd.' })
const instant = z.iso.datetime({ offset: true })

// The numbers live in limits.ts, which the browser reads without zod (decision 0011).
export { BOOKING_COMMENT_MAX_LENGTH, CANCEL_REASON_MAX_LENGTH, TOURISTS_PER_BOOKING_MAX }
const NAME_MAX_LENGTH = 100

const TEXT_MAX_LENGTH = 255

function requiredText(max: number) {
  return z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, { error: `Maximum ${max} characters.` })
}

function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `Maximum ${max} characters.` })
    .nullable()
    .optional()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value))
}

const discountSchema = z
  .object({ kind: z.enum(discountKinds), percent: z.number().int().min(1).max(100) })
  .nullable()

/** One line of the cost breakdown, already in the request's X-Language. */
export const costLineSchema = z.object({
  key: z.enum(costLineKeys),
  emoji: z.string().nullable().describe("The brand's emoji when it decorates cost lines."),
  label: z.string(),
  amount: z.number().int(),
})
export type BookingCostLine = z.infer<typeof costLineSchema>

/** Which tourist fields the brand collects (its touristsForm) and whether tickets can be asked for. */
export const bookingFormSchema = z.object({
  collect_passport: z.boolean(),
  collect_weight: z.boolean(),
  tickets_request_enabled: z.boolean(),
  max_tourists: z
    .number()
    .int()
    .min(1)
    .describe(
      'Most tourists one booking may hold (the brand’s cap); more answers 400 naming `tourists`.',
    ),
})
export type BookingForm = z.infer<typeof bookingFormSchema>

export const bookingTourSummarySchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable().describe('Media URL template with a {size} placeholder.'),
  program_id: z
    .number()
    .int()
    .nullable()
    .describe('The tour’s default program, for §7 /spa/tour-program; null when it has none.'),
})

export const bookingTourDateSummarySchema = z.object({
  id,
  start: calendarDate,
  end: calendarDate,
  duration: z.number().int(),
  not_guaranteed: z.boolean(),
  departure_guarantee: departureGuaranteeSchema,
})

/**
 * An individual offer's uuid (§2 /order/{uuid}/individual-tour): the one thing that opens the
 * offer's own date, which is closed to everyone else.
 */
const individualTourUuid = z.uuid({ error: 'Not an individual offer link.' })

export const bookingQuoteQuerySchema = z.object({
  tour_date_id: recordIdSchema,
  tourists_count: z.coerce.number().int().min(1).max(TOURISTS_PER_BOOKING_MAX),
  individual_tour_uuid: individualTourUuid.optional(),
})

/** GET /spa/booking-quote: what a booking of this date for this many tourists costs today. */
export const bookingQuoteSchema = z.object({
  tour_date_id: id,
  tour: bookingTourSummarySchema,
  tour_date: bookingTourDateSummarySchema,
  tourists_count: z.number().int().min(1),
  currency: z.string().length(3),
  number_of_free_seats: amount,
  price_per_tourist: amount,
  price_per_tourist_without_discount: amount,
  total: amount,
  total_without_discount: amount,
  discount: discountSchema,
  prepayment: amount.describe('Due at booking; the total when no deposit applies.'),
  full_payment_date: calendarDate
    .nullable()
    .describe('When the rest is due; null when everything is due at booking.'),
  cashback: amount.nullable(),
  lines: z.array(costLineSchema),
  instant_booking: z
    .boolean()
    .describe('True: the booking starts at 2 pending prepayment; false: 1 pending confirm.'),
  form: bookingFormSchema,
  cancellation_policy: cancellationPolicySchema.describe(
    "The policy a booking made now agrees to (the tour's, else its organizer's).",
  ),
  in_visitor_currency: z
    .object({ currency: z.string().length(3), total: amount, prepayment: amount })
    .nullable()
    .describe(
      "The total and the prepayment at today's rate in the request's X-Currency, whole units (decision 0047: the booking is charged in `currency`, this is the '≈' shown beside it); null when X-Currency is the booking's currency or no rate is known.",
    ),
})
export type BookingQuote = z.infer<typeof bookingQuoteSchema>

/** §3 travel info as a tourist's questionnaire sends it, for arrival and departure. */
export const travelInfoInputSchema = z.object({
  transport_type: z
    .number()
    .int()
    .refine((value) => (travelTransportTypes as readonly number[]).includes(value), {
      error: `Expected one of ${travelTransportTypes.join(', ')}.`,
    }),
  airport_name: optionalText(TEXT_MAX_LENGTH),
  flight_number: optionalText(64),
  station_name: optionalText(TEXT_MAX_LENGTH),
  train_number: optionalText(64),
  departure_place: optionalText(TEXT_MAX_LENGTH),
  other_transport_name: optionalText(TEXT_MAX_LENGTH),
  date: calendarDate.nullable().optional(),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Expected HH:mm.' })
    .nullable()
    .optional(),
  additional_info: optionalText(TEXT_MAX_LENGTH),
})
export type TravelInfoBody = z.infer<typeof travelInfoInputSchema>

/** §3 travel info as stored and answered: the text fields the questionnaire filled, others null. */
export const travelInfoSchema = z.object({
  transport_type: z.number().int(),
  airport_name: z.string().nullable().optional(),
  flight_number: z.string().nullable().optional(),
  station_name: z.string().nullable().optional(),
  train_number: z.string().nullable().optional(),
  departure_place: z.string().nullable().optional(),
  other_transport_name: z.string().nullable().optional(),
  date: z.string().nullable().optional(),
  time: z.string().nullable().optional(),
  additional_info: z.string().nullable().optional(),
})

/** What the form sends for one tourist; passport and weight are required when the brand collects them. */
export const touristInputSchema = z.object({
  first_name: requiredText(NAME_MAX_LENGTH),
  last_name: requiredText(NAME_MAX_LENGTH),
  middle_name: optionalText(NAME_MAX_LENGTH),
  birthday: z
    .string(required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Expected yyyy-MM-dd.' })
    .refine(isCalendarDate, { error: 'Not a calendar date.' })
    .refine((value) => value < new Date().toISOString().slice(0, 10), {
      error: 'The birthday must be in the past.',
    }),
  email: contactEmailSchema.nullable().optional(),
  phone: contactPhoneSchema.nullable().optional(),
  food_restriction: optionalText(TEXT_MAX_LENGTH),
  passport: optionalText(64),
  weight_kg: z.number().int().min(20).max(250).nullable().optional(),
})
export type TouristInput = z.infer<typeof touristInputSchema>

export const bookingContactSchema = z.object({
  first_name: requiredText(NAME_MAX_LENGTH),
  last_name: requiredText(NAME_MAX_LENGTH),
  email: contactEmailSchema,
  phone: contactPhoneSchema,
})

const touristsInputSchema = z
  .array(touristInputSchema, required)
  .min(1, { error: 'Add at least one tourist.' })
  .max(TOURISTS_PER_BOOKING_MAX, { error: `At most ${TOURISTS_PER_BOOKING_MAX} tourists.` })

/** POST request/create. */
export const createBookingBodySchema = z.object({
  tour_date_id: bodyRecordId(),
  tourists: touristsInputSchema,
  contact: bookingContactSchema,
  comment: z
    .string()
    .trim()
    .max(BOOKING_COMMENT_MAX_LENGTH, { error: `Maximum ${BOOKING_COMMENT_MAX_LENGTH} characters.` })
    .optional(),
  consent: z.literal(true, { error: 'Please accept the terms to book.' }),
  tickets_request: z.boolean().optional(),
  individual_tour_uuid: individualTourUuid.optional(),
})
export type CreateBookingBody = z.input<typeof createBookingBodySchema>

/** §3 Tourist (booking) with §3 travel info. */
export const bookingTouristSchema = z.object({
  id,
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string().nullable(),
  birthday: calendarDate,
  passport: z.string().nullable(),
  email: z.string().nullable(),
  food_restriction: z.string().nullable(),
  phone: z.string().nullable(),
  weight_kg: z.number().int().nullable(),
  is_touched: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  arrival: travelInfoSchema.nullable(),
  departure: travelInfoSchema.nullable(),
})
export type BookingTourist = z.infer<typeof bookingTouristSchema>

export const invoiceSchema = z.object({
  id,
  kind: z.enum(paymentKinds),
  status: z.literal(invoiceStatuses),
  amount,
  currency: z.string().length(3),
  due_date: calendarDate.nullable(),
  paid_at: instant.nullable(),
})
export type Invoice = z.infer<typeof invoiceSchema>

export const refundSchema = z.object({
  id,
  reason: z
    .enum(['duplicate_payment', 'invoice_canceled', 'cancellation'])
    .describe(
      "`cancellation`: what the booking's cancellation policy gives back (all of it when the organizer, the system or an admin cancelled).",
    ),
  amount,
  currency: z.string().length(3),
  status: z
    .enum(['pending', 'refunded', 'failed'])
    .describe(
      '`pending` until the provider confirms; `failed` after the provider refused it repeatedly (an operator takes it over).',
    ),
  created_at: instant,
  refunded_at: instant.nullable(),
})
export type Refund = z.infer<typeof refundSchema>

/** What this viewer may do with the booking, from the status machine. */
export const bookingActionsSchema = z.object({
  can_cancel: z.boolean(),
  can_pay: z.boolean(),
  can_add_tourists: z.boolean(),
  can_change_date: z.boolean(),
  can_edit_tourists: z.boolean(),
})
export type BookingActions = z.infer<typeof bookingActionsSchema>

/** §2 meet page: the meeting info the organizer saved, as the booking's tourists see it. */
export const bookingMeetSchema = z.object({
  text: z.string(),
  saved_at: instant,
  files: z.array(uploadedFileSchema),
})
export type BookingMeet = z.infer<typeof bookingMeetSchema>

export const bookingSchema = z.object({
  id,
  uuid: z.string(),
  status: z.literal(bookingRequestStatuses),
  created_at: instant,
  updated_at: instant,
  tour: bookingTourSummarySchema,
  organizer: z.object({ id, name: z.string() }),
  tour_date: bookingTourDateSummarySchema,
  tourists_count: z.number().int().min(1),
  currency: z.string().length(3),
  price: z.object({
    per_tourist: amount,
    per_tourist_without_discount: amount,
    total: amount,
    discount: discountSchema,
    prepayment: amount,
    paid: amount,
    outstanding: amount,
    cashback: amount.nullable(),
    full_payment_date: calendarDate.nullable(),
    lines: z.array(costLineSchema),
  }),
  invoices: z.array(invoiceSchema),
  refunds: z
    .array(refundSchema)
    .describe(
      "Money sent back through the provider: a cancellation's refund, or money received that nothing was due for (a second payment of an invoice, or a payment of an invoice canceled meanwhile).",
    ),
  cancellation_policy: cancellationPolicySchema.describe(
    "The policy agreed when the booking was made (the tour's, else its organizer's).",
  ),
  refund_if_cancelled_now: z
    .object({ amount, currency: z.string().length(3), refund_percent: z.number().int() })
    .nullable()
    .describe(
      "What this viewer's cancellation today would send back: the policy's share of what was paid for the tourist, all of it for the organizer or an admin; null when nothing was paid or this viewer cannot cancel.",
    ),
  refund_timeline: z
    .array(z.object({ from: calendarDate, amount, refund_percent: z.number().int() }))
    .describe(
      "What the tourist's cancellation would send back from today on (issue 44 item 4), in the booking's currency: the first step is today's (refund_if_cancelled_now), each next one applies from its `from` day (the tour's calendar day) and the last is the first day nothing comes back. Empty when nothing was paid, the booking cannot be cancelled, or the viewer is the organizer or an admin (whose cancellation returns everything).",
    ),
  next_invoice: z
    .object({ id, kind: z.enum(paymentKinds), amount, currency: z.string().length(3) })
    .nullable()
    .describe('The first new invoice: what "Pay" pays.'),
  tourists: z.array(bookingTouristSchema),
  contact: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  comment: z.string(),
  tickets_request: z.boolean(),
  cancel_reason: z.string().nullable(),
  canceled_at: instant.nullable(),
  confirmation_deadline: instant
    .nullable()
    .describe('While pending confirm: when the organizer must have answered.'),
  hold_expires_at: instant
    .nullable()
    .optional()
    .describe(
      'While awaiting its prepayment: when the seats go back on sale if it is not paid (BOOKING_HOLD_MINUTES after it began to wait); null otherwise.',
    ),
  form: bookingFormSchema,
  actions: bookingActionsSchema,
  links: z.object({
    page: z.string(),
    pay: z.string(),
    qr: z.string(),
    add_tourists: z.string(),
  }),
  is_owner: z.boolean(),
  meet: bookingMeetSchema
    .nullable()
    .optional()
    .describe(
      'The meeting info the organizer saved on the meet page; only for the owner or the link holder, null until saved.',
    ),
})
export type Booking = z.infer<typeof bookingSchema>

export const bookingListSchema = z.object({ data: z.array(bookingSchema) })
export type BookingList = z.infer<typeof bookingListSchema>

export const bookingIdQuerySchema = z.object({ id: recordIdSchema })
export const bookingUuidQuerySchema = z.object({ uuid: z.uuid({ error: 'Not a booking link.' }) })
export const bookingsForChatQuerySchema = z.object({ chat_id: recordIdSchema })

/** POST request/tour-dates. */
export const bookingTourDatesBodySchema = z.object({
  request_id: bodyRecordId(),
  with_variants: z.boolean().optional(),
})

/** A date the booking is on or could move to, priced for its group today. */
export const bookingTourDateOptionSchema = z.object({
  id,
  start: calendarDate,
  end: calendarDate,
  duration: z.number().int(),
  not_guaranteed: z.boolean(),
  number_of_free_seats: amount,
  currency: z.string().length(3),
  price_per_tourist: amount,
  total: amount,
  is_current: z.boolean(),
})
export const bookingTourDatesSchema = z.object({
  current: bookingTourDateOptionSchema,
  variants: z.array(bookingTourDateOptionSchema),
})
export type BookingTourDates = z.infer<typeof bookingTourDatesSchema>

/** POST request/change-tour-date. */
export const changeBookingTourDateBodySchema = z.object({
  request_id: bodyRecordId(),
  tour_date_id: bodyRecordId(),
})

/** POST request/cancel. */
export const cancelBookingBodySchema = z.object({
  id: bodyRecordId(),
  message: requiredText(CANCEL_REASON_MAX_LENGTH),
  notify_client: z.boolean().optional(),
})

/** POST request/update-tourists: every tourist the booking keeps, by id; those left out are removed. */
export const updateTouristsBodySchema = z.object({
  id: bodyRecordId(),
  tourists: z
    .array(touristInputSchema.extend({ id: bodyRecordId() }), required)
    .min(1, { error: 'Keep at least one tourist.' })
    .max(TOURISTS_PER_BOOKING_MAX),
})

/** POST request/update-tourists-questionnaires: §3 travel info per tourist. */
export const updateTouristsQuestionnairesBodySchema = z.object({
  id: bodyRecordId(),
  tourists: z
    .array(
      z.object({
        id: bodyRecordId(),
        arrival: travelInfoInputSchema.nullable().optional(),
        departure: travelInfoInputSchema.nullable().optional(),
        food_restriction: optionalText(TEXT_MAX_LENGTH),
      }),
      required,
    )
    .min(1, required)
    .max(TOURISTS_PER_BOOKING_MAX),
})

/**
 * POST request/update-travel-info (§2 /arrival/{uuid}): §3 arrival and departure per tourist, by
 * the booking link. A direction left out stays as it was; null clears it.
 */
export const updateTravelInfoBodySchema = z.object({
  uuid: z.uuid({ error: 'Not a booking link.' }),
  tourists: z
    .array(
      z.object({
        id: bodyRecordId(),
        arrival: travelInfoInputSchema.nullable().optional(),
        departure: travelInfoInputSchema.nullable().optional(),
      }),
      required,
    )
    .min(1, required)
    .max(TOURISTS_PER_BOOKING_MAX),
})
export type UpdateTravelInfoBody = z.infer<typeof updateTravelInfoBodySchema>

/** POST request/add-tourists (by the booking link). */
export const addTouristsBodySchema = z.object({
  uuid: z.uuid({ error: 'Not a booking link.' }),
  tourists: touristsInputSchema,
})

/** GET /spa/tourists-info: who is already on the booking, for the add-tourists page. */
export const touristsInfoSchema = z.object({
  uuid: z.string(),
  tour: z.object({ id, name: z.string() }),
  tour_date: z.object({ id, start: calendarDate, end: calendarDate }),
  tourists: z.array(z.object({ first_name: z.string(), last_name: z.string() })),
  number_of_free_seats: amount,
  can_add_tourists: z.boolean(),
  form: bookingFormSchema,
  added_tourist_price: z
    .object({
      per_tourist: amount,
      currency: z.string().length(3),
      due_date: calendarDate
        .nullable()
        .describe('When their price is due; null: it joins the first, unpaid invoice.'),
    })
    .optional()
    .describe(
      "What each added tourist costs (the booking's agreed price) and when it is due, shown before adding.",
    ),
})
export type TouristsInfo = z.infer<typeof touristsInfoSchema>

/** GET organizer/date/manifest. */
export const organizerDateManifestQuerySchema = z.object({ tour_date_id: recordIdSchema })

/** GET organizer/date/manifest: a date and everyone booked on it, for the organizer's office. */
export const organizerDateManifestSchema = z.object({
  tour_date: z.object({
    id,
    tour_id: id,
    tour_title: z.string(),
    start: calendarDate,
    end: calendarDate,
    number_of_seats: amount,
    number_of_free_seats: amount,
  }),
  bookings: z
    .array(
      z.object({
        id,
        uuid: z.string(),
        status: z.literal(bookingRequestStatuses),
        created_at: instant,
        tourists_count: z.number().int().min(1),
        contact: z.object({
          first_name: z.string(),
          last_name: z.string(),
          email: z.string(),
          phone: z.string(),
        }),
        comment: z.string(),
        tourists: z.array(bookingTouristSchema.omit({ can_edit: true, can_delete: true })),
      }),
    )
    .describe('The bookings that hold seats on the date (none canceled), oldest first.'),
  tourists_count: amount.describe('Everyone travelling on the date: the bookings’ tourists.'),
})

/**
 * The §8 error body of the booking calls, with the fields some refusals add: the seats left
 * (`not_enough_seats`), the tour to lead back to (`tour_date_not_bookable`), and the status
 * machine's reason (`transition_not_allowed`).
 */
export const bookingErrorBodySchema = errorBodySchema
  .extend({
    number_of_free_seats: z.number().int().min(0).optional(),
    tour: z.object({ slug: z.string(), name: z.string() }).optional(),
    reason: z
      .enum(['not-allowed-from-state', 'actor-not-allowed', 'too-early', 'too-late'])
      .optional(),
    transition: z.string().optional(),
  })
  .meta({ id: 'BookingErrorBody', description: 'ErrorBody with the booking refusals’ details.' })
export type BookingErrorBody = z.infer<typeof bookingErrorBodySchema>

/** The bookings endpoints, by contract name (decision 0020). */
export const bookingsEndpoints = {
  bookingQuote: defineEndpoint({
    method: 'GET',
    path: '/spa/booking-quote',
    summary: 'Booking quote',
    description:
      'What booking this date for this many tourists costs today, computed on the server: price per tourist after the best automatic discount, total, prepayment, full-payment date, cashback and cost lines in X-Language. 404 `tour_date_not_found`; 409 `tour_date_not_bookable` (with `tour: {slug, name}`) or `not_enough_seats`.',
    query: bookingQuoteQuerySchema,
    response: bookingQuoteSchema,
    errors: {
      404: ['individual_tour_not_found', 'tour_date_not_found'],
      409: ['not_enough_seats', 'tour_date_not_bookable'],
    },
    errorBodies: { 409: bookingErrorBodySchema },
  }),

  requestCreate: defineEndpoint({
    method: 'POST',
    path: '/crm/api/request/create',
    summary: 'Create a booking',
    description:
      'Books the date for the signed-in account: seats are taken atomically (409 `not_enough_seats` says how many are left), the price is computed on the server, and the first invoice is issued. Starts at 2 pending prepayment on a guaranteed date, else 1 pending confirm.' +
      idempotencyNote,
    body: createBookingBodySchema,
    signedIn: true,
    idempotent: true,
    response: bookingSchema,
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['booking_not_found', 'individual_tour_not_found', 'tour_date_not_found'],
      409: [
        'idempotency_key_in_progress',
        'not_enough_seats',
        'too_many_unpaid_bookings',
        'tour_date_not_bookable',
        'tourists_not_addable',
      ],
      422: ['idempotency_key_reused'],
      429: ['captcha_required'],
    },
    errorBodies: { 409: bookingErrorBodySchema, 429: captchaRequiredBodySchema },
  }),

  requestGet: defineEndpoint({
    method: 'GET',
    path: '/crm/api/request/get',
    summary: 'A booking by id',
    description:
      'For its owner, its organizer and admins; 403 `forbidden` for anyone else, 404 `booking_not_found`.',
    query: bookingIdQuerySchema,
    signedIn: true,
    response: bookingSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'], 404: ['booking_not_found'] },
  }),

  requestGetByUuid: defineEndpoint({
    method: 'GET',
    path: '/crm/api/request/get-by-uuid',
    summary: 'A booking by its link',
    description:
      'Open: the uuid is the capability. Whoever is not the owner, organizer or an admin sees the contact e-mail and phone masked and no passport numbers.',
    query: bookingUuidQuerySchema,
    response: bookingSchema,
    errors: { 404: ['booking_not_found'] },
  }),

  requestList: defineEndpoint({
    method: 'GET',
    path: '/crm/api/request/list',
    summary: 'My bookings',
    description: 'The signed-in account’s bookings, newest first.',
    signedIn: true,
    response: bookingListSchema,
    errors: { 401: ['unauthorized'] },
  }),

  requestListForChat: defineEndpoint({
    method: 'GET',
    path: '/crm/api/request/list-for-chat',
    summary: 'Bookings a chat is about',
    description:
      'The viewer’s bookings with the chat’s organizer, or all of them for a support chat. 404 `chat_not_found` for a chat that is not the viewer’s.',
    query: bookingsForChatQuerySchema,
    signedIn: true,
    response: bookingListSchema,
    errors: { 401: ['unauthorized'], 404: ['chat_not_found'] },
  }),

  requestTourDates: defineEndpoint({
    method: 'POST',
    path: '/crm/api/request/tour-dates',
    summary: 'The booking’s date and the dates it could move to',
    description:
      'For the owner. With `with_variants`, the tour’s other open dates with enough free seats, priced for this group today.',
    body: bookingTourDatesBodySchema,
    signedIn: true,
    response: bookingTourDatesSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'], 404: ['booking_not_found'] },
  }),

  requestChangeTourDate: defineEndpoint({
    method: 'POST',
    path: '/crm/api/request/change-tour-date',
    summary: 'Move a booking to another date',
    description:
      'For the owner, while the booking is 1 or 2 and nothing is paid: seats move atomically, the booking is repriced and its first invoice reissued. 409 `date_change_not_allowed`, `not_enough_seats` or `tour_date_not_bookable`.',
    body: changeBookingTourDateBodySchema,
    signedIn: true,
    response: bookingSchema,
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['booking_not_found', 'tour_date_not_found'],
      409: [
        'booking_changed',
        'date_change_not_allowed',
        'not_enough_seats',
        'tour_date_not_bookable',
      ],
    },
    errorBodies: { 409: bookingErrorBodySchema },
  }),

  requestCancel: defineEndpoint({
    method: 'POST',
    path: '/crm/api/request/cancel',
    summary: 'Cancel a booking',
    description:
      'The owner cancels as the tourist; the organizer declines (status 1) or cancels (2, 3); an admin cancels as admin. Seats come back and unpaid invoices are canceled. A refused move answers 409 `transition_not_allowed` with `reason`.',
    body: cancelBookingBodySchema,
    signedIn: true,
    response: bookingSchema,
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['booking_not_found'],
      409: ['transition_not_allowed'],
    },
    errorBodies: { 409: bookingErrorBodySchema },
  }),

  requestUpdateTourists: defineEndpoint({
    method: 'POST',
    path: '/crm/api/request/update-tourists',
    summary: 'Edit the booking’s tourists',
    description:
      'For the owner: every tourist the booking keeps, by id. Edited ones are marked touched; those left out are removed (only before anything is paid), their seats returned and the booking repriced.',
    body: updateTouristsBodySchema,
    signedIn: true,
    response: bookingSchema,
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['booking_not_found'],
      409: ['booking_not_editable', 'tourist_not_removable'],
    },
    errorBodies: { 409: bookingErrorBodySchema },
  }),

  requestUpdateTouristsQuestionnaires: defineEndpoint({
    method: 'POST',
    path: '/crm/api/request/update-tourists-questionnaires',
    summary: 'Travel info of the booking’s tourists',
    description: 'For the owner: §3 arrival and departure travel info and food restrictions.',
    body: updateTouristsQuestionnairesBodySchema,
    signedIn: true,
    response: bookingSchema,
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['booking_not_found'],
      409: ['booking_not_editable'],
    },
    errorBodies: { 409: bookingErrorBodySchema },
  }),

  requestUpdateTravelInfo: defineEndpoint({
    method: 'POST',
    path: '/crm/api/request/update-travel-info',
    summary: 'Arrival and departure by the booking link',
    description:
      '§2 /arrival/{uuid}: open, the uuid is the capability (not in §7; the arrival page needs a write). §3 travel info of the booking’s own tourists; 400 naming a tourist that is not on it, 404 for an unknown booking or a brand without the arrival page, 409 `booking_not_editable` once canceled or started. Limited per client address (429).',
    body: updateTravelInfoBodySchema,
    response: bookingSchema,
    errors: {
      404: ['booking_not_found'],
      409: ['booking_not_editable'],
      429: ['captcha_required'],
    },
    errorBodies: { 409: bookingErrorBodySchema, 429: captchaRequiredBodySchema },
  }),

  requestAddTourists: defineEndpoint({
    method: 'POST',
    path: '/crm/api/request/add-tourists',
    summary: 'Add tourists by the booking link',
    description:
      'Open: the uuid is the capability. Takes seats (409 `not_enough_seats`), keeps the price per tourist, and bills the extra.' +
      idempotencyNote,
    body: addTouristsBodySchema,
    idempotent: true,
    response: bookingSchema,
    errors: {
      404: ['booking_not_found', 'individual_tour_not_found', 'tour_date_not_found'],
      409: [
        'idempotency_key_in_progress',
        'not_enough_seats',
        'too_many_unpaid_bookings',
        'tour_date_not_bookable',
        'tourists_not_addable',
      ],
      422: ['idempotency_key_reused'],
      429: ['captcha_required'],
    },
    errorBodies: { 409: bookingErrorBodySchema, 429: captchaRequiredBodySchema },
  }),

  touristsInfo: defineEndpoint({
    method: 'GET',
    path: '/spa/tourists-info',
    summary: 'Who is on a booking',
    description:
      'Open, by the booking link: the tourists’ names and the free seats, for the add-tourists page.',
    query: bookingUuidQuerySchema,
    response: touristsInfoSchema,
    errors: { 404: ['booking_not_found'] },
  }),

  organizerRequestConfirm: defineEndpoint({
    method: 'POST',
    path: '/crm/api/organizer/request/confirm',
    summary: 'Confirm a booking (organizer)',
    description:
      'The booking’s organizer (or an admin for them) moves it from 1 pending confirm to 2 pending prepayment. 403 `forbidden` for others; 409 `transition_not_allowed` with `reason`.',
    body: bookingIdQuerySchema,
    signedIn: true,
    response: bookingSchema,
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['booking_not_found'],
      409: ['transition_not_allowed'],
    },
    errorBodies: { 409: bookingErrorBodySchema },
  }),

  organizerRequestList: defineEndpoint({
    method: 'GET',
    path: '/crm/api/organizer/request/list',
    summary: 'The organizer’s bookings',
    description:
      'For an account that acts for an organizer: its bookings, newest first. 403 `forbidden` otherwise.',
    signedIn: true,
    response: bookingListSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  organizerDateManifest: defineEndpoint({
    method: 'GET',
    path: '/crm/api/organizer/date/manifest',
    summary: 'Everyone booked on a date (organizer)',
    description:
      'For an account that acts for the tour’s organizer, or an admin: the date with its seats left, and every booking on it that holds seats with its contact and tourists (the office’s printable list and CSV). 403 `forbidden` for others, 404 `tour_date_not_found`.',
    query: organizerDateManifestQuerySchema,
    signedIn: true,
    response: organizerDateManifestSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'], 404: ['tour_date_not_found'] },
  }),
}
