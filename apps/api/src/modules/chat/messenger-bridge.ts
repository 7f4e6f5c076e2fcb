import type { OutboxRepository } from '../../platform/mail/outbox-repository.ts'

/** A chat message relayed to a tourist's messenger account, with a link back to the chat. */
export type RelayedMessage = {
  readonly chatId: number
  readonly messageId: number
  /** The account whose messenger it goes to: a reply from there is posted as this account. */
  readonly userId: number
  readonly sourceId: string
  readonly externalAccountId: string
  readonly from: string
  readonly text: string
  /** `/tg/{uuid}` on the storefront: opens the chat (after sign-in). */
  readonly link: string
}

/**
 * Delivery to a messenger's bot API (Telegram, WhatsApp, …). No bot is reachable from here, so
 * the default records what would be sent in the outbox, as codes and e-mails without a provider do.
 */
export type MessengerBridge = { deliver(message: RelayedMessage): Promise<void> }

export function createOutboxMessengerBridge(outbox: OutboxRepository): MessengerBridge {
  return {
    async deliver(message) {
      await outbox.insert({
        channel: message.sourceId,
        recipient: `${message.sourceId}:${message.externalAccountId}`,
        subject: message.from,
        body: `${message.text}\n\n${message.link}`,
      })
    },
  }
}
