import { routeMeta } from '../../../lib/meta.ts'
import { sitePageOf } from '../../../routing/route-access.server.ts'
import { loadSearchPage } from '../search/search-page.server.ts'
import { LazySearchPage } from '../lazy-pages.ts'
import { searchPageMeta } from '../search/search-page-meta.ts'
import type { Route } from './+types/route.ts'

/** §2 /tours-upon-request/{slug*}: the published on-request tours, paged like a search. */
export async function loader(args: Route.LoaderArgs) {
  sitePageOf(args.context)
  const slug = (args.params['*'] ?? '').replace(/\/+$/, '')
  return loadSearchPage(args, slug === '' ? undefined : slug, 'by-request')
}

export const meta: Route.MetaFunction = ({ matches, error, location, loaderData }) =>
  routeMeta(
    { site: matches[0].loaderData?.site, error, location },
    loaderData === undefined ? { title: '' } : searchPageMeta(loaderData),
  )

export default function ToursByRequest({ loaderData }: Route.ComponentProps) {
  return <LazySearchPage page={loaderData} />
}
