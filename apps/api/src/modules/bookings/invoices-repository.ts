import { and, asc, eq, isNotNull, ne, notExists } from 'drizzle-orm'
import { invoiceStatus } from '@tourmarket/domain/enums'
import type { AppDatabase } from '../../db/database.ts'
import { invoices, paymentAttempts, paymentRefunds } from '../../db/schema/index.ts'

// A booking's invoices, the payments that paid them and the refunds owed back (repository.ts
// composes the store).

export type InvoiceRow = typeof invoices.$inferSelect
export type NewInvoice = typeof invoices.$inferInsert
export type RefundRow = typeof paymentRefunds.$inferSelect
export type NewRefund = typeof paymentRefunds.$inferInsert

/** A payment that paid one of a booking's invoices: what a cancellation's refund goes back to. */
export type BookingPayment = {
  readonly attemptId: number
  readonly invoiceId: number
  readonly amountMinor: number
  readonly currency: string
}

export function invoiceQueries(db: AppDatabase) {
  return {
    async insertInvoice(values: NewInvoice): Promise<InvoiceRow> {
      const [row] = await db.insert(invoices).values(values).returning()
      return row!
    },

    /** Moves an invoice only from the status the caller saw, so a stale read never rewrites one. */
    async setInvoiceStatus(
      id: number,
      from: number,
      to: number,
      paidAt: Date | null = null,
    ): Promise<boolean> {
      const rows = await db
        .update(invoices)
        .set({ status: to, ...(paidAt === null ? {} : { paidAt }) })
        .where(and(eq(invoices.id, id), eq(invoices.status, from)))
        .returning({ id: invoices.id })
      return rows.length > 0
    },

    /** Names the gift card that pays an invoice (decision 0073): its refund goes back there. */
    async setInvoiceGiftCard(id: number, giftCardId: number): Promise<void> {
      await db.update(invoices).set({ giftCardId }).where(eq(invoices.id, id))
    },

    /** The booking's invoices a gift card paid: what a refund refills the cards with first. */
    async giftCardPayments(
      bookingId: number,
    ): Promise<{ invoiceId: number; giftCardId: number; amountMinor: number }[]> {
      const rows = await db
        .select({
          invoiceId: invoices.id,
          giftCardId: invoices.giftCardId,
          amountMinor: invoices.amountMinor,
        })
        .from(invoices)
        .where(
          and(
            eq(invoices.bookingId, bookingId),
            eq(invoices.status, invoiceStatus.payed),
            isNotNull(invoices.giftCardId),
          ),
        )
        .orderBy(asc(invoices.id))
      return rows.map((row) => ({ ...row, giftCardId: row.giftCardId! }))
    },

    async invoice(id: number): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id))
      return row
    },

    /**
     * The checkouts that paid the booking's invoices, in the order they were paid; a checkout
     * whose money was already sent back (a duplicate payment) is not among them.
     */
    async bookingPayments(bookingId: number): Promise<BookingPayment[]> {
      return db
        .select({
          attemptId: paymentAttempts.id,
          invoiceId: invoices.id,
          amountMinor: invoices.amountMinor,
          currency: invoices.currency,
        })
        .from(paymentAttempts)
        .innerJoin(invoices, eq(invoices.id, paymentAttempts.invoiceId))
        .where(
          and(
            eq(invoices.bookingId, bookingId),
            eq(invoices.status, invoiceStatus.payed),
            eq(paymentAttempts.status, 'succeeded'),
            notExists(
              db
                .select({ id: paymentRefunds.id })
                .from(paymentRefunds)
                .where(
                  and(
                    eq(paymentRefunds.attemptId, paymentAttempts.id),
                    ne(paymentRefunds.reason, 'cancellation'),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(invoices.paidAt), asc(invoices.id), asc(paymentAttempts.id))
    },

    /** Records refunds to make; one per payment, so a refund already recorded adds nothing. */
    async insertRefunds(rows: readonly NewRefund[]): Promise<number[]> {
      if (rows.length === 0) return []
      const added = await db
        .insert(paymentRefunds)
        .values([...rows])
        .onConflictDoNothing({ target: paymentRefunds.attemptId })
        .returning({ id: paymentRefunds.id })
      return added.map((row) => row.id)
    },
  }
}
