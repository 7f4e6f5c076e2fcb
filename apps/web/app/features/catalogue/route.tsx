import { CATALOGUE_SLUG } from '@tourmarket/domain/search'
import { data } from 'react-router'
import { cacheHeadersOf, pageCacheHeaders } from '../../lib/page-caching.server.ts'
import { shellRequestOf } from '../../lib/shell-context.server.ts'
import { routeMeta } from '../../lib/meta.ts'
import { sitePageOf } from '../../routing/route-access.server.ts'
import { slugEndingInDigits } from '../../routing/site-routes.ts'
import { loadSearchPage } from './search/search-page.server.ts'
import { searchPageMeta } from './search/search-page-meta.ts'
import { loadTourPage } from './tour/tour-page.server.ts'
import { tourPageMeta } from './tour/tour-page-meta.ts'
import { LazySearchPage, LazyTourPage } from './lazy-pages.ts'
import type { Route } from './+types/route.ts'

/**
 * §2's catch-all: /{slug ending in -digits} is a tour page, any other path a tour search
 * (/{slug*}, name tours), optionally on a landing slug (a country, region, city, rest kind,
 * collection…). One route tells them apart, because the router cannot match on the digits.
 */
export async function loader(args: Route.LoaderArgs) {
  sitePageOf(args.context)
  const path = (args.params['*'] ?? '').replace(/\/+$/, '')
  if (!path.includes('/') && slugEndingInDigits.test(path)) {
    const page = await loadTourPage(args, path)
    return data(
      { kind: 'tour' as const, page },
      { headers: pageCacheHeaders(shellRequestOf(args.context)) },
    )
  }
  // Issue 42: /tours is the whole catalogue (no landing takes its slug), where an empty search leads.
  const landingSlug = path === '' || path === CATALOGUE_SLUG ? undefined : path
  return {
    kind: 'search' as const,
    page: await loadSearchPage(args, landingSlug, 'tours'),
  }
}

/** Issue 21: a tour page is the same for every anonymous visitor, so a CDN may keep it. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => cacheHeadersOf(loaderHeaders)

export const meta: Route.MetaFunction = ({ matches, error, location, loaderData }) =>
  routeMeta(
    { site: matches[0].loaderData?.site, error, location },
    loaderData === undefined
      ? { title: '' }
      : loaderData.kind === 'tour'
        ? tourPageMeta(loaderData.page)
        : searchPageMeta(loaderData.page),
  )

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'tour' ? (
    <LazyTourPage page={loaderData.page} />
  ) : (
    <LazySearchPage page={loaderData.page} />
  )
}
