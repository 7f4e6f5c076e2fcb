import { CHAT_SOCKET_ACCESS_CHANGED, CHAT_SOCKET_UNAUTHORIZED } from '@tourmarket/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { WebSocket } from 'ws'
import { scopeOf } from '../sides.ts'
import type { ChatBus, DeliveredBusEvent, SessionsEndedBusEvent } from './bus.ts'
import { CLOSE_TRY_AGAIN_LATER, type Subscriber, type createSocketHub } from './hub.ts'
import type { SocketSessions } from './socket-peer.ts'

/** How often a socket's session is checked again: a signed-out or expired session ends its socket. */
const SESSION_RECHECK_MS = 5 * 60_000
/** WebSocket "service restart": the client reconnects, and its `after_id` replays what it missed. */
const CLOSE_SERVICE_RESTART = 1012

export type Connection = {
  readonly socket: WebSocket
  readonly address: string
  alive: boolean
  token: string | null
  checkedAt: number
  subscriber?: Subscriber
  leave?: () => void
}

/** Counts of open sockets by a key (an account, an address). */
function createCounter<Key>() {
  const counts = new Map<Key, number>()
  return {
    count: (key: Key) => counts.get(key) ?? 0,
    add: (key: Key) => counts.set(key, (counts.get(key) ?? 0) + 1),
    remove(key: Key) {
      const left = (counts.get(key) ?? 0) - 1
      if (left > 0) counts.set(key, left)
      else counts.delete(key)
    },
  }
}

/**
 * The sockets this instance holds, as a whole: their counts, the bus events delivered to them
 * (withheld from an organizer's account that stopped acting for it), ended sessions, heartbeats
 * and the periodic session check, and the catch-up asked of all after the bus reconnected.
 */
export function createOpenSockets(options: {
  hub: ReturnType<typeof createSocketHub>
  accounts: SocketSessions
  bus: ChatBus
  log: FastifyBaseLogger
  heartbeatIntervalMs: number
}) {
  const { hub, accounts, bus, log } = options
  const connections = new Set<Connection>()
  const byAddress = createCounter<string>()
  const byAccount = createCounter<number>()
  const connectionOf = new Map<Subscriber, Connection>()

  /** Stops a socket's deliveries now (closing takes a round trip), then closes it. */
  function end(connection: Connection, code: number, reason: string): void {
    connection.leave?.()
    connection.socket.close(code, reason)
  }

  function endSessions(event: SessionsEndedBusEvent): void {
    const ended = new Set(event.sessionsEnded.map((session) => session.sessionId))
    for (const connection of connections) {
      const sessionId = connection.subscriber?.sessionId
      if (sessionId !== undefined && ended.has(sessionId)) {
        end(connection, CHAT_SOCKET_UNAUTHORIZED, 'session ended')
      }
    }
  }

  /**
   * Delivers an event, but not to a socket of the organizer side whose account has stopped acting
   * for that organizer (its scope was fixed at `auth`): those are asked once, in one query per
   * event, and closed. Events go out one after another, so the check never reorders them.
   */
  async function deliverToCurrentMembers(event: DeliveredBusEvent): Promise<void> {
    const { organizerId } = event.audience
    const organizerSide = [...hub.recipients(event)]
      .filter(([, side]) => side === 'organizer')
      .map(([subscriber]) => subscriber)
    if (organizerId === null || organizerSide.length === 0) {
      hub.deliver(event)
      return
    }
    const withheld = new Set<Subscriber>()
    try {
      const acting = await accounts.actingOrganizers([
        ...new Set(organizerSide.map((subscriber) => subscriber.userId)),
      ])
      for (const subscriber of organizerSide) {
        if (acting.get(subscriber.userId) === organizerId) continue
        withheld.add(subscriber)
        const connection = connectionOf.get(subscriber)
        if (connection !== undefined) {
          end(connection, CHAT_SOCKET_ACCESS_CHANGED, 'no longer acts for this organizer')
        }
      }
    } catch (error) {
      // Unchecked, nothing goes to that side; its sockets reconnect and are replayed the rest.
      log.error({ err: error }, 'chat socket membership check failed')
      for (const subscriber of organizerSide) {
        withheld.add(subscriber)
        const connection = connectionOf.get(subscriber)
        if (connection !== undefined) end(connection, CLOSE_TRY_AGAIN_LATER, 'try again')
      }
    }
    hub.deliver(event, withheld)
  }

  let deliveries = Promise.resolve()
  const unsubscribe = bus.subscribe((event) => {
    if ('dateSeats' in event) return
    if ('sessionsEnded' in event) {
      endSessions(event)
      return
    }
    deliveries = deliveries
      .then(() => deliverToCurrentMembers(event))
      .catch((error: unknown) => log.error({ err: error }, 'chat event not delivered'))
  })

  const heartbeat = setInterval(() => {
    const now = Date.now()
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
      const { token } = connection
      if (token !== null && now - connection.checkedAt > SESSION_RECHECK_MS) {
        connection.checkedAt = now
        accounts
          .viewerOf(token)
          .then((viewer) => {
            if (viewer === null) end(connection, CHAT_SOCKET_UNAUTHORIZED, 'session ended')
            else if (scopeOf(viewer).organizerId !== connection.subscriber?.organizerId) {
              end(connection, CHAT_SOCKET_ACCESS_CHANGED, 'acts for another organizer')
            }
          })
          .catch((error: unknown) => log.error({ err: error }, 'socket session check failed'))
      }
    }
  }, options.heartbeatIntervalMs)
  heartbeat.unref()

  // Events published while this instance's subscription was down never arrive: every socket is
  // asked to reconnect, and its `auth` with the newest id it saw replays the rest from the database.
  const stopResync = bus.onReconnected(() => {
    log.warn({ sockets: connections.size }, 'event bus reconnected; sockets asked to catch up')
    for (const connection of connections) {
      connection.socket.close(CLOSE_SERVICE_RESTART, 'events may have been missed')
    }
  })

  return {
    connections,
    byAddress,
    byAccount,
    connectionOf,
    end,
    close(): void {
      clearInterval(heartbeat)
      unsubscribe()
      stopResync()
    },
  }
}

export type OpenSockets = ReturnType<typeof createOpenSockets>
