import { getServerEnv } from '../../../lib/env.server.ts'
import { apiClientOf, shellRequestOf } from '../../../lib/shell-context.server.ts'
import type { Route } from '../+types/route.ts'
import { fetchTourRecord } from './fetch-tour-record.ts'
import type { TourPageData } from './tour-page-data.ts'

/** §2 tour page data: the tour from the API with the request's currency and the brand's share buttons. */
export async function loadTourPage(
  args: Pick<Route.LoaderArgs, 'request' | 'params' | 'context'>,
  slug: string,
): Promise<TourPageData> {
  const tour = await fetchTourRecord(apiClientOf(args.context), slug)
  const shell = shellRequestOf(args.context)
  return {
    tour,
    currency: shell.currency,
    origin: new URL(args.request.url).origin,
    shareButtons: getServerEnv().brand.availableShareButtons,
  }
}
