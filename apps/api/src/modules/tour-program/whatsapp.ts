import type { OutboxRepository } from '../../platform/mail/outbox-repository.ts'

/** A WhatsApp text to one phone number (+ and digits). */
export type WhatsAppMessage = { readonly phone: string; readonly text: string }

/** The port the program order sends through; a provider's adapter replaces the outbox one. */
export type WhatsAppSender = { send(message: WhatsAppMessage): Promise<void> }

/**
 * No WhatsApp provider is configured: the message goes to the outbox with channel `whatsapp`,
 * where the developer page shows it, as codes meant for messengers do.
 */
export function createOutboxWhatsAppSender(
  outbox: Pick<OutboxRepository, 'insert'>,
): WhatsAppSender {
  return {
    async send(message) {
      await outbox.insert({
        channel: 'whatsapp',
        recipient: message.phone,
        subject: null,
        body: message.text,
      })
    },
  }
}
