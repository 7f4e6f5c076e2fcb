import { sql, type SQL } from 'drizzle-orm'
import type { LandingKind } from '@tourmarket/api-client'
import type { AppDatabase } from '../../db/database.ts'
import {
  hasDateConditions,
  type DateCriteria,
  type SearchSort,
  type TourSearchCriteria,
} from './criteria.ts'
import {
  FACET_OPTIONS_MAX,
  FACET_TOKEN_BASE,
  durationBuckets,
  facetTokenKinds,
  type DurationBucket,
  facetTokenTexts,
  type TourFacetKey,
} from './facets.ts'
import { allOf, intArray, selectRows, textArray } from './sql.ts'

// Tour search over the search_tours read model (migration 0002, docs/decisions/0008-search.md).
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

function facetPredicate(key: TourFacetKey, values: readonly (string | number)[]): SQL {
  const { column, isArray, type } = facetColumns[key]
  const param = valuesParam(type, values)
  return isArray
    ? sql`s.${sql.identifier(column)} && ${param}`
    : sql`s.${sql.identifier(column)} = ANY(${param})`
}

type DateColumns = { readonly start: SQL; readonly price: SQL; readonly duration: SQL }

/** The date-level conditions, grouped the way the date facets leave their own one out. */
type DatePredicates = {
  readonly dates?: SQL
  readonly price?: SQL
  readonly perDay?: SQL
  readonly days?: SQL
}

function present(parts: readonly (SQL | false)[]): SQL | undefined {
  const kept = parts.filter((part): part is SQL => part !== false)
  return kept.length === 0 ? undefined : allOf(kept)
}

