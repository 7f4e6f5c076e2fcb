import { isApiHttpError, type ApiClient } from '@tourmarket/api-client'
import { ORGANIZER_REVIEWS_DEFAULT_LIMIT } from '@tourmarket/contracts'
import { getBrand } from '@tourmarket/domain/brand'
import { redirect } from 'react-router'
import { totalPageCount } from '@tourmarket/domain/pagination'
import { seoLinks } from '../../../lib/seo-links.ts'
import { callApi } from '../../../lib/api-call.ts'
import { routeMeta } from '../../../lib/meta.ts'
import { sameSitePath } from '../../../lib/same-site-path.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { sitePageOf } from '../../../routing/route-access.server.ts'
import {
  metaDescriptionOf,
  ORGANIZER_TOURS_PER_PAGE,
  pageParam,
  REVIEWS_PAGE_PARAM,
  TOURS_PAGE_PARAM,
} from '../organizers-model.ts'
import { organizersText } from '../organizers-text.ts'
import type { OrganizerPageData } from './organizer-data.ts'
import { organizerPageHref, OrganizerPage } from './organizer-page.tsx'
import type { Route } from './+types/route.ts'

const notFound = () => new Response(null, { status: 404 })

/** §8: a failed verification lookup is not the page's failure; it shows no check as passed. */
async function verificationOrNull(api: ApiClient, id: number, signal: AbortSignal) {
  try {
    return await callApi(api, 'organizerVerificationInfo', { query: { id }, signal })
  } catch (error) {
    if (signal.aborted) throw error
    // An unknown organizer's 404 is public-info's to answer; anything else is worth a log line.
    if (!(isApiHttpError(error) && error.status === 404)) {
      console.error('organizer/verification-info failed', error)
    }
    return null
  }
}

/**
 * §2 /tour-provider/{id}: §7 public-info, verification-info and organizer-reviews (5 a page, §9),
 * and a page of the organizer's tours as cards. The review and tour pages are query keys, so
 * they page with plain links. An unknown or unpublished organizer (the API's 404), or a page
 * past the last, is a 404.
 */
export async function loader({
  request,
  params,
  context,
}: Route.LoaderArgs): Promise<OrganizerPageData> {
  sitePageOf(context)
  const url = new URL(request.url)
  const id = Number(params.id)
  // One URL per organizer: /tour-provider/024 is /tour-provider/24.
  if (params.id !== String(id)) {
    const canonical = url.pathname.replace(/\/\d+\/?$/, `/${String(id)}`)
    throw redirect(sameSitePath(`${canonical}${url.search}`), 301)
  }
  const reviewsPage = pageParam(url.searchParams.get(REVIEWS_PAGE_PARAM))
  const toursPage = pageParam(url.searchParams.get(TOURS_PAGE_PARAM))
  if (reviewsPage === null || toursPage === null) throw notFound()
  const api = apiClientOf(context)
  const { signal } = request
  try {
    const [info, reviews, verification] = await Promise.all([
      callApi(api, 'organizerPublicInfo', { query: { id }, signal }),
      callApi(api, 'organizerReviews', {
        query: { id, limit: ORGANIZER_REVIEWS_DEFAULT_LIMIT, page: reviewsPage },
        signal,
      }),
      verificationOrNull(api, id, signal),
    ])
    const toursTotalPages = totalPageCount(info.tour_ids.length, ORGANIZER_TOURS_PER_PAGE)
    if (reviewsPage > Math.max(1, reviews.meta.total_pages)) throw notFound()
    if (toursPage > Math.max(1, toursTotalPages)) throw notFound()
    const ids = info.tour_ids.slice(
      (toursPage - 1) * ORGANIZER_TOURS_PER_PAGE,
      toursPage * ORGANIZER_TOURS_PER_PAGE,
    )
    const tours =
      ids.length === 0
        ? []
        : (
            await callApi(api, 'tourGetByIds', {
              query: { ids: ids.join(','), with_alt: '1' },
              signal,
            })
          ).data
    return {
      origin: url.origin,
      info,
      verification,
      reviews,
      tours,
      toursPage,
      toursTotalPages,
    }
  } catch (error) {
    // 400: an id the API cannot hold (too large) names no organizer either.
    if (isApiHttpError(error) && (error.status === 404 || error.status === 400)) throw notFound()
    throw error
  }
}

export const meta: Route.MetaFunction = ({ matches, error, location, loaderData }) => {
  const site = matches[0].loaderData?.site
  if (site === undefined || loaderData === undefined) {
    return routeMeta({ site, error, location }, { title: '' })
  }
  const { info } = loaderData
  const text = organizersText(site.locale)
  const description = metaDescriptionOf(info.description)
  const tags = routeMeta(
    { site, error, location },
    {
      title: info.name,
      description:
        description === ''
          ? text('organizers.pageDescription', {
              name: info.name,
              project: getBrand(site.brandId).projectName,
            })
          : description,
    },
  )
  return tags.length === 0
    ? tags
    : [...tags, ...seoLinks(site, organizerPageHref(location.pathname, loaderData))]
}

export default function TourProvider({ loaderData }: Route.ComponentProps) {
  return <OrganizerPage data={loaderData} />
}
