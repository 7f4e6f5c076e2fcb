import { isCanceledStatus } from '@tourmarket/domain/booking'
import { getServerEnv } from '../../../../lib/env.server.ts'
import { apiClientOf, shellRequestOf } from '../../../../lib/shell-context.server.ts'
import { loadBookingByUuid } from '../../booking-load.server.ts'
import { bookingWords } from '../booking-text.ts'
import { localizedPath } from '../../../../routing/localized-paths.ts'
import type { Route } from './+types/calendar-route.ts'
import { tripCalendarText } from './trip-calendar.ts'

/**
 * The voucher's "Add to calendar" (issue 38 item 7): the trip as an .ics file, for whoever holds
 * the booking's uuid link, as the voucher itself. A cancelled booking has no trip to add: 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const booking = await loadBookingByUuid(apiClientOf(context), params.uuid)
  if (isCanceledStatus(booking.status)) throw new Response(null, { status: 404 })
  const { locale } = shellRequestOf(context)
  const voucher = new URL(localizedPath(booking.links.qr, locale), request.url).href
  const meetingPoint = booking.meet?.text.trim() || null
  const description = [
    `${bookingWords(locale, 'bookingPage.qr.number')}: ${String(booking.id)}`,
    `${bookingWords(locale, 'bookingPage.qr.travellers')}: ${booking.tourists.map((tourist) => tourist.full_name).join(', ')}`,
    `${bookingWords(locale, 'bookingPage.qr.organizer')}: ${booking.organizer.name}`,
    voucher,
  ].join('\n')
  const calendar = tripCalendarText({
    bookingId: booking.id,
    title: booking.tour.name,
    start: booking.tour_date.start,
    end: booking.tour_date.end,
    description,
    meetingPoint,
    url: voucher,
  })
  return new Response(calendar, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${getServerEnv().brand.id}-booking-${String(booking.id)}.ics"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}
