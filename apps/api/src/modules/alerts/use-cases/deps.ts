import type { JobEnqueuer } from '../../../platform/jobs/queue.ts'
import type { Email, Mailer } from '../../../platform/mail/mailer.ts'
import type { AlertMailFacts } from '../../notifications/service.ts'
import type { AlertsRepository } from '../repository.ts'

/** The queue's kind that sends an instant alert's events. */
export const alertSendJobKind = 'alert-send'

/** A message to a messenger the account linked (Telegram, or the outbox standing in). */
export type AlertMessenger = {
  send(
    to: { readonly sourceId: string; readonly externalAccountId: string },
    text: string,
  ): Promise<void>
}

export type AlertsOptions = {
  repository: AlertsRepository
  jobs: JobEnqueuer
  mailer: Mailer
  compose: (facts: AlertMailFacts) => Promise<Email>
  messengerText: (facts: AlertMailFacts) => string
  messenger: AlertMessenger
  /** The ids of the tours a saved search finds now (the search engine, or SQL until it is built). */
  searchTourIds: (query: string) => Promise<number[]>
  /** Signs the unsubscribe links (a key derived from it, see unsubscribe-token.ts). */
  sessionSecret: string
  /** The storefront's origin: the mails link to it. */
  siteUrl: string
  reportError: (error: unknown, message: string) => void
  now: () => Date
}
