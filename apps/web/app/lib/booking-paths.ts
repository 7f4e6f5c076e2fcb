import { useShellData } from './shell-data.ts'

/**
 * The §2 booking pages' English paths under the configurable booking base (`/booking` unless
 * BOOKING_BASE_PATH says otherwise; the root loader passes it on). Pages localise them.
 */
export function bookingPaths(base: string) {
  return {
    /** The checkout of one tour date (added to §2 by decision 0016). */
    checkout: (tourDateId: number) => `${base}/new/${tourDateId}`,
    booking: (id: number) => `${base}/${id}`,
    bookingByUuid: (uuid: string) => `${base}/uuid/${uuid}`,
    pay: (id: number) => `${base}/pay/${id}`,
    payByUuid: (uuid: string) => `${base}/pay/uuid/${uuid}`,
  }
}

export type BookingPaths = ReturnType<typeof bookingPaths>

/**
 * The checkout's query parameter naming an individual offer (§2 /order/{uuid}/individual-tour):
 * its uuid opens the offer's own date, closed to everyone else (request/create
 * `individual_tour_uuid`).
 */
export const INDIVIDUAL_TOUR_PARAM = 'individual_tour'

/**
 * The checkout's query parameter with the number of travellers the tour page's booking box chose
 * (a form field, so it works before hydration); the checkout opens with that many.
 */
export const TOURISTS_PARAM = 'tourists'

/** §2 the default booking base, for a page whose root loader failed (an error screen). */
const DEFAULT_BOOKING_PATH = '/booking'

/** The booking pages' paths on this storefront. */
export function useBookingPaths(): BookingPaths {
  return bookingPaths(useShellData()?.bookingPath ?? DEFAULT_BOOKING_PATH)
}

/** The payment result pages (§2 /success, /payment-failed) of one booking. */
export const paymentResultPaths = {
  success: (uuid: string) => `/success?${new URLSearchParams({ booking: uuid })}`,
  failed: (uuid: string) => `/payment-failed?${new URLSearchParams({ booking: uuid })}`,
}

/** A §2 booking uuid, as the routes check it. */
export const BOOKING_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
