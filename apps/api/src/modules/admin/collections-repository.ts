import { and, eq, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { collections, tourCollections } from '../../db/schema/index.ts'
import { recordAudit, type AuditEntry } from '../../platform/audit/audit-log.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

export type CollectionAdminRow = typeof collections.$inferSelect

export type CollectionTourRow = {
  readonly id: number
  readonly title: string
  readonly cover_key: string
  readonly listed: boolean
}

/** The columns the console edits (issue 43 item 5). */
export type CollectionTextColumns = Pick<
  typeof collections.$inferInsert,
  'name' | 'nameRu' | 'description' | 'descriptionRu' | 'imageKey' | 'isPublished'
>

const tourColumns = sql`t.id, t.title, t.cover_key,
  EXISTS (SELECT 1 FROM search_tours s WHERE s.tour_id = t.id) AS listed`

/**
 * A collection's tours in its page's order: the editor's places, then popularity as search_tours
 * computes it (search/repository.ts's default order), then the newest.
 */
const collectionOrder = sql`tc.position ASC,
  (coalesce(t.rating, 0) * ln(1 + t.reviews_count))::float8 DESC, t.id DESC`

export type CollectionAdminRepository = ReturnType<typeof createCollectionAdminRepository>

/** Collections and their tours as the console reads and writes them. */
export function createCollectionAdminRepository(db: AppDatabase) {
  async function toursOf(
    executor: AppDatabase,
    collectionId: number,
  ): Promise<CollectionTourRow[]> {
    return selectRows<CollectionTourRow>(
      executor,
      sql`SELECT ${tourColumns} FROM tour_collections tc JOIN tours t ON t.id = tc.tour_id
        WHERE tc.collection_id = ${collectionId}::int ORDER BY ${collectionOrder}`,
    )
  }

  return {
    async list(): Promise<(CollectionAdminRow & { tours: number })[]> {
      const rows = await selectRows<{ id: number; tours: number }>(
        db,
        sql`SELECT c.id, (SELECT count(*)::int FROM tour_collections tc WHERE tc.collection_id = c.id) AS tours
          FROM collections c`,
      )
      const counts = new Map(rows.map((row) => [row.id, row.tours]))
      const all = await db.select().from(collections).orderBy(collections.position, collections.id)
      return all.map((row) => ({ ...row, tours: counts.get(row.id) ?? 0 }))
    },

    async find(collectionId: number): Promise<CollectionAdminRow | undefined> {
      const [row] = await db.select().from(collections).where(eq(collections.id, collectionId))
      return row
    },

    tours: (collectionId: number) => toursOf(db, collectionId),

    /** Tours not in the collection whose number is `text` or whose title has its words. */
    async findTours(collectionId: number, text: string): Promise<CollectionTourRow[]> {
      const number = /^[#№]?\s*(\d{1,9})$/.exec(text)?.[1]
      const pattern = `%${text.toLowerCase().replaceAll(/[\\%_]/g, (mark) => `\\${mark}`)}%`
      return selectRows<CollectionTourRow>(
        db,
        sql`SELECT ${tourColumns} FROM tours t
          WHERE ${number === undefined ? sql`(lower(t.title) LIKE ${pattern} OR lower(t.title_ru) LIKE ${pattern})` : sql`t.id = ${Number(number)}::int`}
            AND NOT EXISTS (SELECT 1 FROM tour_collections tc
              WHERE tc.tour_id = t.id AND tc.collection_id = ${collectionId}::int)
          ORDER BY t.id DESC LIMIT 20`,
      )
    },

    async tourExists(tourId: number): Promise<boolean> {
      const rows = await selectRows<{ id: number }>(
        db,
        sql`SELECT id FROM tours WHERE id = ${tourId}::int`,
      )
      return rows.length > 0
    },

    async updateTexts(
      collectionId: number,
      columns: Partial<CollectionTextColumns>,
      audit: AuditEntry,
    ): Promise<void> {
      await db.transaction(async (transaction) => {
        await transaction.update(collections).set(columns).where(eq(collections.id, collectionId))
        await recordAudit(transaction, audit)
      })
    },

    /**
     * Changes the collection's tours under its row's lock: `change` gets the tour ids in order and
     * answers the new order (or a refusal, which changes nothing); every tour is then numbered 1…n.
     * Answers the tours whose search rows change (added, removed, or in the new order).
     */
    async reorder<Refusal>(
      collectionId: number,
      change: (order: readonly number[]) => readonly number[] | Refusal,
      audit: (before: readonly number[], after: readonly number[]) => AuditEntry,
    ): Promise<{ refused: Refusal } | { changed: readonly number[] }> {
      return db.transaction(async (transaction) => {
        await transaction.execute(
          sql`SELECT id FROM collections WHERE id = ${collectionId}::int FOR UPDATE`,
        )
        const before = (await toursOf(transaction, collectionId)).map((tour) => tour.id)
        const after = change(before)
        if (!Array.isArray(after)) return { refused: after as Refusal }
        const order = after as readonly number[]
        const removed = before.filter((id) => !order.includes(id))
        for (const tourId of removed) {
          await transaction
            .delete(tourCollections)
            .where(
              and(
                eq(tourCollections.collectionId, collectionId),
                eq(tourCollections.tourId, tourId),
              ),
            )
        }
        for (const [index, tourId] of order.entries()) {
          await transaction
            .insert(tourCollections)
            .values({ collectionId, tourId, position: index + 1 })
            .onConflictDoUpdate({
              target: [tourCollections.tourId, tourCollections.collectionId],
              set: { position: index + 1 },
            })
        }
        await recordAudit(transaction, audit(before, order))
        return { changed: [...new Set([...before, ...order])] }
      })
    },
  }
}
