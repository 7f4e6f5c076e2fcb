import type { RouterContextProvider } from 'react-router'
import { callApi } from '../../../../lib/api-call.ts'
import { apiClientOf } from '../../../../lib/shell-context.server.ts'
import { OFFICE_TOUR_STATUSES, type OfficeTourStatus } from '../tour-types.ts'

function statusOf(value: string | null): OfficeTourStatus | null {
  return OFFICE_TOUR_STATUSES.find((status) => status === value) ?? null
}

/**
 * The organizer's tours matching the search, with how many there are in each status (the tabs'
 * counts), and the rows of the chosen status (all when none is chosen).
 */
export async function loadToursList(context: Readonly<RouterContextProvider>, request: Request) {
  const url = new URL(request.url)
  const status = statusOf(url.searchParams.get('status'))
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const { data } = await callApi(apiClientOf(context), 'officeTourList', {
    query: query === '' ? {} : { q: query },
  })
  const counts = Object.fromEntries(
    OFFICE_TOUR_STATUSES.map((each) => [each, data.filter((tour) => tour.status === each).length]),
  ) as Record<OfficeTourStatus, number>
  return {
    status,
    query,
    counts,
    total: data.length,
    tours: status === null ? data : data.filter((tour) => tour.status === status),
  }
}
