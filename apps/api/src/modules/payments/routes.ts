import { endpoints, errorBodySchema } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import type { Idempotency } from '../../platform/idempotency/idempotency.ts'
import { idempotencyKeyFrom } from '../../platform/idempotency/idempotency.ts'
import type { PaymentsContext } from './context.ts'
import { sandboxCheckoutRoutes } from './sandbox-routes.ts'

export type PaymentsRoutesOptions = {
  payments: PaymentsContext
  sessions: SessionGuard
  idempotency: Idempotency
}

/** Providers retry until they get a 2xx; the body says only that the event arrived. */
const webhookReceivedSchema = z.object({ received: z.literal(true) })

/** Webhooks are small JSON events; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024

const webhookRoutes: FastifyPluginAsyncZod<{ payments: PaymentsContext }> = async (
  app,
  { payments },
) => {
  // The signature covers the exact bytes sent, so this scope keeps the body raw instead of
  // parsing it (whatever content type the provider declares).
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => {
      done(null, body)
    },
  )

  const name = payments.provider.name
  app.post(
    `/payments/webhooks/${name}`,
    {
      schema: {
        tags: ['payments'],
        summary: `Payment webhook (${name})`,
        description:
          (name === 'sandbox'
            ? 'Called by the sandbox provider with a JSON event signed in the `Sandbox-Signature` header (`t={unix},v1={hex HMAC-SHA256 of "{t}.{body}"}`).'
            : 'Called by Stripe with an event signed in the `Stripe-Signature` header.') +
          ' A genuine event is stored once per id; a repeat answers 200 and changes nothing. 400 `webhook_signature_invalid` for a signature that does not match, `webhook_timestamp_stale` for one dated more than 300 s before or after now.',
        response: { 200: webhookReceivedSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      return payments.service.receiveWebhook(rawBody, request.headers, request.log)
    },
  )
}

/**
 * Decision 0016 payments: invoice/pay opens the provider's hosted checkout; the provider's
 * webhooks record the outcome; with the sandbox provider, its hosted pages are served here too.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  { payments, sessions, idempotency },
) => {
  app.route({
    ...endpointRoute(endpoints.invoicePay),
    handler: async (request) => {
      const { body } = request
      const key = idempotencyKeyFrom(request.headers)
      const viewer =
        body.request_id === undefined
          ? await sessions.optionalViewer(request)
          : await sessions.requireViewer(request)
      const scope =
        body.request_id === undefined || viewer === null
          ? `uuid:${String(body.uuid)}`
          : `user:${String(viewer.user.id)}`
      const response = await idempotency.run(
        { scope, route: 'invoice/pay', key, body },
        {
          // Opening a checkout is a call to the provider, not a transaction here: an attempt that
          // died is taken over after the lease, and the invoice's one open checkout is reused.
          run: async () => ({
            statusCode: 200,
            body: await payments.service.startCheckout({
              viewer,
              body,
              language: request.language,
              idempotencyKey: key,
            }),
          }),
        },
      )
      // Only a success is ever stored (a failure stores nothing), so the answer is always a 200.
      return response.body
    },
  })

  app.route({
    ...endpointRoute(endpoints.openRefunds),
    handler: async (request) => payments.service.openRefunds(await sessions.requireViewer(request)),
  })

  app.route({
    ...endpointRoute(endpoints.retryRefund),
    handler: async (request) => {
      const staff = await sessions.requireViewer(request)
      const refund = await payments.service.retryRefund(staff, request.body.refund_id)
      // Who sent money back, until the operator console keeps an audit log of its own (issue 43).
      request.log.info(
        { refundId: refund.id, status: refund.status, staffUserId: staff.user.id },
        'refund retried by staff',
      )
      return refund
    },
  })

  app.register(webhookRoutes, { payments })

  if (payments.sandbox !== undefined) app.register(sandboxCheckoutRoutes, payments.sandbox)
}
