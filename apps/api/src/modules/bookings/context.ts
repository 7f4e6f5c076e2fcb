import type { Config } from '../../config.ts'
import type { AppDatabase } from '../../db/database.ts'
import { createIdempotency } from '../idempotency/idempotency.ts'
import type { Idempotency } from '../idempotency/idempotency.ts'
import { createMailer } from '../messages/mailer.ts'
import type { MailTransport } from '../messages/mailer.ts'
import { createOutboxRepository } from '../messages/repository.ts'
import { createBookingNotifications } from './notifications.ts'
import { createBookingsRepository } from './repository.ts'
import { createBookingsService } from './service.ts'
import type { BookingsService } from './service.ts'

/** What the bookings routes and the payments module share. */
export type BookingsContext = {
  readonly service: BookingsService
  readonly idempotency: Idempotency
}

export type BookingsContextOptions = {
  database: { readonly db: AppDatabase }
  config: Pick<Config, 'accounts' | 'mail' | 'brand' | 'bookingBasePath' | 'bookingHoldMinutes'>
  /** Stands in for the SMTP server in tests, as for the accounts mailer. */
  mailTransport?: (smtpUrl: string) => MailTransport
  /** Where a failed booking e-mail is reported (the booking itself stands). */
  reportError: (error: unknown) => void
  now?: () => Date
}

/** Builds the bookings services once per app; e-mail goes through the same mailer as accounts'. */
export function createBookingsContext(options: BookingsContextOptions): BookingsContext {
  const { database, config, now = () => new Date() } = options
  const mailer = createMailer(
    config.mail,
    createOutboxRepository(database.db),
    options.mailTransport,
  )
  return {
    service: createBookingsService({
      repository: createBookingsRepository(database.db),
      notifications: createBookingNotifications({
        mailer,
        siteUrl: config.accounts.siteUrl,
        bookingBasePath: config.bookingBasePath,
        reportError: options.reportError,
      }),
      config,
      now,
    }),
    idempotency: createIdempotency(database.db, now),
  }
}
