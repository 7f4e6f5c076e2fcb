import { defineEndpoint } from '../endpoint.ts'
import { LOGIN_MAX_LENGTH } from './accounts.ts'
import { z } from 'zod'

/** A message kept in the outbox instead of being sent (no SMTP or messenger configured). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z
    .string()
    .describe('email, or the §3 code sender the message was meant for (sms, telegram, …).'),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  html: z
    .string()
    .nullable()
    .describe('The HTML part of a designed mail (booking mails); null for plain text and codes.'),
  created_at: z.string(),
  attachments: z
    .array(
      z.object({
        id: z.number().int(),
        file_name: z.string(),
        content_type: z.string(),
        size_bytes: z.number().int(),
        url: z.string().describe('GET it for the bytes (developer pages only).'),
      }),
    )
    .describe('Files sent with the message (the tour program PDF).'),
})
export type OutboxMessage = z.infer<typeof outboxMessageSchema>
export const outboxQuerySchema = z.object({
  recipient: z.string().max(LOGIN_MAX_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})
/** A job of the queue not done yet (decision 0046): what the outbox will hold once it runs. */
export const outboxJobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  key: z.string(),
  status: z.enum(['pending', 'running', 'failed']),
  run_at: z.string(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  last_error: z.string().nullable(),
})
export const outboxSchema = z.object({
  data: z.array(outboxMessageSchema),
  /** Jobs pending, running or failed, newest first (the 50 newest). */
  jobs: z.array(outboxJobSchema),
})
export type Outbox = z.infer<typeof outboxSchema>

/** The messages endpoints, by contract name (decision 0020). */
export const messagesEndpoints = {
  outbox: defineEndpoint({
    method: 'GET',
    path: '/dev/outbox',
    summary: 'Outbox (developer page)',
    description:
      "Only with DEV_PAGES=1. E-mail (when no SMTP_URL is set) and SMS or messenger messages (no provider is configured), newest first; recipient= keeps those to one normalised e-mail or phone. `jobs` lists the job queue's jobs not done yet (pending, running, failed; newest 50), what is still to be sent.",
    query: outboxQuerySchema,
    response: outboxSchema,
  }),
}
