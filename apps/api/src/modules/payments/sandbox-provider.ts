import { unfinishedSandboxStatuses } from '../../db/schema/payments-sandbox.ts'
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { CheckoutSubject, PaymentProvider } from './provider.ts'
import { headerValue } from './provider.ts'
import type { SandboxRepository } from './sandbox-repository.ts'
import {
  SANDBOX_SIGNATURE_HEADER,
  verifySandboxSignature,
} from '../../platform/sandbox/signature.ts'

/** Where the sandbox's hosted pages and its webhook endpoint live, under API_PUBLIC_URL. */
export const sandboxCheckoutPath = '/payments/sandbox/checkout'
export const sandboxWebhookPath = '/payments/webhooks/sandbox'

/** A checkout left unpaid this long expires, as Stripe's do by default. */
export const SANDBOX_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000

/** The body of a sandbox webhook, the shape a provider's event has: id, type, created, data. */
export const sandboxEventSchema = z.object({
  id: z.string().min(1),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  created: z.number().int(),
  data: z
    .object({
      session_id: z.string().min(1),
      invoice_id: z.number().int().positive().optional(),
      gift_card_order_id: z.number().int().positive().optional(),
      amount: z.number().int(),
      currency: z.string(),
    })
    .refine((data) => (data.invoice_id === undefined) !== (data.gift_card_order_id === undefined)),
})
export type SandboxEvent = z.infer<typeof sandboxEventSchema>

/** The one of ours a sandbox event is about (the schema lets through exactly one). */
export function sandboxSubjectOf(event: SandboxEvent): CheckoutSubject {
  const { invoice_id: invoiceId, gift_card_order_id: orderId } = event.data
  return invoiceId === undefined
    ? { kind: 'gift_card_order', id: orderId! }
    : { kind: 'invoice', id: invoiceId }
}

export function newSandboxId(prefix: 'cs_sandbox' | 'evt_sandbox' | 're_sandbox'): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`
}

export type SandboxProviderOptions = {
  repository: SandboxRepository
  webhookSecret: string
  apiPublicUrl: string
  now: () => Date
}

/**
 * The built-in provider (docs/decisions/0016): sessions in its own table, a hosted checkout on the
 * API's origin (sandbox-routes.ts) and webhooks signed with PAYMENT_WEBHOOK_SECRET.
 */
export function createSandboxProvider(options: SandboxProviderOptions): PaymentProvider {
  const { repository, webhookSecret, apiPublicUrl, now } = options
  return {
    name: 'sandbox',

    async createCheckout(request) {
      const { subject, successUrl, failureUrl, idempotencyKey } = request
      const createdAt = now()
      const session = await repository.create({
        id: newSandboxId('cs_sandbox'),
        invoiceId: subject.kind === 'invoice' ? subject.id : null,
        giftCardOrderId: subject.kind === 'gift_card_order' ? subject.id : null,
        amountMinor: request.amountMinor,
        currency: request.currency,
        description: request.description,
        successUrl,
        failureUrl,
        idempotencyKey,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + SANDBOX_SESSION_LIFETIME_MS),
      })
      return {
        sessionId: session.id,
        url: `${apiPublicUrl}${sandboxCheckoutPath}/${encodeURIComponent(session.id)}`,
      }
    },

    async expireCheckout(sessionId) {
      await repository.move(sessionId, unfinishedSandboxStatuses, 'expired')
    },

    async refund({ sessionId, amountMinor, idempotencyKey }) {
      const outcome = await repository.refund({
        id: newSandboxId('re_sandbox'),
        sessionId,
        amountMinor,
        idempotencyKey,
      })
      if (outcome.kind === 'not_paid')
        throw new Error(`Sandbox session ${sessionId} was never paid`)
      if (outcome.kind === 'exceeds_payment') {
        throw new Error(
          `Sandbox session ${sessionId} has ${String(outcome.refundableMinor)} left to refund`,
        )
      }
      return { refundId: outcome.refund.id }
    },

    verifyWebhook(rawBody, headers, at) {
      const header = headerValue(headers, SANDBOX_SIGNATURE_HEADER)
      const signature = verifySandboxSignature(rawBody, header, webhookSecret, at)
      if (!signature.ok) return signature
      let json: unknown
      try {
        json = JSON.parse(rawBody.toString())
      } catch {
        return { ok: false, reason: 'webhook_payload_invalid' }
      }
      const parsed = sandboxEventSchema.safeParse(json)
      if (!parsed.success) return { ok: false, reason: 'webhook_payload_invalid' }
      const event = parsed.data
      return {
        ok: true,
        eventType: event.type,
        event: {
          id: event.id,
          type: event.type,
          sessionId: event.data.session_id,
          subject: sandboxSubjectOf(event),
          amountMinor: event.data.amount,
          currency: event.data.currency.toUpperCase(),
          paymentId: event.data.session_id,
          occurredAt: new Date(event.created * 1000),
        },
      }
    },
  }
}
