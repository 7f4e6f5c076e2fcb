import { defineEndpoint } from '../endpoint.ts'
import { bodyRecordId } from './bookings.ts'
import { captchaRequiredBodySchema, pageSchema, recordIdSchema } from './common.ts'
import { z } from 'zod'

// Issue 43 item 4: the console's Support section. The support chats as an inbox (who waits the
// longest first, each taken by an agent), the team's canned answers, and the help centre's
// requests (§7 submit-help-request) with their status. For staff signed in as staff with the
// support or admin role.

const tags = ['operator console']
const id = z.number().int()
const instant = z.string().describe('An ISO 8601 instant.')
const required = { error: 'Required field.' }
const refused =
  ' 403 `forbidden` for anyone but staff signed in as staff with the support or admin role.'

export const CANNED_TITLE_MAX_LENGTH = 120
export const CANNED_TEXT_MAX_LENGTH = 4000

const page = z.coerce.number().int().min(1).max(10_000).default(1)
const limit = z.coerce.number().int().min(1).max(50).default(20)

/** Which support chats the inbox lists. */
export const adminSupportChatFilters = ['all', 'unassigned', 'mine'] as const
export type AdminSupportChatFilter = (typeof adminSupportChatFilters)[number]

/** GET admin/support/chats. */
export const adminSupportChatsQuerySchema = z.object({
  filter: z
    .enum(adminSupportChatFilters)
    .default('all')
    .describe('`unassigned`: taken by nobody; `mine`: taken by the caller; `all`.'),
  page,
  limit,
})

const personSchema = z.object({ id, name: z.string() })

export const adminSupportChatSchema = z.object({
  id,
  tourist: personSchema,
  last_message: z
    .object({
      excerpt: z.string().describe('The start of its text (a file’s name when it has none).'),
      side: z.enum(['tourist', 'organizer', 'support']),
      at: instant,
    })
    .nullable(),
  unread: z.number().int().min(0).describe('The tourist’s messages support has not read.'),
  waiting_since: instant
    .nullable()
    .describe(
      'When the tourist’s first message after support’s last answer was sent: the tourist has waited since then. Null when support spoke last.',
    ),
  assignee: personSchema.nullable().describe('The agent who took the chat.'),
  path: z.string().describe('The chat’s page on the site (`/chat/{id}`).'),
})
export type AdminSupportChat = z.infer<typeof adminSupportChatSchema>

export const adminSupportChatsSchema = pageSchema(adminSupportChatSchema).extend({
  me: id.describe('The caller’s account: “mine” and “Assign to me” mean this one.'),
  agents: z
    .array(personSchema)
    .describe('The staff a chat may be assigned to (support and admin roles).'),
})
export type AdminSupportChats = z.infer<typeof adminSupportChatsSchema>

/** GET admin/support/chat. */
export const adminSupportChatQuerySchema = z.object({ id: recordIdSchema })

/** POST admin/support/assign. */
export const adminSupportAssignBodySchema = z.object({
  chat_id: bodyRecordId(),
  user_id: bodyRecordId()
    .nullable()
    .describe('The agent to take it; null unassigns (admins). Support may name only themselves.'),
})

export const cannedAnswerSchema = z.object({
  id,
  title: z.string(),
  text: z.string(),
  updated_at: instant,
})
export type CannedAnswer = z.infer<typeof cannedAnswerSchema>
export const cannedAnswersSchema = z.object({ data: z.array(cannedAnswerSchema) })
export type CannedAnswers = z.infer<typeof cannedAnswersSchema>

/** POST admin/support/canned-answer/save: a new one (no id) or a change. */
export const cannedAnswerSaveBodySchema = z.object({
  id: bodyRecordId().optional(),
  title: z
    .string(required)
    .trim()
    .min(1, required)
    .max(CANNED_TITLE_MAX_LENGTH, { error: `Maximum ${CANNED_TITLE_MAX_LENGTH} characters.` }),
  text: z
    .string(required)
    .trim()
    .min(1, required)
    .max(CANNED_TEXT_MAX_LENGTH, { error: `Maximum ${CANNED_TEXT_MAX_LENGTH} characters.` }),
})

export const cannedAnswerDeleteBodySchema = z.object({ id: bodyRecordId() })

export const helpRequestStatuses = ['new', 'in_progress', 'done'] as const
export type HelpRequestStatus = (typeof helpRequestStatuses)[number]

/** GET admin/support/help-requests. */
export const adminHelpRequestsQuerySchema = z.object({
  status: z.enum([...helpRequestStatuses, 'all']).default('all'),
  page,
  limit,
})

export const adminHelpRequestSchema = z.object({
  id,
  kind: z.string().describe('The §3 request kind the visitor chose.'),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  page_path: z.string().nullable().describe('The page it was sent from.'),
  language: z.string(),
  created_at: instant,
  status: z.enum(helpRequestStatuses),
  status_changed_at: instant.nullable(),
})
export type AdminHelpRequest = z.infer<typeof adminHelpRequestSchema>
export const adminHelpRequestsSchema = pageSchema(adminHelpRequestSchema)
export type AdminHelpRequests = z.infer<typeof adminHelpRequestsSchema>

