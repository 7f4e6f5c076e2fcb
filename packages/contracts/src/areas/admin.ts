import { defineEndpoint } from '../endpoint.ts'
import { pageSchema, recordIdSchema } from './common.ts'
import { consoleSections, staffRoles } from '@tourmarket/domain/console'
import { bookingRequestStatuses } from '@tourmarket/domain/enums'
import { z } from 'zod'

// Issue 43: the operator console's shell (who the staff member is, which sections their role
// opens) and its bookings section's search and history. Every call is for a staff account signed
// in as staff with a role that may take it; anyone else is 403 `forbidden`.

const tags = ['operator console']

const id = z.number().int()
const count = z.number().int().min(0)
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Expected yyyy-MM-dd.' })
const instant = z.string().describe('An ISO 8601 instant.')

const refused = (roles: string) =>
  ` 403 \`forbidden\` for anyone but staff signed in as staff with the ${roles} role.`

/** GET admin/context: the console's shell. */
export const adminContextSchema = z.object({
  name: z.string().describe('The staff member’s name, else their e-mail.'),
  role: z.enum(staffRoles),
  sections: z
    .array(z.enum(consoleSections))
    .describe('The sections the role may open, in the navigation’s order.'),
})
export type AdminContext = z.infer<typeof adminContextSchema>

/** GET admin/booking/search. */
export const adminBookingSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .default('')
    .describe(
      'A booking number (or its link’s uuid), an e-mail, a phone number (its digits) or a tourist’s or the contact’s name; blank lists the newest bookings.',
    ),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})

export const adminBookingRowSchema = z.object({
  id,
  status: z.literal(bookingRequestStatuses),
  status_label: z.string(),
  tour: z.object({ id, title: z.string() }),
  organizer: z.object({ id, name: z.string() }),
  tour_date: z.object({ id, start_date: calendarDate, end_date: calendarDate }),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  tourists_count: count,
  total: z.object({ amount_minor: z.number().int(), currency: z.string() }),
  paid_minor: count,
  created_at: instant,
})

export const adminBookingSearchSchema = pageSchema(adminBookingRowSchema)
export type AdminBookingSearch = z.infer<typeof adminBookingSearchSchema>

/** GET admin/booking/history. */
export const adminBookingHistoryQuerySchema = z.object({ id: recordIdSchema })

export const adminBookingHistorySchema = z.object({
  data: z
    .array(
      z.object({
        kind: z
          .enum(['status', 'audit', 'mail'])
          .describe(
            '`status`: a move of the booking’s status; `audit`: an office or console action with its fields; `mail`: a booking mail written for sending.',
          ),
        at: instant,
        action: z
          .string()
          .describe(
            'The transition (`confirm`, `cancel-by-admin`), the audit action (`booking.refund`) or the mail’s kind (`booking-cancelled`).',
          ),
        actor: z.object({
          kind: z.string().describe('tourist, organizer, admin or system.'),
          name: z.string().nullable().describe('The account’s name; null when none is known.'),
        }),
        from_status: z.literal(bookingRequestStatuses).nullable(),
        to_status: z.literal(bookingRequestStatuses).nullable(),
        message: z.string().nullable().describe('A status move’s reason.'),
        changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
        mail_status: z
          .enum(['pending', 'running', 'done', 'failed'])
          .nullable()
          .describe('A mail’s delivery: `done` sent, `failed` given up after its tries.'),
        mail_id: id.nullable().describe('A mail’s id: what admin/booking/resend-mail sends again.'),
        can_resend: z
          .boolean()
          .describe('A mail to the tourist, which the console may send again.'),
      }),
    )
    .describe('Everything recorded about the booking, oldest first.'),
})
export type AdminBookingHistory = z.infer<typeof adminBookingHistorySchema>

export const adminEndpoints = {
  adminContext: defineEndpoint({
    method: 'GET',
    path: '/crm/api/admin/context',
    tags,
    summary: 'The operator console’s context',
    description: `The staff member’s name, role and the console sections the role opens.${refused('any console')}`,
    signedIn: true,
    response: adminContextSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  adminBookingSearch: defineEndpoint({
    method: 'GET',
    path: '/crm/api/admin/booking/search',
    tags,
    summary: 'Find bookings (console)',
    description: `Every organizer’s bookings, newest first, found by number, link uuid, e-mail, phone or name (the contact’s, a tourist’s or the booking account’s).${refused('admin or support')}`,
    signedIn: true,
    query: adminBookingSearchQuerySchema,
    response: adminBookingSearchSchema,
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  adminBookingHistory: defineEndpoint({
    method: 'GET',
    path: '/crm/api/admin/booking/history',
    tags,
    summary: 'A booking’s history (console)',
    description: `Every status change with who made it, every office and console action with its fields before and after, and every booking mail with its delivery.${refused('admin or support')}`,
    signedIn: true,
    query: adminBookingHistoryQuerySchema,
    response: adminBookingHistorySchema,
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['booking_not_found'],
    },
  }),
}
