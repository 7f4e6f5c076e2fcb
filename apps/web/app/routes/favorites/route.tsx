import { routeMeta } from '../../lib/meta.ts'
import { sitePageOf } from '../../routing/route-access.server.ts'
import type { Route } from './+types/route.ts'
import { FavoritesPage } from './favorites-page.tsx'
import { favoritesTitle } from './favorites-text.ts'

/**
 * §2 /favorites. The list lives in the browser (§4: the device's ids, or the account's once signed
 * in), so the server renders the page's frame and the loading state; the loader applies the §2
 * rules only.
 */
export function loader({ context }: Route.LoaderArgs): null {
  sitePageOf(context)
  return null
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

export default function Favorites() {
  return <FavoritesPage />
}
