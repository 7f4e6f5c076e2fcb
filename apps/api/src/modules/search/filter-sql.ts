import { sql, type SQL } from 'drizzle-orm'
import { tourType } from '@tourmarket/domain/enums'
import type { LandingKind } from '@tourmarket/contracts'
import type { DateCriteria, TourSearchCriteria } from './criteria.ts'
import type { TourFacetKey } from './facets.ts'
import { startsAfterToday } from '../../platform/sql/upcoming-date-sql.ts'
import { allOf, int4Condition, intArray, textArray } from './sql.ts'

// A search's criteria as SQL conditions on search_tours (s) and on tour dates.
// Every value from a request reaches SQL as a parameter; identifiers come from the constants here.

type FacetColumn = {
  readonly column: string
  readonly isArray: boolean
  readonly type: 'int' | 'text'
}

const facetColumns: Readonly<Record<TourFacetKey, FacetColumn>> = {
  rest_kinds: { column: 'rest_kind_ids', isArray: true, type: 'int' },
  countries: { column: 'country_ids', isArray: true, type: 'int' },
  regions: { column: 'region_ids', isArray: true, type: 'int' },
  cities: { column: 'city_ids', isArray: true, type: 'int' },
  collections: { column: 'collection_ids', isArray: true, type: 'int' },
  languages: { column: 'language_ids', isArray: true, type: 'int' },
  accommodation: { column: 'accommodation', isArray: true, type: 'text' },
  comfort: { column: 'comfort', isArray: false, type: 'text' },
  difficulty: { column: 'difficulty', isArray: false, type: 'int' },
  operator_types: { column: 'operator_type', isArray: false, type: 'text' },
  tour_types: { column: 'type', isArray: false, type: 'int' },
  cruise_types: { column: 'cruise_type', isArray: false, type: 'text' },
  ships: { column: 'ship_id', isArray: false, type: 'int' },
  water_objects: { column: 'water_object_id', isArray: false, type: 'int' },
  start_cities: { column: 'start_city_id', isArray: false, type: 'int' },
}

const landingColumns: Readonly<Record<LandingKind, { column: string; isArray: boolean }>> = {
  world_parts: { column: 'world_part_ids', isArray: true },
  countries: { column: 'country_ids', isArray: true },
  regions: { column: 'region_ids', isArray: true },
  cities: { column: 'city_ids', isArray: true },
  showplaces: { column: 'showplace_ids', isArray: true },
  rest_kinds: { column: 'rest_kind_ids', isArray: true },
  collections: { column: 'collection_ids', isArray: true },
  water_objects: { column: 'water_object_id', isArray: false },
  ships: { column: 'ship_id', isArray: false },
}

const EARTH_RADIUS_KM = 6371
const KM_PER_DEGREE_OF_LATITUDE = 111.2

function valuesParam(type: FacetColumn['type'], values: readonly (string | number)[]): SQL {
  return type === 'int' ? intArray(values as readonly number[]) : textArray(values as string[])
}

export function facetPredicate(key: TourFacetKey, values: readonly (string | number)[]): SQL {
  const { column, isArray, type } = facetColumns[key]
  const param = valuesParam(type, values)
  return isArray
    ? sql`s.${sql.identifier(column)} && ${param}`
    : sql`s.${sql.identifier(column)} = ANY(${param})`
}

export type DateColumns = { readonly start: SQL; readonly price: SQL; readonly duration: SQL }

/** The date-level conditions, grouped the way the date facets leave their own one out. */
export type DatePredicates = {
  readonly dates?: SQL
  readonly price?: SQL
  readonly perDay?: SQL
  readonly days?: SQL
}

function present(parts: readonly (SQL | false)[]): SQL | undefined {
  const kept = parts.filter((part): part is SQL => part !== false)
  return kept.length === 0 ? undefined : allOf(kept)
}

export function datePredicates(dates: DateCriteria, columns: DateColumns): DatePredicates {
  const { start, price, duration } = columns
  return {
    dates: present([
      dates.from !== undefined && sql`${start} >= ${dates.from}::date`,
      dates.to !== undefined && sql`${start} <= ${dates.to}::date`,
    ]),
    price: present([
      dates.priceUsdMin !== undefined && sql`${price} >= ${dates.priceUsdMin}::bigint`,
      dates.priceUsdMax !== undefined && sql`${price} <= ${dates.priceUsdMax}::bigint`,
    ]),
    perDay: present([
      dates.perDayUsdMin !== undefined &&
        sql`${price} >= ${dates.perDayUsdMin}::bigint * ${duration}`,
      dates.perDayUsdMax !== undefined &&
        sql`${price} <= ${dates.perDayUsdMax}::bigint * ${duration}`,
    ]),
    days: present([
      dates.daysMin !== undefined && sql`${duration} >= ${dates.daysMin}::int`,
      dates.daysMax !== undefined && sql`${duration} <= ${dates.daysMax}::int`,
    ]),
  }
}

