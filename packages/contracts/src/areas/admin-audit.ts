import { defineEndpoint } from '../endpoint.ts'
import { pageSchema } from './common.ts'
import { z } from 'zod'

// Issue 43 item 7: the console's audit log, read-only and for admins. Every console action
// (and a staff sign-in's second factor) is a row written in the change's own transaction.

const tags = ['operator console']
const searchText = (what: string) => z.string().trim().max(100).default('').describe(what)

/** GET admin/audit. */
export const adminAuditQuerySchema = z.object({
  actor: searchText('Part of the staff member’s e-mail or name, or their account id.'),
  object: searchText(
    'An object as `kind` (e.g. `booking`), `kind:id` (e.g. `booking:42`) or an id alone.',
  ),
  action: searchText('An action or its start, e.g. `booking.` or `booking.refund`.'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

export const adminAuditRowSchema = z.object({
  id: z.number().int(),
  at: z.string().describe('An ISO 8601 instant.'),
  actor: z
    .object({ id: z.number().int(), name: z.string(), email: z.string().nullable() })
    .nullable()
    .describe('The staff member; null once their account is deleted.'),
  action: z.string().describe('`<object>.<verb>`, e.g. `booking.cancel-by-admin`.'),
  object: z.object({ kind: z.string(), id: z.string() }),
  organizer_id: z.number().int().nullable().describe('Whose object it is, when an organizer’s.'),
  changes: z
    .array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() }))
    .describe('Each recorded field with its value before and after.'),
})

export const adminAuditSchema = pageSchema(adminAuditRowSchema)
export type AdminAudit = z.infer<typeof adminAuditSchema>

export const adminAuditEndpoints = {
  adminAudit: defineEndpoint({
    method: 'GET',
    path: '/crm/api/admin/audit',
    tags,
    summary: 'The console’s audit log',
    description:
      'Every console action, newest first: who, when, what and the fields before and after, found by actor, object and action. Read-only: nothing changes or removes a row. 403 `forbidden` for anyone but staff signed in as staff with the admin role.',
    signedIn: true,
    query: adminAuditQuerySchema,
    response: adminAuditSchema,
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 403: ['forbidden'] },
  }),
}
