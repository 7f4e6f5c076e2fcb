import { officeRoles } from '@tourmarket/domain/office'
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { captchaRequiredBodySchema, contactEmailSchema, recordIdSchema } from './common.ts'

// Issue 40 item 7: the team of the organizer profile the account acts for. Owners invite other
// accounts by e-mail as owners or staff, change roles and remove members; staff read the team.

export const officeRoleSchema = z.enum(officeRoles, { error: 'Choose owner or staff.' })
export type OfficeTeamRole = z.infer<typeof officeRoleSchema>

export const officeTeamMemberSchema = z.object({
  user_id: z.number().int(),
  name: z.string().describe('First and last name; the e-mail when the account has no name.'),
  email: z.string().nullable(),
  role: officeRoleSchema,
  since: z.string().describe('When the account joined the team (ISO 8601).'),
  is_you: z.boolean(),
})
export type OfficeTeamMember = z.infer<typeof officeTeamMemberSchema>

export const officeTeamInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: officeRoleSchema,
  invited_by: z
    .string()
    .nullable()
    .describe('The inviting owner’s name; null once that account is gone.'),
  created_at: z.string(),
  expires_at: z.string(),
})
export type OfficeTeamInvitation = z.infer<typeof officeTeamInvitationSchema>

/** The team as every member sees it: who is on it, who is invited and not yet in. */
export const officeTeamSchema = z
  .object({
    organizer: z.object({ id: z.number().int(), name: z.string() }),
    your_role: officeRoleSchema,
    members: z.array(officeTeamMemberSchema).describe('Owners first, then by joining date.'),
    invitations: z
      .array(officeTeamInvitationSchema)
      .describe('Pending only (neither accepted, revoked nor expired), newest first.'),
  })
  .meta({ id: 'OfficeTeam' })
export type OfficeTeam = z.infer<typeof officeTeamSchema>

export const officeTeamInviteBodySchema = z.object({
  email: contactEmailSchema,
  role: officeRoleSchema,
})

export const officeTeamRevokeBodySchema = z.object({ invitation_id: recordIdSchema })

export const officeTeamMemberBodySchema = z.object({ user_id: recordIdSchema })

export const officeTeamRoleBodySchema = z.object({
  user_id: recordIdSchema,
  role: officeRoleSchema,
})

const invitationTokenSchema = z
  .string({ error: 'Required field.' })
  .trim()
  .min(1, { error: 'Required field.' })
  .max(200, { error: 'Maximum 200 characters.' })

export const officeTeamTokenQuerySchema = z.object({ token: invitationTokenSchema })
export const officeTeamAcceptBodySchema = z.object({ token: invitationTokenSchema })

/** What an invitation offers, shown before the invited account accepts it. */
export const officeTeamInvitationPreviewSchema = z.object({
  organizer: z.object({ id: z.number().int(), name: z.string() }),
  role: officeRoleSchema,
  email: z
    .string()
    .describe('The address invited: the accepting account’s confirmed e-mail must be it.'),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
  already_member: z.boolean().describe('The signed-in account is on this team already.'),
})
export type OfficeTeamInvitationPreview = z.infer<typeof officeTeamInvitationPreviewSchema>

export const officeTeamJoinedSchema = z.object({
  organizer: z.object({ id: z.number().int(), name: z.string() }),
  role: officeRoleSchema,
})
export type OfficeTeamJoined = z.infer<typeof officeTeamJoinedSchema>

export const officeTeamLeftSchema = z.object({
  acting_organizer_id: z
    .number()
    .int()
    .nullable()
    .describe('The profile the account acts for now: another of its teams, or none.'),
})

const tags = ['organizer office']

const memberOnly =
  'Any member of the team of the profile the account acts for (users.organizer_id, organizer_accounts); 403 `forbidden` for anyone else.'
const ownerOnly =
  'Only an owner of the profile the account acts for: staff and anyone else get 403 `forbidden`.'
const tokenNote =
  'The token comes from the invitation mail; only its SHA-256 is stored. An unknown, revoked or already used token is 404 `invitation_not_found`, an expired one (7 days) 410 `invitation_expired`. Limited per address and account (429 with a captcha).'

