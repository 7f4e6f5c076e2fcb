import { codeSenders } from '../enums/access.ts'
import type { CodeSender } from '../enums/access.ts'

/**
 * §3 senders that are never offered, not even with the development outbox standing in (decision
 * 0054): VK has no maintained way to send a code to a phone number without a VK ID partnership
 * (`vk_via_sms_service` is VK's own SMS service, behind the same partnership), and
 * `whatsapp_paid` would be a second name for the one WhatsApp authentication template that
 * `whatsapp` sends. The spec's enum keeps them; no list offers them and no call accepts them.
 */
export const neverOfferedCodeSenders: readonly CodeSender[] = [
  'vk',
  'vk_via_sms_service',
  'whatsapp_paid',
]

/**
 * §3 code senders a person may choose (decision 0052): e-mail always (the mailer sends it, or its
 * outbox in development); any other sender only when a real channel carries it (a configured
 * provider), or when the development outbox stands in for the missing ones, because the outbox
 * page (DEV_PAGES) shows their codes. Production refuses DEV_PAGES, so there a sender is offered
 * only when its code can reach the person. In §3's order.
 */
export function offeredCodeSenders(options: {
  readonly carried: readonly CodeSender[]
  readonly outboxStandsIn: boolean
}): CodeSender[] {
  return codeSenders.filter(
    (sender) =>
      sender === 'email' ||
      (!neverOfferedCodeSenders.includes(sender) &&
        (options.outboxStandsIn || options.carried.includes(sender))),
  )
}
