import type { CodeSender } from '@tourmarket/domain/enums'
import { offeredCodeSenders } from '@tourmarket/domain/accounts'
import { codeSenders } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import type { Mailer } from './mailer.ts'
import type { OutboxRepository } from './outbox-repository.ts'

/** A message with a code, to one e-mail address or phone number. */
export type CodeMessage = {
  readonly destination: string
  readonly subject: string
  readonly text: string
  /** The code alone, for a template that carries it as a parameter (WhatsApp); null in a notice. */
  readonly code: string | null
  /** The language the text is in; a provider's refusal is told in it too. */
  readonly language: Locale
}

/** One way of sending codes (§3 code senders): e-mail, SMS or a messenger. */
export type CodeChannel = { send(message: CodeMessage): Promise<void> }

/** The §3 code senders a person may choose, and the channel of each. */
export type CodeDelivery = {
  /** In §3's order (decision 0052): phone-confirmation-methods lists the phone ones. */
  readonly offered: readonly CodeSender[]
  /** The channel of an offered sender; undefined for one that is not offered. */
  channel(sender: CodeSender): CodeChannel | undefined
}

/**
 * The §3 code senders behind one interface (decision 0052). `email` goes through the mailer
 * (SMTP or the outbox). Another sender is carried by its provider's channel in `overrides`; one
 * without a provider lands in the outbox under the sender's name, and is offered only while the
 * outbox page shows it (`outboxStandsIn`: DEV_PAGES), so production offers only what reaches a
 * person.
 */
export function createCodeDelivery(options: {
  mailer: Mailer
  outbox: Pick<OutboxRepository, 'insert'>
  overrides?: Partial<Record<CodeSender, CodeChannel>>
  outboxStandsIn: boolean
}): CodeDelivery {
  const { mailer, outbox, overrides = {}, outboxStandsIn } = options
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
  const offered = offeredCodeSenders({
    carried: codeSenders.filter((sender) => overrides[sender] !== undefined),
    outboxStandsIn,
  })
  const channels = new Map(
    offered.map((sender) => [
      sender,
      overrides[sender] ?? (sender === 'email' ? email : toOutbox(sender)),
    ]),
  )
  return { offered, channel: (sender) => channels.get(sender) }
}
