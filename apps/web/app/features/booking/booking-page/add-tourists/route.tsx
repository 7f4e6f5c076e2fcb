import { isApiHttpError } from '@tourmarket/api-client'

import { getServerEnv } from '../../../../lib/env.server.ts'
import { apiClientOf } from '../../../../lib/shell-context.server.ts'
import { sitePageOf } from '../../../../routing/route-access.server.ts'
import { privatePageMeta } from '../../../../lib/private-page-meta.ts'
import { bookingWords } from '../booking-text.ts'
import type { Route } from './+types/route.ts'
import { AddTouristsPage } from './add-tourists-page.tsx'
import '../booking.css'
import { callApi } from '../../../../lib/api-call.ts'

/**
 * §2 `/order/{id}/add-tourists`, where the id is the booking's uuid (§7 add-tourists takes it):
 * open like the other uuid links (decision 0016). §7 /spa/tourists-info gives who is on the
 * booking, the free seats and the brand's form flags.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  sitePageOf(context)
  try {
    const info = await callApi(apiClientOf(context), 'touristsInfo', { query: { uuid: params.id } })
    // Where the page goes once the tourists are added: the booking by its uuid link.
    return { info, bookingPagePath: `/${getServerEnv().bookingBasePath}/uuid/${info.uuid}` }
  } catch (error) {
    if (isApiHttpError(error) && error.status === 404) {
      throw new Response(null, { status: 404 })
    }
    throw error
  }
}

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => bookingWords(locale, 'bookingPage.add.title'))

export default function AddTouristsRoute({ loaderData }: Route.ComponentProps) {
  return <AddTouristsPage info={loaderData.info} bookingPagePath={loaderData.bookingPagePath} />
}
