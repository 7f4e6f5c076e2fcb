import { sql, type SQL } from 'drizzle-orm'
import { hasDateConditions, type TourSearchCriteria } from './criteria.ts'
import {
  allDatePredicates,
  datePredicates,
  isUpcomingForTour,
  type DateColumns,
  type DatePredicates,
} from './filter-sql.ts'
import { allOf, monthOf } from './sql.ts'

const unnestedDates = sql`unnest(s.date_starts, s.date_prices, s.date_durations) AS d(start, price, duration)`
const dateColumns: DateColumns = {
  start: sql`d.start`,
  price: sql`d.price`,
  duration: sql`d.duration`,
}

type DateSummary = {
  /** Extra FROM item, when dates must be read one by one. */
  readonly join?: SQL
  /** Select-list items of base: price_from, and with facets price_lo, price_hi, months, durations. */
  readonly columns: SQL
  /** Whether a date meets every date-level condition; undefined when there are none. */
  readonly matches?: SQL
}

/**
 * Without date-level conditions the aggregates precomputed when the row was built are exact for
 * every tour whose first stored date is still upcoming; the others (a date started since) recompute
 * from their arrays. With conditions, each tour's dates are read one by one. Upcoming: after
 * today in the tour's start-city zone (isUpcomingTourDate).
 */
export function dateSummary(criteria: TourSearchCriteria, withFacets: boolean): DateSummary {
  const upcoming = (start: SQL) => isUpcomingForTour(criteria, start)
  if (!hasDateConditions(criteria.dates)) {
    const fresh = upcoming(sql`s.first_start`)
    const recompute = (aggregate: SQL) =>
      sql`(SELECT ${aggregate} FROM ${unnestedDates} WHERE ${upcoming(sql`d.start`)})`
    const priceFrom = sql`CASE WHEN ${fresh} THEN s.min_price ELSE ${recompute(sql`min(d.price)`)} END`
    const columns = withFacets
      ? sql`${priceFrom} AS price_from, ${priceFrom} AS price_lo,
          CASE WHEN ${fresh} THEN s.max_price ELSE ${recompute(sql`max(d.price)`)} END AS price_hi,
          CASE WHEN ${fresh} THEN s.date_months ELSE ${recompute(sql`array_agg(DISTINCT ${monthOf(sql`d.start`)})`)} END AS months,
          CASE WHEN ${fresh} THEN s.distinct_durations ELSE ${recompute(sql`array_agg(DISTINCT d.duration)`)} END AS durations`
      : sql`${priceFrom} AS price_from`
    return { columns }
  }
  const predicates = datePredicates(criteria.dates, dateColumns)
  const all = allDatePredicates(predicates)
  const except = (left: keyof DatePredicates) =>
    allOf(
      (['dates', 'price', 'perDay', 'days'] as const)
        .filter((key) => key !== left)
        .map((key) => predicates[key]),
    )
  const facetAggregates = withFacets
    ? sql`, min(d.price) FILTER (WHERE ${except('price')}) AS price_lo,
        max(d.price) FILTER (WHERE ${except('price')}) AS price_hi,
        array_agg(DISTINCT ${monthOf(sql`d.start`)}) FILTER (WHERE ${except('dates')}) AS months,
        array_agg(DISTINCT d.duration) FILTER (WHERE ${except('days')}) AS durations`
    : sql``
  const join = sql`CROSS JOIN LATERAL (
      SELECT coalesce(bool_or(${all}), false) AS dates_match,
        min(d.price) FILTER (WHERE ${all}) AS price_from ${facetAggregates}
      FROM ${unnestedDates} WHERE ${upcoming(sql`d.start`)}) dd`
  const columns = withFacets
    ? sql`dd.price_from, dd.price_lo, dd.price_hi, dd.months, dd.durations`
    : sql`dd.price_from`
  return { join, columns, matches: sql`dd.dates_match` }
}
