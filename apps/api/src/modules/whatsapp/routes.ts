import { errorBodySchema } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { WHATSAPP_SIGNATURE_HEADER } from '../../platform/channels/whatsapp/webhook.ts'
import type { WhatsAppWebhook } from './service.ts'

/** Where Meta calls: the URL given as the app's WhatsApp webhook (API_PUBLIC_URL + this). */
export const whatsAppWebhookPath = '/whatsapp/webhook'

/** Webhook events are small JSON documents; Meta batches at most a few hundred. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024

/**
 * The WhatsApp webhook, registered only when WHATSAPP_* is configured. The signature covers the
 * exact bytes sent, so this scope keeps the body raw instead of parsing it.
 */
export const whatsAppWebhookRoutes: FastifyPluginAsyncZod<{ webhook: WhatsAppWebhook }> = async (
  app,
  { webhook },
) => {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => {
      done(null, body)
    },
  )

  app.get(
    whatsAppWebhookPath,
    {
      schema: {
        tags: ['messengers'],
        summary: 'WhatsApp webhook subscription',
        description:
          'Meta subscribes the webhook with `hub.mode=subscribe`, `hub.verify_token` (WHATSAPP_VERIFY_TOKEN) and `hub.challenge`; the challenge is echoed as text. 403 `forbidden` for another token.',
        querystring: z.object({
          'hub.mode': z.string().max(64).optional(),
          'hub.verify_token': z.string().max(1024).optional(),
          'hub.challenge': z.string().max(1024).optional(),
        }),
        response: { 200: z.string(), 403: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(webhook.subscribe(request.query)),
  )

  app.post(
    whatsAppWebhookPath,
    {
      schema: {
        tags: ['messengers'],
        summary: 'WhatsApp webhook events',
        description:
          'Called by Meta with `whatsapp_business_account` events signed in `X-Hub-Signature-256` (`sha256=` and the hex HMAC-SHA256 of the raw body under WHATSAPP_APP_SECRET). Delivery failures of our messages are reported to the log; messages people send are counted, not relayed (decision 0054). 401 `unauthorized` for a missing or wrong signature.',
        response: {
          200: z.object({ received: z.literal(true), incoming: z.number().int() }),
          401: errorBodySchema,
        },
      },
    },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const header = request.headers[WHATSAPP_SIGNATURE_HEADER]
      return webhook.receive(rawBody, Array.isArray(header) ? header[0] : header)
    },
  )
}