export const adminHelpRequestQuerySchema = z.object({ id: recordIdSchema })

/** POST admin/support/help-request/status. */
export const adminHelpRequestStatusBodySchema = z.object({
  id: bodyRecordId(),
  status: z.enum(helpRequestStatuses, { error: 'Choose new, in progress or done.' }),
})

const readErrors = {
  400: ['validation_failed'],
  401: ['unauthorized'],
  403: ['forbidden'],
} as const
const writeErrors = { ...readErrors, 429: ['captcha_required'] } as const

export const adminSupportEndpoints = {
  adminSupportChats: defineEndpoint({
    method: 'GET',
    path: '/crm/api/admin/support/chats',
    tags,
    summary: 'Support chats as an inbox (console)',
    description: `The tourists’ chats with support: those waiting for an answer first, the longest waiting first, then the rest by their latest message; with the agents a chat may be given to.${refused}`,
    signedIn: true,
    query: adminSupportChatsQuerySchema,
    response: adminSupportChatsSchema,
    errors: readErrors,
  }),

  adminSupportChat: defineEndpoint({
    method: 'GET',
    path: '/crm/api/admin/support/chat',
    tags,
    summary: 'One support chat’s inbox row (console)',
    description: `Its messages are the chat’s own (chat/get-messages); replies go through chat/send-message.${refused}`,
    signedIn: true,
    query: adminSupportChatQuerySchema,
    response: adminSupportChatSchema,
    errors: { ...readErrors, 404: ['chat_not_found'] },
  }),

  adminSupportAssign: defineEndpoint({
    method: 'POST',
    path: '/crm/api/admin/support/assign',
    tags,
    summary: 'Assign a support chat (console)',
    description: `Support takes an unassigned chat (or one already theirs) for themselves; admins give it to any support agent or unassign it. 400 naming \`user_id\` for anyone else; 409 \`chat_assigned\` when another agent has it. Audited.${refused}`,
    signedIn: true,
    body: adminSupportAssignBodySchema,
    response: adminSupportChatSchema,
    errors: { ...writeErrors, 404: ['chat_not_found'], 409: ['chat_assigned'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  adminCannedAnswers: defineEndpoint({
    method: 'GET',
    path: '/crm/api/admin/support/canned-answers',
    tags,
    summary: 'The support team’s canned answers (console)',
    description: `By title.${refused}`,
    signedIn: true,
    response: cannedAnswersSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  adminCannedAnswerSave: defineEndpoint({
    method: 'POST',
    path: '/crm/api/admin/support/canned-answer/save',
    tags,
    summary: 'Add or change a canned answer (console)',
    description: `Shared by the whole team. Audited.${refused}`,
    signedIn: true,
    body: cannedAnswerSaveBodySchema,
    response: cannedAnswerSchema,
    errors: { ...writeErrors, 404: ['canned_answer_not_found'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  adminCannedAnswerDelete: defineEndpoint({
    method: 'POST',
    path: '/crm/api/admin/support/canned-answer/delete',
    tags,
    summary: 'Delete a canned answer (console)',
    description: `Audited, with the text it had.${refused}`,
    signedIn: true,
    body: cannedAnswerDeleteBodySchema,
    response: z.object({ success: z.literal(true) }),
    errors: { ...writeErrors, 404: ['canned_answer_not_found'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  adminHelpRequests: defineEndpoint({
    method: 'GET',
    path: '/crm/api/admin/support/help-requests',
    tags,
    summary: 'Help-centre requests (console)',
    description: `What visitors sent through submit-help-request to support (callback requests made for an organizer go to its office), newest first, by status.${refused}`,
    signedIn: true,
    query: adminHelpRequestsQuerySchema,
    response: adminHelpRequestsSchema,
    errors: readErrors,
  }),

  adminHelpRequest: defineEndpoint({
    method: 'GET',
    path: '/crm/api/admin/support/help-request',
    tags,
    summary: 'One help-centre request (console)',
    description: `The whole request and its status.${refused}`,
    signedIn: true,
    query: adminHelpRequestQuerySchema,
    response: adminHelpRequestSchema,
    errors: { ...readErrors, 404: ['help_request_not_found'] },
  }),

  adminHelpRequestStatus: defineEndpoint({
    method: 'POST',
    path: '/crm/api/admin/support/help-request/status',
    tags,
    summary: 'Change a help-centre request’s status (console)',
    description: `new, in progress or done. Audited (the status before and after).${refused}`,
    signedIn: true,
    body: adminHelpRequestStatusBodySchema,
    response: adminHelpRequestSchema,
    errors: { ...writeErrors, 404: ['help_request_not_found'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
