import { defineEndpoint } from '../endpoint.ts'
import { captchaRequiredBodySchema, recordIdSchema, successSchema } from './common.ts'
import { prepaymentType } from '@tourmarket/domain/pricing'
import { guaranteeDecisionLimits } from '@tourmarket/domain/booking'
import { MAX_SERIES_DATES, tourDateLimits, weekdays } from '@tourmarket/domain/office'
import { z } from 'zod'

// Issue 40 item 3: the dates and prices of a tour in the organizer office. Every call acts for the
// organizer the account acts for (office/context), refuses another organizer's tour or date with
// 403 `forbidden`, records each change in the audit log, and puts it in search and on the tour
// page at once.

const tags = ['organizer office']

const id = z.number().int()
const count = z.number().int().min(0)
const calendarDate = z
  .string()
  .describe('A calendar date, yyyy-MM-dd, in the tour’s local time (its start city).')
const wholeNumber = () => z.number().int()

const notActing =
  ' 403 `forbidden` when the account acts for no organizer, or the tour or date is another organizer’s.'
const written =
  ' Recorded in the audit log; search and the tour page show the change at once. 429 past the office’s write limit.'

/** The terms an organizer sets on a date; the ranges are checked by the domain's tourDateProblems. */
const termsShape = {
  base_price_minor: wholeNumber().describe(
    `The price per tourist before any discount, in minor units of the date’s currency (1 to ${String(tourDateLimits.maxPriceMinor)}).`,
  ),
  discount_percent: wholeNumber().describe(
    `This date’s own discount (0 to ${String(tourDateLimits.maxDiscountPercent)} %); the price a tourist pays is the base less the largest automatic discount that applies.`,
  ),
  number_of_seats: wholeNumber().describe(
    `Seats on the date (1 to ${String(tourDateLimits.maxSeats)}); never below the seats sold.`,
  ),
  not_guaranteed: z
    .boolean()
    .describe('The date runs only once enough tourists book (§3 not_guaranteed).'),
  min_travellers: wholeNumber()
    .nullable()
    .describe(
      'For a date that is not guaranteed: the travellers it needs (1 to the seats); null for the tour’s minimum group. Ignored on a guaranteed date.',
    ),
  decision_days: wholeNumber()
    .optional()
    .describe(
      `For a date that is not guaranteed: the organizer decides whether it runs this many days before the start (${String(guaranteeDecisionLimits.minDays)} to ${String(guaranteeDecisionLimits.maxDays)}, ${String(guaranteeDecisionLimits.defaultDays)} when left out), and refunds in full by then if it does not. Kept, but unchecked, on a guaranteed date.`,
    ),
  prepayment_type: wholeNumber().describe(
    '§3 prepayment_type: 1 a percent of the price, 2 a fixed amount per tourist, 3 no prepayment (the full price at booking).',
  ),
  prepayment_size: wholeNumber().describe(
    'Type 1: the percent (1 to 100). Type 2: minor units per tourist (1 to the price). Type 3: 0.',
  ),
  full_payment_days: wholeNumber().describe(
    `The rest is due this many days before the start (0 to ${String(tourDateLimits.maxFullPaymentDays)}).`,
  ),
}

export const officeDateStatuses = ['open', 'closed', 'sold_out', 'not_guaranteed'] as const

/** One date as the office shows it. */
export const officeDateSchema = z.object({
  id,
  tour_id: id,
  start: calendarDate,
  end: calendarDate.describe('The last day of the trip: the start and the tour’s days.'),
  duration_days: count,
  currency: z.string().length(3),
  base_price_minor: count,
  price_minor: count.describe(
    'What a tourist booking today pays per person: the base less the best automatic discount.',
  ),
  discount_percent: count.describe('This date’s own discount (0 for none).'),
  number_of_seats: count,
  sold_seats: count.describe('Seats held by bookings: the seats less the free ones.'),
  free_seats: count,
  not_guaranteed: z.boolean(),
  min_travellers: count
    .nullable()
    .describe('As set on the date; null on a guaranteed date or for the tour’s minimum group.'),
  travellers_needed: count.describe(
    'The travellers a date that is not guaranteed needs to run (its own minimum, else the tour’s); 0 on a guaranteed date.',
  ),
  decision_days: count.describe('The decision day, in days before the start.'),
  decision_date: calendarDate
    .nullable()
    .describe(
      'The day the organizer decides whether a not-guaranteed date runs (and refunds by); null on a guaranteed date.',
    ),
  prepayment_type: z.literal([
    prepaymentType.percent,
    prepaymentType.fixedAmount,
    prepaymentType.fullPayment,
  ]),
  prepayment_size: count,
  full_payment_days: count,
  is_closed: z.boolean().describe('Closed by the organizer: no new bookings; those made stand.'),
  status: z.enum(officeDateStatuses),
  bookings_count: count.describe(
    'Bookings ever made on the date, canceled ones too (a date with any cannot be deleted).',
  ),
})
export type OfficeDate = z.infer<typeof officeDateSchema>

/** GET office/date/list. */
export const officeDateListQuerySchema = z.object({ tour_id: recordIdSchema })

export const officeDateListSchema = z.object({
  tour: z.object({
    id,
    title: z.string(),
    slug: z.string(),
    duration_days: count.describe('Each new date ends this many days after it starts, inclusive.'),
    min_group_size: count.describe('The tour’s minimum group: a date’s default minimum.'),
    currency: z
      .string()
      .length(3)
      .describe(
        'The currency new dates are priced in: that of the tour’s latest date, else the brand’s default.',
      ),
    today: calendarDate.describe('Today in the tour’s start city: new dates start after it.'),
  }),
  data: z.array(officeDateSchema).describe('Every date of the tour, earliest first.'),
})
export type OfficeDateList = z.infer<typeof officeDateListSchema>

