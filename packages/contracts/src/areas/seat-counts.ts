// First, as in every area: in a browser it turns zod's eval probe off before a schema is built
// (package.json lists it as the package's one module with a side effect, so this import stays).
import './common.ts'
import { z } from 'zod'

// Issue 44 item 1: the live seat counts of a tour's dates. A public, read-only WebSocket: anyone
// may listen to one tour's dates; nothing is sent but what the tour page already shows (§3
// number_of_seats, number_of_free_seats).

/** The socket's path on the realtime origin (the storefront forwards /ws/… to the API). */
export const SEAT_COUNTS_SOCKET_PATH = '/ws/seats'

/** Closed: the query names no tour on the site. */
export const SEAT_COUNTS_SOCKET_NOT_FOUND = 4404
/** Closed: too many sockets from this address (as the messenger's). */
export const SEAT_COUNTS_SOCKET_TOO_MANY = 4429

export const seatCountsSocketQuerySchema = z.object({
  tour_id: z.coerce.number().int().min(1).max(2_147_483_647),
})

export const dateSeatsSchema = z.object({
  date_id: z.number().int(),
  tour_id: z.number().int(),
  number_of_seats: z.number().int().min(0),
  number_of_free_seats: z.number().int().min(0),
})
export type DateSeats = z.infer<typeof dateSeatsSchema>

/**
 * What the server sends: on opening, every date of the tour as it stands (a booking made between
 * the page's render and the socket's opening is not missed); then each date whose seats a
 * booking took or gave back, once committed.
 */
export const seatCountsSocketMessageSchema = z.object({
  type: z.literal('seats'),
  data: z.array(dateSeatsSchema),
})
export type SeatCountsSocketMessage = z.infer<typeof seatCountsSocketMessageSchema>
