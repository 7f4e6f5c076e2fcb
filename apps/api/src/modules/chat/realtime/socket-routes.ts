import {
  CHAT_SOCKET_TOO_MANY,
  CHAT_SOCKET_UNAUTHORIZED,
  chatSocketClientMessageSchema,
  type ChatSocketServerMessage,
} from '@tourmarket/contracts'
import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { WebSocket } from 'ws'
import type { ChatSocketLimits } from '../../../config.ts'
import type { ChatService } from '../service.ts'
import { scopeOf } from '../sides.ts'
import type { ChatBus } from './bus.ts'
import { createSocketHub, type Subscriber } from './hub.ts'
import { createOpenSockets, type Connection } from './open-sockets.ts'
import { CLOSE_POLICY_VIOLATION, serveSignedInSocket } from './signed-in-socket.ts'
import type { SocketMessageHandler, SocketSessions } from './socket-peer.ts'

/** A socket that has not sent `auth` by then is closed. */
const AUTH_TIMEOUT_MS = 10_000
/** Pings go out this often; a socket that did not answer the previous one is dropped. */
const HEARTBEAT_INTERVAL_MS = 30_000
/**
 * A client sends `auth`, then (web calls) call signals carrying an SDP description; anything
 * larger is not one (app.ts gives it to @fastify/websocket).
 */
export const MAX_CLIENT_MESSAGE_BYTES = 64 * 1024
const CLOSE_GOING_AWAY = 1001

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

export type ChatSocketOptions = {
  /** Accounts, for the sessions of the tokens sockets sign in with. */
  accounts: SocketSessions
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

/**
 * §4/§7 the messenger socket at /ws. The browser authenticates with its first message (a browser
 * cannot put a token in a WebSocket's headers, and a token in the URL would end up in logs), is
 * replayed what it missed since its last message id, then receives the events of its chats.
 * Needs @fastify/websocket registered on the app.
 */
export const chatSocketRoutes: FastifyPluginAsync<ChatSocketOptions> = async (app, options) => {
  const { accounts, chat, bus, limits } = options
  const hub = createSocketHub()
  const { connections, byAddress, byAccount, connectionOf, end, close } = createOpenSockets({
    hub,
    accounts,
    bus,
    log: app.log,
    heartbeatIntervalMs: options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS,
  })

  app.addHook('onClose', async () => {
    close()
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

        serveSignedInSocket({
          socket,
          connection,
          subscriber,
          viewer,
          connectionId,
          accounts,
          hub,
          end,
          expireAt,
          send,
          handler: options.handler,
          log: app.log,
        })
      })().catch((error: unknown) => {
        app.log.error({ err: error }, 'chat socket failed to start')
        socket.close(1011, 'server error')
      })
    })
  })
}
