// What the fleet bench checks against the data of record once the run is over.
import pg from 'pg'
import type { Acknowledged } from './workload.ts'

export type SeatState = { readonly tourDateId: number; readonly freeSeats: number }

export type DatabaseFindings = {
  /** Bookings the API confirmed (200 with an id) that the database does not hold. */
  readonly lost: number
  /** Requests (one Idempotency-Key, one comment) that made more than one booking. */
  readonly duplicated: number
  /** Requests that failed for the client but made a booking anyway (it shows in their list). */
  readonly madeThoughFailed: number
  /** Dates with fewer than zero free seats, or more seats taken than bookings' tourists. */
  readonly oversoldDates: number
  readonly seatsTaken: number
  readonly touristsBooked: number
}

export async function seatStates(databaseUrl: string, tourDateIds: readonly number[]) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: number; free: number }>(
      'SELECT id, number_of_free_seats AS free FROM tour_dates WHERE id = ANY($1::int[])',
      [tourDateIds],
    )
    return rows.map((row) => ({ tourDateId: row.id, freeSeats: row.free }))
  } finally {
    await client.end()
  }
}

export async function checkDatabase(
  databaseUrl: string,
  acknowledged: Acknowledged,
  seatsBefore: readonly SeatState[],
): Promise<DatabaseFindings> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows: bookings } = await client.query<{
      id: number
      comment: string
      tour_date_id: number
      tourists_count: number
    }>(
      "SELECT id, comment, tour_date_id, tourists_count FROM booking_requests WHERE comment LIKE 'bench-fleet %'",
    )
    const ids = new Set(bookings.map((booking) => booking.id))
    const perKey = new Map<string, number>()
    for (const booking of bookings) {
      const key = booking.comment.slice('bench-fleet '.length)
      perKey.set(key, (perKey.get(key) ?? 0) + 1)
    }
    const acknowledgedKeys = new Set(acknowledged.bookings.map((booking) => booking.key))
    const seatsAfter = await seatStates(
      databaseUrl,
      seatsBefore.map((state) => state.tourDateId),
    )
    let oversoldDates = 0
    let seatsTaken = 0
    let touristsBooked = 0
    for (const before of seatsBefore) {
      const after = seatsAfter.find((state) => state.tourDateId === before.tourDateId)
      const taken = before.freeSeats - (after?.freeSeats ?? before.freeSeats)
      const tourists = bookings
        .filter((booking) => booking.tour_date_id === before.tourDateId)
        .reduce((sum, booking) => sum + booking.tourists_count, 0)
      seatsTaken += taken
      touristsBooked += tourists
      if ((after?.freeSeats ?? 0) < 0 || tourists > before.freeSeats || taken !== tourists) {
        oversoldDates += 1
      }
    }
    return {
      lost: acknowledged.bookings.filter((booking) => !ids.has(booking.id)).length,
      duplicated: [...perKey.values()].filter((count) => count > 1).length,
      madeThoughFailed: [...perKey.keys()].filter((key) => !acknowledgedKeys.has(key)).length,
      oversoldDates,
      seatsTaken,
      touristsBooked,
    }
  } finally {
    await client.end()
  }
}