function datePredicates(dates: DateCriteria, columns: DateColumns): DatePredicates {
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

function allDatePredicates(predicates: DatePredicates): SQL {
  return allOf([predicates.dates, predicates.price, predicates.perDay, predicates.days])
}

/** English and Russian stemming, plus 'simple' for place names and words the stemmers drop. */
function textQuery(text: string): SQL {
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

function landingPredicate(landing: NonNullable<TourSearchCriteria['landing']>): SQL {
  const { column, isArray } = landingColumns[landing.kind]
  return isArray
    ? sql`s.${sql.identifier(column)} @> ARRAY[${landing.id}::int]`
    : sql`s.${sql.identifier(column)} = ${landing.id}::int`
}

/** Conditions every result meets and no facet leaves out (the phrase is matched by a join). */
function basePredicates(criteria: TourSearchCriteria): SQL {
  const { today } = criteria
  return allOf([
    sql`s.last_start >= ${today}::date`,
    sql`NOT s.is_on_request`,
    sql`s.is_cruise = ${criteria.cruiseMode}`,
    criteria.landing && landingPredicate(criteria.landing),
    criteria.geo && geoPredicate(criteria.geo),
    criteria.organizerId === undefined
      ? undefined
      : sql`s.organizer_id = ${criteria.organizerId}::int`,
    criteria.travellerAge === undefined
      ? undefined
      : sql`s.min_age <= ${criteria.travellerAge}::int`,
    criteria.maxGroupSize === undefined
      ? undefined
      : sql`s.max_group_size <= ${criteria.maxGroupSize}::int`,
    criteria.showplaceId === undefined
      ? undefined
      : sql`s.showplace_ids @> ARRAY[${criteria.showplaceId}::int]`,
    criteria.continentId === undefined
      ? undefined
      : sql`s.world_part_ids @> ARRAY[${criteria.continentId}::int]`,
    criteria.minCabinsCapacity === undefined
      ? undefined
      : sql`s.ship_cabins_capacity >= ${criteria.minCabinsCapacity}::int`,
    criteria.onlyReturningCruises ? sql`s.is_returning_cruise` : undefined,
  ])
}

const monthOf = (date: SQL) =>
  sql`(extract(year FROM ${date}) * 100 + extract(month FROM ${date}))::int`

/** Longest trip a duration bucket without an upper end reaches (a year is plenty). */
const DURATION_DAYS_MAX = 366

/** A bucket's days as an array, so "has a date in this bucket" is one array overlap per tour. */
function bucketDays(bucket: DurationBucket): SQL {
  const last = bucket.max ?? DURATION_DAYS_MAX
  const days = Array.from({ length: last - bucket.min + 1 }, (_, index) => bucket.min + index)
  return sql`${sql.param(days)}::smallint[]`
}

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
 * Without date-level conditions the aggregates precomputed at refresh time are exact for every
 * tour whose first stored date has not passed; the others (a date passed since the refresh)
 * recompute from their arrays. With conditions, each tour's dates are read one by one.
 */
function dateSummary(criteria: TourSearchCriteria, withFacets: boolean): DateSummary {
  const today = sql`${criteria.today}::date`
  if (!hasDateConditions(criteria.dates)) {
    const fresh = sql`s.first_start >= ${today}`
    const recompute = (aggregate: SQL) =>
      sql`(SELECT ${aggregate} FROM ${unnestedDates} WHERE d.start >= ${today})`
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
      FROM ${unnestedDates} WHERE d.start >= ${today}) dd`
  const columns = withFacets
    ? sql`dd.price_from, dd.price_lo, dd.price_hi, dd.months, dd.durations`
    : sql`dd.price_from`
  return { join, columns, matches: sql`dd.dates_match` }
}

function sortOrder(sort: SearchSort, hasText: boolean): SQL {
  switch (sort) {
    case 'price':
      return sql`b.price_from ASC NULLS LAST, b.tour_id ASC`
    case '-price':
      return sql`b.price_from DESC NULLS LAST, b.tour_id DESC`
    case 'default':
      return hasText
        ? sql`b.rank DESC, b.popularity DESC, b.tour_id DESC`
        : sql`b.popularity DESC, b.tour_id DESC`
  }
}

/** [value, count] pairs, largest first, for one facet. */
export type FacetCounts<Value> = readonly (readonly [Value, number])[]

export type RawFacets = {
  readonly values: { readonly [Key in TourFacetKey]?: FacetCounts<string | number> }
  /** USD minor units. */
  readonly price: readonly [number | null, number | null]
  /** yyyymm → count. */
  readonly months: FacetCounts<number>
  readonly durations: FacetCounts<string>
}

export type TourSearchResult = {
  readonly total: number
  readonly tourIds: readonly number[]
  readonly facets?: RawFacets
}

export type TourSearchOptions = {
  readonly sort: SearchSort
  readonly limit: number
  readonly offset: number
  /** The facets to count; none means a plain search. */
  readonly facetKeys: readonly TourFacetKey[]
  /** Also count price, months and durations. */
  readonly withDateFacets: boolean
  /** Count the matches (the total); false when the caller has it already. */
  readonly withTotal?: boolean
}

type SearchRow = {
  total: number
  tour_ids: number[]
  tokens?: [number, number][]
  price?: [number | null, number | null] | null
  months?: [number, number][]
  durations?: [string, number][] | null
}

const tokenKindKeys = new Map<number, TourFacetKey>(
  (Object.entries(facetTokenKinds) as [TourFacetKey, number][]).map(([key, kind]) => [kind, key]),
)

/**
 * Token counts → [value, count] per facet: largest first, the FACET_OPTIONS_MAX largest plus any
 * selected value further down.
 */
function decodeFacetTokens(
  tokens: readonly (readonly [number, number])[],
  criteria: TourSearchCriteria,
  facetKeys: readonly TourFacetKey[],
): RawFacets['values'] {
  const counted: { [Key in TourFacetKey]?: [string | number, number][] } = {}
  for (const [token, count] of tokens) {
    const key = tokenKindKeys.get(Math.floor(token / FACET_TOKEN_BASE))
    if (key === undefined || !facetKeys.includes(key)) continue
    const id = token % FACET_TOKEN_BASE
    const texts = facetTokenTexts[key]
    const value = texts === undefined ? id : texts[id - 1]
    if (value !== undefined) (counted[key] ??= []).push([value, count])
  }
  const values: { [Key in TourFacetKey]?: FacetCounts<string | number> } = {}
  for (const key of facetKeys) {
    const selected: readonly (string | number)[] = criteria.facets[key] ?? []
    values[key] = (counted[key] ?? [])
      .sort(([a, countA], [b, countB]) => countB - countA || String(a).localeCompare(String(b)))
      .filter(([value], index) => index < FACET_OPTIONS_MAX || selected.includes(value))
  }
  return values
}

/**
 * One statement. Without facets every condition filters search_tours directly (indexes apply).
 * With facets, the candidates are the rows that fail at most one faceted condition; each notes
 * how many it fails and which. The total and the page take the rows failing none; the facet
 * counts are one aggregation over the candidates' facet tokens, where a token counts if its row
 * fails nothing, or fails only the token's own facet (classic faceted search: every filter but
 * its own).
 */
export async function searchTours(
  db: AppDatabase,
  criteria: TourSearchCriteria,
  options: TourSearchOptions,
): Promise<TourSearchResult> {
  const withFacets = options.facetKeys.length > 0 || options.withDateFacets
  const withTotal = options.withTotal ?? true
  const selected = Object.entries(criteria.facets) as [TourFacetKey, readonly (string | number)[]][]
  const dates = dateSummary(criteria, withFacets)
  const text = criteria.text === undefined ? undefined : textQuery(criteria.text)
  const documents =
    text === undefined
      ? sql``
      : sql`JOIN search_tour_documents sd ON sd.tour_id = s.tour_id AND sd.document @@ ${text}`
  const failed =
    selected.length === 0
      ? sql`0`
      : sql.join(
          selected.map(([key, values]) => sql`(NOT ${facetPredicate(key, values)})::int`),
          sql` + `,
        )
  const failedKind =
    selected.length === 0
      ? sql`0`
      : sql`CASE ${sql.join(
          selected.map(
            ([key, values]) =>
              sql`WHEN NOT ${facetPredicate(key, values)} THEN ${facetTokenKinds[key]}::int`,
          ),
          sql` `,
        )} ELSE 0 END`

  const baseColumns = [
    sql`s.tour_id`,
    sql`s.popularity`,
    text === undefined ? sql`0 AS rank` : sql`ts_rank(sd.document, ${text}) AS rank`,
    dates.columns,
    ...(withFacets
      ? [sql`s.facet_tokens`, sql`${failed} AS failed`, sql`${failedKind} AS failed_kind`]
      : []),
    ...(withFacets && dates.matches !== undefined ? [sql`${dates.matches} AS f_dates`] : []),
  ]
  const baseWhere = withFacets
    ? allOf([basePredicates(criteria), sql`${failed} <= 1`])
    : allOf([
        basePredicates(criteria),
        ...selected.map(([key, values]) => facetPredicate(key, values)),
        dates.matches,
      ])
  const dateFlag = withFacets && dates.matches !== undefined ? sql`b.f_dates` : undefined
  // Without facets base holds only matching rows; with them, the matching ones fail nothing.
  const matching = withFacets ? allOf([sql`b.failed = 0`, dateFlag]) : sql`true`

  const tokenKinds = options.facetKeys.map((key) => facetTokenKinds[key])
  const facetSelects =
    tokenKinds.length === 0
      ? sql``
      : sql`, (SELECT coalesce(json_agg(json_build_array(x.token, x.n)), '[]'::json)
          FROM (SELECT t.token, count(*)::int AS n
                FROM base b CROSS JOIN LATERAL unnest(b.facet_tokens) AS t(token)
                WHERE ${allOf([
                  sql`(b.failed = 0 OR t.token / ${FACET_TOKEN_BASE}::int = b.failed_kind)`,
                  dateFlag,
                  sql`t.token / ${FACET_TOKEN_BASE}::int = ANY(${intArray(tokenKinds)})`,
                ])}
                GROUP BY t.token) x) AS tokens`
  const dateFacetSelects = options.withDateFacets
    ? sql`, (SELECT json_build_array(min(b.price_lo), max(b.price_hi)) FROM base b WHERE b.failed = 0) AS price,
        (SELECT coalesce(json_agg(json_build_array(x.month, x.n) ORDER BY x.month), '[]'::json)
          FROM (SELECT m.month, count(*)::int AS n FROM base b CROSS JOIN LATERAL unnest(b.months) AS m(month)
                WHERE b.failed = 0 GROUP BY m.month) x) AS months,
        (SELECT json_build_array(${sql.join(
          durationBuckets.map(
            (bucket) =>
              sql`json_build_array(${bucket.key}::text, count(*) FILTER (WHERE b.durations && ${bucketDays(bucket)}))`,
          ),
          sql`, `,
        )}) FROM base b WHERE b.failed = 0) AS durations`
    : sql``

  const from = sql`search_tours s ${documents} ${dates.join ?? sql``}`
  const order = sortOrder(options.sort, text !== undefined)
  const page = sql`LIMIT ${options.limit}::int OFFSET ${options.offset}::bigint`
  // Without facets and per-date work, the count and the page are planned apart, so the page can
  // walk an index in sort order and stop early; otherwise the rows are computed once and shared.
  const statement =
    withFacets || dates.join !== undefined
      ? sql`WITH base AS MATERIALIZED (
          SELECT ${sql.join(baseColumns, sql`, `)} FROM ${from} WHERE ${baseWhere})
        SELECT ${withTotal ? sql`(SELECT count(*)::int FROM base b WHERE ${matching})` : sql`0`} AS total,
          array(SELECT b.tour_id FROM base b WHERE ${matching} ORDER BY ${order} ${page}) AS tour_ids
          ${facetSelects} ${dateFacetSelects}`
      : sql`SELECT ${withTotal ? sql`(SELECT count(*)::int FROM ${from} WHERE ${baseWhere})` : sql`0`} AS total,
          array(SELECT b.tour_id FROM (SELECT ${sql.join(baseColumns, sql`, `)} FROM ${from} WHERE ${baseWhere}) b
                ORDER BY ${order} ${page}) AS tour_ids`

  const [row] = await selectRows<SearchRow>(db, statement)
  if (row === undefined) return { total: 0, tourIds: [] }
  const result: TourSearchResult = { total: row.total, tourIds: row.tour_ids }
  if (!withFacets) return result
  return {
    ...result,
    facets: {
      values: decodeFacetTokens(row.tokens ?? [], criteria, options.facetKeys),
      price: row.price ?? [null, null],
      months: row.months ?? [],
      durations: row.durations ?? [],
    },
  }
}

export type OnRequestPage = { readonly total: number; readonly tourIds: readonly number[] }

/** §7 tours-by-request: the published on-request tours, most popular first. */
export async function findOnRequestTours(
  db: AppDatabase,
  page: { limit: number; offset: number },
): Promise<OnRequestPage> {
  const [row] = await selectRows<{ total: number; tour_ids: number[] }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM search_tours WHERE is_on_request) AS total,
      array(SELECT tour_id FROM search_tours WHERE is_on_request
            ORDER BY popularity DESC, tour_id DESC
            LIMIT ${page.limit}::int OFFSET ${page.offset}::bigint) AS tour_ids`,
  )
  return { total: row?.total ?? 0, tourIds: row?.tour_ids ?? [] }
}

export type CardPhotoRow = {
  image_key: string
  alt: string
  alt_ru: string
  video_url: string | null
}

export type CardDateRow = {
  id: number
  start: string
  end: string
  currency: string
  price_minor: number
  base_price_minor: number
  price_usd_minor: number
  number_of_free_seats: number
  not_guaranteed: boolean
}

export type TourCardRow = {
  id: number
  slug: string
  title: string
  title_ru: string
  type: number
  is_cruise: boolean
  cover_key: string
  duration_days: number
  rating: number | null
  reviews_count: number
  difficulty: number
  comfort: string
  city_id: number
  city_name: string
  city_name_ru: string
  country_id: number
  country_name: string
  country_name_ru: string
  organizer_id: number
  organizer_name: string
  organizer_verified: boolean
  photos: CardPhotoRow[]
  nearest_dates: CardDateRow[]
  cheapest_date: CardDateRow | null
  languages: { id: number; code: string; name: string; name_ru: string }[]
}

const dateJson = sql`json_build_object('id', d.id, 'start', d.start_date, 'end', d.end_date,
  'currency', d.currency, 'price_minor', d.price_minor, 'base_price_minor', d.base_price_minor,
  'price_usd_minor', d.price_usd_minor, 'number_of_free_seats', d.number_of_free_seats,
  'not_guaranteed', d.not_guaranteed)`

/**
 * What the cards of the given tours show, in no particular order. Dates are the future open ones
 * meeting the search's date-level conditions, so a card's price and dates match the search.
 */
export async function loadTourCards(
  db: AppDatabase,
  tourIds: readonly number[],
  dates: { readonly today: string; readonly criteria: DateCriteria },
): Promise<TourCardRow[]> {
  if (tourIds.length === 0) return []
  const matching = allOf([
    sql`d.tour_id = t.id`,
    sql`NOT d.is_closed`,
    sql`d.start_date >= ${dates.today}::date`,
    allDatePredicates(
      datePredicates(dates.criteria, {
        start: sql`d.start_date`,
        price: sql`d.price_usd_minor`,
        duration: sql`d.duration_days`,
      }),
    ),
  ])
  return selectRows<TourCardRow>(
    db,
    sql`SELECT t.id, t.slug, t.title, t.title_ru, t.type, t.is_cruise, t.cover_key, t.duration_days,
        t.rating::float8 AS rating, t.reviews_count, t.difficulty, t.comfort,
        c.id AS city_id, c.name AS city_name, c.name_ru AS city_name_ru,
        co.id AS country_id, co.name AS country_name, co.name_ru AS country_name_ru,
        o.id AS organizer_id, o.name AS organizer_name, o.identity_check = 1 AS organizer_verified,
        coalesce((SELECT json_agg(json_build_object('image_key', m.image_key, 'alt', m.alt,
                    'alt_ru', m.alt_ru, 'video_url', m.video_url) ORDER BY m.position, m.id)
                  FROM (SELECT * FROM tour_media m WHERE m.tour_id = t.id
                        ORDER BY m.position, m.id LIMIT 5) m), '[]'::json) AS photos,
        coalesce((SELECT json_agg(${dateJson} ORDER BY d.start_date, d.id)
                  FROM (SELECT * FROM tour_dates d WHERE ${matching}
                        ORDER BY d.start_date, d.id LIMIT 3) d), '[]'::json) AS nearest_dates,
        (SELECT ${dateJson} FROM tour_dates d WHERE ${matching}
          ORDER BY d.price_usd_minor, d.start_date, d.id LIMIT 1) AS cheapest_date,
        coalesce((SELECT json_agg(json_build_object('id', l.id, 'code', l.code, 'name', l.name,
                    'name_ru', l.name_ru) ORDER BY l.id)
                  FROM languages l WHERE l.id = ANY(t.language_ids)), '[]'::json) AS languages
      FROM tours t
      JOIN organizers o ON o.id = t.organizer_id
      JOIN cities c ON c.id = t.start_city_id
      JOIN countries co ON co.id = c.country_id
      WHERE t.id = ANY(${intArray(tourIds)}) AND t.is_published AND o.is_published`,
  )
}

export type FacetNameRow = {
  kind: 'named' | 'languages'
  facet: string
  id: number
  slug: string
  name: string
  name_ru: string
}

/** Names of the entities the facets count, by facet key. */
export async function loadFacetNames(
  db: AppDatabase,
  ids: { readonly [Key in TourFacetKey]?: readonly number[] },
): Promise<FacetNameRow[]> {
  const lookup = (facet: TourFacetKey, table: string, nameRu: string, slug = 'slug') => {
    const wanted = ids[facet]
    if (wanted === undefined || wanted.length === 0) return undefined
    return sql`SELECT 'named' AS kind, ${facet}::text AS facet, e.id, e.${sql.identifier(slug)} AS slug,
        e.name, e.${sql.identifier(nameRu)} AS name_ru
      FROM ${sql.identifier(table)} e WHERE e.id = ANY(${intArray(wanted)})`
  }
  const parts = [
    lookup('rest_kinds', 'rest_kinds', 'name_ru'),
    lookup('countries', 'countries', 'name_ru'),
    lookup('regions', 'regions', 'name_ru'),
    lookup('cities', 'cities', 'name_ru'),
    lookup('collections', 'collections', 'name_ru'),
    lookup('languages', 'languages', 'name_ru', 'code'),
    // Ships have one name, shown in both languages.
    lookup('ships', 'ships', 'name'),
    lookup('water_objects', 'water_objects', 'name_ru'),
    lookup('start_cities', 'cities', 'name_ru'),
  ].filter((part): part is SQL => part !== undefined)
  if (parts.length === 0) return []
  return selectRows<FacetNameRow>(db, sql.join(parts, sql` UNION ALL `))
}

export type CalendarRow = {
  months: [number, number, number][]
  seasons: [number, string, string, string, number[], number][]
}

/** Months with future open dates of listed tours (tours and dates per month), and seasons. */
export async function loadCalendarPeriods(db: AppDatabase, today: string): Promise<CalendarRow> {
  const [row] = await selectRows<CalendarRow>(
    db,
    sql`WITH future AS MATERIALIZED (
        SELECT s.tour_id, d.start
        FROM search_tours s CROSS JOIN LATERAL unnest(s.date_starts) AS d(start)
        WHERE NOT s.is_on_request AND s.last_start >= ${today}::date AND d.start >= ${today}::date)
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
