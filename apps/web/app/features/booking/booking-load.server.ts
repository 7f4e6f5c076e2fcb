import { isApiHttpError, type ApiClient } from '@tourmarket/api-client'
import type { Booking } from '@tourmarket/contracts'
import { callApi } from '../../lib/api-call.ts'

/** The API's refusals a booking page passes on to the §8 error screen as they are. */
const PASSED_ON_STATUSES: ReadonlySet<number> = new Set([403, 404])

/**
 * A booking the page may show, or `restoring`: the session token was refused (expired), which
 * the browser settles by refreshing it (docs/decisions/0014) before the page asks again.
 */
export type LoadedBooking = { readonly booking: Booking } | { readonly restoring: true }

/** Turns the API's refusal of a booking into the page's answer: its error screen or `restoring`. */
function refusal(error: unknown): { restoring: true } {
  if (isApiHttpError(error)) {
    if (error.status === 401) return { restoring: true }
    if (PASSED_ON_STATUSES.has(error.status)) throw new Response(null, { status: error.status })
  }
  throw error
}

/**
 * §7 request/get: the owner's (or the organizer's) booking by its number. Someone else's: the
 * §8 403 screen; an unknown number: 404.
 */
export async function loadBookingById(api: ApiClient, id: number): Promise<LoadedBooking> {
  try {
    return { booking: await callApi(api, 'requestGet', { query: { id } }) }
  } catch (error) {
    return refusal(error)
  }
}

/** §7 request/get-by-uuid: whoever holds the link may read the booking (decision 0016). */
export async function loadBookingByUuid(api: ApiClient, uuid: string): Promise<Booking> {
  try {
    return await callApi(api, 'requestGetByUuid', { query: { uuid } })
  } catch (error) {
    if (isApiHttpError(error) && PASSED_ON_STATUSES.has(error.status)) {
      throw new Response(null, { status: error.status })
    }
    throw error
  }
}
