import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const sandboxSessionStatuses = [
  'open',
  'requires_confirmation',
  'succeeded',
  'declined',
  'expired',
  'refunded',
] as const
export type SandboxSessionStatus = (typeof sandboxSessionStatuses)[number]

/** A session in one of these can still be paid, confirmed or expired. */
export const unfinishedSandboxStatuses: readonly SandboxSessionStatus[] = [
  'open',
  'declined',
  'requires_confirmation',
]

/**
 * The sandbox payment provider's side (docs/decisions/0016): one hosted checkout session. It
 * stands for a provider's own records, so it keeps a copy of what it was asked to charge and
 * refers to our invoice by id only, with no foreign key.
 */
export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    /** `cs_sandbox_…`, random: the id in the checkout URL is the capability to pay. */
    id: text('id').primaryKey(),
    /** What the session pays for: one of our invoices, or a gift card order (decision 0073). */
    invoiceId: integer('invoice_id'),
    giftCardOrderId: integer('gift_card_order_id'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    successUrl: text('success_url').notNull(),
    failureUrl: text('failure_url').notNull(),
    status: text('status', { enum: sandboxSessionStatuses }).notNull().default('open'),
    /** Like a real provider's Idempotency-Key: the same key opens no second session. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sandbox_checkout_sessions_invoice_idx').on(table.invoiceId)],
)

/**
 * A refund the sandbox made of a paid session, maybe partial. Like a real provider's, the same
 * idempotency key makes no second refund.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    /** `re_sandbox_…`. */
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_refunds_session_idx').on(table.sessionId)],
)
