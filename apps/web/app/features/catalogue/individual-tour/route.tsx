import { isApiHttpError } from '@tourmarket/api-client'
import { callApi } from '../../../lib/api-call.ts'
import { getServerEnv } from '../../../lib/env.server.ts'
import { routeMeta } from '../../../lib/meta.ts'
import { apiClientOf, shellRequestOf } from '../../../lib/shell-context.server.ts'
import { sitePageOf } from '../../../routing/route-access.server.ts'
import { LazyTourPage } from '../lazy-pages.ts'
import type { TourPageData } from '../tour/tour-page-data.ts'
import { tourPageMeta } from '../tour/tour-page-meta.ts'
import type { Route } from './+types/route.ts'

/**
 * §2 /order/{uuid}/individual-tour: a private tour made for one client, shown on the tour page
 * with §7 /spa/individual-tour's data — the offer's own dates and price instead of the public
 * ones, the program open, and a Book link that carries the offer's uuid to the checkout (the
 * offer's date is closed to everyone else). An unknown uuid is a 404.
 */
export async function loader({
  request,
  params,
  context,
}: Route.LoaderArgs): Promise<TourPageData> {
  sitePageOf(context)
  try {
    const { offer, tour } = await callApi(apiClientOf(context), 'individualTour', {
      query: { uuid: params.uuid },
    })
    return {
      tour,
      offer,
      currency: shellRequestOf(context).currency,
      origin: new URL(request.url).origin,
      shareButtons: getServerEnv().brand.availableShareButtons,
    }
  } catch (error) {
    if (isApiHttpError(error) && (error.status === 404 || error.status === 400)) {
      throw new Response(null, { status: 404, statusText: 'Not Found' })
    }
    throw error
  }
}

export function headers() {
  // One client's offer: kept out of search engines, whatever the meta tags say.
  return { 'X-Robots-Tag': 'noindex' }
}

export const meta: Route.MetaFunction = ({ matches, error, location, loaderData }) => {
  const tags = routeMeta(
    { site: matches[0].loaderData?.site, error, location },
    loaderData === undefined ? { title: '' } : tourPageMeta(loaderData),
  )
  return tags.length === 0 ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}

export default function IndividualTour({ loaderData }: Route.ComponentProps) {
  return <LazyTourPage page={loaderData} />
}
