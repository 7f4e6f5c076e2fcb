// Issue 37: a chat socket ends with its session, its token and its account's access, and one
// account or address cannot hold an unbounded number of them.
import {
  CHAT_SOCKET_ACCESS_CHANGED,
  CHAT_SOCKET_TOO_MANY,
  CHAT_SOCKET_UNAUTHORIZED,
} from '@tourmarket/contracts'
import { and, eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { organizerAccounts, users } from '../src/db/schema/index.ts'
import { cookiesOf, useAccountsHarness } from './accounts-harness.ts'
import { chatPeople } from './chat-harness.ts'
import {
  expiringIn,
  reauthenticatedCount,
  recordSocket,
  socketsOn,
  type ChatSocket,
} from './chat-sockets.ts'
import { testDatabases } from './databases.ts'

describe.each(testDatabases)('a chat socket ends with its session and access, $name', (target) => {
  const harness = useAccountsHarness(target)
  const people = chatPeople(harness)
  const connect = socketsOn(harness)

  const send = (token: string, chatId: number, message: string) =>
    harness.post('/crm/api/chat/send-message', { token, body: { chat_id: chatId, message } })
  const texts = (socket: ChatSocket) =>
    socket.events('new_message').map((event) => event.message?.text)

  const expiring = (token: string, seconds: number) =>
    expiringIn(token, seconds, harness.config.accounts.sessionSecret)

  it('after logout the socket is closed (4401) and hears no more of the chat', async () => {
    const { tourist, organizer, chatId } = await people.conversation()
    const touristSocket = await connect(tourist.token)
    const organizerSocket = await connect(organizer.token)

    const logout = await harness.post('/crm/api/user/logout', { token: tourist.token })
    expect(logout.statusCode).toBe(200)
    expect(await touristSocket.closed).toBe(CHAT_SOCKET_UNAUTHORIZED)

    await send(organizer.token, chatId, 'After you left')
    await expect.poll(() => texts(organizerSocket)).toEqual(['After you left'])
    expect(texts(touristSocket)).toEqual([])
  })

  it('a reused refresh token ends the session, and its sockets with it', async () => {
    const { token, refreshToken } = await harness.register()
    const socket = await connect(token)
    const rotated = await harness.post('/crm/api/user/refresh-token', {
      body: { refresh_token: refreshToken },
    })
    expect(rotated.statusCode).toBe(200)
    expect(cookiesOf(rotated).refresh_token).toBeDefined()
    // The same refresh token again: a copy is in other hands, so the whole session is revoked.
    const replayed = await harness.post('/crm/api/user/refresh-token', {
      body: { refresh_token: refreshToken },
    })
    expect(replayed.statusCode).toBe(401)
    expect(await socket.closed).toBe(CHAT_SOCKET_UNAUTHORIZED)
  })

  it('a socket does not outlive its access token', async () => {
    const { token } = await harness.register()
    const socket = await connect(await expiring(token, 2))
    expect(await socket.closed).toBe(CHAT_SOCKET_UNAUTHORIZED)
  })

  it('a socket given its session’s next token lives past the first one and keeps hearing its chats', async () => {
    const { tourist, organizer, chatId } = await people.conversation()
    const firstToken = await expiring(tourist.token, 4)
    const renewed = await connect(firstToken)
    const unrenewed = await connect(firstToken)
    // What the storefront sends after its refresh: another token of the same session.
    renewed.socket.send(JSON.stringify({ type: 'reauth', token: tourist.token }))
    await expect.poll(() => reauthenticatedCount(renewed)).toBe(1)

    // The first token has expired once the socket that kept it is closed for it.
    expect(await unrenewed.closed).toBe(CHAT_SOCKET_UNAUTHORIZED)
    await send(organizer.token, chatId, 'After the first token')
    await expect.poll(() => texts(renewed)).toEqual(['After the first token'])
    expect(renewed.socket.readyState).toBe(WebSocket.OPEN)
  })

  it('a socket given a token of another session, or not a token, is closed (4401)', async () => {
    const { email, password, token } = await harness.register()
    const signedInAgain = await harness.post('/crm/api/user/auth', {
      body: { login: email, password },
    })
    expect(signedInAgain.statusCode).toBe(200)
    const otherSession = signedInAgain.json<{ token: string }>().token

    const given = await connect(token)
    given.socket.send(JSON.stringify({ type: 'reauth', token: otherSession }))
    expect(await given.closed).toBe(CHAT_SOCKET_UNAUTHORIZED)

    const forged = await connect(token)
    forged.socket.send(JSON.stringify({ type: 'reauth', token: 'not-a-token' }))
    expect(await forged.closed).toBe(CHAT_SOCKET_UNAUTHORIZED)
  })

  it('an account removed from its organizer hears none of the organizer’s chats from then on', async () => {
    const { tour, tourist, organizer, chatId } = await people.conversation()
    await harness.db
      .insert(organizerAccounts)
      .values({ organizerId: tour.organizerId, userId: organizer.userId })
    const colleague = await people.organizerAccount(tour.organizerId)
    const removedSocket = await connect(organizer.token)
    const colleagueSocket = await connect(colleague.token)
    await send(tourist.token, chatId, 'Before the change')
    await expect.poll(() => texts(removedSocket)).toEqual(['Before the change'])

    // Off the organizer's accounts, and acting for nobody (what removing someone from a team is).
    await harness.db
      .delete(organizerAccounts)
      .where(
        and(
          eq(organizerAccounts.organizerId, tour.organizerId),
          eq(organizerAccounts.userId, organizer.userId),
        ),
      )
    await harness.db.update(users).set({ organizerId: null }).where(eq(users.id, organizer.userId))

    await send(tourist.token, chatId, 'After the change')
    await expect
      .poll(() => texts(colleagueSocket))
      .toEqual(['Before the change', 'After the change'])
    expect(await removedSocket.closed).toBe(CHAT_SOCKET_ACCESS_CHANGED)
    expect(texts(removedSocket)).toEqual(['Before the change'])

    // Back as a tourist only: a new socket hears nothing of the organizer's chat.
    const reconnected = await connect(organizer.token)
    await send(tourist.token, chatId, 'Later still')
    await expect.poll(() => texts(colleagueSocket)).toContain('Later still')
    expect(texts(reconnected)).toEqual([])
  })
})

describe.each(testDatabases)('open chat sockets are capped, $name', (target) => {
  const limits = { perAccount: 3, perAddress: 5 }
  const harness = useAccountsHarness(target, { config: { chatSockets: limits } })
  const open: WebSocket[] = []
  let url = ''

  beforeAll(async () => {
    url = (await harness.app.listen({ host: '127.0.0.1', port: 0 })).replace(/^http/, 'ws')
  })
  afterEach(() => {
    for (const socket of open.splice(0)) socket.terminate()
  })

  /** A socket from `address` (the test's loopback peer is a trusted proxy, so it says which). */
  async function openFrom(address: string): Promise<ChatSocket> {
    const socket = new WebSocket(`${url}/ws`, { headers: { 'x-forwarded-for': address } })
    open.push(socket)
    const recorded = recordSocket(socket)
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    })
    return recorded
  }

  /** Opens and authenticates a socket: 'ready', or the code it was closed with. */
  async function signIn(address: string, token: string): Promise<'ready' | number> {
    const socket = await openFrom(address)
    socket.socket.send(JSON.stringify({ type: 'auth', token }))
    const ready = new Promise<'ready'>((resolve) =>
      socket.socket.on('message', (data) => {
        if (String(data).includes('"ready"')) resolve('ready')
      }),
    )
    return Promise.race([ready, socket.closed])
  }

  it('refuses an account’s socket past CHAT_SOCKETS_PER_ACCOUNT (4429); closing one lets a new one in', async () => {
    const { token } = await harness.register()
    const address = '198.51.100.10'
    for (let count = 0; count < limits.perAccount; count += 1) {
      expect(await signIn(address, token)).toBe('ready')
    }
    expect(await signIn(address, token)).toBe(CHAT_SOCKET_TOO_MANY)
    // Another account from the same address is not affected.
    expect(await signIn(address, (await harness.register()).token)).toBe('ready')

    open[0]!.close()
    await expect.poll(() => signIn(address, token)).toBe('ready')
  })

  it('refuses a socket past CHAT_SOCKETS_PER_ADDRESS (4429) at once; closing one lets a new one in', async () => {
    const address = '198.51.100.20'
    const [first, second] = [await harness.register(), await harness.register()]
    const sockets: ChatSocket[] = []
    for (let count = 0; count < limits.perAddress; count += 1) sockets.push(await openFrom(address))
    const refused = await openFrom(address)
    expect(await refused.closed).toBe(CHAT_SOCKET_TOO_MANY)
    // Another address is not affected.
    expect(await signIn('198.51.100.21', first.token)).toBe('ready')

    sockets[0]!.socket.close()
    await expect.poll(() => signIn(address, second.token)).toBe('ready')
  })
})
