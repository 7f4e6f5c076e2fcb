import { callApi } from '../../../lib/api-call.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { indexedRouteMeta } from '../../../lib/seo-links.ts'
import { sitePageOf } from '../../../routing/route-access.server.ts'
import { destinationGroups } from '../hubs-model.ts'
import { hubsText } from '../hubs-text.ts'
import { DestinationsPage } from './destinations-page.tsx'
import type { Route } from './+types/route.ts'

/** §2 /destinations: world parts → countries → regions with listed tours (§7 world-part/groups). */
export async function loader({ request, context }: Route.LoaderArgs) {
  sitePageOf(context)
  const answer = await callApi(apiClientOf(context), 'worldPartGroups', {
    query: { with_alt: true, show_countries_with_world_parts: true },
    signal: request.signal,
  })
  return { worldParts: destinationGroups(answer.data), origin: new URL(request.url).origin }
}

export const meta: Route.MetaFunction = ({ matches, error, location }) => {
  const site = matches[0].loaderData?.site
  return indexedRouteMeta(
    { site, error, location },
    site === undefined
      ? { title: '' }
      : {
          title: hubsText(site.locale, 'destinations.title'),
          description: hubsText(site.locale, 'destinations.description'),
        },
  )
}

export default function Destinations({ loaderData }: Route.ComponentProps) {
  return <DestinationsPage worldParts={loaderData.worldParts} origin={loaderData.origin} />
}
