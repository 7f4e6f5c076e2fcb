import {
  CHAT_SOCKET_UNAUTHORIZED,
  chatSocketClientMessageSchema,
  type ChatSocketServerMessage,
} from '@tourmarket/contracts'
import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import type { WebSocket } from 'ws'
import type { AccountsService, Viewer } from '../../accounts/service.ts'
import { scopeOf, type ChatService } from '../service.ts'
import type { ChatBus } from './bus.ts'
import { createSocketHub, type Subscriber } from './hub.ts'

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
  send(message: ChatSocketServerMessage): void
}

/**
 * What a socket may say after `auth` (issue 20: web call signalling). `message` answers false for
 * something it does not understand, which closes the socket as before.
 */
export type SocketMessageHandler = {
  message(peer: SocketPeer, data: unknown): boolean
  closed(peer: SocketPeer): void
}

export type ChatSocketOptions = {
  accounts: Pick<AccountsService, 'viewerOf'>
  chat: ChatService
  bus: ChatBus
  heartbeatIntervalMs?: number
  /** Messages after `auth`; without it, anything after `auth` closes the socket. */
  handler?: SocketMessageHandler
  /** Counts the sockets open on this instance (the app's /metrics). */
  openSockets?: { inc(): void; dec(): void }
}

type Connection = {
  readonly socket: WebSocket
  alive: boolean
  token: string | null
  checkedAt: number
  leave?: () => void
}

/**
 * §4/§7 the messenger socket at /ws. The browser authenticates with its first message (a browser
 * cannot put a token in a WebSocket's headers, and a token in the URL would end up in logs), is
 * replayed what it missed since its last message id, then receives the events of its chats.
 * Needs @fastify/websocket registered on the app.
 */
export const chatSocketRoutes: FastifyPluginAsync<ChatSocketOptions> = async (app, options) => {
  const { accounts, chat, bus } = options
  const hub = createSocketHub()
  const connections = new Set<Connection>()
  const unsubscribe = bus.subscribe((event) => hub.deliver(event))

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
            if (viewer === null) connection.socket.close(CHAT_SOCKET_UNAUTHORIZED, 'session ended')
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

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket) => {
    const connection: Connection = { socket, alive: true, token: null, checkedAt: Date.now() }
    connections.add(connection)
    options.openSockets?.inc()
    const send = (message: ChatSocketServerMessage) => socket.send(JSON.stringify(message))
    const authTimer = setTimeout(
      () => socket.close(CHAT_SOCKET_UNAUTHORIZED, 'no auth'),
      AUTH_TIMEOUT_MS,
    )
    authTimer.unref()

    socket.on('pong', () => {
      connection.alive = true
    })
    socket.on('close', () => {
      clearTimeout(authTimer)
      connection.leave?.()
      connections.delete(connection)
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
      if (!parsed.success) {
        socket.close(CLOSE_POLICY_VIOLATION, 'expected auth')
        return
      }
      const { token, after_id: afterId, language } = parsed.data
      void (async () => {
        const viewer = await accounts.viewerOf(token)
        if (viewer === null) {
          socket.close(CHAT_SOCKET_UNAUTHORIZED, 'invalid token')
          return
        }
        if (socket.readyState !== socket.OPEN) return
        connection.token = token
        const scope = scopeOf(viewer)
        const connectionId = randomUUID()
        const subscriber: Subscriber = {
          socket,
          userId: scope.userId,
          organizerId: scope.organizerId,
          isSupport: scope.isSupport,
          language,
          connectionId,
        }
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
        const { handler } = options
        if (handler === undefined) {
          // After auth a client has nothing more to say; anything it sends is a protocol error.
          socket.on('message', () => socket.close(CLOSE_POLICY_VIOLATION, 'unexpected message'))
          return
        }
        const peer: SocketPeer = {
          connectionId,
          viewer,
          send: (message) => hub.send(subscriber, message),
        }
        socket.on('message', (data) => {
          let parsed: unknown
          try {
            parsed = JSON.parse(String(data))
          } catch {
            parsed = null
          }
          if (!handler.message(peer, parsed)) {
            socket.close(CLOSE_POLICY_VIOLATION, 'unexpected message')
          }
        })
        socket.on('close', () => handler.closed(peer))
      })().catch((error: unknown) => {
        app.log.error({ err: error }, 'chat socket failed to start')
        socket.close(1011, 'server error')
      })
    })
  })
}
