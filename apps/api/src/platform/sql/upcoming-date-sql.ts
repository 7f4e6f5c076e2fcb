import { sql, type SQL } from 'drizzle-orm'

/** The calendar date in `zone` (an IANA name, a column) at `now` (an ISO instant). */
function calendarDateInZone(now: string, zone: SQL): SQL {
  return sql`(${now}::timestamptz AT TIME ZONE ${zone})::date`
}

/**
 * Whether the date `start` is upcoming at `now`: after today in `zone`, the tour's start-city
 * zone (the domain's isUpcomingTourDate). Every zone's today is within a day of UTC's, so only a
 * date on UTC's today or tomorrow needs the zone's calendar; the conversion (a zone looked up by
 * name, per row) cost about nine times the whole count of listed tours, and most dates are
 * further out.
 */
export function startsAfterToday(start: SQL, now: string, zone: SQL): SQL {
  const utcToday = sql`(${now}::timestamptz AT TIME ZONE 'UTC')::date`
  return sql`(${start} > ${utcToday} + 1 OR (${start} >= ${utcToday} AND ${start} > ${calendarDateInZone(now, zone)}))`
}
