import type { DateSeats } from '@tourmarket/contracts'
import { addDays } from '@tourmarket/domain/inputs'
import type { DateSeatsRow, SeatCountsRepository } from './repository.ts'

/**
 * The deployment's realtime bus as far as seat counts use it: the composition root adapts the
 * one bus every instance shares (Redis pub/sub across a fleet), so a booking taken on one
 * instance reaches the tour-page sockets held by every other.
 */
export type SeatCountsBroadcast = {
  publish(dates: readonly DateSeatsRow[]): Promise<void>
  subscribe(listener: (dates: readonly DateSeatsRow[]) => void): () => void
  /** The bus came back after a break: what was published meanwhile never arrives. */
  onReconnected(listener: () => void): () => void
}

export function presentDateSeats(row: DateSeatsRow): DateSeats {
  return {
    date_id: row.dateId,
    tour_id: row.tourId,
    number_of_seats: row.numberOfSeats,
    number_of_free_seats: row.numberOfFreeSeats,
  }
}

/**
 * Issue 44 item 1: a not-guaranteed date's meter counts the seats booked; every booking made or
 * cancelled (a hold expiring, tourists added or removed, a date changed) moves it, and the tour
 * pages open on it hear so at once.
 */
export function createSeatCountsService(options: {
  repository: SeatCountsRepository
  broadcast: SeatCountsBroadcast
  now?: () => Date
}) {
  const { repository, broadcast, now = () => new Date() } = options
  return {
    /**
     * Called after the commit that moved these dates' seats: reads them as committed (so two
     * bookings racing each publish the figure after their own, never a stale one) and publishes
     * the public ones. Rejects when the database or the bus fails; the caller reports it.
     */
    async datesChanged(dateIds: readonly number[]): Promise<void> {
      const rows = await repository.dates(dateIds)
      if (rows.length > 0) await broadcast.publish(rows)
    },

    isPublicTour: (tourId: number) => repository.isPublicTour(tourId),

    /**
     * A socket's first message: the tour's dates from yesterday (UTC) on, which covers today in
     * every time zone, so a page never misses a booking made between its render and its socket.
     */
    async snapshot(tourId: number): Promise<DateSeats[]> {
      const yesterday = addDays(now().toISOString().slice(0, 10), -1)
      return (await repository.datesFrom(tourId, yesterday)).map(presentDateSeats)
    },

    subscribe: broadcast.subscribe,
    onReconnected: broadcast.onReconnected,
  }
}

export type SeatCountsService = ReturnType<typeof createSeatCountsService>