export function allDatePredicates(predicates: DatePredicates): SQL {
  return allOf([predicates.dates, predicates.price, predicates.perDay, predicates.days])
}

/** English and Russian stemming, plus 'simple' for place names and words the stemmers drop. */
export function textQuery(text: string): SQL {
  return sql`(websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('russian', ${text}) || websearch_to_tsquery('simple', ${text}))`
}

function geoPredicate(geo: NonNullable<TourSearchCriteria['geo']>): SQL {
  const { lat, lng, radiusKm } = geo
  const latitudeSpan = radiusKm / KM_PER_DEGREE_OF_LATITUDE
  // A latitude band first (cheap), then the haversine distance; least() keeps rounding from
  // pushing asin's argument past 1.
  return sql`EXISTS (SELECT 1 FROM unnest(s.point_lats, s.point_lngs) AS p(lat, lng)
    WHERE p.lat BETWEEN ${lat - latitudeSpan}::float8 AND ${lat + latitudeSpan}::float8
      AND 2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
        power(sin(radians(p.lat - ${lat}::float8) / 2), 2)
        + cos(radians(${lat}::float8)) * cos(radians(p.lat))
          * power(sin(radians(p.lng - ${lng}::float8) / 2), 2)))) <= ${radiusKm}::float8)`
}

/** The tours of a landing page: those in its place, of its rest kind, collection, ship… */
export function landingPredicate(landing: NonNullable<TourSearchCriteria['landing']>): SQL {
  const { column, isArray } = landingColumns[landing.kind]
  return isArray
    ? sql`s.${sql.identifier(column)} @> ARRAY[${landing.id}::int]`
    : sql`s.${sql.identifier(column)} = ${landing.id}::int`
}

/** Whether the date `start` of the search_tours row s is upcoming at the search's instant. */
export function isUpcomingForTour(criteria: Pick<TourSearchCriteria, 'now'>, start: SQL): SQL {
  return startsAfterToday(start, criteria.now, sql`s.time_zone`)
}

/**
 * Conditions every result meets and no facet leaves out (the phrase is matched by a join). The
 * rows are those of listed tours (published, by a published organizer): search_tours follows
 * publication as it changes.
 */
export function basePredicates(criteria: TourSearchCriteria): SQL {
  return allOf([
    isUpcomingForTour(criteria, sql`s.last_start`),
    sql`NOT s.is_on_request`,
    sql`s.is_cruise = ${criteria.cruiseMode}`,
    // A brand without excursions (§1) shows none, whatever the type filter asks.
    criteria.excursionsEnabled ? undefined : sql`s.type <> ${tourType.excursion}`,
    criteria.landing && landingPredicate(criteria.landing),
    criteria.geo && geoPredicate(criteria.geo),
    criteria.organizerId === undefined
      ? undefined
      : int4Condition(criteria.organizerId, (id) => sql`s.organizer_id = ${id}`, false),
    criteria.travellerAge === undefined
      ? undefined
      : int4Condition(criteria.travellerAge, (age) => sql`s.min_age <= ${age}`, true),
    criteria.maxGroupSize === undefined
      ? undefined
      : int4Condition(criteria.maxGroupSize, (size) => sql`s.max_group_size <= ${size}`, true),
    criteria.showplaceId === undefined
      ? undefined
      : int4Condition(criteria.showplaceId, (id) => sql`s.showplace_ids @> ARRAY[${id}]`, false),
    criteria.continentId === undefined
      ? undefined
      : int4Condition(criteria.continentId, (id) => sql`s.world_part_ids @> ARRAY[${id}]`, false),
    criteria.minCabinsCapacity === undefined
      ? undefined
      : int4Condition(
          criteria.minCabinsCapacity,
          (capacity) => sql`s.ship_cabins_capacity >= ${capacity}`,
          false,
        ),
    criteria.onlyReturningCruises ? sql`s.is_returning_cruise` : undefined,
  ])
}
