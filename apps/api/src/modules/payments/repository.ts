import { invoiceStatus } from '@tourmarket/domain/enums'
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { invoices, paymentAttempts, paymentEvents, paymentRefunds } from '../../db/schema/index.ts'

export type PaymentAttempt = typeof paymentAttempts.$inferSelect
export type NewPaymentAttempt = typeof paymentAttempts.$inferInsert
export type NewPaymentRefund = typeof paymentRefunds.$inferInsert
export type RefundRow = typeof paymentRefunds.$inferSelect
export type PendingRefund = {
  readonly id: number
  readonly attemptId: number
  readonly bookingId: number
  readonly amountMinor: number
  readonly currency: string
  readonly sessionId: string
  readonly paymentId: string | null
}

/** A failed (declined) checkout stays payable at the provider: another card may be tried on it. */
const unfinished = inArray(paymentAttempts.status, ['pending', 'failed'])

export function createPaymentsRepository(db: AppDatabase) {
  /** The invoice's one open (pending) checkout, if any. */
  async function openAttempt(invoiceId: number): Promise<PaymentAttempt | undefined> {
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.invoiceId, invoiceId), eq(paymentAttempts.status, 'pending')))
    return attempt
  }

  return {
    /**
     * Records an opened checkout. A provider that answers a retried request with the session it
     * opened before (same idempotency key) leads to the row written then. When the invoice has
     * another open checkout (opened by a concurrent request), nothing is written and that one
     * is answered as `open`.
     */
    async addAttempt(
      attempt: NewPaymentAttempt,
    ): Promise<
      { kind: 'added'; attempt: PaymentAttempt } | { kind: 'open'; attempt: PaymentAttempt }
    > {
      const [created] = await db
        .insert(paymentAttempts)
        .values(attempt)
        .onConflictDoNothing()
        .returning()
      if (created !== undefined) return { kind: 'added', attempt: created }
      const [same] = await db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.providerSessionId, attempt.providerSessionId))
      if (same !== undefined) return { kind: 'added', attempt: same }
      const open = await openAttempt(attempt.invoiceId)
      if (open === undefined) throw new Error('Payment attempt conflict with no open attempt')
      return { kind: 'open', attempt: open }
    },

    /** The invoice's checkouts that could still take money: open, or declined and open to retry. */
    async unfinishedAttempts(invoiceId: number): Promise<PaymentAttempt[]> {
      return db
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.invoiceId, invoiceId), unfinished))
        .orderBy(asc(paymentAttempts.id))
    },

    /** Unfinished checkouts whose invoice is no longer due (canceled, or paid by another checkout). */
    async unfinishedAttemptsOfSettledInvoices(): Promise<PaymentAttempt[]> {
      const rows = await db
        .select({ attempt: paymentAttempts })
        .from(paymentAttempts)
        .innerJoin(invoices, eq(invoices.id, paymentAttempts.invoiceId))
        .where(and(unfinished, ne(invoices.status, invoiceStatus.new)))
      return rows.map((row) => row.attempt)
    },

    /** Closes an open checkout; false when it was no longer open (paid meanwhile). */
    async expireAttempt(id: number, at: Date): Promise<boolean> {
      const expired = await db
        .update(paymentAttempts)
        .set({ status: 'expired', updatedAt: at })
        .where(and(eq(paymentAttempts.id, id), unfinished))
        .returning({ id: paymentAttempts.id })
      return expired.length > 0
    },

    /** Whether another checkout of the invoice was paid: then this one's money is a duplicate. */
    async otherAttemptSucceeded(invoiceId: number, attemptId: number): Promise<boolean> {
      const [other] = await db
        .select({ id: paymentAttempts.id })
        .from(paymentAttempts)
        .where(
          and(
            eq(paymentAttempts.invoiceId, invoiceId),
            ne(paymentAttempts.id, attemptId),
            eq(paymentAttempts.status, 'succeeded'),
          ),
        )
        .limit(1)
      return other !== undefined
    },

    /** Records money to send back; one refund per attempt, so a repeated event adds none (undefined). */
    async addRefund(refund: NewPaymentRefund): Promise<number | undefined> {
      const [added] = await db
        .insert(paymentRefunds)
        .values(refund)
        .onConflictDoNothing({ target: paymentRefunds.attemptId })
        .returning({ id: paymentRefunds.id })
      return added?.id
    },

    /**
     * Refunds the provider has not confirmed yet (all, or those of `ids`), with what the provider
     * needs to make them. A `failed` one is left to an operator.
     */
    async pendingRefunds(ids?: readonly number[]): Promise<PendingRefund[]> {
      if (ids?.length === 0) return []
      return db
        .select({
          id: paymentRefunds.id,
          attemptId: paymentRefunds.attemptId,
          bookingId: paymentRefunds.bookingId,
          amountMinor: paymentRefunds.amountMinor,
          currency: paymentRefunds.currency,
          sessionId: paymentAttempts.providerSessionId,
          paymentId: paymentAttempts.providerPaymentId,
        })
        .from(paymentRefunds)
        .innerJoin(paymentAttempts, eq(paymentAttempts.id, paymentRefunds.attemptId))
        .where(
          and(
            eq(paymentRefunds.status, 'pending'),
            ids === undefined ? undefined : inArray(paymentRefunds.id, [...ids]),
          ),
        )
        .orderBy(asc(paymentRefunds.id))
    },

    /**
     * A failed one too: the provider took it after all (an operator's retry, a late answer).
     * `onRefunded` runs in the same transaction, once, when this call is the one that marks it
     * (the tourist's mail is written with it).
     */
    async markRefunded(
      id: number,
      providerRefundId: string,
      at: Date,
      onRefunded: (transaction: AppDatabase) => Promise<void> = async () => undefined,
    ): Promise<void> {
      await db.transaction(async (transaction) => {
        const marked = await transaction
          .update(paymentRefunds)
          .set({ status: 'refunded', providerRefundId, refundedAt: at })
          .where(and(eq(paymentRefunds.id, id), ne(paymentRefunds.status, 'refunded')))
          .returning({ id: paymentRefunds.id })
        if (marked.length > 0) await onRefunded(transaction)
      })
    },

    /**
     * Counts one more refusal (or silence) of the provider and keeps its words; the
     * `failAfter`-th turns the refund `failed`, out of the retries and into the operators' list.
     */
    async recordRefundFailure(id: number, error: string, failAfter: number): Promise<void> {
      await db
        .update(paymentRefunds)
        .set({
          failedAttempts: sql`${paymentRefunds.failedAttempts} + 1`,
          lastError: error,
          status: sql`case when ${paymentRefunds.failedAttempts} + 1 >= ${failAfter} then 'failed' else ${paymentRefunds.status} end`,
        })
        .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending')))
    },

    async refund(id: number): Promise<RefundRow | undefined> {
      const [refund] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id))
      return refund
    },

    /**
     * An operator's retry: a `failed` refund becomes `pending` again, its refusals still counted.
     * False when it was not failed (any more): a concurrent retry or a late answer took it.
     */
    async reopenFailedRefund(id: number): Promise<boolean> {
      const reopened = await db
        .update(paymentRefunds)
        .set({ status: 'pending' })
        .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'failed')))
        .returning({ id: paymentRefunds.id })
      return reopened.length > 0
    },

    /** Refunds not yet confirmed by the provider (pending or failed), oldest first, for operators. */
    async openRefunds(): Promise<RefundRow[]> {
      return db
        .select()
        .from(paymentRefunds)
        .where(inArray(paymentRefunds.status, ['pending', 'failed']))
        .orderBy(asc(paymentRefunds.id))
    },

    async attemptOfSession(
      provider: string,
      sessionId: string,
    ): Promise<PaymentAttempt | undefined> {
      const [attempt] = await db
        .select()
        .from(paymentAttempts)
        .where(
          and(
            eq(paymentAttempts.provider, provider),
            eq(paymentAttempts.providerSessionId, sessionId),
          ),
        )
      return attempt
    },

    /**
     * Succeeded is final; a failed attempt may still succeed (a declined card, then another one
     * on the same checkout), but a failure never overwrites a success.
     */
    async markAttempt(
      id: number,
      status: 'succeeded' | 'failed',
      at: Date,
      providerPaymentId: string | null = null,
    ): Promise<void> {
      await db
        .update(paymentAttempts)
        .set({
          status,
          updatedAt: at,
          ...(providerPaymentId === null ? {} : { providerPaymentId }),
        })
        .where(
          and(
            eq(paymentAttempts.id, id),
            status === 'succeeded'
              ? ne(paymentAttempts.status, 'succeeded')
              : eq(paymentAttempts.status, 'pending'),
          ),
        )
    },

    /** Stores an event once: undefined when (provider, event id) was already there. */
    async recordEvent(event: {
      provider: string
      eventId: string
      type: string
      payload: unknown
      receivedAt: Date
    }): Promise<number | undefined> {
      const [inserted] = await db
        .insert(paymentEvents)
        .values(event)
        .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
        .returning({ id: paymentEvents.id })
      return inserted?.id
    },

    async invoiceAmount(
      invoiceId: number,
    ): Promise<{ amountMinor: number; currency: string } | undefined> {
      const [invoice] = await db
        .select({ amountMinor: invoices.amountMinor, currency: invoices.currency })
        .from(invoices)
        .where(eq(invoices.id, invoiceId))
      return invoice
    },

    async forgetEvent(id: number): Promise<void> {
      await db.delete(paymentEvents).where(eq(paymentEvents.id, id))
    },
  }
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>