/** The office team endpoints, by contract name (decision 0020). */
export const officeTeamEndpoints = {
  officeTeam: defineEndpoint({
    method: 'GET',
    path: '/crm/api/office/team',
    tags,
    summary: 'The profile’s team',
    description: `Members (name, e-mail, role, since) and pending invitations. ${memberOnly}`,
    signedIn: true,
    response: officeTeamSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  officeTeamInvite: defineEndpoint({
    method: 'POST',
    path: '/crm/api/office/team/invite',
    tags,
    summary: 'Invite an account to the team',
    description: `Mails a link (/office/team/accept?token=…, good for 7 days) to the address, in its account’s language when it has one. A new invitation of the same address replaces a pending one. 400 names \`email\` or \`role\`; 409 \`already_team_member\` when that address’s account is on the team; 503 \`mail_unavailable\` when the mail could not be sent (nothing is kept). Limited per account and per address invited. ${ownerOnly} Answers the team.`,
    signedIn: true,
    created: true,
    body: officeTeamInviteBodySchema,
    response: officeTeamSchema,
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      409: ['already_team_member'],
      429: ['captcha_required'],
      503: ['mail_unavailable'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  officeTeamRevoke: defineEndpoint({
    method: 'POST',
    path: '/crm/api/office/team/revoke',
    tags,
    summary: 'Revoke a pending invitation',
    description: `Its link stops working at once. 404 \`invitation_not_found\` for an invitation that is not pending on this profile (another profile’s reads the same). ${ownerOnly} Answers the team.`,
    signedIn: true,
    body: officeTeamRevokeBodySchema,
    response: officeTeamSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'], 404: ['invitation_not_found'] },
  }),

  officeTeamInvitation: defineEndpoint({
    method: 'GET',
    path: '/crm/api/office/team/invitation',
    tags,
    summary: 'What an invitation offers',
    description: `The profile, the role and who invited, for the signed-in account to decide. ${tokenNote}`,
    signedIn: true,
    query: officeTeamTokenQuerySchema,
    response: officeTeamInvitationPreviewSchema,
    errors: {
      401: ['unauthorized'],
      404: ['invitation_not_found'],
      410: ['invitation_expired'],
      429: ['captcha_required'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  officeTeamAccept: defineEndpoint({
    method: 'POST',
    path: '/crm/api/office/team/accept',
    tags,
    summary: 'Join a team by an invitation',
    description: `The signed-in account joins the profile’s team with the invited role and acts for the profile from now on. The account’s e-mail must be the invited address (403 \`invitation_email_mismatch\`) and confirmed (403 \`email_not_confirmed\`), so a forwarded or leaked link lets nobody else in. An account on the team already keeps its role. ${tokenNote}`,
    signedIn: true,
    body: officeTeamAcceptBodySchema,
    response: officeTeamJoinedSchema,
    errors: {
      401: ['unauthorized'],
      403: ['invitation_email_mismatch', 'email_not_confirmed'],
      404: ['invitation_not_found'],
      410: ['invitation_expired'],
      429: ['captcha_required'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  officeTeamRemove: defineEndpoint({
    method: 'POST',
    path: '/crm/api/office/team/remove',
    tags,
    summary: 'Remove a member',
    description: `The account’s access ends with its next call: it no longer acts for the profile. 404 \`team_member_not_found\` for an account not on this team; 409 \`last_owner\` for the only owner. ${ownerOnly} Answers the team.`,
    signedIn: true,
    body: officeTeamMemberBodySchema,
    response: officeTeamSchema,
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['team_member_not_found'],
      409: ['last_owner'],
    },
  }),

  officeTeamRole: defineEndpoint({
    method: 'POST',
    path: '/crm/api/office/team/role',
    tags,
    summary: 'Change a member’s role',
    description: `404 \`team_member_not_found\` for an account not on this team; 409 \`last_owner\` when it would leave the profile without an owner. ${ownerOnly} Answers the team.`,
    signedIn: true,
    body: officeTeamRoleBodySchema,
    response: officeTeamSchema,
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['team_member_not_found'],
      409: ['last_owner'],
    },
  }),

  officeTeamLeave: defineEndpoint({
    method: 'POST',
    path: '/crm/api/office/team/leave',
    tags,
    summary: 'Leave the team',
    description: `The account stops acting for the profile; an owner may leave only while another owner remains (409 \`last_owner\`). ${memberOnly}`,
    signedIn: true,
    response: officeTeamLeftSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'], 409: ['last_owner'] },
  }),
}
