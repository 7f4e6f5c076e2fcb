import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { bookingRequests, invoices } from './bookings.ts'

export const giftCardOrderStatuses = ['pending', 'paid'] as const

/**
 * A gift card bought through the payment provider (decision 0073). The uuid is the buyer's
 * capability: the confirmation page the provider sends the browser back to is named by it.
 */
export const giftCardOrders = pgTable('gift_card_orders', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  senderName: text('sender_name').notNull(),
  recipientName: text('recipient_name').notNull(),
  recipientEmail: text('recipient_email').notNull(),
  message: text('message').notNull(),
  /** The day (UTC) the recipient's mail goes out. */
  deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
  /** The buyer's page language: the recipient's mail is written in it. */
  locale: text('locale').notNull(),
  status: text('status', { enum: giftCardOrderStatuses }).notNull().default('pending'),
  provider: text('provider').notNull(),
  providerSessionId: text('provider_session_id').unique(),
  checkoutUrl: text('checkout_url'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * An issued card. The code is kept only as an HMAC (GIFT_CARD_SECRET), which is how it is
 * looked up; `sealedCode` is the code encrypted under a key of the same secret, kept only until
 * the recipient's mail has gone out, and shown once to the buyer meanwhile.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => giftCardOrders.id, { onDelete: 'restrict' }),
    codeHash: text('code_hash').notNull().unique(),
    /** The last four symbols, to name the card on a booking without its code. */
    codeEnding: text('code_ending').notNull(),
    initialMinor: integer('initial_minor').notNull(),
    balanceMinor: integer('balance_minor').notNull(),
    currency: text('currency').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sealedCode: text('sealed_code'),
    codeShownAt: timestamp('code_shown_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [check('gift_cards_balance_not_negative', sql`${table.balanceMinor} >= 0`)],
)

export const giftCardEntryKinds = ['issue', 'redeem', 'refund'] as const

/**
 * The card's ledger: every change of its balance with the balance after it. A redemption and
 * its refund name the invoice the card paid; one of each per invoice at most, so a repeated
 * cancellation never refills a card twice.
 */
export const giftCardEntries = pgTable(
  'gift_card_entries',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: giftCardEntryKinds }).notNull(),
    /** Signed: what the entry added to the balance (a redemption is negative). */
    amountMinor: integer('amount_minor').notNull(),
    balanceAfterMinor: integer('balance_after_minor').notNull(),
    // The card's money stays on its ledger if a booking is ever deleted; the link goes.
    bookingId: integer('booking_id').references(() => bookingRequests.id, {
      onDelete: 'set null',
    }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('gift_card_entries_card_idx').on(table.giftCardId, table.id),
    uniqueIndex('gift_card_entries_one_per_invoice_and_kind')
      .on(table.invoiceId, table.kind)
      .where(sql`${table.invoiceId} is not null`),
  ],
)
