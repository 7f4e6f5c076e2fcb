import { sql, type SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../../db/database.ts'
import { intArray } from '../sql.ts'
import { selectRows } from '../../../platform/sql/select-rows.ts'

/**
 * One search_tours row as the engine keeps it. Dates are whole days since 1970-01-01 and prices
 * plain numbers (USD minor units, far below 2^53), so both drivers answer the same values.
 */
export type EngineTourRow = {
  readonly tour_id: number
  readonly type: number
  readonly is_cruise: boolean
  readonly is_on_request: boolean
  readonly organizer_id: number
  readonly min_age: number | null
  readonly max_group_size: number | null
  readonly ship_cabins_capacity: number | null
  readonly is_returning_cruise: boolean
  readonly world_part_ids: readonly number[]
  readonly showplace_ids: readonly number[]
  readonly point_lats: readonly (number | null)[]
  readonly point_lngs: readonly (number | null)[]
  readonly popularity: number
  readonly time_zone: string
  readonly date_days: readonly number[]
  readonly date_prices: readonly (number | null)[]
  readonly date_durations: readonly number[]
  readonly facet_tokens: readonly number[]
}

const rowColumns = sql`s.tour_id, s.type, s.is_cruise, s.is_on_request, s.organizer_id, s.min_age,
  s.max_group_size, s.ship_cabins_capacity, s.is_returning_cruise, s.world_part_ids,
  s.showplace_ids, s.point_lats, s.point_lngs, s.popularity, s.time_zone,
  ARRAY(SELECT (x - DATE '1970-01-01')::int FROM unnest(s.date_starts) WITH ORDINALITY AS u(x, n) ORDER BY n) AS date_days,
  s.date_prices::float8[] AS date_prices, s.date_durations::int[] AS date_durations,
  s.facet_tokens`

function selectTourRows(db: AppDatabase, where: SQL): Promise<EngineTourRow[]> {
  return selectRows<EngineTourRow>(db, sql`SELECT ${rowColumns} FROM search_tours s WHERE ${where}`)
}

/** Rows are read in batches by id, so a million-tour build never holds one giant result. */
const BATCH_SIZE = 20_000

/** Every row of the read model, batch by batch in id order. */
export async function* loadAllTourRows(db: AppDatabase): AsyncGenerator<EngineTourRow[]> {
  let after = 0
  for (;;) {
    const rows = await selectRows<EngineTourRow>(
      db,
      sql`SELECT ${rowColumns} FROM search_tours s
        WHERE s.tour_id > ${after}::int ORDER BY s.tour_id LIMIT ${BATCH_SIZE}::int`,
    )
    if (rows.length === 0) return
    yield rows
    after = rows[rows.length - 1]!.tour_id
  }
}

/** The current rows of some tours; a tour the read model no longer holds is simply absent. */
export function loadTourRows(
  db: AppDatabase,
  tourIds: readonly number[],
): Promise<EngineTourRow[]> {
  return selectTourRows(db, sql`s.tour_id = ANY(${intArray(tourIds)})`)
}
