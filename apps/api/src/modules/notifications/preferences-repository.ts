import { and, eq, inArray } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { mailOptOuts } from '../../db/schema/index.ts'

/** PostgreSQL's foreign_key_violation, as the driver or Drizzle's wrapper carries it. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null;) {
    if ('code' in cause && cause.code === '23503') return true
    cause = 'cause' in cause ? cause.cause : undefined
  }
  return false
}

export function createMailPreferencesRepository(db: AppDatabase) {
  return {
    /** The kinds the account turned off. */
    async optedOut(accountId: number): Promise<string[]> {
      const rows = await db
        .select({ kind: mailOptOuts.kind })
        .from(mailOptOuts)
        .where(eq(mailOptOuts.accountId, accountId))
      return rows.map((row) => row.kind)
    },

    async isOptedOut(accountId: number, kind: string): Promise<boolean> {
      const rows = await db
        .select({ kind: mailOptOuts.kind })
        .from(mailOptOuts)
        .where(and(eq(mailOptOuts.accountId, accountId), eq(mailOptOuts.kind, kind)))
      return rows.length > 0
    },

    /** Turns kinds off; an account that no longer exists has nothing to turn off (a link may outlive it). */
    async optOut(accountId: number, kinds: readonly string[]): Promise<void> {
      if (kinds.length === 0) return
      try {
        await db
          .insert(mailOptOuts)
          .values(kinds.map((kind) => ({ accountId, kind })))
          .onConflictDoNothing()
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error
      }
    },

    async optIn(accountId: number, kinds: readonly string[]): Promise<void> {
      if (kinds.length === 0) return
      await db
        .delete(mailOptOuts)
        .where(and(eq(mailOptOuts.accountId, accountId), inArray(mailOptOuts.kind, [...kinds])))
    },
  }
}

export type MailPreferencesRepository = ReturnType<typeof createMailPreferencesRepository>
