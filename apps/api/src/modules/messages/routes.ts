import { outboxQuerySchema, outboxSchema } from '@tourmarket/api-client'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { OutboxRepository } from './repository.ts'

export type MessagesRoutesOptions = { outbox: OutboxRepository }

/**
 * GET /dev/outbox: the messages kept instead of sent (codes, password-reset links), newest first,
 * for the storefront's developer page. Registered only when DEV_PAGES=1: it shows sign-in codes.
 */
export const messagesRoutes: FastifyPluginAsyncZod<MessagesRoutesOptions> = async (
  app,
  { outbox },
) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        summary: 'Outbox (developer page)',
        description:
          'Only with DEV_PAGES=1. E-mail (when no SMTP_URL is set) and SMS or messenger messages (no provider is configured), newest first; recipient= keeps those to one normalised e-mail or phone.',
        querystring: outboxQuerySchema,
        response: { 200: outboxSchema },
      },
    },
    async (request) => {
      const messages = await outbox.list({
        recipient: request.query.recipient?.trim().toLowerCase(),
        limit: request.query.limit,
      })
      return {
        data: messages.map((message) => ({
          id: message.id,
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject,
          body: message.body,
          created_at: message.createdAt.toISOString(),
        })),
      }
    },
  )
}
