import type { Booking } from '@tourmarket/contracts'
import type { RouterContextProvider } from 'react-router'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { loadBookingByUuid } from '../booking-load.server.ts'
import { BOOKING_UUID } from '../../../lib/booking-paths.ts'

/** The booking a payment result page is about (`?booking={uuid}`); none or unknown is 404. */
export async function bookingOfResultPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Booking> {
  const uuid = new URL(request.url).searchParams.get('booking') ?? ''
  if (!BOOKING_UUID.test(uuid)) throw new Response(null, { status: 404 })
  return loadBookingByUuid(apiClientOf(context), uuid)
}
