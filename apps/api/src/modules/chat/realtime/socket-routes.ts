import {
  CHAT_SOCKET_ACCESS_CHANGED,
  CHAT_SOCKET_TOO_MANY,
  CHAT_SOCKET_UNAUTHORIZED,
  chatSocketClientMessageSchema,
  type ChatSocketServerMessage,
} from '@tourmarket/contracts'
import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { WebSocket } from 'ws'
import type { ChatSocketLimits } from '../../../config.ts'
import type { AccountsService, Viewer } from '../../accounts/service.ts'
import { scopeOf, type ChatService } from '../service.ts'
import type { ChatBus, DeliveredBusEvent, SessionsEndedBusEvent } from './bus.ts'
import { CLOSE_TRY_AGAIN_LATER, createSocketHub, type Subscriber } from './hub.ts'

/** A socket that has not sent `auth` by then is closed. */
const AUTH_TIMEOUT_MS = 10_000
/** Pings go out this often; a socket that did not answer the previous one is dropped. */
const HEARTBEAT_INTERVAL_MS = 30_000
/** How often a socket's session is checked again: a signed-out or expired session ends its socket. */
const SESSION_RECHECK_MS = 5 * 60_000
/**
 * A client sends `auth`, then (web calls) call signals carrying an SDP description; anything
 * larger is not one (app.ts gives it to @fastify/websocket).
 */
export const MAX_CLIENT_MESSAGE_BYTES = 64 * 1024
const CLOSE_POLICY_VIOLATION = 1008
const CLOSE_GOING_AWAY = 1001
/** WebSocket "service restart": the client reconnects, and its `after_id` replays what it missed. */
const CLOSE_SERVICE_RESTART = 1012

/**
 * @fastify/websocket's preClose: as the API starts to stop, every socket hears 1001 (going away),
 * which the chat client takes as "reconnect", reaching another instance through the balancer. The
 * plugin's default closes them with no code at all (1005), which says nothing. The close frames
 * go out at once; stopping does not wait for each client's answer (ws waits up to 30 s for one
 * that never comes).
 */
export function closeSocketsGoingAway(
  this: { websocketServer: { clients: Set<WebSocket>; close(): void } },
  done: () => void,
): void {
  for (const client of this.websocketServer.clients) {
    client.close(CLOSE_GOING_AWAY, 'server stopping')
  }
  this.websocketServer.close()
  done()
}

/** A signed-in socket as a handler of its later messages sees it. */
export type SocketPeer = {
  readonly connectionId: string
  readonly viewer: Viewer
  /**
   * The viewer as the database has it now: null once the session ended. What a socket asks to do
   * is authorized by this, not by the scope it had at `auth` (an account may have left an organizer).
   */
  currentViewer(): Promise<Viewer | null>
  send(message: ChatSocketServerMessage): void
}

/**
 * What a socket may say after `auth` besides `reauth` (issue 20: web call signalling). `message`
 * answers false for something it does not understand, which closes the socket as before.
 */
export type SocketMessageHandler = {
  message(peer: SocketPeer, data: unknown): boolean
  closed(peer: SocketPeer): void
}

export type ChatSocketOptions = {
  accounts: Pick<AccountsService, 'viewerOf' | 'sessionOf' | 'actingOrganizers'>
  chat: ChatService
  bus: ChatBus
  /** Open sockets this process keeps per account and per client address. */
  limits: ChatSocketLimits
  /** The key a client's address is counted under (an IPv6 address by its /64). */
  addressOf: (request: FastifyRequest) => string
  heartbeatIntervalMs?: number
  /** Messages after `auth`; without it, anything after `auth` but `reauth` closes the socket. */
  handler?: SocketMessageHandler
  /** Counts the sockets open on this instance (the app's /metrics). */
  openSockets?: { inc(): void; dec(): void }
}

