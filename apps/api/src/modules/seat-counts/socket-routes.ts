import {
  SEAT_COUNTS_SOCKET_NOT_FOUND,
  SEAT_COUNTS_SOCKET_PATH,
  SEAT_COUNTS_SOCKET_TOO_MANY,
  seatCountsSocketQuerySchema,
  type SeatCountsSocketMessage,
} from '@tourmarket/contracts'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { WebSocket } from 'ws'
import { presentDateSeats, type SeatCountsService } from './service.ts'

/** Pings go out this often; a socket that did not answer the previous one is dropped. */
const HEARTBEAT_INTERVAL_MS = 30_000
/** A listener that cannot keep up with a few hundred bytes per booking is not reading: closed. */
const SLOW_CONSUMER_BYTES = 64 * 1024
const CLOSE_POLICY_VIOLATION = 1008
const CLOSE_TRY_AGAIN_LATER = 1013
/** The client reconnects and its first message, the snapshot, brings what it missed. */
const CLOSE_SERVICE_RESTART = 1012

export type SeatCountsSocketOptions = {
  seatCounts: SeatCountsService
  /** Open sockets this process keeps per client address (the messenger's limit). */
  perAddress: number
  /** The key a client's address is counted under (an IPv6 address by its /64). */
  addressOf: (request: FastifyRequest) => string
  heartbeatIntervalMs?: number
}

/**
 * Issue 44 item 1: `/ws/seats?tour_id=N`, public and read-only. It sends the tour's dates' seats
 * on opening, then each change a booking makes. Nothing private travels (the figures the tour page
 * shows anyway, only for a tour on the site); the client says nothing — any message closes it;
 * sockets are counted per address like the messenger's, and dead ones dropped by heartbeat.
 */
export const seatCountsSocketRoutes: FastifyPluginAsync<SeatCountsSocketOptions> = async (
  app,
  options,
) => {
  const { seatCounts } = options
  const byTour = new Map<number, Set<WebSocket>>()
  const byAddress = new Map<string, number>()
  const alive = new WeakMap<WebSocket, boolean>()

  const send = (socket: WebSocket, message: SeatCountsSocketMessage) => {
    if (socket.bufferedAmount > SLOW_CONSUMER_BYTES) {
      socket.close(CLOSE_TRY_AGAIN_LATER, 'too slow')
      return
    }
    socket.send(JSON.stringify(message))
  }

  const unsubscribe = seatCounts.subscribe((rows) => {
    const perTour = new Map<number, SeatCountsSocketMessage['data']>()
    for (const row of rows) {
      if (!byTour.has(row.tourId)) continue
      perTour.set(row.tourId, [...(perTour.get(row.tourId) ?? []), presentDateSeats(row)])
    }
    for (const [tourId, data] of perTour) {
      for (const socket of byTour.get(tourId) ?? []) send(socket, { type: 'seats', data })
    }
  })
  const stopResync = seatCounts.onReconnected(() => {
    for (const sockets of byTour.values()) {
      for (const socket of sockets) socket.close(CLOSE_SERVICE_RESTART, 'counts may be stale')
    }
  })
  const heartbeat = setInterval(() => {
    for (const sockets of byTour.values()) {
      for (const socket of sockets) {
        if (alive.get(socket) === false) {
          socket.terminate()
          continue
        }
        alive.set(socket, false)
        socket.ping()
      }
    }
  }, options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS)
  heartbeat.unref()
  app.addHook('onClose', async () => {
    clearInterval(heartbeat)
    unsubscribe()
    stopResync()
  })

  app.get(
    SEAT_COUNTS_SOCKET_PATH,
    { websocket: true, schema: { hide: true } },
    (socket, request) => {
      const address = options.addressOf(request)
      const open = byAddress.get(address) ?? 0
      if (open >= options.perAddress) {
        socket.close(SEAT_COUNTS_SOCKET_TOO_MANY, 'too many sockets from this address')
        return
      }
      byAddress.set(address, open + 1)
      let tourId: number | null = null
      socket.on('close', () => {
        const left = (byAddress.get(address) ?? 1) - 1
        if (left > 0) byAddress.set(address, left)
        else byAddress.delete(address)
        if (tourId === null) return
        const sockets = byTour.get(tourId)
        sockets?.delete(socket)
        if (sockets?.size === 0) byTour.delete(tourId)
      })
      socket.on('pong', () => alive.set(socket, true))
      // Read-only: a client has nothing to say.
      socket.on('message', () => socket.close(CLOSE_POLICY_VIOLATION, 'read-only'))

      const query = seatCountsSocketQuerySchema.safeParse(request.query)
      if (!query.success) {
        socket.close(CLOSE_POLICY_VIOLATION, 'tour_id expected')
        return
      }
      const wanted = query.data.tour_id
      void (async () => {
        if (!(await seatCounts.isPublicTour(wanted))) {
          socket.close(SEAT_COUNTS_SOCKET_NOT_FOUND, 'no such tour')
          return
        }
        if (socket.readyState !== socket.OPEN) return
        // Listen first, then send the snapshot: a change in between arrives twice at worst.
        tourId = wanted
        let sockets = byTour.get(wanted)
        if (sockets === undefined) byTour.set(wanted, (sockets = new Set()))
        sockets.add(socket)
        alive.set(socket, true)
        send(socket, { type: 'seats', data: await seatCounts.snapshot(wanted) })
      })().catch((error: unknown) => {
        app.log.error({ err: error }, 'seat counts socket failed to start')
        socket.close(1011, 'server error')
      })
    },
  )
}
