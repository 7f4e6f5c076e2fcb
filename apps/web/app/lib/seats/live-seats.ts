// Issue 44 item 1: a tour page's live seat counts. After hydration the page opens the public,
// read-only seats socket of its tour and folds each date's seats into the dates it shows; without
// script (or before the socket answers) the server-rendered figures stand.
import type { DateSeats, TourDate } from '@tourmarket/contracts'
import type { seatCountsSocketMessageSchema } from '@tourmarket/contracts/areas/seat-counts'
import { useEffect, useMemo, useState } from 'react'
import { reconnectDelay, socketUrl } from '../chat/socket-address.ts'

type SeatsMessageSchema = typeof seatCountsSocketMessageSchema

/**
 * The message schema arrives with the socket, after hydration: importing it with the page put zod
 * and every contract (~90 KB gzip, the barrel's chunk) on the tour page's first load.
 */
const loadSeatsMessageSchema = (): Promise<SeatsMessageSchema> =>
  import('@tourmarket/contracts/areas/seat-counts').then(
    (contracts) => contracts.seatCountsSocketMessageSchema,
  )

/** Closes the server gives for good: the tour is gone, or this address holds too many sockets. */
const FINAL_CLOSE_CODES = new Set([1008, 4404, 4429])

/** The seats socket sits beside the messenger's: `{wsUrl}/seats` (the API's /ws/seats). */
export function seatsSocketAddress(wsUrl: string, tourId: number): string {
  return `${wsUrl.replace(/\/+$/, '')}/seats?tour_id=${String(tourId)}`
}

/**
 * A date with the seats last heard for it: free seats, and the meter's booked count (the seats
 * less the free ones), so a not-guaranteed date's meter moves with them.
 */
export function withLiveSeats<
  Date extends Pick<
    TourDate,
    'id' | 'number_of_seats' | 'number_of_free_seats' | 'departure_guarantee'
  >,
>(date: Date, live: ReadonlyMap<number, DateSeats>): Date {
  const seats = live.get(date.id)
  if (seats === undefined) return date
  const guarantee = date.departure_guarantee
  return {
    ...date,
    number_of_seats: seats.number_of_seats,
    number_of_free_seats: seats.number_of_free_seats,
    departure_guarantee:
      guarantee === null
        ? null
        : {
            ...guarantee,
            booked: Math.max(0, seats.number_of_seats - seats.number_of_free_seats),
          },
  }
}

/** Folds one message of the socket into what is known; an unreadable one changes nothing. */
export function mergeSeatsMessage(
  known: ReadonlyMap<number, DateSeats>,
  raw: string,
  tourId: number,
  schema: SeatsMessageSchema,
): ReadonlyMap<number, DateSeats> {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return known
  }
  const message = schema.safeParse(parsed)
  if (!message.success) return known
  const next = new Map(known)
  for (const seats of message.data.data) {
    if (seats.tour_id === tourId) next.set(seats.date_id, seats)
  }
  return next
}

/**
 * The page's dates with the seats heard live. Listens only while the tour has a date that is not
 * guaranteed (the only figures that move a meter); reconnects with backoff after a break, the
 * snapshot the server sends first bringing what was missed.
 */
export function useLiveSeats<
  Date extends Pick<
    TourDate,
    'id' | 'number_of_seats' | 'number_of_free_seats' | 'departure_guarantee'
  >,
>(
  dates: readonly Date[],
  tourId: number,
  /** §3 Config `wsUrl`; null where the page has no shell data (nothing is heard then). */
  wsUrl: string | null,
): readonly Date[] {
  const [live, setLive] = useState<ReadonlyMap<number, DateSeats>>(new Map())
  const listens = dates.some((date) => date.departure_guarantee !== null)
  useEffect(() => {
    if (!listens || wsUrl === null || typeof WebSocket === 'undefined') return
    const address = seatsSocketAddress(wsUrl, tourId)
    let socket: WebSocket | null = null
    let attempt = 0
    let stopped = false
    let retry: ReturnType<typeof setTimeout> | undefined
    const open = (schema: SeatsMessageSchema) => {
      socket = new WebSocket(socketUrl(address, window.location))
      socket.addEventListener('open', () => {
        attempt = 0
      })
      socket.addEventListener('message', (event) => {
        if (typeof event.data === 'string') {
          const raw = event.data
          setLive((known) => mergeSeatsMessage(known, raw, tourId, schema))
        }
      })
      socket.addEventListener('close', (event) => {
        if (stopped || FINAL_CLOSE_CODES.has(event.code)) return
        retry = setTimeout(() => open(schema), reconnectDelay(attempt, Math.random()))
        attempt += 1
      })
    }
    // A schema that cannot load leaves the server's figures standing, as a socket that fails does.
    loadSeatsMessageSchema().then(
      (schema) => {
        if (!stopped) open(schema)
      },
      () => undefined,
    )
    return () => {
      stopped = true
      clearTimeout(retry)
      socket?.close()
    }
  }, [listens, tourId, wsUrl])
  return useMemo(() => dates.map((date) => withLiveSeats(date, live)), [dates, live])
}
