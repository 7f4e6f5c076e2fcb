import { sql, type SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import type { LandingTarget, SearchSort, TourSearchCriteria } from './criteria.ts'
import { dateSummary } from './date-summary.ts'
import {
  dateFacetSelects,
  decodeFacetTokens,
  facetCountSelects,
  type RawFacets,
} from './facet-counts.ts'
import { facetTokenKinds, type TourFacetKey } from './facets.ts'
import { basePredicates, facetPredicate, landingPredicate } from './filter-sql.ts'
import { allOf } from './sql.ts'
import { phraseQuery } from './text-match.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

export type { RawFacets } from './facet-counts.ts'
export type { FacetNameRow } from './facet-names-repository.ts'
export type { CardDateRow, CardPhotoRow, TourCardRow } from './tour-cards-repository.ts'

// Tour search over the search_tours read model (migration 0002, docs/decisions/0008-search.md):
// the filter conditions are in filter-sql.ts, the per-date work in date-summary.ts and the facet
// counting in facet-counts.ts.

/**
 * The default order: the phrase's rank when there is one, then, on a collection's page, the
 * editor's order of its tours (tour_collections.position, issue 43), then popularity.
 */
function sortOrder(sort: SearchSort, hasText: boolean, landing: LandingTarget | undefined): SQL {
  switch (sort) {
    case 'price':
      return sql`b.price_from ASC NULLS LAST, b.tour_id ASC`
    case '-price':
      return sql`b.price_from DESC NULLS LAST, b.tour_id DESC`
    case 'default':
      return sql.join(
        [
          ...(hasText ? [sql`b.rank DESC`] : []),
          ...(landing?.kind === 'collections'
            ? [
                sql`(SELECT tc.position FROM tour_collections tc
                  WHERE tc.tour_id = b.tour_id AND tc.collection_id = ${landing.id}::int) ASC NULLS LAST`,
              ]
            : []),
          sql`b.popularity DESC, b.tour_id DESC`,
        ],
        sql`, `,
      )
  }
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
  const text = criteria.text === undefined ? undefined : await phraseQuery(db, criteria.text)
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

  const facetSelects = facetCountSelects(options.facetKeys, dateFlag)
  const dateFacets = dateFacetSelects(options.withDateFacets)

  const from = sql`search_tours s ${documents} ${dates.join ?? sql``}`
  const order = sortOrder(options.sort, text !== undefined, criteria.landing)
  const page = sql`LIMIT ${options.limit}::int OFFSET ${options.offset}::bigint`
  // Without facets and per-date work, the count and the page are planned apart, so the page can
  // walk an index in sort order and stop early; otherwise the rows are computed once and shared.
  const statement =
    withFacets || dates.join !== undefined
      ? sql`WITH base AS MATERIALIZED (
          SELECT ${sql.join(baseColumns, sql`, `)} FROM ${from} WHERE ${baseWhere})
        SELECT ${withTotal ? sql`(SELECT count(*)::int FROM base b WHERE ${matching})` : sql`0`} AS total,
          array(SELECT b.tour_id FROM base b WHERE ${matching} ORDER BY ${order} ${page}) AS tour_ids
          ${facetSelects} ${dateFacets}`
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

/**
 * §7 tours-by-request: the published on-request tours, most popular first; with a landing, those
 * of its place (or rest kind, collection…), as the tour search narrows to one.
 */
export async function findOnRequestTours(
  db: AppDatabase,
  page: { limit: number; offset: number },
  landing?: LandingTarget,
): Promise<OnRequestPage> {
  const found = allOf([
    sql`s.is_on_request`,
    landing === undefined ? undefined : landingPredicate(landing),
  ])
  const [row] = await selectRows<{ total: number; tour_ids: number[] }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM search_tours s WHERE ${found}) AS total,
      array(SELECT s.tour_id FROM search_tours s WHERE ${found}
            ORDER BY s.popularity DESC, s.tour_id DESC
            LIMIT ${page.limit}::int OFFSET ${page.offset}::bigint) AS tour_ids`,
  )
  return { total: row?.total ?? 0, tourIds: row?.tour_ids ?? [] }
}

export type OnRequestCountryRow = {
  readonly slug: string
  readonly name: string
  readonly name_ru: string
  readonly count: number
}

/** The countries of the on-request tours, with how many each has, most first. */
export async function findOnRequestCountries(db: AppDatabase): Promise<OnRequestCountryRow[]> {
  return selectRows<OnRequestCountryRow>(
    db,
    sql`SELECT c.slug, c.name, c.name_ru, count(*)::int AS count
      FROM search_tours s CROSS JOIN LATERAL unnest(s.country_ids) AS place(country_id)
      JOIN countries c ON c.id = place.country_id
      WHERE s.is_on_request
      GROUP BY c.id ORDER BY count(*) DESC, c.slug`,
  )
}
