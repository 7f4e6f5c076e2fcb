import {
  CHAT_SOCKET_ACCESS_CHANGED,
  CHAT_SOCKET_UNAUTHORIZED,
  chatSocketClientMessageSchema,
  type ChatSocketServerMessage,
} from '@tourmarket/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { WebSocket } from 'ws'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { scopeOf } from '../sides.ts'
import type { Subscriber, createSocketHub } from './hub.ts'
import type { Connection, OpenSockets } from './open-sockets.ts'
import type { SocketMessageHandler, SocketPeer, SocketSessions } from './socket-peer.ts'

export const CLOSE_POLICY_VIOLATION = 1008

/**
 * A socket after its `auth` was answered: its `reauth` messages, one at a time, and anything else
 * it says handed to the handler (web calls), which closes it when not understood.
 */
export function serveSignedInSocket(context: {
  socket: WebSocket
  connection: Connection
  subscriber: Subscriber
  viewer: Viewer
  connectionId: string
  accounts: SocketSessions
  hub: ReturnType<typeof createSocketHub>
  end: OpenSockets['end']
  /** Ends the socket when this token expires (the newest token's expiry replaces the last). */
  expireAt: (tokenExpiresAt: Date) => void
  send: (message: ChatSocketServerMessage) => void
  handler: SocketMessageHandler | undefined
  log: FastifyBaseLogger
}): void {
  const {
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
    handler,
    log,
  } = context
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
          log.error({ err: error }, 'chat socket reauthentication failed')
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
}
