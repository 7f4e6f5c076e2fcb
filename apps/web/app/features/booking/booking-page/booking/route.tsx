import { apiClientOf } from '../../../../lib/shell-context.server.ts'
import { sitePageOf } from '../../../../routing/route-access.server.ts'
import { loadBookingById, loadBookingByUuid } from '../../booking-load.server.ts'
import { privatePageMeta } from '../../../../lib/private-page-meta.ts'
import { SessionRestore } from '../booking-parts.tsx'
import { bookingWords, useBookingText } from '../booking-text.ts'
import type { Route } from './+types/route.ts'
import { bookingNoticeOf } from './booking-notice.ts'
import { BookingPage } from './booking-page.tsx'
import '../booking.css'

/**
 * §2 `booking/{id}` (authOnly: the owner's, by session; someone else's shows the §8 403 screen)
 * and `booking/uuid/{uuid}` (open: the link is the capability, decision 0016). One page for both.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  sitePageOf(context)
  const url = new URL(request.url)
  const api = apiClientOf(context)
  const loaded =
    'uuid' in params && params.uuid !== undefined
      ? { booking: await loadBookingByUuid(api, params.uuid) }
      : await loadBookingById(api, Number(params.id))
  return { ...loaded, notice: bookingNoticeOf(url.searchParams), origin: url.origin }
}

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) =>
    args.loaderData !== undefined && 'booking' in args.loaderData
      ? bookingWords(locale, 'bookingPage.title', { id: args.loaderData.booking.id })
      : bookingWords(locale, 'bookingPage.titleShort'),
  )

export default function BookingRoute({ loaderData }: Route.ComponentProps) {
  const { path } = useBookingText()
  if (!('booking' in loaderData)) {
    return (
      <main className="bp-page">
        <SessionRestore loginPath={path('/login')} />
      </main>
    )
  }
  return (
    <BookingPage
      booking={loaderData.booking}
      notice={loaderData.notice}
      origin={loaderData.origin}
    />
  )
}
