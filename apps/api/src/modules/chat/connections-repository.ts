import { and, eq, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { chats, messengerConnections } from '../../db/schema/index.ts'

/** Messenger connections: the codes that link a messenger account and the links made. */
export function createConnectionsRepository(db: AppDatabase) {
  return {
    async activatedSources(userId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ sourceId: messengerConnections.sourceId })
        .from(messengerConnections)
        .where(
          and(
            eq(messengerConnections.userId, userId),
            sql`${messengerConnections.activatedAt} IS NOT NULL`,
          ),
        )
      return rows.map((row) => row.sourceId)
    },

    /** The messenger accounts a user's chats are relayed to. */
    async activatedConnections(
      userId: number,
    ): Promise<{ sourceId: string; externalAccountId: string }[]> {
      const rows = await db
        .select({
          sourceId: messengerConnections.sourceId,
          externalAccountId: messengerConnections.externalAccountId,
        })
        .from(messengerConnections)
        .where(
          and(
            eq(messengerConnections.userId, userId),
            sql`${messengerConnections.activatedAt} IS NOT NULL`,
          ),
        )
      return rows.flatMap((row) =>
        row.externalAccountId === null
          ? []
          : [{ sourceId: row.sourceId, externalAccountId: row.externalAccountId }],
      )
    },

    async insertConnectionCode(input: {
      userId: number
      sourceId: string
      codeHash: string
      codeExpiresAt: Date
    }): Promise<void> {
      await db.insert(messengerConnections).values(input)
    },

    /**
     * Activates the link whose unexpired, unused code this is (once: the update's condition is
     * the claim). The user it belongs to, or null.
     */
    async activateConnection(
      sourceId: string,
      codeHash: string,
      externalAccountId: string,
    ): Promise<number | null> {
      const [row] = await db
        .update(messengerConnections)
        .set({ activatedAt: sql`now()`, externalAccountId })
        .where(
          and(
            eq(messengerConnections.codeHash, codeHash),
            eq(messengerConnections.sourceId, sourceId),
            sql`${messengerConnections.activatedAt} IS NULL`,
            sql`${messengerConnections.codeExpiresAt} > now()`,
          ),
        )
        .returning({ userId: messengerConnections.userId })
      if (row === undefined) return null
      // A messenger linked again turns its chats' relaying back on.
      await db
        .update(chats)
        .set({ notificationsDisabledAt: null })
        .where(eq(chats.userId, row.userId))
      return row.userId
    },
  }
}
