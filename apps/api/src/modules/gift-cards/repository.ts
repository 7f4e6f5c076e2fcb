import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { giftCardEntries, giftCardOrders, giftCards } from '../../db/schema/index.ts'

export type GiftCardOrderRow = typeof giftCardOrders.$inferSelect
export type NewGiftCardOrder = typeof giftCardOrders.$inferInsert
export type GiftCardRow = typeof giftCards.$inferSelect
export type NewGiftCard = typeof giftCards.$inferInsert
export type NewGiftCardEntry = typeof giftCardEntries.$inferInsert

/**
 * Gift card orders, cards and their ledger (decision 0073), over the pool or one transaction.
 * The `locked…` reads take the row lock that serialises every change of one order or card.
 */
function giftCardQueries(db: AppDatabase) {
  return {
    /** The connection or transaction these queries run on: a job written here commits with them. */
    executor: db,

    async insertOrder(values: NewGiftCardOrder): Promise<GiftCardOrderRow> {
      const [row] = await db.insert(giftCardOrders).values(values).returning()
      return row!
    },

    async setOrderCheckout(id: number, sessionId: string, checkoutUrl: string): Promise<void> {
      await db
        .update(giftCardOrders)
        .set({ providerSessionId: sessionId, checkoutUrl })
        .where(eq(giftCardOrders.id, id))
    },

    async orderByUuid(uuid: string): Promise<GiftCardOrderRow | undefined> {
      const [row] = await db.select().from(giftCardOrders).where(eq(giftCardOrders.uuid, uuid))
      return row
    },

    async lockedOrder(id: number): Promise<GiftCardOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(giftCardOrders)
        .where(eq(giftCardOrders.id, id))
        .for('update')
      return row
    },

    async markOrderPaid(id: number, paidAt: Date): Promise<void> {
      await db
        .update(giftCardOrders)
        .set({ status: 'paid', paidAt })
        .where(eq(giftCardOrders.id, id))
    },

    async insertCard(values: NewGiftCard): Promise<GiftCardRow> {
      const [row] = await db.insert(giftCards).values(values).returning()
      return row!
    },

    async cardOfOrder(orderId: number): Promise<GiftCardRow | undefined> {
      const [row] = await db.select().from(giftCards).where(eq(giftCards.orderId, orderId))
      return row
    },

    async cardByHash(codeHash: string): Promise<GiftCardRow | undefined> {
      const [row] = await db.select().from(giftCards).where(eq(giftCards.codeHash, codeHash))
      return row
    },

    async lockedCardByHash(codeHash: string): Promise<GiftCardRow | undefined> {
      const [row] = await db
        .select()
        .from(giftCards)
        .where(eq(giftCards.codeHash, codeHash))
        .for('update')
      return row
    },

    async lockedCard(id: number): Promise<GiftCardRow | undefined> {
      const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id)).for('update')
      return row
    },

    async setBalance(id: number, balanceMinor: number, expiresAt?: Date): Promise<void> {
      await db
        .update(giftCards)
        .set({ balanceMinor, ...(expiresAt === undefined ? {} : { expiresAt }) })
        .where(eq(giftCards.id, id))
    },

    /** False when an entry of that kind for that invoice exists already (nothing written). */
    async insertEntry(entry: NewGiftCardEntry): Promise<boolean> {
      const rows = await db
        .insert(giftCardEntries)
        .values(entry)
        .onConflictDoNothing()
        .returning({ id: giftCardEntries.id })
      return rows.length > 0
    },

    async entries(giftCardId: number) {
      return db
        .select()
        .from(giftCardEntries)
        .where(eq(giftCardEntries.giftCardId, giftCardId))
        .orderBy(giftCardEntries.id)
    },

    /** The sealed code, once: the first read marks it shown. Null after that or once delivered. */
    async takeCodeToShow(cardId: number, at: Date): Promise<string | null> {
      const [row] = await db
        .update(giftCards)
        .set({ codeShownAt: at })
        .where(and(eq(giftCards.id, cardId), isNull(giftCards.codeShownAt)))
        .returning({ sealedCode: giftCards.sealedCode })
      return row?.sealedCode ?? null
    },

    async markDelivered(cardId: number, at: Date): Promise<void> {
      await db
        .update(giftCards)
        .set({ deliveredAt: at, sealedCode: sql`null` })
        .where(eq(giftCards.id, cardId))
    },

    async orderById(id: number): Promise<GiftCardOrderRow | undefined> {
      const [row] = await db.select().from(giftCardOrders).where(eq(giftCardOrders.id, id))
      return row
    },
  }
}

export type GiftCardQueries = ReturnType<typeof giftCardQueries>

export function createGiftCardsRepository(db: AppDatabase) {
  return {
    ...giftCardQueries(db),
    /** Runs `work` in one transaction, its queries bound to it. */
    transaction<T>(work: (store: GiftCardQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(giftCardQueries(tx)))
    },
  }
}

export type GiftCardsRepository = ReturnType<typeof createGiftCardsRepository>
