import { randomUUID } from 'node:crypto'
import {
  CHAT_SOCKET_UNAUTHORIZED,
  type CallEvent,
  type ChatSocketServerMessage,
} from '@tourmarket/contracts'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { WebSocket } from 'ws'
import { buildApp, type App } from '../src/app.ts'
import { chatCalls, chatMessages, chats, phoneCallCodes, users } from '../src/db/schema/index.ts'
import { createInProcessBus, type ChatBus } from '../src/modules/chat/realtime/bus.ts'
import { createRedisBus } from '../src/modules/chat/realtime/redis-bus.ts'
import { callRecordText } from '../src/modules/web-calls/service.ts'
import {
  testPassword,
  testPasswordHashCost,
  uniqueEmail,
  useAccountsHarness,
} from './accounts-harness.ts'
import { chatPeople } from './chat-harness.ts'
import {
  authenticate,
  expiringIn,
  openSocket,
  reauthenticatedCount,
  socketsOn,
  type ChatSocket,
} from './chat-sockets.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'
import { createTour } from './factories.ts'

const webCalls = {
  ringMs: 1500,
  iceServers: [{ urls: 'stun:stun.example.test:3478' }],
  phoneNumber: '+1 555 0100',
}

/** The call events a socket has received so far, optionally of one kind. */
function callsOf(socket: ChatSocket, kind?: CallEvent['kind']): CallEvent[] {
  return socket.received.flatMap((message: ChatSocketServerMessage) =>
    message.type === 'call' && (kind === undefined || message.data.kind === kind)
      ? [message.data]
      : [],
  )
}

const say = (socket: ChatSocket, message: object) => socket.socket.send(JSON.stringify(message))

const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\n' }

describe('the call record text', () => {
  it('says how long they talked, or that the call was missed or declined', () => {
    expect(callRecordText('talked', 133)).toBe('Call, 2:13')
    expect(callRecordText('talked', 4.4)).toBe('Call, 0:04')
    expect(callRecordText('talked', 3723)).toBe('Call, 1:02:03')
    expect(callRecordText('missed')).toBe('Missed call')
    expect(callRecordText('declined')).toBe('Declined call')
  })
})

