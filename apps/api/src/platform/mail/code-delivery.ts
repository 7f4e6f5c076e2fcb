import type { CodeSender } from '@tourmarket/domain/enums'
import { codeSenders } from '@tourmarket/domain/enums'
import type { Mailer } from './mailer.ts'
import type { OutboxRepository } from './outbox-repository.ts'

/** A message with a code, to one e-mail address or phone number. */
export type CodeMessage = {
  readonly destination: string
  readonly subject: string
  readonly text: string
}

/** One way of sending codes (§3 code senders): e-mail, SMS or a messenger. */
export type CodeChannel = { send(message: CodeMessage): Promise<void> }

/** Every §3 code sender with the channel that carries it. */
export type CodeDelivery = Readonly<Record<CodeSender, CodeChannel>>

/**
 * The §3 code senders behind one interface. `email` goes through the mailer (SMTP or the
 * outbox); SMS and messengers have no provider configured yet, so their messages land in the
 * outbox under the sender's name. A provider replaces its entry in `overrides`.
 */
export function createCodeDelivery(options: {
  mailer: Mailer
  outbox: Pick<OutboxRepository, 'insert'>
  overrides?: Partial<Record<CodeSender, CodeChannel>>
}): CodeDelivery {
  const { mailer, outbox, overrides = {} } = options
  const toOutbox = (sender: CodeSender): CodeChannel => ({
    async send(message) {
      await outbox.insert({
        channel: sender,
        recipient: message.destination,
        subject: null,
        body: message.text,
      })
    },
  })
  const email: CodeChannel = {
    send: (message) =>
      mailer.send({ to: message.destination, subject: message.subject, text: message.text }),
  }
  return Object.fromEntries(
    codeSenders.map((sender) => [
      sender,
      overrides[sender] ?? (sender === 'email' ? email : toOutbox(sender)),
    ]),
  ) as Record<CodeSender, CodeChannel>
}
