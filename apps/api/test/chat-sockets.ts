// A /ws client for the chat tests: connects, authenticates, and keeps what the server sends.
import type { ChatEventMessage, ChatSocketServerMessage } from '@tourmarket/contracts'
import { SignJWT } from 'jose'
import { afterEach, expect } from 'vitest'
import { WebSocket } from 'ws'
import type { App } from '../src/app.ts'
import { deriveKey } from '../src/modules/accounts/tokens.ts'

export type ChatSocket = {
  readonly socket: WebSocket
  readonly received: ChatSocketServerMessage[]
  /** The events received so far, optionally of one kind. */
  events(kind?: ChatEventMessage['event']): ChatEventMessage[]
  /** Resolves with the close code once the server closes the socket. */
  readonly closed: Promise<number>
}

/** Wraps an open socket: records every message and the close code. */
export function recordSocket(socket: WebSocket): ChatSocket {
  const received: ChatSocketServerMessage[] = []
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)) as ChatSocketServerMessage)
  })
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
  return {
    socket,
    received,
    closed,
    events: (kind) =>
      received.flatMap((message) =>
        message.type === 'event' && (kind === undefined || message.data.event === kind)
          ? [message.data]
          : [],
      ),
  }
}

/** Sends `auth` and waits for `ready`. */
export async function authenticate(
  socket: WebSocket,
  token: string,
  afterId = 0,
): Promise<ChatSocket> {
  const recorded = recordSocket(socket)
  socket.send(JSON.stringify({ type: 'auth', token, after_id: afterId }))
  await expect.poll(() => recorded.received.some((message) => message.type === 'ready')).toBe(true)
  return recorded
}

/** Another access token of `token`'s session, expiring `seconds` from now (the API's last 15 minutes). */
export async function expiringIn(
  token: string,
  seconds: number,
  sessionSecret: string,
): Promise<string> {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ ...claims, iat: now, exp: now + seconds })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(deriveKey(sessionSecret, 'access-token'))
}

/** How many `reauth`s the server has accepted on a socket. */
export const reauthenticatedCount = (socket: ChatSocket) =>
  socket.received.filter((message) => message.type === 'reauthenticated').length

/** Opens a real socket to a listening API. */
export async function openSocket(baseUrl: string): Promise<WebSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`)
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  return socket
}

/**
 * `connect(token)` opens a /ws socket on the harness's app and authenticates it; every socket it
 * opened is ended after each test.
 */
export function socketsOn(harness: { readonly app: App }) {
  const open: WebSocket[] = []
  afterEach(() => {
    for (const socket of open.splice(0)) socket.terminate()
  })
  return async function connect(token: string, afterId = 0): Promise<ChatSocket> {
    await harness.app.ready()
    const socket = await harness.app.injectWS('/ws')
    open.push(socket)
    return authenticate(socket, token, afterId)
  }
}
