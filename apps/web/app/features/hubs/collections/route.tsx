import { callApi } from '../../../lib/api-call.ts'
import { getServerEnv } from '../../../lib/env.server.ts'
import { routeMeta } from '../../../lib/meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { seoLinks } from '../../../components/site-header/seo-links.ts'
import { enforceRouteRules } from '../../../routing/route-access.server.ts'
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
  enforceRouteRules(request, getServerEnv().brand)
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
  const tags = routeMeta(
    { site, error, location },
    site === undefined
      ? { title: '' }
      : {
          title: hubsText(site.locale, 'collections.title'),
          description: hubsText(site.locale, 'collections.description'),
        },
  )
  return tags.length === 0 || site === undefined
    ? tags
    : [...tags, ...seoLinks(site, location.pathname)]
}

export default function Collections({ loaderData }: Route.ComponentProps) {
  return <CollectionsPage groups={loaderData.groups} origin={loaderData.origin} />
}
