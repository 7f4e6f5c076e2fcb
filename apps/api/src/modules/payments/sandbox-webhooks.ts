import type { FastifyBaseLogger } from 'fastify'
import type { PaymentEventType } from './provider.ts'
import type { SandboxEvent } from './sandbox-provider.ts'
import { newSandboxId, sandboxWebhookPath } from './sandbox-provider.ts'
import type { SandboxSession } from './sandbox-repository.ts'
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from '../../platform/sandbox/signature.ts'
import type { WebhookTransport } from './webhook-transport.ts'

export type SandboxWebhookSenderOptions = {
  transport: WebhookTransport
  webhookSecret: string
  apiPublicUrl: string
  now: () => Date
}

/**
 * Tells the shop about an outcome the way a provider does: a signed POST to its webhook endpoint,
 * awaited (with the transport's timeout) before the browser is sent back. Each outcome is a new
 * event with its own id. A failed delivery is logged and does not stop the redirect: the
 * storefront's success page polls the booking, as it must with a real provider too.
 */
export function createSandboxWebhookSender(options: SandboxWebhookSenderOptions) {
  const { transport, webhookSecret, apiPublicUrl, now } = options
  return async function send(
    session: SandboxSession,
    type: PaymentEventType,
    log: FastifyBaseLogger,
  ): Promise<boolean> {
    const created = Math.floor(now().getTime() / 1000)
    const event: SandboxEvent = {
      id: newSandboxId('evt_sandbox'),
      type,
      created,
      data: {
        session_id: session.id,
        ...(session.invoiceId === null ? {} : { invoice_id: session.invoiceId }),
        ...(session.giftCardOrderId === null
          ? {}
          : { gift_card_order_id: session.giftCardOrderId }),
        amount: session.amountMinor,
        currency: session.currency,
      },
    }
    const body = JSON.stringify(event)
    try {
      const { status } = await transport({
        url: `${apiPublicUrl}${sandboxWebhookPath}`,
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(body, webhookSecret, created),
        },
        body,
      })
      if (status >= 200 && status < 300) return true
      log.error({ eventId: event.id, status }, 'sandbox webhook refused')
    } catch (error) {
      log.error({ err: error, eventId: event.id }, 'sandbox webhook not delivered')
    }
    return false
  }
}

export type SandboxWebhookSender = ReturnType<typeof createSandboxWebhookSender>
