import { and, eq, inArray } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { sandboxCheckoutSessions } from '../../db/schema/index.ts'
import type { SandboxSessionStatus } from '../../db/schema/payments-sandbox.ts'

export type SandboxSession = typeof sandboxCheckoutSessions.$inferSelect
export type NewSandboxSession = typeof sandboxCheckoutSessions.$inferInsert

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
