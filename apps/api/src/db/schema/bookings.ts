import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { organizers } from './organizers.ts'
import type { StoredCancellationPolicy } from './organizers.ts'
import { tourDates } from './tour-dates.ts'
import { tours } from './tours.ts'

/**
 * §3/§4 booking request. Amounts are integer minor units of `currency`, fixed by the server's
 * quote when the booking was made (and recomputed when tourists or the date change).
 */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: serial('id').primaryKey(),
    /** The capability in `booking/uuid/{uuid}` links: whoever holds it may read, pay, add tourists. */
    uuid: uuid('uuid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id),
    tourDateId: integer('tour_date_id')
      .notNull()
      .references(() => tourDates.id),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id),
    /** §4 booking request status 1-8; moves only through packages/domain bookingTransitions. */
    status: smallint('status').notNull(),
    touristsCount: smallint('tourists_count').notNull(),
    currency: text('currency').notNull(),
    /**
     * Issue 43 item 2: the marketplace's commission percent the booking was made at (the tour's,
     * else the organizer's override, else its sales model's rate), so a later change of rates
     * leaves past figures as they were. Null only for rows written without the booking flow.
     */
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2, mode: 'number' }),
    /**
     * Issue 43 item 5: the Terms and Conditions version the booking accepted (its effective date,
     * /agreement/{date}), the one in effect when it was made. Null for bookings made before.
     */
    termsVersion: date('terms_version', { mode: 'string' }),
    pricePerTouristMinor: integer('price_per_tourist_minor').notNull(),
    pricePerTouristWithoutDiscountMinor: integer(
      'price_per_tourist_without_discount_minor',
    ).notNull(),
    totalMinor: integer('total_minor').notNull(),
    prepaymentMinor: integer('prepayment_minor').notNull(),
    cashbackMinor: integer('cashback_minor'),
    /** Null when everything was due at booking. */
    fullPaymentDate: date('full_payment_date', { mode: 'string' }),
    discountKind: text('discount_kind'),
    discountPercent: smallint('discount_percent'),
    contactFirstName: text('contact_first_name').notNull(),
    contactLastName: text('contact_last_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    comment: text('comment').notNull().default(''),
    ticketsRequest: boolean('tickets_request').notNull().default(false),
    /**
     * The cancellation policy agreed when the booking was made: a later change of the tour's does
     * not change what this booking gets back. Null for bookings made before policies existed.
     */
    cancellationPolicy: jsonb('cancellation_policy').$type<StoredCancellationPolicy>(),
    cancelReason: text('cancel_reason'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    confirmationDeadline: timestamp('confirmation_deadline', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_requests_user_idx').on(table.userId),
    index('booking_requests_tour_date_idx').on(table.tourDateId),
    index('booking_requests_organizer_idx').on(table.organizerId),
  ],
)

/** §3 Tourist (booking) with §3 travel info for arrival and departure. */
export const bookingTourists = pgTable(
  'booking_tourists',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name'),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    passport: text('passport'),
    email: text('email'),
    phone: text('phone'),
    foodRestriction: text('food_restriction'),
    weightKg: smallint('weight_kg'),
    arrival: jsonb('arrival'),
    departure: jsonb('departure'),
    /** §3 is_touched: the tourist's data was edited after booking. */
    isTouched: boolean('is_touched').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_tourists_booking_idx').on(table.bookingId, table.position)],
)

/** Every status move of a booking: who made it, by which transition, and why. */
export const bookingStatusChanges = pgTable(
  'booking_status_changes',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    /** Null for the creation row. */
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    /** A packages/domain booking transition name, or `create`. */
    transition: text('transition').notNull(),
    /** tourist, organizer, system or admin. */
    actorKind: text('actor_kind').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_status_changes_booking_idx').on(table.bookingId, table.id)],
)

export const invoiceKinds = ['prepayment', 'payment', 'full'] as const
export type InvoiceKind = (typeof invoiceKinds)[number]

/** §3 invoice kinds, §4 invoice status 1 new, 2 payed, 3 canceled. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    status: smallint('status').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Set on an invoice a gift card paid (decision 0073): a refund of it goes back to that card.
     * No foreign key: gift_cards refers to this table already, and the card's own ledger
     * (gift_card_entries, keyed by invoice) is the record of the money.
     */
    giftCardId: integer('gift_card_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invoices_booking_idx').on(table.bookingId, table.id)],
)

export const paymentAttemptStatuses = ['pending', 'succeeded', 'failed', 'expired'] as const

/** One hosted checkout opened for an invoice at a payment provider. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull().unique(),
    /** `expired`: closed by us (a newer checkout, or its invoice is no longer due); never paid. */
    status: text('status', { enum: paymentAttemptStatuses }).notNull().default('pending'),
    method: text('method', { enum: ['card', 'sbp'] }).notNull(),
    checkoutUrl: text('checkout_url').notNull(),
    /** The provider's id of the money received (Stripe's payment intent), for a refund. */
    providerPaymentId: text('provider_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_attempts_invoice_idx').on(table.invoiceId),
    // One open checkout per invoice (issue 14 finding 5): two could both be paid.
    uniqueIndex('payment_attempts_one_open_per_invoice')
      .on(table.invoiceId)
      .where(sql`${table.status} = 'pending'`),
  ],
)

export const refundReasons = ['duplicate_payment', 'invoice_canceled', 'cancellation'] as const
export const refundStatuses = ['pending', 'refunded', 'failed'] as const

/**
 * Money sent back through the provider, one row per payment (attempt) it goes back to: a second
 * checkout of an invoice already paid, a payment for an invoice canceled meanwhile (both in
 * full), or a cancelled booking's refund under its policy (`cancellation`, maybe partial).
 * `pending` ones are asked again until the provider accepts; after REFUND_ATTEMPTS_MAX refusals
 * one is `failed`, kept with its last error for an operator.
 */
export const paymentRefunds = pgTable('payment_refunds', {
  id: serial('id').primaryKey(),
  /** At most one refund per payment received. */
  attemptId: integer('attempt_id')
    .notNull()
    .unique()
    .references(() => paymentAttempts.id, { onDelete: 'cascade' }),
  bookingId: integer('booking_id')
    .notNull()
    .references(() => bookingRequests.id, { onDelete: 'cascade' }),
  reason: text('reason', { enum: refundReasons }).notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: refundStatuses }).notNull().default('pending'),
  providerRefundId: text('provider_refund_id'),
  /** How many times the provider was asked and refused or did not answer. */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
})

/** Webhook events received; the unique pair makes a redelivered event a no-op. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_events_provider_event_unique').on(table.provider, table.eventId),
  ],
)

/**
 * Idempotency-Key records (decision 0016). `statusCode` stays null while the first request is in
 * flight; a retry then answers 409 instead of running twice, or recovers (see createIdempotency).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The viewer (`user:{id}`) or the booking link (`uuid:{uuid}`) the key belongs to. */
    scope: text('scope').notNull(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the canonical request body. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Which request owns the key now: a retry that takes over an abandoned claim changes it. */
    claimToken: uuid('claim_token').notNull().defaultRandom(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the request made or changed (a booking id or uuid), written in the work's own transaction. */
    resultReference: text('result_reference'),
  },
  (table) => [primaryKey({ columns: [table.scope, table.route, table.key] })],
)
