import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { OutboxRepository } from './repository.ts'
import { endpointRoute } from '../../lib/endpoint-route.ts'

export type MessagesRoutesOptions = { outbox: OutboxRepository }

/**
 * GET /dev/outbox: the messages kept instead of sent (codes, password-reset links), newest first,
 * for the storefront's developer page. Registered only when DEV_PAGES=1: it shows sign-in codes.
 */
export const messagesRoutes: FastifyPluginAsyncZod<MessagesRoutesOptions> = async (
  app,
  { outbox },
) => {
  app.route({
    ...endpointRoute(endpoints.outbox),
    handler: async (request) => {
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
  })
}
