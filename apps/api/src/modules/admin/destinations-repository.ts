import { eq, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { countries } from '../../db/schema/index.ts'
import { recordAudit, type AuditEntry } from '../../platform/audit/audit-log.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'
import { COVER_CHOICES } from './cover-choices.ts'

export type DestinationAdminRow = typeof countries.$inferSelect

/** The columns the console edits (issue 43 item 5). */
export type DestinationColumns = Pick<
  typeof countries.$inferInsert,
  'description' | 'descriptionRu' | 'imageKey'
>

export type DestinationAdminRepository = ReturnType<typeof createDestinationAdminRepository>

/** Destinations (countries) and their tours as the console reads and writes them. */
export function createDestinationAdminRepository(db: AppDatabase) {
  return {
    async list() {
      return selectRows<{
        id: number
        slug: string
        name: string
        world_part: string
        tours: number
      }>(
        db,
        sql`SELECT c.id, c.slug, c.name, wp.name AS world_part,
            (SELECT count(DISTINCT tp.tour_id)::int FROM tour_places tp WHERE tp.country_id = c.id) AS tours
          FROM countries c JOIN world_parts wp ON wp.id = c.world_part_id
          ORDER BY wp.position, wp.id, c.name`,
      )
    },

    async find(countryId: number): Promise<DestinationAdminRow | undefined> {
      const [row] = await db.select().from(countries).where(eq(countries.id, countryId))
      return row
    },

    /** Tours visiting it, the most popular first: their ids and cover photos. */
    async tours(countryId: number, limit = COVER_CHOICES) {
      return selectRows<{ id: number; cover_key: string }>(
        db,
        sql`SELECT t.id, t.cover_key FROM tours t
          WHERE t.id IN (SELECT tp.tour_id FROM tour_places tp WHERE tp.country_id = ${countryId}::int)
          ORDER BY (coalesce(t.rating, 0) * ln(1 + t.reviews_count))::float8 DESC, t.id DESC
          LIMIT ${limit}::int`,
      )
    },

    async hasTourCover(countryId: number, key: string): Promise<boolean> {
      const rows = await selectRows<{ id: number }>(
        db,
        sql`SELECT t.id FROM tours t JOIN tour_places tp ON tp.tour_id = t.id
          WHERE tp.country_id = ${countryId}::int AND t.cover_key = ${key} LIMIT 1`,
      )
      return rows.length > 0
    },

    /** Every tour visiting it: their search rows and pages carry its landing. */
    async tourIds(countryId: number): Promise<number[]> {
      const rows = await selectRows<{ tour_id: number }>(
        db,
        sql`SELECT DISTINCT tour_id FROM tour_places WHERE country_id = ${countryId}::int`,
      )
      return rows.map((row) => row.tour_id)
    },

    async update(countryId: number, columns: DestinationColumns, audit: AuditEntry) {
      await db.transaction(async (transaction) => {
        await transaction.update(countries).set(columns).where(eq(countries.id, countryId))
        await recordAudit(transaction, audit)
      })
    },
  }
}
