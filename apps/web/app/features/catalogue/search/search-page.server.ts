import { isApiHttpError } from '@tourmarket/api-client'

import type { ApiClient } from '@tourmarket/api-client'
import { toApiParams } from '@tourmarket/domain/search'
import { redirect } from 'react-router'
import { apiClientOf, shellRequestOf } from '../../../lib/shell-context.server.ts'
import type { Route } from '../+types/route.ts'
import type { SearchPageData } from './search-page-data.ts'
import { canonicalSearch, filterOfUrl, pageUrlOf } from './search-url.ts'
import { withEveryAccommodationKind } from './accommodation-kinds.ts'
import { loadAccommodationKinds } from './accommodation-kinds.server.ts'
import { sameSitePath } from '../../../lib/same-site-path.ts'
import { callApi } from '../../../lib/api-call.ts'

const POPULAR_DESTINATIONS_SHOWN = 6

/** An empty result offers a way out: the countries with the most tours, from the whole catalogue. */
async function popularDestinations(args: LoaderArgs, api: ApiClient) {
  const answer = await callApi(api, 'toursPage', {
    query: { per_page: 1, expand: 'filters' },
    signal: args.request.signal,
  })
  return (answer.filters?.countries ?? [])
    .toSorted((first, second) => second.count - first.count)
    .slice(0, POPULAR_DESTINATIONS_SHOWN)
    .map((country) => ({ name: country.name, slug: country.slug }))
}

type LoaderArgs = Pick<Route.LoaderArgs, 'request' | 'params' | 'context'>

/**
 * The §3 continent has no facet, so its chip is named from the world parts. Only the chip needs
 * the name: if the lookup fails, the chip says what kind of filter it is and the page still shows.
 */
async function continentNameOf(
  args: LoaderArgs,
  api: ApiClient,
  continent: number | undefined,
): Promise<string | null> {
  if (continent === undefined) return null
  try {
    const answer = await callApi(api, 'worldPartGroups', { signal: args.request.signal })
    return answer.data.find((worldPart) => worldPart.id === continent)?.name ?? null
  } catch (error) {
    if (args.request.signal.aborted) throw error
    return null
  }
}

/**
 * §2 "A route may carry a validity check; when it fails a 404 page is shown": §7 validate-slug,
 * asked alongside the search so it costs no time, answers an unknown landing with the 404 as soon
 * as it knows, without waiting for the search.
 */
async function checkLandingSlug(api: ApiClient, slug: string, signal: AbortSignal): Promise<void> {
  const answer = await callApi(api, 'validateSlug', { query: { slug }, signal })
  if (!answer.valid || answer.kind === 'tours') throw new Response(null, { status: 404 })
}

/**
 * §2 tour search (/{slug*}) and tours upon request (/tours-upon-request/{slug*}, on a place too):
 * the URL is the filter, so a query that is not
 * the §5 normalised one is redirected to it; an unknown landing slug (the API's 404) is a 404, which
 * is also how the site answers any unknown path.
 */
export async function loadSearchPage(
  args: LoaderArgs,
  slug: string | undefined,
  mode: 'tours' | 'by-request',
): Promise<SearchPageData> {
  const url = pageUrlOf(args.request.url)
  const parsed = filterOfUrl(url, mode === 'tours' ? slug : undefined)
  // Tours upon request are only paged (§7 /spa/tours-by-request {page}): other keys are dropped.
  const filter = mode === 'tours' ? parsed : parsed.page === undefined ? {} : { page: parsed.page }
  const canonical = canonicalSearch(filter)
  if (url.search.replace(/^\?/, '') !== canonical) {
    throw redirect(
      sameSitePath(canonical === '' ? url.pathname : `${url.pathname}?${canonical}`),
      302,
    )
  }
  const api = apiClientOf(args.context)
  const { currency, locale } = shellRequestOf(args.context)
  try {
    if (mode === 'by-request') {
      // §2 /tours-upon-request/{slug*}: the slug names a place (or other landing) as the tour
      // search's does; an unknown one is the API's 404.
      const answer = await callApi(api, 'toursByRequest', {
        query: {
          ...(filter.page === undefined ? {} : { page: String(filter.page) }),
          ...(slug === undefined ? {} : { slug }),
        },
        signal: args.request.signal,
      })
      // A page past the last is no listing (the first page of an empty list is: its empty state).
      if (answer.meta.page > Math.max(answer.meta.total_pages, 1)) {
        throw new Response(null, { status: 404 })
      }
      return {
        mode,
        pathname: url.pathname,
        filter,
        tours: answer.data,
        meta: answer.meta,
        landing: answer.landing,
        onRequestCountries: answer.countries,
        facets: null,
        continentName: null,
        popularDestinations: [],
        datePeriods: null,
        locale,
        currency,
      }
    }
    const [answer, continentName, datePeriods, , accommodationKinds] = await Promise.all([
      callApi(api, 'toursPage', {
        query: { ...toApiParams(filter), expand: 'filters' },
        signal: args.request.signal,
      }),
      continentNameOf(args, api, filter.continent),
      // The chips are a shortcut: without them the calendar does the same.
      callApi(api, 'calendarPeriods', { signal: args.request.signal }).catch(() => null),
      slug === undefined ? undefined : checkLandingSlug(api, slug, args.request.signal),
      loadAccommodationKinds(api, args.request.signal),
    ])
    return {
      mode,
      pathname: url.pathname,
      filter,
      tours: answer.data,
      meta: answer.meta,
      landing: answer.landing,
      onRequestCountries: [],
      facets:
        answer.filters === null
          ? null
          : {
              ...answer.filters,
              accommodation: withEveryAccommodationKind(
                answer.filters.accommodation,
                accommodationKinds,
              ),
            },
      continentName,
      popularDestinations: answer.meta.total === 0 ? await popularDestinations(args, api) : [],
      datePeriods,
      locale,
      currency,
    }
  } catch (error) {
    if (isApiHttpError(error) && error.status === 404) throw new Response(null, { status: 404 })
    throw error
  }
}
