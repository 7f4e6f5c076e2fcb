import type { BrandConfig } from '@tourmarket/domain/brand'
import type { AppDatabase } from '../../../db/database.ts'
import type { FailureBackoff } from '../../../platform/abuse/rate-limit.ts'
import type { JobEnqueuer } from '../../../platform/jobs/queue.ts'
import type { Email, Mailer } from '../../../platform/mail/mailer.ts'
import type { GiftCardMailFacts } from '../../notifications/service.ts'
import type { PaymentProvider } from '../../payments/service.ts'
import type { GiftCardKeys } from '../code-keys.ts'
import type { GiftCardsRepository } from '../repository.ts'

export type GiftCardsServiceOptions = {
  repository: GiftCardsRepository
  keys: GiftCardKeys
  brand: BrandConfig
  /** The configured payment provider (the payments module's, given by the composition root). */
  provider: () => PaymentProvider
  jobs: JobEnqueuer
  /** The mailer to send within a transaction (the outbox's rows join it when there is no SMTP). */
  mailerFor: (executor: AppDatabase) => Mailer
  backoff: FailureBackoff
  /** The storefront's origin: the provider sends the buyer back there; the mail links to it. */
  siteUrl: string
  /** The recipient's designed mail (the notifications module's, given by the composition root). */
  composeMail: (facts: GiftCardMailFacts) => Promise<Email>
  randomBytes: (count: number) => Uint8Array
  now: () => Date
}

export type GiftCardsDeps = GiftCardsServiceOptions

/** The job that mails a card to its recipient on the delivery date. */
export const giftCardDeliveryJobKind = 'gift-card.deliver'
