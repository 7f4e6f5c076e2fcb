import { defineEndpoint } from '../endpoint.ts'
import { pageSchema, recordIdSchema } from './common.ts'
import { bookingRequestStatuses } from '@tourmarket/domain/enums'
import { isCalendarDate } from '@tourmarket/domain/inputs'
import { z } from 'zod'

// Issue 40: the organizer office's shell (who acts for which profile, the badges), its overview,
// its list of booking requests and the audit trail any office page shows under an object.

const tags = ['organizer office']

const id = z.number().int()
const count = z.number().int().min(0)
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Expected yyyy-MM-dd.' })
const instant = z.string().describe('An ISO 8601 instant.')
const officeRoles = ['owner', 'staff'] as const

const notActing =
  ' 403 `forbidden` when the account acts for no organizer (or is no longer on its team).'

/** GET office/context: who the signed-in account acts for in the office, and the badges. */
export const officeContextSchema = z.object({
  organizer: z.object({
    id,
    name: z.string(),
    slug: z.string(),
    url: z.string().describe('The organizer’s public page on the storefront.'),
    is_published: z.boolean(),
    hidden_reason: z
      .string()
      .nullable()
      .describe(
        'Issue 43: why Tourmarket hid the profile and its tours; while set, only Tourmarket publishes it again.',
      ),
  }),
  role: z.enum(officeRoles),
  profiles: z
    .array(z.object({ id, name: z.string() }))
    .describe('Every profile the account is on the team of (switch with organizer/set-acting).'),
  counts: z.object({
    pending_requests: count.describe('Requests waiting for the organizer’s confirmation (1).'),
    unread_chats: count.describe('The organizer’s chats with messages it has not read.'),
    upcoming_dates: count.describe('Dates of the organizer’s tours from today on.'),
  }),
})
export type OfficeContext = z.infer<typeof officeContextSchema>

const tourRef = z.object({ id, title: z.string() })
const tourDateRef = z.object({ id, start_date: calendarDate, end_date: calendarDate })

/** GET office/overview: what needs the organizer now. */
export const officeOverviewSchema = z.object({
  pending_requests: z
    .array(
      z.object({
        id,
        tour: tourRef,
        tour_date: tourDateRef,
        contact_name: z.string(),
        tourists_count: count,
        created_at: instant,
        confirmation_deadline: instant.nullable(),
      }),
    )
    .describe('Requests waiting for confirmation, the nearest deadline first (at most 10).'),
  next_departures: z
    .array(
      z.object({
        tour: tourRef,
        tour_date: tourDateRef,
        seats: count,
        seats_sold: count,
        seats_left: count,
      }),
    )
    .describe('The next dates of the organizer’s tours, soonest first (at most 10).'),
  unread_chats: z
    .array(
      z.object({
        chat_id: id,
        tourist_name: z.string(),
        unread_count: count,
        last_message_at: instant.nullable(),
      }),
    )
    .describe('The organizer’s chats with unread messages, latest first (at most 10).'),
})
export type OfficeOverview = z.infer<typeof officeOverviewSchema>

const optionalCalendarDate = z
  .string()
  .refine(isCalendarDate, { error: 'Not a calendar date.' })
  .optional()

/** GET office/booking/list. */
export const officeBookingListQuerySchema = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((value) => (bookingRequestStatuses as readonly number[]).includes(value), {
      error: 'Not a booking status.',
    })
    .optional(),
  tour_id: recordIdSchema.optional(),
  date_from: optionalCalendarDate.describe('Trips starting on or after this day.'),
  date_to: optionalCalendarDate.describe('Trips starting on or before this day.'),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('A booking number, or part of a tourist’s or the contact’s name.'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})

export const officeBookingRowSchema = z.object({
  id,
  uuid: z.string(),
  status: z.literal(bookingRequestStatuses),
  status_label: z.string(),
  tour: tourRef,
  tour_date: tourDateRef,
  contact_name: z.string(),
  tourists_count: count,
  total: z.object({ amount_minor: z.number().int(), currency: z.string() }),
  paid_minor: count.describe('What the tourist has paid, in the booking’s currency.'),
  created_at: instant,
  confirmation_deadline: instant.nullable(),
  has_unread_chat: z
    .boolean()
    .describe('The tourist’s chat with the organizer has unread messages.'),
})

export const officeBookingListSchema = pageSchema(officeBookingRowSchema).extend({
  tours: z.array(tourRef).describe('The organizer’s tours, for the list’s tour filter.'),
})
export type OfficeBookingList = z.infer<typeof officeBookingListSchema>

const auditObjectKinds = ['booking', 'tour', 'tour_date', 'review', 'team', 'organizer'] as const

/** GET office/audit. */
export const officeAuditQuerySchema = z.object({
  object_kind: z.enum(auditObjectKinds),
  object_id: z.string().trim().min(1).max(64),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

export const officeAuditSchema = z.object({
  data: z.array(
    z.object({
      id,
      action: z.string().describe('`<object>.<verb>`, e.g. `booking.confirm`.'),
      actor: z.object({
        kind: z.string().describe('organizer, admin or system.'),
        name: z.string().nullable().describe('The account’s name; null for the system.'),
      }),
      created_at: instant,
      changes: z
        .array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() }))
        .describe('Each recorded field with its value before and after (null when absent).'),
    }),
  ),
})
export type OfficeAudit = z.infer<typeof officeAuditSchema>

export const officeEndpoints = {
  officeContext: defineEndpoint({
    method: 'GET',
    path: '/crm/api/office/context',
    tags,
    summary: 'The office’s context',
    description: `The organizer profile the account acts for, its role there, every profile it can switch to, and the counts the office’s badges show.${notActing}`,
    signedIn: true,
    response: officeContextSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  officeOverview: defineEndpoint({
    method: 'GET',
    path: '/crm/api/office/overview',
    tags,
    summary: 'What needs the organizer now',
    description: `Requests waiting for confirmation with their deadlines, the next departures with their seats, and the chats with unread messages.${notActing}`,
    signedIn: true,
    response: officeOverviewSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  officeBookingList: defineEndpoint({
    method: 'GET',
    path: '/crm/api/office/booking/list',
    tags,
    summary: 'The organizer’s booking requests',
    description: `The bookings of the organizer’s tours, newest first, filtered by status, tour, the trip’s start and a search of the booking number and names; with the organizer’s tours for the filter.${notActing}`,
    signedIn: true,
    query: officeBookingListQuerySchema,
    response: officeBookingListSchema,
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  officeAudit: defineEndpoint({
    method: 'GET',
    path: '/crm/api/office/audit',
    tags,
    summary: 'An object’s audit trail',
    description: `Every recorded change of one of the organizer’s objects, newest first: who, when, what, the fields before and after. 403 \`forbidden\` for another organizer’s object.${notActing}`,
    signedIn: true,
    query: officeAuditQuerySchema,
    response: officeAuditSchema,
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 403: ['forbidden'] },
  }),
}
