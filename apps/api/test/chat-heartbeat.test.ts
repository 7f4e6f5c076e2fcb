import websocket from '@fastify/websocket'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { Viewer } from '../src/modules/accounts/service.ts'
import { createInProcessBus, type ChatBus } from '../src/modules/chat/realtime/bus.ts'
import { chatSocketRoutes } from '../src/modules/chat/realtime/socket-routes.ts'
import type { ChatService } from '../src/modules/chat/service.ts'

const viewer = {
  sessionId: 'session',
  isAdminAuth: false,
  user: { id: 1, organizerId: null },
} as Viewer

/** The socket alone, with a viewer for any token and nothing missed, pinging every 50 ms. */
describe('/ws heartbeats', () => {
  const app = Fastify()
  let url = ''
  // The in-process bus, whose broker can be made to come back after a break.
  const inProcess = createInProcessBus()
  const reconnectListeners = new Set<() => void>()
  const bus: ChatBus = {
    ...inProcess,
    onReconnected(listener) {
      reconnectListeners.add(listener)
      return () => reconnectListeners.delete(listener)
    },
  }

  beforeAll(async () => {
    await app.register(websocket)
    await app.register(chatSocketRoutes, {
      accounts: {
        viewerOf: async () => viewer,
        sessionOf: async () => ({ viewer, tokenExpiresAt: new Date(Date.now() + 60_000) }),
        actingOrganizers: async () => new Map(),
      },
      chat: {
        missedMessages: async () => ({ messages: [], truncated: false }),
      } as unknown as ChatService,
      bus,
      limits: { perAccount: 10, perAddress: 10 },
      addressOf: (request) => request.ip,
      heartbeatIntervalMs: 50,
    })
    url = (await app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws')
  })
  afterAll(() => app.close())

  async function signedInSocket(options: { autoPong: boolean }) {
    const socket = new WebSocket(`${url}/ws`, options)
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
    const ready = new Promise<void>((resolve) =>
      socket.on('message', (data) => {
        if (String(data).includes('"ready"')) resolve()
      }),
    )
    await new Promise<void>((resolve) => socket.once('open', () => resolve()))
    socket.send(JSON.stringify({ type: 'auth', token: 'token' }))
    await ready
    return { socket, closed }
  }

  it('drops a socket that stops answering pings', async () => {
    const { closed } = await signedInSocket({ autoPong: false })
    // Terminated by the server: no close frame, so the client sees 1006.
    expect(await closed).toBe(1006)
  })

  it('keeps a socket that answers them', async () => {
    const { socket } = await signedInSocket({ autoPong: true })
    let pings = 0
    socket.on('ping', () => {
      pings += 1
    })
    await expect.poll(() => pings).toBeGreaterThanOrEqual(4)
    expect(socket.readyState).toBe(WebSocket.OPEN)
    socket.close()
  })

  it('issue 22: when the event bus comes back after a break, asks every socket to reconnect and catch up', async () => {
    const first = await signedInSocket({ autoPong: true })
    const second = await signedInSocket({ autoPong: true })
    for (const listener of reconnectListeners) listener()
    // 1012 (service restart): the client reconnects with the newest id it saw and is replayed the rest.
    expect(await first.closed).toBe(1012)
    expect(await second.closed).toBe(1012)
  })
})
