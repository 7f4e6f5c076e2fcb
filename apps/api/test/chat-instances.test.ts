import { randomUUID } from 'node:crypto'
import { CHAT_SOCKET_UNAUTHORIZED } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { WebSocket } from 'ws'
import { buildApp, type App } from '../src/app.ts'
import { users } from '../src/db/schema/index.ts'
import { createInProcessBus, type ChatBus } from '../src/modules/chat/realtime/bus.ts'
import { createRedisBus } from '../src/modules/chat/realtime/redis-bus.ts'
import { testPassword, testPasswordHashCost, uniqueEmail } from './accounts-harness.ts'
import { authenticate, openSocket } from './chat-sockets.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'
import { createTour } from './factories.ts'

/**
 * How instances share events: one in-process bus object (two apps in one process), and Redis
 * pub/sub when REDIS_URL is set (CI sets it), each app with a connection of its own, as two
 * processes would have, on a channel private to the run.
 */
type BusTarget = { readonly name: string; busesFor(count: number): ChatBus[] }

const busTargets: BusTarget[] = [
  {
    name: 'in-process bus',
    busesFor(count) {
      const bus = createInProcessBus()
      return Array.from({ length: count }, () => bus)
    },
  },
  ...(process.env.REDIS_URL
    ? [
        {
          name: 'Redis pub/sub',
          busesFor(count: number) {
            const channel = `tourmarket-test:${randomUUID()}`
            return Array.from({ length: count }, () =>
              createRedisBus({ url: process.env.REDIS_URL!, channel, onError: () => undefined }),
            )
          },
        },
      ]
    : []),
]

describe.each(testDatabases)('chat across two API instances on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)

  describe.each(busTargets)('through the $name', (busTarget) => {
    let instances: { app: App; url: string; bus: ChatBus }[] = []
    const sockets: WebSocket[] = []

    beforeAll(async () => {
      const buses = busTarget.busesFor(2)
      instances = await Promise.all(
        buses.map(async (bus) => {
          const app = buildApp({
            config: { ...testDatabase.config, devPages: true },
            database: testDatabase.database,
            passwordHashCost: testPasswordHashCost,
            chatBus: bus,
          })
          const url = await app.listen({ host: '127.0.0.1', port: 0 })
          return { app, url, bus }
        }),
      )
    })
    afterAll(async () => {
      for (const { app } of instances) await app.close()
      await Promise.all([...new Set(instances.map(({ bus }) => bus))].map((bus) => bus.close()))
    })
    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.terminate()
    })

    const [first, second] = [0, 1].map((index) => ({
      get app() {
        return instances[index]!.app
      },
      get url() {
        return instances[index]!.url
      },
    })) as [{ app: App; url: string }, { app: App; url: string }]

    async function register(app: App): Promise<{ token: string; userId: number }> {
      const email = uniqueEmail()
      const response = await app.inject({
        method: 'POST',
        url: '/crm/api/user/register',
        headers: {
          'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        },
        payload: {
          first_name: 'Ines',
          last_name: 'Walker',
          email,
          password: testPassword,
          confirm_password: testPassword,
        },
      })
      const [row] = await testDatabase.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email))
      return { token: response.json<{ token: string }>().token, userId: row!.id }
    }

    const send = (app: App, token: string, chatId: number, message: string) =>
      app.inject({
        method: 'POST',
        url: '/crm/api/chat/send-message',
        headers: { 'x-authorization': `Bearer ${token}` },
        payload: { chat_id: chatId, message },
      })

    async function connect(url: string, token: string, afterId = 0) {
      const socket = await openSocket(url)
      sockets.push(socket)
      return authenticate(socket, token, afterId)
    }

    it('a message sent through one instance reaches a socket on the other, and a reconnect catches up', async () => {
      const tour = await createTour(testDatabase.database.db)
      const tourist = await register(first.app)
      const organizer = await register(second.app)
      await testDatabase.database.db
        .update(users)
        .set({ organizerId: tour.organizerId })
        .where(eq(users.id, organizer.userId))
      const asked = await first.app.inject({
        method: 'POST',
        url: '/crm/api/chat/get-chat-with-organizer',
        headers: { 'x-authorization': `Bearer ${tourist.token}` },
        payload: { organizer_id: tour.organizerId, message: 'Hello from instance one' },
      })
      const chatId = asked.json<{ id: number }>().id

      const organizerSocket = await connect(second.url, organizer.token)
      const touristSocket = await connect(first.url, tourist.token)
      const answer = await send(second.app, organizer.token, chatId, 'Hello from instance two')
      const answerId = answer.json<{ id: number }>().id
      // The tourist's first message may still be on its way through Redis when the sockets
      // open, so each socket is asked about the answer alone.
      const theAnswer = (socket: typeof touristSocket) =>
        socket.events('new_message').filter((event) => event.message?.id === answerId)
      await expect
        .poll(() => theAnswer(touristSocket).map((event) => event.message?.text))
        .toEqual(['Hello from instance two'])
      await expect
        .poll(() => theAnswer(organizerSocket).map((event) => event.message?.type))
        .toEqual(['output'])

      // The tourist drops; two answers go out through the other instance meanwhile.
      touristSocket.socket.terminate()
      await send(second.app, organizer.token, chatId, 'While you were away (1)')
      await send(second.app, organizer.token, chatId, 'While you were away (2)')
      const back = await connect(second.url, tourist.token, answerId)
      // The socket listens before it replays, so an answer whose bus event is still on its way
      // comes twice, maybe before its replay (clients keep one per message id, in id order); the
      // replay may also still be arriving when the socket is authenticated.
      const caughtUp = () => {
        const byId = new Map(
          back
            .events('new_message')
            .filter((event) => event.message!.id > answerId)
            .map((event) => [event.message!.id, event.message?.text]),
        )
        return [...byId].sort(([a], [b]) => a - b).map(([, text]) => text)
      }
      await expect.poll(caughtUp).toEqual(['While you were away (1)', 'While you were away (2)'])
    })

    it('a logout through one instance closes the session’s socket on the other at once', async () => {
      const tourist = await register(first.app)
      const socket = await connect(second.url, tourist.token)
      const logout = await first.app.inject({
        method: 'POST',
        url: '/crm/api/user/logout',
        headers: { 'x-authorization': `Bearer ${tourist.token}` },
      })
      expect(logout.statusCode).toBe(200)
      expect(await socket.closed).toBe(CHAT_SOCKET_UNAUTHORIZED)
    })
  })
})
