import { and, asc, eq, inArray } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { sandboxCheckoutSessions, sandboxRefunds } from '../../db/schema/index.ts'
import type { SandboxSessionStatus } from '../../db/schema/payments-sandbox.ts'

export type SandboxSession = typeof sandboxCheckoutSessions.$inferSelect
export type NewSandboxSession = typeof sandboxCheckoutSessions.$inferInsert
export type SandboxRefund = typeof sandboxRefunds.$inferSelect

export type SandboxRefundOutcome =
  | { readonly kind: 'refunded'; readonly refund: SandboxRefund }
  | { readonly kind: 'not_paid' }
  | { readonly kind: 'exceeds_payment'; readonly refundableMinor: number }

/** The sandbox provider's own records (its side of a hosted checkout). */
export function createSandboxRepository(db: AppDatabase) {
  return {
    /**
     * Opens a session, or returns the one an earlier request with the same idempotency key
     * opened (a retried request makes no second session, as with a real provider).
     */
    async create(session: NewSandboxSession & { idempotencyKey: string }): Promise<SandboxSession> {
      const [created] = await db
        .insert(sandboxCheckoutSessions)
        .values(session)
        .onConflictDoNothing({ target: sandboxCheckoutSessions.idempotencyKey })
        .returning()
      if (created !== undefined) return created
      const [existing] = await db
        .select()
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.idempotencyKey, session.idempotencyKey))
      if (existing === undefined) throw new Error('Sandbox session vanished after a key conflict')
      return existing
    },

    async find(id: string): Promise<SandboxSession | undefined> {
      const [session] = await db
        .select()
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.id, id))
      return session
    },

    /**
     * Refunds `amountMinor` of a paid session, as a provider does: the same idempotency key
     * answers the refund it made first; never more than was paid in all. The session's row is
     * locked meanwhile, so two refunds of it are counted one after the other. A session refunded
     * in full is `refunded`.
     */
    async refund(input: {
      id: string
      sessionId: string
      amountMinor: number
      idempotencyKey: string
    }): Promise<SandboxRefundOutcome> {
      return db.transaction(async (transaction) => {
        const [same] = await transaction
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey))
        if (same !== undefined) return { kind: 'refunded', refund: same }
        const [session] = await transaction
          .select()
          .from(sandboxCheckoutSessions)
          .where(eq(sandboxCheckoutSessions.id, input.sessionId))
          .for('update')
        if (
          session === undefined ||
          (session.status !== 'succeeded' && session.status !== 'refunded')
        ) {
          return { kind: 'not_paid' }
        }
        const earlier = await transaction
          .select({ amountMinor: sandboxRefunds.amountMinor })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.sessionId, session.id))
        const refundableMinor =
          session.amountMinor - earlier.reduce((sum, row) => sum + row.amountMinor, 0)
        if (input.amountMinor > refundableMinor) return { kind: 'exceeds_payment', refundableMinor }
        const [refund] = await transaction
          .insert(sandboxRefunds)
          .values({
            id: input.id,
            sessionId: session.id,
            amountMinor: input.amountMinor,
            currency: session.currency,
            idempotencyKey: input.idempotencyKey,
          })
          .returning()
        if (input.amountMinor === refundableMinor) {
          await transaction
            .update(sandboxCheckoutSessions)
            .set({ status: 'refunded' })
            .where(eq(sandboxCheckoutSessions.id, session.id))
        }
        return { kind: 'refunded', refund: refund! }
      })
    },

    /** The refunds made of a session, oldest first. */
    async refundsOf(sessionId: string): Promise<SandboxRefund[]> {
      return db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.sessionId, sessionId))
        .orderBy(asc(sandboxRefunds.createdAt), asc(sandboxRefunds.id))
    },

    /**
     * Moves a session to `to` only from one of `from`, in one statement: of two submissions of
     * the same form, one wins and the other finds the session already moved (undefined).
     */
    async move(
      id: string,
      from: readonly SandboxSessionStatus[],
      to: SandboxSessionStatus,
    ): Promise<SandboxSession | undefined> {
      const [moved] = await db
        .update(sandboxCheckoutSessions)
        .set({ status: to })
        .where(
          and(
            eq(sandboxCheckoutSessions.id, id),
            inArray(sandboxCheckoutSessions.status, [...from]),
          ),
        )
        .returning()
      return moved
    },
  }
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>
