import { and, eq, ne } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { invoices, paymentAttempts, paymentEvents } from '../../db/schema/index.ts'

export type PaymentAttempt = typeof paymentAttempts.$inferSelect
export type NewPaymentAttempt = typeof paymentAttempts.$inferInsert

export function createPaymentsRepository(db: AppDatabase) {
  return {
    /**
     * Records an opened checkout. A provider that answers a retried request with the session it
     * opened before (same idempotency key) leads to the row written then.
     */
    async addAttempt(attempt: NewPaymentAttempt): Promise<PaymentAttempt> {
      const [created] = await db
        .insert(paymentAttempts)
        .values(attempt)
        .onConflictDoNothing({ target: paymentAttempts.providerSessionId })
        .returning()
      if (created !== undefined) return created
      const [existing] = await db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.providerSessionId, attempt.providerSessionId))
      if (existing === undefined) throw new Error('Payment attempt vanished after a conflict')
      return existing
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
    async markAttempt(id: number, status: 'succeeded' | 'failed', at: Date): Promise<void> {
      await db
        .update(paymentAttempts)
        .set({ status, updatedAt: at })
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
