import { tourType } from '@tourmarket/domain/enums'
import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { cities, organizers, tourDates, tours } from '../../db/schema/index.ts'
import { startsAfterToday } from './upcoming-date-sql.ts'

/**
 * Whether the `tours` row in scope is listed on the storefront: published, by a published
 * organizer, with at least one date open for booking (not closed, a seat free: §3 is_busy) that
 * is upcoming at `now` (isUpcomingTourDate: it starts after today in the tour's start-city time
 * zone), as the search finds tours (search_tours_source, migration 0013). Every count this API
 * shows (stats, rest kinds, the sitemap) counts listed tours only; places and collections narrow
 * that to what their landing page finds (isFoundByTourSearch), so a number on a tile matches what
 * a click finds.
 *
 * The outer tour is referenced only in the subquery's WHERE (never in a JOIN … ON), so PostgreSQL
 * can plan the EXISTS as a semi join; as a per-row subplan it was estimated at a handful of rows,
 * and counting collections took 400 ms instead of 20 on the demo catalogue.
 */
export function isListedTour(now: Date): SQL {
  return sql`(${tours.isPublished}
    and exists (select 1 from ${organizers} where ${organizers.id} = ${tours.organizerId} and ${organizers.isPublished})
    and exists (select 1 from ${tourDates}, ${cities}
      where ${cities.id} = ${tours.startCityId} and ${tourDates.tourId} = ${tours.id}
        and not ${tourDates.isClosed} and ${tourDates.numberOfFreeSeats} > 0
        and ${startsAfterToday(sql`${tourDates.startDate}`, now.toISOString(), sql`${cities.timezone}`)}))`
}

/**
 * Whether a listed tour is one the tour search finds on a landing page (§2 /{slug*}) without a
 * filter: a tour, not an excursion (§5: tour type 1 is the default), not a cruise (the cruise
 * search has those) and not on request (/tours-upon-request has those). Places and collections
 * are counted this way, so the number beside a link is what it opens, and a place with only
 * cruises or excursions is not offered as an empty search.
 */
export function isFoundByTourSearch(now: Date): SQL {
  return sql`(${isListedTour(now)} and ${tours.type} = ${tourType.tour}
    and not ${tours.isCruise} and not ${tours.isOnRequest})`
}

/** The calendar date (UTC, YYYY-MM-DD) of an instant: tour dates are compared with it. */
export function calendarDateOf(instant: Date): string {
  return instant.toISOString().slice(0, 10)
}

/** count(distinct …) as a JavaScript number (PostgreSQL's count is a bigint, sent as text). */
export function countDistinct(column: SQL | typeof tours.id): SQL<number> {
  return sql<number>`count(distinct ${column})::int`
}
