import type { Config } from '../../config.ts'
import type { AppDatabase } from '../../db/database.ts'
import type { CurrencyService } from '../currency/service.ts'
import { createIdempotency } from '../idempotency/idempotency.ts'
import type { Idempotency } from '../idempotency/idempotency.ts'
import type { Mailer } from '../messages/mailer.ts'
import { createBookingNotifications } from './notifications.ts'
import { createBookingsRepository } from './repository.ts'
import { createBookingsService } from './service.ts'
import type { BookingsService } from './service.ts'
import type { RefundIssuer } from './use-cases/cancellation-refunds.ts'
import type { MeetKeys } from './use-cases/deps.ts'

/** What the bookings routes and the payments module share. */
export type BookingsContext = {
  readonly service: BookingsService
  readonly idempotency: Idempotency
}

export type BookingsContextOptions = {
  database: { readonly db: AppDatabase }
  config: Pick<Config, 'accounts' | 'brand' | 'bookingBasePath' | 'bookingHoldMinutes'>
  /** The app's one mailer (outbox or SMTP), shared with accounts. */
  mailer: Mailer
  /** The meet page's keys, issued when a booking becomes confirmed (meet module). */
  meetKeys?: MeetKeys
  /** The app's one currency service (rates cache): a quote's '≈' in the visitor's currency. */
  currency?: Pick<CurrencyService, 'rates'>
  /** Sends a cancellation's refunds to the payment provider (payments module). */
  refunds?: RefundIssuer
  /** Where a failed booking e-mail is reported (the booking itself stands). */
  reportError: (error: unknown) => void
  /** Seats of these tours' dates were taken or given back (committed): search follows. Never rejects. */
  onSeatsChanged?: (tourIds: readonly number[]) => Promise<void>
  now?: () => Date
}

/** Builds the bookings services (for the composition root, services.ts). */
export function createBookingsContext(options: BookingsContextOptions): BookingsContext {
  const { database, config, mailer, now = () => new Date() } = options
  return {
    service: createBookingsService({
      repository: createBookingsRepository(database.db, options.onSeatsChanged),
      notifications: createBookingNotifications({
        mailer,
        siteUrl: config.accounts.siteUrl,
        bookingBasePath: config.bookingBasePath,
        reportError: options.reportError,
      }),
      config,
      now,
      ...(options.meetKeys === undefined ? {} : { meetKeys: options.meetKeys }),
      ...(options.currency === undefined ? {} : { currency: options.currency }),
      ...(options.refunds === undefined ? {} : { refunds: options.refunds }),
    }),
    idempotency: createIdempotency(database.db, now),
  }
}
