// Issue 37 finding 18: a write while PostgreSQL restarts answered 500 (the fleet bench saw a chat
// message fail). A TCP proxy of our own stands between the API and the server, so a test can cut
// every connection (and refuse new ones) at a chosen statement and bring the server back.
import { randomUUID } from 'node:crypto'
import { createServer, connect } from 'node:net'
import type { AddressInfo, Server, Socket } from 'node:net'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../src/app.ts'
import type { App } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import type { Config } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import type { Database } from '../src/db/database.ts'
import { chatMessages, helpRequests } from '../src/db/schema/index.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'
import { createSignedInUser } from './factories-bookings.ts'

/** Short, so a test that outlasts it does not wait the production five seconds. */
const connectionRetry = { withinMs: 1_500, firstDelayMs: 20 }

type PostgresProxy = {
  readonly port: number
  /** Connections turned away while down. */
  readonly refused: number
  /** Cuts every open connection now and turns new ones away. */
  goDown(): void
  /** Lets connections through again. */
  comeBack(): void
  /**
   * Lets the next statement reach the server and run, then goes down before its answer gets
   * back: the API cannot know whether it took effect.
   */
  goDownBeforeNextAnswer(): void
  close(): Promise<void>
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

async function startProxy(target: { host: string; port: number }): Promise<PostgresProxy> {
  const open = new Set<{ client: Socket; upstream: Socket }>()
  let down = false
  let refused = 0
  let answerToDrop: 'next statement' | Socket | null = null
  const cutAll = () => {
    for (const { client, upstream } of open) {
      client.destroy()
      upstream.destroy()
    }
    open.clear()
  }
  const server = createServer((client) => {
    if (down) {
      refused += 1
      client.destroy()
      return
    }
    const upstream = connect(target.port, target.host)
    const pair = { client, upstream }
    open.add(pair)
    const end = () => {
      open.delete(pair)
      client.destroy()
      upstream.destroy()
    }
    for (const socket of [client, upstream]) socket.on('close', end).on('error', end)
    client.on('data', (chunk: Buffer) => {
      if (answerToDrop === 'next statement') answerToDrop = client
      upstream.write(chunk)
    })
    upstream.on('data', (chunk: Buffer) => {
      if (answerToDrop !== client) return void client.write(chunk)
      answerToDrop = null
      down = true
      cutAll()
    })
  })
  const port = await listen(server)
  return {
    port,
    get refused() {
      return refused
    },
    goDown() {
      down = true
      cutAll()
    },
    comeBack() {
      down = false
    },
    goDownBeforeNextAnswer() {
      answerToDrop = 'next statement'
    },
    async close() {
      cutAll()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

const helpRequest = (email: string) => ({
  name: 'Anna Traveller',
  email,
  kind: 'common_help',
  message: 'Where do we meet on the first day?',
})

let addressSequence = 0
/** Each request its own address, so the help-request limit per address never answers instead. */
function nextAddress(): string {
  addressSequence += 1
  return `198.18.0.${String(addressSequence)}`
}

function expectDatabaseUnavailable(response: {
  statusCode: number
  headers: Record<string, unknown>
  json(): unknown
}) {
  expect(response.statusCode).toBe(503)
  expect(response.headers['retry-after']).toBe('5')
  expect(response.json()).toEqual({
    message: 'Something went wrong. Please try again later.',
    code: 'database_unavailable',
  })
}

describe('issue 37: PostgreSQL unreachable for longer than the retries', () => {
  let app: App
  let database: Database

  beforeAll(async () => {
    // A port nothing listens on: every connection is refused, no server needed.
    const closed = createServer()
    const port = await listen(closed)
    await new Promise((resolve) => closed.close(resolve))
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: `postgres://tourmarket@127.0.0.1:${String(port)}/tourmarket`,
    })
    database = await openDatabase(config, { connectionRetry: { withinMs: 200, firstDelayMs: 20 } })
    app = buildApp({ config, database })
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('answers a write and a read 503 with Retry-After and the §8 body, never 500', async () => {
    const write = await app.inject({
      method: 'POST',
      url: '/spa/submit-help-request',
      headers: { 'x-forwarded-for': nextAddress() },
      payload: helpRequest('anna.unreachable@example.com'),
    })
    expectDatabaseUnavailable(write)
    expectDatabaseUnavailable(await app.inject({ method: 'GET', url: '/spa/help-sections' }))
  })
})

describe.each(testDatabases.filter((target) => target.name === 'postgres'))(
  'issue 37: writes across a PostgreSQL outage on $name',
  (target) => {
    // The direct connection sets up and counts; the app's goes through the proxy.
    const direct = useMigratedDatabase(target)
    let proxy: PostgresProxy
    let database: Database
    let app: App
    let config: Config
    let onStatement: (query: string) => void = () => undefined

    beforeAll(async () => {
      const url = new URL(
        direct.config.database.kind === 'postgres' ? direct.config.database.url : '',
      )
      proxy = await startProxy({ host: url.hostname, port: Number(url.port || 5432) })
      url.hostname = '127.0.0.1'
      url.port = String(proxy.port)
      config = { ...direct.config, database: { kind: 'postgres', url: url.toString() } }
      database = await openDatabase(config, {
        connectionRetry,
        logQuery: (query) => onStatement(query),
      })
      app = buildApp({ config, database })
      await app.ready()
    })

    afterAll(async () => {
      await app.close()
      await database.close()
      await proxy.close()
    })

    /** Calls `cut` once, just before the first statement that `matches` is sent. */
    function cutAt(matches: RegExp, cut: () => void) {
      onStatement = (query) => {
        if (!matches.test(query)) return
        onStatement = () => undefined
        cut()
      }
    }

    async function helpRequestsFrom(email: string): Promise<number> {
      const [row] = await direct.database.db
        .select({ total: count() })
        .from(helpRequests)
        .where(eq(helpRequests.email, email))
      return row?.total ?? 0
    }

    function submitHelpRequest(email: string) {
      return app.inject({
        method: 'POST',
        url: '/spa/submit-help-request',
        headers: { 'x-forwarded-for': nextAddress() },
        payload: helpRequest(email),
      })
    }

    /** Goes down, and waits until the pool has seen its idle connections break, as in a restart. */
    async function goDownForTheApi() {
      proxy.goDown()
      if (database.kind !== 'postgres') throw new Error('Expected PostgreSQL')
      const pool = database.client
      await vi.waitFor(() => expect(pool.totalCount).toBe(0), { timeout: 5_000 })
    }

    /** Waits until the API has been turned away at least once more, then lets it through. */
    async function comeBackAfterARefusal() {
      const before = proxy.refused
      await vi.waitFor(() => expect(proxy.refused).toBeGreaterThan(before), { timeout: 5_000 })
      proxy.comeBack()
    }

    it('a write sent while the server is down is stored once when it is back within the bound', async () => {
      const email = `outage-before-${randomUUID()}@example.com`
      await goDownForTheApi()
      const answer = submitHelpRequest(email)
      await comeBackAfterARefusal()
      const response = await answer
      expect(response.statusCode).toBe(201)
      expect(await helpRequestsFrom(email)).toBe(1)
    })

    it('a transaction cut before its commit runs again once the server is back, and is stored once', async () => {
      const email = `outage-in-flight-${randomUUID()}@example.com`
      cutAt(/^insert into "help_requests"/, () => proxy.goDown())
      const answer = submitHelpRequest(email)
      await comeBackAfterARefusal()
      const response = await answer
      expect(response.statusCode).toBe(201)
      expect(await helpRequestsFrom(email)).toBe(1)
    })

    it('a write whose commit answer is lost is a 503 with Retry-After; its retry with the same client key stores nothing twice', async () => {
      const user = await createSignedInUser(direct.database.db, config)
      const headers = { 'x-authorization': `Bearer ${user.token}` }
      const support = await app.inject({
        method: 'GET',
        url: '/crm/api/chat/get-chat-with-support',
        headers,
      })
      expect(support.statusCode).toBe(200)
      const body = {
        chat_id: support.json<{ id: number }>().id,
        message: 'Is breakfast included?',
        client_key: randomUUID(),
      }
      const storedWithKey = async () => {
        const [row] = await direct.database.db
          .select({ total: count() })
          .from(chatMessages)
          .where(
            and(eq(chatMessages.chatId, body.chat_id), eq(chatMessages.clientKey, body.client_key)),
          )
        return row?.total ?? 0
      }

      // The message and its unread-mail job are one transaction (issue 38): the answer to its
      // COMMIT is what gets lost, so the API cannot know whether it happened and does not repeat it.
      cutAt(/INSERT INTO chat_messages/, () =>
        cutAt(/^commit/i, () => proxy.goDownBeforeNextAnswer()),
      )
      const lost = await app.inject({
        method: 'POST',
        url: '/crm/api/chat/send-message',
        headers,
        payload: body,
      })
      expectDatabaseUnavailable(lost)
      // It did commit: only the answer was lost, which is why it was not repeated by the API.
      expect(await storedWithKey()).toBe(1)

      proxy.comeBack()
      const retried = await app.inject({
        method: 'POST',
        url: '/crm/api/chat/send-message',
        headers,
        payload: body,
      })
      expect(retried.statusCode).toBe(200)
      expect(await storedWithKey()).toBe(1)
    })

    it('a server down past the bound answers 503 with Retry-After, never 500', async () => {
      await goDownForTheApi()
      try {
        expectDatabaseUnavailable(
          await submitHelpRequest(`outage-long-${randomUUID()}@example.com`),
        )
      } finally {
        proxy.comeBack()
      }
    })
  },
)
