import { isApiHttpError } from '@tourmarket/api-client'
import { HUB_ORGANIZERS_DEFAULT_LIMIT } from '@tourmarket/contracts'
import { seoLinks } from '../../../lib/seo-links.ts'
import { callApi } from '../../../lib/api-call.ts'
import { routeMeta } from '../../../lib/meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { sitePageOf } from '../../../routing/route-access.server.ts'
import {
  HUB_COUNTRY_PARAM,
  HUB_PAGE_PARAM,
  idParam,
  pageParam,
  withQuery,
} from '../organizers-model.ts'
import { organizersText } from '../organizers-text.ts'
import type { HubPageData } from './hub-data.ts'
import { HubPage, hubTitle } from './hub-page.tsx'
import type { Route } from './+types/route.ts'

const notFound = () => new Response(null, { status: 404 })

/**
 * §2 /tour-providers: §7 hub-organizer-page, paged and filtered by country through the query, so
 * both work with plain links and a GET form. A malformed page or country, or a page past the
 * last, is a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<HubPageData> {
  sitePageOf(context)
  const url = new URL(request.url)
  const page = pageParam(url.searchParams.get(HUB_PAGE_PARAM))
  const countryId = idParam(url.searchParams.get(HUB_COUNTRY_PARAM))
  if (page === null || countryId === null) throw notFound()
  try {
    const hub = await callApi(apiClientOf(context), 'hubOrganizerPage', {
      query: {
        page,
        limit: HUB_ORGANIZERS_DEFAULT_LIMIT,
        ...(countryId === undefined ? {} : { country_id: countryId }),
      },
      signal: request.signal,
    })
    if (page > 1 && page > hub.meta.total_pages) throw notFound()
    return { origin: url.origin, countryId, hub }
  } catch (error) {
    if (isApiHttpError(error) && error.status === 400) throw notFound()
    throw error
  }
}

export const meta: Route.MetaFunction = ({ matches, error, location, loaderData }) => {
  const site = matches[0].loaderData?.site
  if (site === undefined || loaderData === undefined) {
    return routeMeta({ site, error, location }, { title: '' })
  }
  const text = organizersText(site.locale)
  const tags = routeMeta(
    { site, error, location },
    { title: hubTitle(loaderData, text), description: text('organizers.hubDescription') },
  )
  // Each country and page is its own listing: its canonical URL keeps the filter and the page.
  const canonical = withQuery(location.pathname, [
    [HUB_COUNTRY_PARAM, loaderData.countryId],
    [HUB_PAGE_PARAM, loaderData.hub.meta.page],
  ])
  return tags.length === 0 ? tags : [...tags, ...seoLinks(site, canonical)]
}

export default function TourProviders({ loaderData }: Route.ComponentProps) {
  return <HubPage data={loaderData} />
}
