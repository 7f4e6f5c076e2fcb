import { isApiHttpError } from '@tourmarket/api-client'
import type { Booking } from '@tourmarket/contracts'
import type { RouterContextProvider } from 'react-router'
import { apiClientOf } from '../../lib/shell-context.server.ts'
import { bookingApi } from '../checkout/booking-api.ts'
import { BOOKING_UUID } from '../checkout/booking-paths.ts'

type Context = Readonly<RouterContextProvider>

/** The API's refusals a page passes on to the §8 error screen as they are. */
const PASSED_ON_STATUSES: ReadonlySet<number> = new Set([403, 404])

function passedOn(error: unknown): never {
  if (isApiHttpError(error) && PASSED_ON_STATUSES.has(error.status)) {
    throw new Response(null, { status: error.status })
  }
  throw error
}

/** §7 request/get-by-uuid: whoever holds the link may read and pay the booking (decision 0016). */
export async function bookingByUuid(context: Context, uuid: string): Promise<Booking> {
  try {
    return await bookingApi(apiClientOf(context)).getByUuid(uuid)
  } catch (error) {
    return passedOn(error)
  }
}

/**
 * §7 request/get: the owner's booking by its number; someone else's is the §8 403 screen. A
 * refused session token (expired, or none) gives `restoring`: the browser refreshes it or sends
 * the visitor to log in (docs/decisions/0014), then the page asks again.
 */
export async function bookingById(
  context: Context,
  id: number,
): Promise<{ readonly booking: Booking } | { readonly restoring: true }> {
  try {
    return { booking: await bookingApi(apiClientOf(context)).get(id) }
  } catch (error) {
    if (isApiHttpError(error) && error.status === 401) return { restoring: true }
    return passedOn(error)
  }
}

/** The booking a payment result page is about (`?booking={uuid}`); none or unknown is 404. */
export async function bookingOfResultPage(request: Request, context: Context): Promise<Booking> {
  const uuid = new URL(request.url).searchParams.get('booking') ?? ''
  if (!BOOKING_UUID.test(uuid)) throw new Response(null, { status: 404 })
  return bookingByUuid(context, uuid)
}
