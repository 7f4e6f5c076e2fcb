import { sql, type SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { startsAfterToday } from '../../platform/sql/upcoming-date-sql.ts'
import { monthOf } from './sql.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

export type CalendarRow = {
  months: [number, number, number][]
  seasons: [number, string, string, string, number[], number][]
}

/**
 * Months with upcoming open dates of listed tours (tours and dates per month), and seasons;
 * upcoming at `now` (ISO instant) in each tour's start-city zone.
 */
export async function loadCalendarPeriods(db: AppDatabase, now: string): Promise<CalendarRow> {
  const upcoming = (start: SQL) => startsAfterToday(start, now, sql`s.time_zone`)
  const [row] = await selectRows<CalendarRow>(
    db,
    sql`WITH future AS MATERIALIZED (
        SELECT s.tour_id, d.start
        FROM search_tours s CROSS JOIN LATERAL unnest(s.date_starts) AS d(start)
        WHERE NOT s.is_on_request AND ${upcoming(sql`s.last_start`)} AND ${upcoming(sql`d.start`)})
      SELECT
        (SELECT coalesce(json_agg(json_build_array(m.month, m.tours, m.dates) ORDER BY m.month), '[]'::json)
          FROM (SELECT ${monthOf(sql`start`)} AS month, count(DISTINCT tour_id)::int AS tours,
                  count(*)::int AS dates
                FROM future GROUP BY 1) m) AS months,
        (SELECT coalesce(json_agg(json_build_array(se.id, se.slug, se.name, se.name_ru, se.months,
                  coalesce(c.tours, 0)) ORDER BY se.position, se.id), '[]'::json)
          FROM seasons se
          LEFT JOIN (SELECT se2.id, count(DISTINCT f.tour_id)::int AS tours
                     FROM seasons se2 JOIN future f ON extract(month FROM f.start)::int = ANY(se2.months)
                     GROUP BY se2.id) c ON c.id = se.id) AS seasons`,
  )
  return row ?? { months: [], seasons: [] }
}
