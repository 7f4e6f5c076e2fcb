import { and, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { cities, tourDates, tours } from '../../db/schema/index.ts'
import { startsAfterToday } from '../../platform/sql/upcoming-date-sql.ts'
import { isOnSite } from './tour-lookup-repository.ts'

/** How the catalogue's listed tours spread over accommodation kinds. */
export function createAccommodationRepository(db: AppDatabase) {
  return {
    /**
     * How many on-site tours offer each accommodation kind and still have a date ahead; "ahead"
     * is judged in each tour's start-city time zone, like the tour page's dates.
     */
    async accommodationCounts(now: Date) {
      const kind = sql<string>`kind`
      return db
        .select({ kind, count: sql<number>`count(distinct ${tours.id})::int` })
        .from(sql`${tours} cross join lateral unnest(${tours.accommodation}) as kind`)
        .where(
          and(
            isOnSite,
            // The outer tour only in WHERE, so the EXISTS can be a semi join (listed-tours.ts).
            sql`exists (select 1 from ${tourDates}, ${cities}
              where ${cities.id} = ${tours.startCityId} and ${tourDates.tourId} = ${tours.id}
                and ${startsAfterToday(sql`${tourDates.startDate}`, now.toISOString(), sql`${cities.timezone}`)})`,
          ),
        )
        .groupBy(kind)
    },
  }
}