type Connection = {
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
 * §4/§7 the messenger socket at /ws. The browser authenticates with its first message (a browser
 * cannot put a token in a WebSocket's headers, and a token in the URL would end up in logs), is
 * replayed what it missed since its last message id, then receives the events of its chats.
 * Needs @fastify/websocket registered on the app.
 */
export const chatSocketRoutes: FastifyPluginAsync<ChatSocketOptions> = async (app, options) => {
  const { accounts, chat, bus, limits } = options
  const hub = createSocketHub()
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
      app.log.error({ err: error }, 'chat socket membership check failed')
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
    if ('sessionsEnded' in event) {
      endSessions(event)
      return
    }
    deliveries = deliveries
      .then(() => deliverToCurrentMembers(event))
      .catch((error: unknown) => app.log.error({ err: error }, 'chat event not delivered'))
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
          .catch((error: unknown) => app.log.error({ err: error }, 'socket session check failed'))
      }
    }
  }, options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS)
  heartbeat.unref()

  // Events published while this instance's subscription was down never arrive: every socket is
  // asked to reconnect, and its `auth` with the newest id it saw replays the rest from the database.
  const stopResync = bus.onReconnected(() => {
    app.log.warn({ sockets: connections.size }, 'event bus reconnected; sockets asked to catch up')
    for (const connection of connections) {
      connection.socket.close(CLOSE_SERVICE_RESTART, 'events may have been missed')
    }
  })

  app.addHook('onClose', async () => {
    clearInterval(heartbeat)
    unsubscribe()
    stopResync()
  })

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const address = options.addressOf(request)
    if (byAddress.count(address) >= limits.perAddress) {
      socket.close(CHAT_SOCKET_TOO_MANY, 'too many sockets from this address')
      return
    }
    byAddress.add(address)
    const connection: Connection = {
      socket,
      address,
      alive: true,
      token: null,
      checkedAt: Date.now(),
    }
    connections.add(connection)
    options.openSockets?.inc()
    const send = (message: ChatSocketServerMessage) => socket.send(JSON.stringify(message))
    const authTimer = setTimeout(
      () => socket.close(CHAT_SOCKET_UNAUTHORIZED, 'no auth'),
      AUTH_TIMEOUT_MS,
    )
    authTimer.unref()
    let expiryTimer: NodeJS.Timeout | undefined
    /** The socket lives no longer than its newest token: the client sends `reauth` after a refresh. */
    const expireAt = (tokenExpiresAt: Date) => {
      clearTimeout(expiryTimer)
      expiryTimer = setTimeout(
        () => end(connection, CHAT_SOCKET_UNAUTHORIZED, 'token expired'),
        Math.max(0, tokenExpiresAt.getTime() - Date.now()),
      )
      expiryTimer.unref()
    }

    socket.on('pong', () => {
      connection.alive = true
    })
    socket.on('close', () => {
      clearTimeout(authTimer)
      clearTimeout(expiryTimer)
      connection.leave?.()
      connections.delete(connection)
      byAddress.remove(address)
      const { subscriber } = connection
      if (subscriber !== undefined) {
        connectionOf.delete(subscriber)
        byAccount.remove(subscriber.userId)
      }
      options.openSockets?.dec()
    })

    socket.once('message', (raw) => {
      clearTimeout(authTimer)
      let parsed: ReturnType<typeof chatSocketClientMessageSchema.safeParse>
      try {
        parsed = chatSocketClientMessageSchema.safeParse(JSON.parse(String(raw)))
      } catch {
        socket.close(CLOSE_POLICY_VIOLATION, 'not JSON')
        return
      }
      if (!parsed.success || parsed.data.type !== 'auth') {
        socket.close(CLOSE_POLICY_VIOLATION, 'expected auth')
        return
      }
      const { token, after_id: afterId, language } = parsed.data
      void (async () => {
        const session = await accounts.sessionOf(token)
        if (session === null) {
          socket.close(CHAT_SOCKET_UNAUTHORIZED, 'invalid token')
          return
        }
        if (socket.readyState !== socket.OPEN) return
        const { viewer, tokenExpiresAt } = session
        if (byAccount.count(viewer.user.id) >= limits.perAccount) {
          socket.close(CHAT_SOCKET_TOO_MANY, 'too many sockets for this account')
          return
        }
        connection.token = token
        expireAt(tokenExpiresAt)
        const scope = scopeOf(viewer)
        const connectionId = randomUUID()
        const subscriber: Subscriber = {
          socket,
          userId: scope.userId,
          organizerId: scope.organizerId,
          isSupport: scope.isSupport,
          language,
          connectionId,
          sessionId: viewer.sessionId,
        }
        connection.subscriber = subscriber
        connectionOf.set(subscriber, connection)
        byAccount.add(subscriber.userId)
        // Listen first, then replay: an event in between arrives twice at worst (clients keep
        // one per message id), never not at all.
        connection.leave = hub.add(subscriber)
        const replay =
          afterId > 0
            ? await chat.missedMessages(viewer, afterId, language)
            : { messages: [], truncated: false }
        for (const message of replay.messages) {
          hub.send(subscriber, {
            type: 'event',
            data: { event: 'new_message', chat_id: message.chat_id, message },
          })
        }
        send({ type: 'ready', replay_truncated: replay.truncated })

        /**
         * A newer token of this socket's own session extends its life to that token's expiry; any
         * other token ends it, as does a scope that changed meanwhile (as the periodic check would).
         */
        const reauthenticate = async (newToken: string): Promise<void> => {
          const renewed = await accounts.sessionOf(newToken)
          if (socket.readyState !== socket.OPEN) return
          if (
            renewed === null ||
            renewed.viewer.user.id !== viewer.user.id ||
            renewed.viewer.sessionId !== viewer.sessionId
          ) {
            end(connection, CHAT_SOCKET_UNAUTHORIZED, 'invalid token')
            return
          }
          if (scopeOf(renewed.viewer).organizerId !== subscriber.organizerId) {
            end(connection, CHAT_SOCKET_ACCESS_CHANGED, 'acts for another organizer')
            return
          }
          connection.token = newToken
          connection.checkedAt = Date.now()
          expireAt(renewed.tokenExpiresAt)
          send({ type: 'reauthenticated' })
        }
        // One at a time, in the order sent: an older token never replaces a newer one.
        let reauthentications = Promise.resolve()

        const { handler } = options
        const peer: SocketPeer = {
          connectionId,
          viewer,
          // The newest token: the one of `auth` expires while a call goes on.
          currentViewer: () =>
            connection.token === null ? Promise.resolve(null) : accounts.viewerOf(connection.token),
          send: (message) => hub.send(subscriber, message),
        }
        socket.on('message', (data) => {
          let message: unknown
          try {
            message = JSON.parse(String(data))
          } catch {
            message = null
          }
          const clientMessage = chatSocketClientMessageSchema.safeParse(message)
          if (clientMessage.success && clientMessage.data.type === 'reauth') {
            const newToken = clientMessage.data.token
            reauthentications = reauthentications
              .then(() => reauthenticate(newToken))
              .catch((error: unknown) => {
                app.log.error({ err: error }, 'chat socket reauthentication failed')
                socket.close(1011, 'server error')
              })
            return
          }
          // Without a handler a client has nothing more to say; anything else is a protocol error.
          if (handler === undefined || !handler.message(peer, message)) {
            socket.close(CLOSE_POLICY_VIOLATION, 'unexpected message')
          }
        })
        if (handler !== undefined) socket.on('close', () => handler.closed(peer))
      })().catch((error: unknown) => {
        app.log.error({ err: error }, 'chat socket failed to start')
        socket.close(1011, 'server error')
      })
    })
  })
}
