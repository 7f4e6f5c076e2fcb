import { normalizeSearchFilter } from './filter.ts'
import type { SearchFilter, SearchFilterInput } from './filter.ts'

/**
 * A parsed URL query or API query string: a key given twice arrives as an array of its values.
 *
 * Query keys are the §3 field names as written there (`priceMin`, `cities`, `isCruisesSearch`,
 * …), so the URL, the filter object and the API params share one vocabulary. Lists are
 * comma-separated (`cities=5,6`) or repeated (`cities=5&cities=6`). §5 also allows the singular
 * keys `city`, `region` and `ship`, which add to `cities`, `regions` and `ships`.
 */
export type SearchQuery = Readonly<Record<string, string | readonly string[] | undefined>>

/** Alternative singular names (§5) and the list each one adds to. */
const listAliases = [
  ['cities', 'city'],
  ['regions', 'region'],
  ['ships', 'ship'],
] as const

function withAliases(query: SearchQuery): SearchFilterInput {
  const merged: Record<string, unknown> = { ...query }
  for (const [listKey, singularKey] of listAliases) {
    merged[listKey] = [query[listKey], query[singularKey]].flat()
  }
  return merged
}

/**
 * §5 URL query → filter. The search page carries its slug in the path (§2 `/{slug*}`), so the
 * slug comes from the route, not from a `slug` query key.
 */
export function parseSearchQuery(
  query: SearchQuery,
  route: { readonly slug?: string } = {},
): SearchFilter {
  return normalizeSearchFilter({ ...withAliases(query), slug: route.slug })
}

/** API params → filter: the API receives the slug as a param, the rest as in the URL query. */
export function parseApiParams(params: SearchQuery): SearchFilter {
  return normalizeSearchFilter(withAliases(params))
}

function toParamValue(value: SearchFilter[keyof SearchFilter]): string {
  if (Array.isArray(value)) return value.join(',')
  // §5 booleans are sent as 1; a normalised filter holds only `true` (false is the default).
  if (value === true) return '1'
  return String(value)
}

function toParams(filter: SearchFilter): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter).map(([key, value]: [string, SearchFilter[keyof SearchFilter]]) => [
      key,
      toParamValue(value),
    ]),
  )
}

/**
 * Filter → the canonical, shareable URL query: normalised first, so defaults are dropped, keys
 * follow the §3 field order, lists are sorted and comma-joined, booleans are '1'. Equal filters
 * give equal queries. The slug is left out: it belongs in the path.
 */
export function toSearchQuery(filter: SearchFilterInput): Record<string, string> {
  const { slug: _pathSlug, ...queryFilter } = normalizeSearchFilter(filter)
  return toParams(queryFilter)
}

/** Filter → the params the tour search API receives (§7 /spa/tours): the query plus the slug. */
export function toApiParams(filter: SearchFilterInput): Record<string, string> {
  return toParams(normalizeSearchFilter(filter))
}
