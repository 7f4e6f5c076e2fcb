// Issue 37 finding 6 follow-up: `reauth` keeps a socket past its first token on a socket route
// without a web-call handler too (the app's has one: chat-socket-access.test.ts).
import websocket from '@fastify/websocket'
import { CHAT_SOCKET_UNAUTHORIZED } from '@tourmarket/contracts'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { Viewer } from '../src/modules/accounts/service.ts'
import { createInProcessBus } from '../src/modules/chat/realtime/bus.ts'
import { chatSocketRoutes } from '../src/modules/chat/realtime/socket-routes.ts'
import type { ChatService } from '../src/modules/chat/service.ts'
import { reauthenticatedCount, recordSocket, type ChatSocket } from './chat-sockets.ts'

const viewerOfSession = (sessionId: string) =>
  ({ sessionId, isAdminAuth: false, user: { id: 1, organizerId: null } }) as Viewer

/** Tokens of one account: two of session `a` (the first short-lived), one of session `b`. */
const sessions = new Map([
  ['first', { sessionId: 'a', lifetimeMs: 1_000 }],
  ['next', { sessionId: 'a', lifetimeMs: 60_000 }],
  ['other-session', { sessionId: 'b', lifetimeMs: 60_000 }],
])

describe('/ws reauth without a web-call handler', () => {
  const app = Fastify()
  let url = ''

  beforeAll(async () => {
    await app.register(websocket)
    await app.register(chatSocketRoutes, {
      accounts: {
        viewerOf: async (token) => {
          const session = sessions.get(token)
          return session === undefined ? null : viewerOfSession(session.sessionId)
        },
        sessionOf: async (token) => {
          const session = sessions.get(token)
          if (session === undefined) return null
          return {
            viewer: viewerOfSession(session.sessionId),
            tokenExpiresAt: new Date(Date.now() + session.lifetimeMs),
          }
        },
        actingOrganizers: async () => new Map(),
      },
      chat: {
        missedMessages: async () => ({ messages: [], truncated: false }),
      } as unknown as ChatService,
      bus: createInProcessBus(),
      limits: { perAccount: 10, perAddress: 10 },
      addressOf: (request) => request.ip,
    })
    url = (await app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws')
  })
  afterAll(() => app.close())

  async function signedIn(token: string): Promise<ChatSocket> {
    const socket = new WebSocket(`${url}/ws`)
    const recorded = recordSocket(socket)
    await new Promise<void>((resolve) => socket.once('open', () => resolve()))
    socket.send(JSON.stringify({ type: 'auth', token }))
    await expect
      .poll(() => recorded.received.some((message) => message.type === 'ready'))
      .toBe(true)
    return recorded
  }

  it('answers a token of the same session and stays open past the first token', async () => {
    const renewed = await signedIn('first')
    const unrenewed = await signedIn('first')
    renewed.socket.send(JSON.stringify({ type: 'reauth', token: 'next' }))
    await expect.poll(() => reauthenticatedCount(renewed)).toBe(1)

    expect(await unrenewed.closed).toBe(CHAT_SOCKET_UNAUTHORIZED)
    // Still open and still answering after the first token's expiry.
    renewed.socket.send(JSON.stringify({ type: 'reauth', token: 'next' }))
    await expect.poll(() => reauthenticatedCount(renewed)).toBe(2)
    renewed.socket.close()
  })

  it('closes on another session’s token (4401) and on anything but reauth (1008)', async () => {
    const given = await signedIn('next')
    given.socket.send(JSON.stringify({ type: 'reauth', token: 'other-session' }))
    expect(await given.closed).toBe(CHAT_SOCKET_UNAUTHORIZED)

    const chatty = await signedIn('next')
    chatty.socket.send(JSON.stringify({ type: 'auth', token: 'next' }))
    expect(await chatty.closed).toBe(1008)
  })
})
