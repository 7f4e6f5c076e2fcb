import type { Config } from '../../config.ts'
import type { AppDatabase } from '../../db/database.ts'
import type { CurrencyService } from '../../platform/currency/service.ts'
import { createIdempotency } from '../../platform/idempotency/idempotency.ts'
import type { Idempotency } from '../../platform/idempotency/idempotency.ts'
import type { JobQueue } from '../../platform/jobs/queue.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { bookingMailJobKind, createBookingMails } from './notifications.ts'
import type {
  BookingMails,
  BookingMailsOptions,
  MeetKeys,
  OptionalMailPreferences,
} from './notifications.ts'
import { createBookingsRepository, type SeatsChange } from './repository.ts'
import { createBookingsService } from './service.ts'
import type { BookingsService, BookingsServiceOptions } from './service.ts'
import type { RefundIssuer } from './use-cases/cancellation-refunds.ts'

/** What the bookings routes and the payments module share. */
export type BookingsContext = {
  readonly service: BookingsService
  readonly idempotency: Idempotency
  /** The booking mails: another module's change (a refund made) writes one in its transaction. */
  readonly mails: Pick<BookingMails, 'enqueue'>
}

export type BookingsContextOptions = {
  database: { readonly db: AppDatabase }
  config: Pick<Config, 'accounts' | 'brand' | 'bookingBasePath' | 'bookingHoldMinutes'>
  /** The app's one mailer (outbox or SMTP), shared with accounts. */
  mailer: Mailer
  /** The job queue: the booking mails are its jobs (decision 0046). */
  jobs: JobQueue
  /** Turns a booking mail's kind and facts into the mail (the notifications module's templates). */
  compose: BookingMailsOptions['compose']
  /** Which optional mails (the trip reminder) an account wants (notifications module). */
  mailPreferences?: OptionalMailPreferences
  /** The meet page's keys, issued when a booking becomes paid (meet module). */
  meetKeys?: MeetKeys
  /** Sends a cancellation's refunds to the payment provider (payments module). */
  refunds?: RefundIssuer
  /** Gift cards pay invoices and take their refunds back (the gift cards module's wallet). */
  giftCards?: BookingsServiceOptions['giftCards']
  /** A trip was marked done: its review link goes out now (reviews module). Never rejects. */
  onTripCompleted?: (bookingId: number) => Promise<void>
  /** The app's one currency service (rates cache): a quote's '≈' in the visitor's currency. */
  currency?: Pick<CurrencyService, 'rates'>
  /**
   * Seats of these dates were taken or given back (committed): search and the live seat counts
   * (issue 44) follow. Never rejects.
   */
  onSeatsChanged?: (changes: readonly SeatsChange[]) => Promise<void>
  now?: () => Date
}

/** Builds the bookings services (for the composition root, services.ts). */
export function createBookingsContext(options: BookingsContextOptions): BookingsContext {
  const { database, config, mailer, jobs, compose, now = () => new Date() } = options
  const repository = createBookingsRepository(database.db, options.onSeatsChanged)
  const mails = createBookingMails({
    repository,
    jobs,
    mailer,
    links: { siteUrl: config.accounts.siteUrl, bookingBasePath: config.bookingBasePath },
    compose,
    ...(options.meetKeys === undefined ? {} : { meetKeys: options.meetKeys }),
    ...(options.mailPreferences === undefined ? {} : { preferences: options.mailPreferences }),
    now,
  })
  jobs.register(bookingMailJobKind, mails.handle)
  return {
    service: createBookingsService({
      repository,
      notifications: mails,
      config,
      now,
      ...(options.refunds === undefined ? {} : { refunds: options.refunds }),
      ...(options.giftCards === undefined ? {} : { giftCards: options.giftCards }),
      ...(options.onTripCompleted === undefined
        ? {}
        : { onTripCompleted: options.onTripCompleted }),
      ...(options.currency === undefined ? {} : { currency: options.currency }),
    }),
    idempotency: createIdempotency(database.db, now),
    mails,
  }
}
