import { callApi } from '../../../lib/api-call.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { indexedRouteMeta } from '../../../lib/seo-links.ts'
import { sitePageOf } from '../../../routing/route-access.server.ts'
import { collectionGroups } from '../hubs-model.ts'
import { hubsText } from '../hubs-text.ts'
import { CollectionsPage } from './collections-page.tsx'
import type { Route } from './+types/route.ts'

/**
 * §2 /collections: every collection with listed tours (§7 all-collections; with_individual_seo_params
 * off, since the hub shows them all, not only those with their own SEO texts), grouped by the
 * season that holds it (§7 all-seasons).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  sitePageOf(context)
  const api = apiClientOf(context)
  const [collections, seasons] = await Promise.all([
    callApi(api, 'indexPageAllCollections', {
      query: { with_individual_seo_params: false },
      signal: request.signal,
    }),
    callApi(api, 'indexPageAllSeasons', { signal: request.signal }),
  ])
  return {
    groups: collectionGroups(collections.data, seasons.data),
    origin: new URL(request.url).origin,
  }
}

export const meta: Route.MetaFunction = ({ matches, error, location }) => {
  const site = matches[0].loaderData?.site
  return indexedRouteMeta(
    { site, error, location },
    site === undefined
      ? { title: '' }
      : {
          title: hubsText(site.locale, 'collections.title'),
          description: hubsText(site.locale, 'collections.description'),
        },
  )
}

export default function Collections({ loaderData }: Route.ComponentProps) {
  return <CollectionsPage groups={loaderData.groups} origin={loaderData.origin} />
}
