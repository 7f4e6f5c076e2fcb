import { sql, type SQL } from 'drizzle-orm'
import type { TourSearchCriteria } from './criteria.ts'
import {
  FACET_OPTIONS_MAX,
  FACET_TOKEN_BASE,
  durationBuckets,
  facetTokenKinds,
  type DurationBucket,
  facetTokenTexts,
  type TourFacetKey,
} from './facets.ts'
import { allOf, intArray } from './sql.ts'

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

/** Longest trip a duration bucket without an upper end reaches (a year is plenty). */
const DURATION_DAYS_MAX = 366

/** A bucket's days as an array, so "has a date in this bucket" is one array overlap per tour. */
function bucketDays(bucket: DurationBucket): SQL {
  const last = bucket.max ?? DURATION_DAYS_MAX
  const days = Array.from({ length: last - bucket.min + 1 }, (_, index) => bucket.min + index)
  return sql`${sql.param(days)}::smallint[]`
}

/**
 * Select-list item `tokens` of the search statement: per token of the given facets, how many of
 * base's candidates count it (those failing nothing, or only the token's own facet; with date
 * conditions, only those with a matching date).
 */
export function facetCountSelects(
  facetKeys: readonly TourFacetKey[],
  dateFlag: SQL | undefined,
): SQL {
  const tokenKinds = facetKeys.map((key) => facetTokenKinds[key])
  return tokenKinds.length === 0
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
}

/**
 * Select-list items `price`, `months` and `durations` of the search statement, over base's rows
 * failing no facet (each date aggregate of date-summary.ts already leaves its own condition out).
 */
export function dateFacetSelects(withDateFacets: boolean): SQL {
  return withDateFacets
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
}

const tokenKindKeys = new Map<number, TourFacetKey>(
  (Object.entries(facetTokenKinds) as [TourFacetKey, number][]).map(([key, kind]) => [kind, key]),
)

/**
 * Ties in a facet's counts go by the value as text, in the collation's order. An id's text is
 * digits only, which the collation orders as plain code units do, without its cost (a broad
 * search sorts ~1,500 place counts, mostly ties).
 */
function compareFacetValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') {
    const left = String(a)
    const right = String(b)
    return left < right ? -1 : left > right ? 1 : 0
  }
  return String(a).localeCompare(String(b))
}

/**
 * Token counts → [value, count] per facet: largest first, the FACET_OPTIONS_MAX largest plus any
 * selected value further down.
 */
export function decodeFacetTokens(
  tokens: readonly (readonly [number, number])[],
  criteria: Pick<TourSearchCriteria, 'facets'>,
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
      .sort(([a, countA], [b, countB]) => countB - countA || compareFacetValues(a, b))
      .filter(([value], index) => index < FACET_OPTIONS_MAX || selected.includes(value))
  }
  return values
}
