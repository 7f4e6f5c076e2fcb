import type { TourCard } from '@tourmarket/contracts'
import { parseSharedTourIds } from '@tourmarket/domain/session'
import { callApi } from '../../lib/api-call.ts'
import { routeMeta } from '../../lib/meta.ts'
import { apiClientOf } from '../../lib/shell-context.server.ts'
import { sitePageOf } from '../../routing/route-access.server.ts'
import type { Route } from './+types/route.ts'
import { FavoritesPage } from './favorites-page.tsx'
import { SHARED_IDS_PARAM } from './share-list.tsx'
import { SharedFavoritesPage } from './shared-favorites-page.tsx'
import { favoritesTitle } from './favorites-text.ts'

/** Issue 42: the tours of a list someone shared (`?ids=`), or null for the visitor's own list. */
export type FavoritesLoaderData = { readonly shared: readonly TourCard[] | null }

/**
 * §2 /favorites. The visitor's own list lives in the browser (§4: the device's ids, or the
 * account's once signed in), so the server renders its frame and the loading state. A shared list
 * (issue 42: `?ids=5,9,2`, the sharer's order) is the server's to render, for anyone, with or
 * without JavaScript.
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<FavoritesLoaderData> {
  sitePageOf(context)
  const param = new URL(request.url).searchParams.get(SHARED_IDS_PARAM)
  if (param === null) return { shared: null }
  const ids = parseSharedTourIds(param)
  if (ids.length === 0) return { shared: [] }
  const found = await callApi(apiClientOf(context), 'tourGetByIds', {
    query: { ids: ids.join(','), with_alt: '1' },
  })
  return { shared: found.data }
}

export const meta: Route.MetaFunction = ({ matches, error, location }) => {
  const site = matches[0].loaderData?.site
  const tags = routeMeta(
    { site, error, location },
    { title: site === undefined ? '' : favoritesTitle(site.locale) },
  )
  // A visitor's own list: nothing for search engines.
  return tags.length === 0 ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}

export default function Favorites({ loaderData }: Route.ComponentProps) {
  return loaderData.shared === null ? (
    <FavoritesPage />
  ) : (
    <SharedFavoritesPage cards={loaderData.shared} />
  )
}
