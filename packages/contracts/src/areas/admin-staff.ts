import { staffRoles } from '@tourmarket/domain/console'
import { defineEndpoint } from '../endpoint.ts'
import { bodyRecordId } from './bookings.ts'
import { captchaRequiredBodySchema } from './common.ts'
import { z } from 'zod'

// Issue 43 item 8: the console's staff accounts, and an admin resetting another staff account's
// second factor (a lost phone): its authenticator secret is forgotten, its staff sessions end and
// it enrols again at its next sign-in. For staff signed in as staff with the admin role only.

const tags = ['operator console']
const instant = z.string().describe('An ISO 8601 instant.')
const refused = ' 403 `forbidden` for anyone but staff signed in as staff with the admin role.'

export const adminStaffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string().describe('The account’s name; empty when it has none.'),
  email: z.string().nullable(),
  role: z.enum(staffRoles).nullable().describe('The console role; null for staff with none.'),
  second_factor: z
    .enum(['none', 'enrolling', 'enrolled'])
    .describe('none: never offered; enrolling: a secret offered, no code yet; enrolled.'),
  enrolled_at: instant.nullable(),
  is_you: z.boolean().describe('The caller’s own account: its factor is not reset here.'),
})
export type AdminStaffMember = z.infer<typeof adminStaffMemberSchema>

export const adminStaffListSchema = z.object({ data: z.array(adminStaffMemberSchema) })
export type AdminStaffList = z.infer<typeof adminStaffListSchema>

/** POST admin/staff/second-factor-reset. */
export const adminStaffSecondFactorResetBodySchema = z.object({
  id: bodyRecordId(),
})

export const adminStaffEndpoints = {
  adminStaffList: defineEndpoint({
    method: 'GET',
    path: '/crm/api/admin/staff/list',
    tags,
    summary: 'Staff accounts (console)',
    description: `Every staff account with its role and whether its second factor is enrolled, by name.${refused}`,
    signedIn: true,
    response: adminStaffListSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  adminStaffSecondFactorReset: defineEndpoint({
    method: 'POST',
    path: '/crm/api/admin/staff/second-factor-reset',
    tags,
    summary: 'Reset a staff account’s second factor (console)',
    description: `Forgets another staff account’s authenticator secret and ends its sessions: it enrols a new authenticator at its next sign-in. 409 \`own_second_factor\` for the caller’s own account; 404 \`staff_not_found\` for an account that is not staff. Audited.${refused}`,
    signedIn: true,
    body: adminStaffSecondFactorResetBodySchema,
    response: adminStaffMemberSchema,
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['staff_not_found'],
      409: ['own_second_factor'],
      429: ['captcha_required'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
