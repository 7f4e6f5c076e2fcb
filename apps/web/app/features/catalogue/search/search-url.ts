import { parseSearchQuery, toSearchQuery } from '@tourmarket/domain/search'
import type { SearchFilter, SearchFilterInput, SearchQuery } from '@tourmarket/domain/search'

/** Search params as the §5 normaliser reads them: a key given twice becomes a list of values. */
export function searchQueryOf(params: URLSearchParams): SearchQuery {
  const query: Record<string, string | string[]> = {}
  for (const [key, value] of params) {
    const previous = query[key]
    query[key] = previous === undefined ? value : [previous, value].flat()
  }
  return query
}

/**
 * The canonical query string of a filter (no leading '?'): §5 normalised, keys in §3 order.
 * Commas stay readable (`cities=5,6`), everything else is percent-encoded.
 */
export function canonicalSearch(filter: SearchFilterInput): string {
  return Object.entries(toSearchQuery(filter))
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(value).replaceAll('%2C', ',')}`,
    )
    .join('&')
}

/** The href of the same path with the filter's canonical query ('' query: the bare path). */
export function searchHref(pathname: string, filter: SearchFilterInput): string {
  const search = canonicalSearch(filter)
  return search === '' ? pathname : `${pathname}?${search}`
}

/**
 * The page URL a loader request stands for: a client navigation fetches '/italy.data?…' (React
 * Router's data request, with its own `_routes` key), the page itself is '/italy?…'.
 */
export function pageUrlOf(requestUrl: string): URL {
  const url = new URL(requestUrl)
  if (url.pathname.endsWith('.data')) {
    const path = url.pathname.slice(0, -'.data'.length)
    url.pathname = path === '/_root' ? '/' : path
    url.searchParams.delete('_routes')
  }
  return url
}

/** §5 the filter a URL states, with the landing slug taken from the path. */
export function filterOfUrl(url: URL, slug: string | undefined): SearchFilter {
  return parseSearchQuery(searchQueryOf(url.searchParams), slug === undefined ? {} : { slug })
}

/**
 * A filter change: the other fields stay, the changed ones are replaced (undefined removes), and
 * the page goes back to the first, because the old page number means nothing for new results.
 */
export function withFilterChange(
  filter: SearchFilter,
  change: SearchFilterInput,
): SearchFilterInput {
  const changesPage = Object.hasOwn(change, 'page')
  return { ...filter, ...(changesPage ? {} : { page: undefined }), ...change }
}
