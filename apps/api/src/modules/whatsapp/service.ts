import { AppError } from '../../errors.ts'
import {
  isWhatsAppSignatureValid,
  readWhatsAppWebhook,
  whatsAppSubscriptionChallenge,
} from '../../platform/channels/whatsapp/webhook.ts'

export type WhatsAppWebhookOptions = {
  /** WHATSAPP_APP_SECRET: the key of every POST's X-Hub-Signature-256. */
  appSecret: string
  /** WHATSAPP_VERIFY_TOKEN: what Meta sends back once when the webhook is subscribed. */
  verifyToken: string
  /** Where an operator hears of a message WhatsApp could not deliver (a number without WhatsApp, say). */
  reportWarning: (details: Record<string, unknown>, message: string) => void
}

/**
 * The WhatsApp Cloud API's webhook (decision 0054): the subscription handshake, and signed events.
 * WhatsApp carries codes and tour programs only, it relays no chat, so a person's message to the
 * business number is counted and left, and a message of ours that failed after WhatsApp took it
 * (the Cloud API says so only here) is reported.
 */
export function createWhatsAppWebhook(options: WhatsAppWebhookOptions) {
  const { appSecret, verifyToken, reportWarning } = options
  return {
    /** The challenge to echo; 403 when the token is not ours. */
    subscribe(query: Readonly<Record<string, unknown>>): string {
      const challenge = whatsAppSubscriptionChallenge(query, verifyToken)
      if (challenge === null) {
        throw new AppError({ code: 'forbidden', message: 'The verify token does not match.' })
      }
      return challenge
    },

    /** A signed event; 401 when the signature is not the body's under our app secret. */
    receive(rawBody: Buffer, signature: string | undefined): { received: true; incoming: number } {
      if (!isWhatsAppSignatureValid(rawBody, signature, appSecret)) {
        throw new AppError({
          code: 'unauthorized',
          message: 'The X-Hub-Signature-256 signature does not match.',
        })
      }
      const events = readWhatsAppWebhook(rawBody)
      // Anything else Meta sends to this URL (another field, a test event) needs no action.
      if (events === null) return { received: true, incoming: 0 }
      for (const status of events.statuses) {
        if (status.status !== 'failed') continue
        reportWarning(
          {
            whatsappMessageId: status.id,
            errors: status.errors?.map((error) => ({ code: error.code, title: error.title })),
          },
          'WhatsApp could not deliver a message',
        )
      }
      return { received: true, incoming: events.incoming.length }
    },
  }
}

export type WhatsAppWebhook = ReturnType<typeof createWhatsAppWebhook>
