import { defineEndpoint } from '../endpoint.ts'
import { outboxQuerySchema, outboxSchema } from '../schemas/index.ts'

export const outbox = defineEndpoint({
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Outbox (developer page)',
  description:
    "Only with DEV_PAGES=1. E-mail (when no SMTP_URL is set) and SMS or messenger messages (no provider is configured), newest first; recipient= keeps those to one normalised e-mail or phone. `jobs` lists the job queue's jobs not done yet (pending, running, failed; newest 50), what is still to be sent.",
  query: outboxQuerySchema,
  response: outboxSchema,
})