describe.each(testDatabases)('web calls on the brand with calls, $name', (target) => {
  const harness = useAccountsHarness(target, {
    config: { brand: 'tourmarket-global', webCalls },
  })
  const people = chatPeople(harness)
  const connect = socketsOn(harness)

  it('web-call-data answers the chat, the ICE servers and a phone code, to the chat’s sides only', async () => {
    const { tour, tourist, organizer, chatId } = await people.conversation()
    const byChat = await harness.post('/crm/api/phone-code/web-call-data', {
      token: tourist.token,
      body: { is_support_call: false, chat_id: chatId },
    })
    expect(byChat.statusCode).toBe(200)
    const data = byChat.json<{
      chat_id: number
      call_id: null
      ice_servers: unknown[]
      phone: { number: string; code: string }
    }>()
    expect(data).toMatchObject({ chat_id: chatId, call_id: null, ice_servers: webCalls.iceServers })
    expect(data.phone.number).toBe('+1 555 0100')
    expect(data.phone.code).toMatch(/^\d{6}$/)
    const [code] = await harness.db
      .select()
      .from(phoneCallCodes)
      .where(eq(phoneCallCodes.code, data.phone.code))
    expect(code).toMatchObject({ target: 'web', chatId, userId: tourist.userId })

    const byOrganizer = await harness.post('/crm/api/phone-code/web-call-data', {
      token: tourist.token,
      body: { organizer_id: tour.organizerId },
    })
    expect(byOrganizer.json<{ chat_id: number }>().chat_id).toBe(chatId)
    const organizerSide = await harness.post('/crm/api/phone-code/web-call-data', {
      token: organizer.token,
      body: { chat_id: chatId },
    })
    expect(organizerSide.statusCode).toBe(200)

    const support = await harness.post('/crm/api/phone-code/web-call-data', {
      token: tourist.token,
      body: { is_support_call: true },
    })
    expect(support.statusCode).toBe(200)
    expect(support.json<{ chat_id: number }>().chat_id).not.toBe(chatId)

    const stranger = await people.tourist()
    const refused = await harness.post('/crm/api/phone-code/web-call-data', {
      token: stranger.token,
      body: { chat_id: chatId },
    })
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toMatchObject({ code: 'chat_not_found' })
    const nothing = await harness.post('/crm/api/phone-code/web-call-data', {
      token: tourist.token,
      body: {},
    })
    expect(nothing.statusCode).toBe(400)
    expect(JSON.stringify(nothing.json())).toContain('chat_id')
    const anonymous = await harness.post('/crm/api/phone-code/web-call-data', {
      body: { chat_id: chatId },
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('a call rings the other side only, connects the two sockets, and leaves “Call, m:ss” in the chat', async () => {
    const { tourist, organizer, chatId } = await people.conversation()
    const colleague = await people.organizerAccount(
      (await harness.db.select().from(users).where(eq(users.id, organizer.userId)))[0]!
        .organizerId!,
    )
    const caller = await connect(tourist.token)
    const callee = await connect(organizer.token)
    const otherDesk = await connect(colleague.token)
    const stranger = await connect((await people.tourist()).token)

    say(caller, { type: 'call_start', chat_id: chatId })
    await expect.poll(() => callsOf(caller, 'outgoing')).toHaveLength(1)
    const callId = (callsOf(caller, 'outgoing')[0] as { call_id: number }).call_id
    await expect.poll(() => callsOf(callee, 'ring')).toHaveLength(1)
    await expect.poll(() => callsOf(otherDesk, 'ring')).toHaveLength(1)
    const ring = callsOf(callee, 'ring')[0] as Extract<CallEvent, { kind: 'ring' }>
    expect(ring).toMatchObject({ call_id: callId, chat_id: chatId, caller_name: 'Anna Traveller' })
    expect(callsOf(caller, 'ring')).toEqual([])

    // A stranger can neither take the call nor signal into it nor call into the chat.
    say(stranger, { type: 'call_accept', call_id: callId })
    say(stranger, { type: 'call_signal', call_id: callId, to: ring.from, description: offer })
    say(stranger, { type: 'call_start', chat_id: chatId })
    await expect.poll(() => callsOf(stranger, 'refused')).toHaveLength(1)
    expect(callsOf(stranger)).toEqual([
      { kind: 'ended', call_id: callId, chat_id: 0, reason: 'unavailable' },
      { kind: 'ended', call_id: callId, chat_id: 0, reason: 'unavailable' },
      { kind: 'refused', chat_id: chatId, reason: 'not_found' },
    ])
    // Nor can the caller's own side answer its call.
    say(caller, { type: 'call_accept', call_id: callId })
    await expect.poll(() => callsOf(caller, 'ended')).toHaveLength(1)

    say(callee, { type: 'call_accept', call_id: callId })
    await expect.poll(() => callsOf(caller, 'accepted')).toHaveLength(1)
    const accepted = callsOf(caller, 'accepted')[0] as Extract<CallEvent, { kind: 'accepted' }>
    await expect.poll(() => callsOf(otherDesk, 'accepted')).toHaveLength(1)
    // Too late for the colleague's desk: the call is taken.
    say(otherDesk, { type: 'call_accept', call_id: callId })
    await expect.poll(() => callsOf(otherDesk, 'ended')).toHaveLength(1)

    say(caller, { type: 'call_signal', call_id: callId, to: accepted.by, description: offer })
    say(caller, {
      type: 'call_signal',
      call_id: callId,
      to: accepted.by,
      candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 50000 typ host', sdpMid: '0' },
    })
    await expect.poll(() => callsOf(callee, 'signal')).toHaveLength(2)
    expect(callsOf(callee, 'signal')[0]).toMatchObject({
      call_id: callId,
      from: ring.from,
      description: offer,
    })
    say(callee, {
      type: 'call_signal',
      call_id: callId,
      to: ring.from,
      description: { type: 'answer', sdp: 'v=0\r\n' },
    })
    await expect.poll(() => callsOf(caller, 'signal')).toHaveLength(1)
    // Signals go to the one socket in the call: not the colleague's, not the stranger's.
    expect(callsOf(otherDesk, 'signal')).toEqual([])
    expect(stranger.received.filter((message) => message.type === 'event')).toEqual([])

    say(callee, { type: 'call_hangup', call_id: callId })
    await expect
      .poll(() => callsOf(caller, 'ended').map((event) => 'reason' in event && event.reason))
      .toContain('hangup')
    await expect
      .poll(() => caller.events('new_message').map((event) => event.message?.text))
      .toEqual([expect.stringMatching(/^Call, 0:0\d$/)])
    await expect
      .poll(() => callee.events('new_message').map((event) => event.message?.type))
      .toEqual(['input'])
    expect(caller.events('new_message')[0]?.message?.type).toBe('output')
    const [call] = await harness.db.select().from(chatCalls).where(eq(chatCalls.id, callId))
    expect(call).toMatchObject({ status: 'ended', calleeUserId: organizer.userId })
    const records = await harness.db
      .select({ text: chatMessages.text })
      .from(chatMessages)
      .where(eq(chatMessages.callId, callId))
    expect(records).toHaveLength(1)
    expect(stranger.events()).toEqual([])
  })

  it('an unanswered call is missed when the ring times out; a declined one says so', async () => {
    const { tourist, organizer, chatId } = await people.conversation()
    const caller = await connect(tourist.token)
    const callee = await connect(organizer.token)
    say(caller, { type: 'call_start', chat_id: chatId })
    await expect.poll(() => callsOf(callee, 'ring')).toHaveLength(1)
    // A second call into a chat that is ringing is busy.
    say(caller, { type: 'call_start', chat_id: chatId })
    await expect
      .poll(() => callsOf(caller, 'refused'))
      .toEqual([{ kind: 'refused', chat_id: chatId, reason: 'busy' }])
    await expect
      .poll(() => callsOf(callee, 'ended').map((event) => 'reason' in event && event.reason), {
        timeout: 10_000,
      })
      .toEqual(['missed'])
    await expect
      .poll(() => callee.events('new_message').map((event) => event.message?.text))
      .toEqual(['Missed call'])

    say(callee, { type: 'call_start', chat_id: chatId })
    await expect.poll(() => callsOf(caller, 'ring')).toHaveLength(1)
    const ring = callsOf(caller, 'ring')[0] as { call_id: number; caller_name: string }
    expect(ring.caller_name).not.toBe('')
    say(caller, { type: 'call_decline', call_id: ring.call_id })
    await expect
      .poll(() => caller.events('new_message').map((event) => event.message?.text))
      .toEqual(['Missed call', 'Declined call'])
    const [call] = await harness.db.select().from(chatCalls).where(eq(chatCalls.id, ring.call_id))
    expect(call?.status).toBe('declined')
  })

  it('a frozen chat takes no calls; an account placing too many calls is refused', async () => {
    const { tourist, organizer, chatId } = await people.conversation()
    const caller = await connect(tourist.token)
    const callee = await connect(organizer.token)
    await harness.db.update(chats).set({ frozenAt: new Date() }).where(eq(chats.id, chatId))
    say(caller, { type: 'call_start', chat_id: chatId })
    await expect
      .poll(() => callsOf(caller, 'refused'))
      .toEqual([{ kind: 'refused', chat_id: chatId, reason: 'disabled' }])
    await harness.db.update(chats).set({ frozenAt: null }).where(eq(chats.id, chatId))

    for (let placed = 1; placed <= 10; placed += 1) {
      say(caller, { type: 'call_start', chat_id: chatId })
      await expect.poll(() => callsOf(caller, 'outgoing')).toHaveLength(placed)
      const { call_id: callId } = callsOf(caller, 'outgoing').at(-1) as { call_id: number }
      say(caller, { type: 'call_hangup', call_id: callId })
      await expect.poll(() => callsOf(callee, 'ended')).toHaveLength(placed)
    }
    say(caller, { type: 'call_start', chat_id: chatId })
    await expect
      .poll(() => callsOf(caller, 'refused').at(-1))
      .toEqual({ kind: 'refused', chat_id: chatId, reason: 'too_many' })
  })

  it('a socket that goes away ends its call; nonsense after auth still closes the socket', async () => {
    const { tourist, organizer, chatId } = await people.conversation()
    const caller = await connect(tourist.token)
    const callee = await connect(organizer.token)
    say(caller, { type: 'call_start', chat_id: chatId })
    await expect.poll(() => callsOf(callee, 'ring')).toHaveLength(1)
    caller.socket.terminate()
    await expect
      .poll(() => callsOf(callee, 'ended').map((event) => 'reason' in event && event.reason))
      .toEqual(['missed'])

    say(callee, { type: 'hello' })
    expect(await callee.closed).toBe(1008)
  })

  it('an account that left the organizer places none of its calls from a socket opened before', async () => {
    const { organizer, chatId } = await people.conversation()
    const socket = await connect(organizer.token)
    await harness.db.update(users).set({ organizerId: null }).where(eq(users.id, organizer.userId))
    say(socket, { type: 'call_start', chat_id: chatId })
    await expect
      .poll(() => callsOf(socket))
      .toEqual([{ kind: 'refused', chat_id: chatId, reason: 'not_found' }])
  })

  it('a socket renewed with reauth places calls after its first token expired', async () => {
    const { tourist, organizer, chatId } = await people.conversation()
    const firstToken = await expiringIn(tourist.token, 4, harness.config.accounts.sessionSecret)
    const caller = await connect(firstToken)
    const unrenewed = await connect(firstToken)
    const callee = await connect(organizer.token)
    say(caller, { type: 'reauth', token: tourist.token })
    await expect.poll(() => reauthenticatedCount(caller)).toBe(1)
    expect(await unrenewed.closed).toBe(CHAT_SOCKET_UNAUTHORIZED)

    say(caller, { type: 'call_start', chat_id: chatId })
    await expect.poll(() => callsOf(callee, 'ring')).toHaveLength(1)
    expect(callsOf(caller, 'outgoing')).toHaveLength(1)
  })

  it('neither side nor a stranger can forge or hide a call’s record by sending under a guessed key', async () => {
    const { tourist, organizer, chatId } = await people.conversation()
    const stranger = await people.tourist()
    const caller = await connect(tourist.token)
    const callee = await connect(organizer.token)
    // The record key used to be the call id in a uuid's clothes: the next calls' keys were known.
    const [last] = await harness.db
      .select({ id: chatCalls.id })
      .from(chatCalls)
      .orderBy(desc(chatCalls.id))
      .limit(1)
    const nextIds = [1, 2, 3, 4].map((step) => (last?.id ?? 0) + step)
    const formerKey = (callId: number) =>
      `00000000-0000-4000-8000-${callId.toString(16).padStart(12, '0')}`
    const send = (token: string, message: string, clientKey: string) =>
      harness.post('/crm/api/chat/send-message', {
        token,
        body: { chat_id: chatId, message, client_key: clientKey },
      })
    for (const [index, callId] of nextIds.entries()) {
      if (index % 2 === 0) {
        // The organizer's side writes a fake record; the tourist cannot take that key over.
        expect((await send(organizer.token, 'Call, 59:59', formerKey(callId))).statusCode).toBe(200)
        const claimed = await send(tourist.token, 'Call, 0:01', formerKey(callId))
        expect(claimed.statusCode).toBe(400)
        expect(claimed.json()).toMatchObject({ errors: { client_key: [expect.any(String)] } })
      } else {
        // The tourist's side claims the key and deletes the message: a record hidden in advance.
        const claimed = await send(tourist.token, 'placeholder', formerKey(callId))
        await harness.post('/crm/api/chat/delete-message', {
          token: tourist.token,
          body: { message_id: claimed.json<{ id: number }>().id },
        })
      }
      expect((await send(stranger.token, 'Call, 0:01', formerKey(callId))).statusCode).toBe(404)
    }

    // Two calls, one placed from each side, each declined by the other.
    for (const [from, to] of [
      [caller, callee],
      [callee, caller],
    ] as const) {
      say(from, { type: 'call_start', chat_id: chatId })
      await expect.poll(() => callsOf(to, 'ring').length).toBeGreaterThan(0)
      const ring = callsOf(to, 'ring').at(-1) as { call_id: number }
      say(to, { type: 'call_decline', call_id: ring.call_id })
      await expect
        .poll(() => callsOf(from, 'ended').map((event) => 'call_id' in event && event.call_id))
        .toContain(ring.call_id)
    }
    await expect
      .poll(() =>
        caller.events('new_message').filter((event) => event.message?.text === 'Declined call'),
      )
      .toHaveLength(2)
    const records = await harness.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, chatId), isNotNull(chatMessages.callId)))
      .orderBy(chatMessages.id)
    expect(
      records.map((row) => ({ text: row.text, author: row.authorUserId, deleted: row.deletedAt })),
    ).toEqual([
      { text: 'Declined call', author: tourist.userId, deleted: null },
      { text: 'Declined call', author: organizer.userId, deleted: null },
    ])
    // A record's key, once known, still gives its sender nothing: it is not theirs.
    const taken = await send(organizer.token, 'Call, 59:59', records[1]!.clientKey!)
    expect(taken.statusCode).toBe(400)
    expect(taken.json()).toMatchObject({ errors: { client_key: [expect.any(String)] } })
  })
})

describe.each(testDatabases)('web calls on a brand without them, $name', (target) => {
  const harness = useAccountsHarness(target, { config: { brand: 'tourmarket', webCalls } })
  const people = chatPeople(harness)
  const open: WebSocket[] = []
  afterEach(() => {
    for (const socket of open.splice(0)) socket.terminate()
  })

  it('refuses web-call-data and call signalling', async () => {
    const { tourist, organizer, chatId } = await people.conversation()
    const data = await harness.post('/crm/api/phone-code/web-call-data', {
      token: tourist.token,
      body: { chat_id: chatId },
    })
    expect(data.statusCode).toBe(403)
    await harness.app.ready()
    const socket = await harness.app.injectWS('/ws')
    open.push(socket)
    const caller = await authenticate(socket, tourist.token)
    const calleeSocket = await harness.app.injectWS('/ws')
    open.push(calleeSocket)
    const callee = await authenticate(calleeSocket, organizer.token)
    say(caller, { type: 'call_start', chat_id: chatId })
    await expect
      .poll(() => callsOf(caller))
      .toEqual([{ kind: 'refused', chat_id: chatId, reason: 'disabled' }])
    expect(callsOf(callee)).toEqual([])
    expect(await harness.db.select().from(chatCalls).where(eq(chatCalls.chatId, chatId))).toEqual(
      [],
    )
  })
})

/** Two API instances sharing a bus (in-process, and Redis when REDIS_URL is set). */
const buses: { name: string; make(): ChatBus[] }[] = [
  {
    name: 'in-process bus',
    make() {
      const bus = createInProcessBus()
      return [bus, bus]
    },
  },
  ...(process.env.REDIS_URL
    ? [
        {
          name: 'Redis pub/sub',
          make() {
            const channel = `tourmarket-test:${randomUUID()}`
            return [0, 1].map(() =>
              createRedisBus({ url: process.env.REDIS_URL!, channel, onError: () => undefined }),
            )
          },
        },
      ]
    : []),
]

describe.each(testDatabases)('a web call across two API instances on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)

  describe.each(buses)('through the $name', (busTarget) => {
    let instances: { app: App; url: string; bus: ChatBus }[] = []
    const sockets: WebSocket[] = []
    beforeAll(async () => {
      instances = await Promise.all(
        busTarget.make().map(async (bus) => {
          const app = buildApp({
            config: { ...testDatabase.config, brand: 'tourmarket-global', webCalls },
            database: testDatabase.database,
            passwordHashCost: testPasswordHashCost,
            chatBus: bus,
          })
          return { app, url: await app.listen({ host: '127.0.0.1', port: 0 }), bus }
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

    async function register(app: App) {
      const email = uniqueEmail()
      const response = await app.inject({
        method: 'POST',
        url: '/crm/api/user/register',
        headers: { 'x-forwarded-for': `198.19.${String(Math.floor(Math.random() * 250))}.7` },
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

    async function connect(url: string, token: string) {
      const socket = await openSocket(url)
      sockets.push(socket)
      return authenticate(socket, token)
    }

    it('rings, connects and signals between sockets on different instances', async () => {
      const [first, second] = instances as [(typeof instances)[0], (typeof instances)[0]]
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
        payload: { organizer_id: tour.organizerId, message: 'Can I call you?' },
      })
      const chatId = asked.json<{ id: number }>().id
      const caller = await connect(first.url, tourist.token)
      const callee = await connect(second.url, organizer.token)

      say(caller, { type: 'call_start', chat_id: chatId })
      await expect.poll(() => callsOf(callee, 'ring')).toHaveLength(1)
      const ring = callsOf(callee, 'ring')[0] as Extract<CallEvent, { kind: 'ring' }>
      say(callee, { type: 'call_accept', call_id: ring.call_id })
      await expect.poll(() => callsOf(caller, 'accepted')).toHaveLength(1)
      const accepted = callsOf(caller, 'accepted')[0] as Extract<CallEvent, { kind: 'accepted' }>
      say(caller, {
        type: 'call_signal',
        call_id: ring.call_id,
        to: accepted.by,
        description: offer,
      })
      await expect.poll(() => callsOf(callee, 'signal')).toHaveLength(1)
      say(caller, { type: 'call_hangup', call_id: ring.call_id })
      await expect
        .poll(() => callee.events('new_message').map((event) => event.message?.text))
        .toEqual([expect.stringMatching(/^Call, 0:0\d$/)])
    })
  })
})