const dateIdBody = z.object({ id: recordIdSchema })

/** POST office/date/create. */
export const officeDateCreateBodySchema = z.object({
  tour_id: recordIdSchema,
  start: z.string({ error: 'Expected a date.' }).describe('yyyy-MM-dd, after today.'),
  ...termsShape,
})
export type OfficeDateCreateBody = z.infer<typeof officeDateCreateBodySchema>

/** POST office/date/create-series. */
export const officeDateSeriesBodySchema = z.object({
  tour_id: recordIdSchema,
  from: z.string({ error: 'Expected a date.' }).describe('The first day a date may start on.'),
  to: z.string({ error: 'Expected a date.' }).describe('The last day a date may start on.'),
  weekdays: z
    .array(z.literal(weekdays))
    .max(7)
    .optional()
    .describe('The days of the week dates start on (0 Sunday … 6 Saturday).'),
  every_days: wholeNumber()
    .optional()
    .describe('Instead of weekdays: a date on `from` and every N days after it.'),
  ...termsShape,
})
export type OfficeDateSeriesBody = z.infer<typeof officeDateSeriesBodySchema>

export const officeDateSeriesSchema = z.object({
  created: count.describe(`How many dates were added (at most ${String(MAX_SERIES_DATES)}).`),
  data: z.array(officeDateSchema),
})

/** POST office/date/update: the fields sent change, the others stay. */
export const officeDateUpdateBodySchema = z
  .object(termsShape)
  .partial()
  .extend({
    id: recordIdSchema,
    start: z
      .string({ error: 'Expected a date.' })
      .optional()
      .describe('A new start, after today; only for a date without bookings.'),
  })
export type OfficeDateUpdateBody = z.infer<typeof officeDateUpdateBodySchema>

const writeErrors = {
  400: ['validation_failed'],
  401: ['unauthorized'],
  403: ['forbidden'],
  429: ['captcha_required'],
} as const

export const officeDatesEndpoints = {
  officeDateList: defineEndpoint({
    method: 'GET',
    path: '/crm/api/office/date/list',
    tags,
    summary: 'A tour’s dates and prices (office)',
    description: `Every date of one of the organizer’s tours with its prices, seats sold and free, minimum group, prepayment terms, status and bookings, and what new dates take (currency, days, today).${notActing} 404 \`tour_not_found\`.`,
    signedIn: true,
    query: officeDateListQuerySchema,
    response: officeDateListSchema,
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['tour_not_found'],
    },
  }),

  officeDateCreate: defineEndpoint({
    method: 'POST',
    path: '/crm/api/office/date/create',
    tags,
    summary: 'Add a date (office)',
    description: `A date of one of the organizer’s tours, ending after the tour’s days, priced in the tour’s currency; 400 naming each field out of range.${written}${notActing}`,
    signedIn: true,
    body: officeDateCreateBodySchema,
    response: officeDateSchema,
    errors: { ...writeErrors, 404: ['tour_not_found'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  officeDateCreateSeries: defineEndpoint({
    method: 'POST',
    path: '/crm/api/office/date/create-series',
    tags,
    summary: 'Add a series of dates (office)',
    description: `Dates on the chosen weekdays (or every N days) between two days, all with the same terms, in one transaction: all are added or none. At most ${String(MAX_SERIES_DATES)}; 400 naming the field otherwise.${written}${notActing}`,
    signedIn: true,
    body: officeDateSeriesBodySchema,
    response: officeDateSeriesSchema,
    errors: { ...writeErrors, 404: ['tour_not_found'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  officeDateUpdate: defineEndpoint({
    method: 'POST',
    path: '/crm/api/office/date/update',
    tags,
    summary: 'Change a date (office)',
    description: `Changes the fields sent. A new price applies to bookings made from now on: a booking keeps the price it was made at. 409 \`seats_below_sold\` (naming \`number_of_seats\`) for fewer seats than sold; 409 \`tour_date_has_bookings\` to move the start of a date with bookings.${written}${notActing}`,
    signedIn: true,
    body: officeDateUpdateBodySchema,
    response: officeDateSchema,
    errors: {
      ...writeErrors,
      404: ['tour_date_not_found'],
      409: ['seats_below_sold', 'tour_date_has_bookings'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  officeDateClose: defineEndpoint({
    method: 'POST',
    path: '/crm/api/office/date/close',
    tags,
    summary: 'Close a date to new bookings (office)',
    description: `No new bookings on the date; the bookings made stand.${written}${notActing}`,
    signedIn: true,
    body: dateIdBody,
    response: officeDateSchema,
    errors: { ...writeErrors, 404: ['tour_date_not_found'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  officeDateReopen: defineEndpoint({
    method: 'POST',
    path: '/crm/api/office/date/reopen',
    tags,
    summary: 'Reopen a closed date (office)',
    description: `The date takes bookings again while seats are free.${written}${notActing}`,
    signedIn: true,
    body: dateIdBody,
    response: officeDateSchema,
    errors: { ...writeErrors, 404: ['tour_date_not_found'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  officeDateDelete: defineEndpoint({
    method: 'POST',
    path: '/crm/api/office/date/delete',
    tags,
    summary: 'Delete a date without bookings (office)',
    description: `Only a date nobody ever booked; close one with bookings instead (409 \`tour_date_has_bookings\`).${written}${notActing}`,
    signedIn: true,
    body: dateIdBody,
    response: successSchema,
    errors: {
      ...writeErrors,
      404: ['tour_date_not_found'],
      409: ['tour_date_has_bookings'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
