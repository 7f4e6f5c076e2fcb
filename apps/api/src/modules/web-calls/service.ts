import { createHmac, randomInt } from 'node:crypto'
import {
  CALL_RING_SECONDS,
  callClientMessageSchema,
  type CallClientMessage,
  type CallEndReason,
  type CallEvent,
  type IceServer,
  type WebCallData,
} from '@tourmarket/contracts'
import type { BrandConfig } from '@tourmarket/domain/brand'
import type { ChatCallStatus } from '../../db/schema/calls.ts'
import { AppError } from '../../errors.ts'
import type { Viewer } from '../accounts/service.ts'
import type { ChatBus, ChatAudience } from '../chat/realtime/bus.ts'
import type { SocketMessageHandler, SocketPeer } from '../chat/realtime/socket-routes.ts'
import type { ChatRecord, ChatRepository } from '../chat/repository.ts'
import { shareMessage } from '../chat/presenter.ts'
import { sideIn } from '../chat/service.ts'
import type { WebCallRepository } from './repository.ts'

/** Which side of a chat: its tourist, or its counterpart (the organizer's accounts, or support). */
type Party = 'tourist' | 'counterpart'

export type WebCallSettings = {
  readonly iceServers: readonly IceServer[]
  /** The number a caller dials before the code; null: no phone fallback. */
  readonly phoneNumber: string | null
}

export type WebCallServiceOptions = {
  brand: BrandConfig
  settings: WebCallSettings
  calls: WebCallRepository
  chats: Pick<
    ChatRepository,
    'chat' | 'openChat' | 'publishedOrganizer' | 'insertMessage' | 'message'
  >
  bus: ChatBus
  /** Keys each call's record key (callRecordKey), so no participant can know one in advance. */
  recordKey: Buffer
  reportError: (error: unknown, message: string) => void
  now?: () => Date
  /** How long a call rings before it is missed (tests shorten it). */
  ringMs?: number
}

/** How long a phone fallback code routes a call. */
const PHONE_CODE_MS = 15 * 60_000
/** Signals a socket may send per window: an ICE exchange is a few dozen; a flood closes it. */
const SIGNAL_BUDGET = 200
const SIGNAL_WINDOW_MS = 10_000
/** Calls one account may place per window (each one rings someone and leaves a record). */
const STARTS_PER_WINDOW = 10
const STARTS_WINDOW_MS = 10 * 60_000

/** The chat's record of a call, as both sides read it (issue 20: "Call, 2:13" / "Missed call"). */
export function callRecordText(outcome: 'talked' | 'missed' | 'declined', seconds = 0): string {
  if (outcome === 'missed') return 'Missed call'
  if (outcome === 'declined') return 'Declined call'
  const whole = Math.max(0, Math.round(seconds))
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const rest = String(whole % 60).padStart(2, '0')
  const clock =
    hours > 0
      ? `${String(hours)}:${String(minutes).padStart(2, '0')}:${rest}`
      : `${String(minutes)}:${rest}`
  return `Call, ${clock}`
}

const chatNotFound = () =>
  new AppError({ code: 'chat_not_found', message: 'There is no such chat.' })
const callsDisabled = () =>
  new AppError({ code: 'forbidden', message: 'Web calls are not available for this chat.' })

function audienceOf(chat: ChatRecord): ChatAudience {
  return { chatId: chat.id, touristUserId: chat.userId, organizerId: chat.organizerId }
}

const other = (party: Party): Party => (party === 'tourist' ? 'counterpart' : 'tourist')

/**
 * Issue 20, the web call: §7 web-call-data, and the signalling over the chat socket. Only the two
 * sides of a chat may call each other; after the answer, only the socket that placed the call and
 * the one that took it may exchange SDP and ICE, each addressed to the other by its socket id.
 * Calls are rows in chat_calls; an ended one leaves a message in the chat (new_message).
 */
export function createWebCallService(options: WebCallServiceOptions) {
  const { brand, settings, calls, chats, bus, reportError } = options
  const now = options.now ?? (() => new Date())
  const ringMs = options.ringMs ?? CALL_RING_SECONDS * 1000

  /** This instance's sockets and the calls each placed or took (they alone may signal). */
  const socketCalls = new Map<string, Map<number, { audience: ChatAudience; party: Party }>>()
  const ringTimers = new Map<number, NodeJS.Timeout>()
  const budgets = new Map<string, { windowStart: number; used: number }>()
  const starts = new Map<number, number[]>()
  /** Each socket's messages are handled in order: an ICE candidate never overtakes its offer. */
  const queues = new Map<string, Promise<void>>()

  function publish(
    audience: ChatAudience,
    call: CallEvent,
    to?: { party: Party; connection?: string },
  ) {
    bus
      .publish({
        audience,
        call,
        ...(to === undefined ? {} : { onlySide: to.party }),
        ...(to?.connection === undefined ? {} : { toConnection: to.connection }),
      })
      .catch((error: unknown) => reportError(error, 'call signal not published'))
  }

  function forget(callId: number): void {
    const timer = ringTimers.get(callId)
    if (timer !== undefined) clearTimeout(timer)
    ringTimers.delete(callId)
    for (const held of socketCalls.values()) held.delete(callId)
  }
  // An ended call is forgotten on every instance (its sockets may be here).
  const unsubscribe = bus.subscribe((event) => {
    if ('call' in event && event.call.kind === 'ended') forget(event.call.call_id)
  })

  function hold(peer: SocketPeer, callId: number, audience: ChatAudience, party: Party): void {
    let held = socketCalls.get(peer.connectionId)
    if (held === undefined) socketCalls.set(peer.connectionId, (held = new Map()))
    held.set(callId, { audience, party })
  }

  function partyOf(chat: ChatRecord, viewer: Viewer): Party | null {
    const side = sideIn(chat, viewer)
    return side === null ? null : side === 'tourist' ? 'tourist' : 'counterpart'
  }

  const allowed = (chat: ChatRecord) =>
    chat.organizerId === null ? brand.webCalls.canCallToSupport : brand.webCalls.canCallToOrganizer

  function callerName(chat: ChatRecord, party: Party): string {
    if (party === 'counterpart')
      return chat.organizerId === null ? 'Support' : (chat.organizerName ?? '')
    const name = [chat.touristFirstName, chat.touristLastName].filter(Boolean).join(' ').trim()
    return name === '' ? 'Tourist' : name
  }

  /** Ends a live call once; leaves its record in the chat and tells both sides. */
  async function end(
    callId: number,
    to: (status: 'ringing' | 'answered') => { status: ChatCallStatus; reason: CallEndReason },
  ): Promise<void> {
    const ended = await calls.finish(callId, (status) => to(status).status, now())
    if (ended === null) return
    const { reason } = to(ended.status === 'answered' ? 'answered' : 'ringing')
    const chat = await chats.chat(ended.chatId)
    if (chat === null) return
    const audience = audienceOf(chat)
    const text =
      ended.answeredAt !== null
        ? callRecordText('talked', (now().getTime() - ended.answeredAt.getTime()) / 1000)
        : callRecordText(reason === 'declined' ? 'declined' : 'missed')
    const callerIsTourist = ended.callerUserId === chat.userId
    const authorSide = callerIsTourist
      ? 'tourist'
      : chat.organizerId === null
        ? 'support'
        : 'organizer'
    // One record per call even if two instances end it: the client key is the call's.
    const { messageId, created, stored } = await chats.insertMessage({
      chatId: chat.id,
      authorSide,
      authorUserId: ended.callerUserId ?? chat.userId,
      text,
      fileId: null,
      clientKey: callRecordKey(options.recordKey, callId),
      callId,
    })
    if (stored.callId !== callId) {
      reportError(new Error(`Call ${String(callId)}: its record key is taken`), 'call not recorded')
    }
    publish(audience, { kind: 'ended', call_id: callId, chat_id: chat.id, reason })
    if (created) {
      const record = await chats.message(messageId)
      if (record !== null) {
        await bus.publish({
          audience,
          event: 'new_message',
          message: shareMessage(record, 'en-US'),
        })
      }
    }
  }

  async function start(peer: SocketPeer, chatId: number): Promise<void> {
    const chat = await chats.chat(chatId)
    const viewer = chat === null ? null : await peer.currentViewer()
    const party = chat === null || viewer === null ? null : partyOf(chat, viewer)
    if (chat === null || party === null) {
      peer.send({ type: 'call', data: { kind: 'refused', chat_id: chatId, reason: 'not_found' } })
      return
    }
    // A frozen chat (support's trust and safety) takes no calls, as it takes no messages.
    if (!allowed(chat) || chat.frozenAt !== null) {
      peer.send({ type: 'call', data: { kind: 'refused', chat_id: chatId, reason: 'disabled' } })
      return
    }
    if (!mayStart(peer.viewer.user.id)) {
      peer.send({ type: 'call', data: { kind: 'refused', chat_id: chatId, reason: 'too_many' } })
      return
    }
    const at = now()
    const calleeBusy =
      (await calls.liveCallInChat(chat.id, at)) !== null ||
      (party === 'counterpart'
        ? await calls.inAnsweredCall({ touristUserId: chat.userId }, at)
        : chat.organizerId !== null &&
          (await calls.inAnsweredCall({ organizerId: chat.organizerId }, at)))
    if (calleeBusy) {
      peer.send({ type: 'call', data: { kind: 'refused', chat_id: chatId, reason: 'busy' } })
      return
    }
    const callId = await calls.insertCall(chat.id, peer.viewer.user.id, at)
    const audience = audienceOf(chat)
    hold(peer, callId, audience, party)
    peer.send({ type: 'call', data: { kind: 'outgoing', call_id: callId, chat_id: chat.id } })
    publish(
      audience,
      {
        kind: 'ring',
        call_id: callId,
        chat_id: chat.id,
        from: peer.connectionId,
        caller_name: callerName(chat, party),
        ring_seconds: Math.max(1, Math.round(ringMs / 1000)),
      },
      { party: other(party) },
    )
    const timer = setTimeout(() => {
      ringTimers.delete(callId)
      end(callId, () => ({ status: 'missed', reason: 'missed' })).catch((error: unknown) =>
        reportError(error, 'missed call not recorded'),
      )
    }, ringMs)
    timer.unref()
    ringTimers.set(callId, timer)
  }

  /** The call and the viewer's party in it, when the viewer is on the side that was called. */
  async function calledParty(peer: SocketPeer, callId: number) {
    const call = await calls.call(callId)
    const chat = call === null ? null : await chats.chat(call.chatId)
    const viewer = chat === null ? null : await peer.currentViewer()
    const party = chat === null || viewer === null ? null : partyOf(chat, viewer)
    if (call === null || chat === null || party === null) return null
    const callerParty: Party = call.callerUserId === chat.userId ? 'tourist' : 'counterpart'
    return party === callerParty ? null : { call, chat, party }
  }

  const unavailable = (peer: SocketPeer, callId: number, chatId = 0) =>
    peer.send({
      type: 'call',
      data: { kind: 'ended', call_id: callId, chat_id: chatId, reason: 'unavailable' },
    })

  async function accept(peer: SocketPeer, callId: number): Promise<void> {
    const found = await calledParty(peer, callId)
    if (found === null) return unavailable(peer, callId)
    if (!(await calls.answer(callId, peer.viewer.user.id, now()))) {
      return unavailable(peer, callId, found.chat.id)
    }
    const timer = ringTimers.get(callId)
    if (timer !== undefined) clearTimeout(timer)
    ringTimers.delete(callId)
    const audience = audienceOf(found.chat)
    hold(peer, callId, audience, found.party)
    publish(audience, {
      kind: 'accepted',
      call_id: callId,
      chat_id: found.chat.id,
      by: peer.connectionId,
    })
  }

  async function decline(peer: SocketPeer, callId: number): Promise<void> {
    const found = await calledParty(peer, callId)
    if (found === null) return unavailable(peer, callId)
    await end(callId, (status) =>
      status === 'ringing'
        ? { status: 'declined', reason: 'declined' }
        : { status: 'ended', reason: 'hangup' },
    )
  }

  /** The caller gives up while it rings (missed for the other side), or either side hangs up. */
  async function hangUp(peer: SocketPeer, callId: number): Promise<void> {
    if (socketCalls.get(peer.connectionId)?.has(callId) !== true) return unavailable(peer, callId)
    await end(callId, (status) =>
      status === 'ringing'
        ? { status: 'missed', reason: 'missed' }
        : { status: 'ended', reason: 'hangup' },
    )
  }

  function relay(peer: SocketPeer, message: Extract<CallClientMessage, { type: 'call_signal' }>) {
    const held = socketCalls.get(peer.connectionId)?.get(message.call_id)
    if (held === undefined) return unavailable(peer, message.call_id)
    publish(
      held.audience,
      {
        kind: 'signal',
        call_id: message.call_id,
        chat_id: held.audience.chatId,
        from: peer.connectionId,
        ...(message.description === undefined ? {} : { description: message.description }),
        ...(message.candidate === undefined ? {} : { candidate: message.candidate }),
      },
      { party: other(held.party), connection: message.to },
    )
  }

  /** At most STARTS_PER_WINDOW calls per account in a sliding window (per instance). */
  function mayStart(userId: number): boolean {
    const at = Date.now()
    const recent = (starts.get(userId) ?? []).filter((time) => at - time < STARTS_WINDOW_MS)
    if (recent.length >= STARTS_PER_WINDOW) {
      starts.set(userId, recent)
      return false
    }
    recent.push(at)
    starts.set(userId, recent)
    return true
  }

  function withinBudget(connectionId: string): boolean {
    const at = Date.now()
    let budget = budgets.get(connectionId)
    if (budget === undefined || at - budget.windowStart > SIGNAL_WINDOW_MS) {
      budgets.set(connectionId, (budget = { windowStart: at, used: 0 }))
    }
    budget.used += 1
    return budget.used <= SIGNAL_BUDGET
  }

  async function handle(peer: SocketPeer, message: CallClientMessage): Promise<void> {
    switch (message.type) {
      case 'call_start':
        return start(peer, message.chat_id)
      case 'call_accept':
        return accept(peer, message.call_id)
      case 'call_decline':
        return decline(peer, message.call_id)
      case 'call_hangup':
        return hangUp(peer, message.call_id)
      case 'call_signal':
        return relay(peer, message)
    }
  }

  function enqueue(peer: SocketPeer, work: () => Promise<void>): void {
    const previous = queues.get(peer.connectionId) ?? Promise.resolve()
    const next = previous
      .then(work)
      .catch((error: unknown) => reportError(error, 'call signal failed'))
    queues.set(peer.connectionId, next)
    void next.then(() => {
      if (queues.get(peer.connectionId) === next) queues.delete(peer.connectionId)
    })
  }

  const socketHandler: SocketMessageHandler = {
    message(peer, data) {
      const parsed = callClientMessageSchema.safeParse(data)
      if (!parsed.success || !withinBudget(peer.connectionId)) return false
      enqueue(peer, () => handle(peer, parsed.data))
      return true
    },
    closed(peer) {
      budgets.delete(peer.connectionId)
      const held = socketCalls.get(peer.connectionId)
      socketCalls.delete(peer.connectionId)
      // A socket that goes away leaves its calls: the other side is not left talking to nobody.
      for (const callId of held?.keys() ?? []) {
        enqueue(peer, () =>
          end(callId, (status) =>
            status === 'ringing'
              ? { status: 'missed', reason: 'missed' }
              : { status: 'ended', reason: 'hangup' },
          ),
        )
      }
    },
  }

  async function phoneCode(viewer: Viewer, chat: ChatRecord, isSupportCall: boolean) {
    if (settings.phoneNumber === null) return null
    const expiresAt = new Date(now().getTime() + PHONE_CODE_MS)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = String(randomInt(100_000, 1_000_000))
      const stored = await calls.insertPhoneCode({
        code,
        chatId: chat.id,
        organizerId: chat.organizerId,
        userId: viewer.user.id,
        isSupportCall,
        expiresAt,
      })
      if (stored) return { number: settings.phoneNumber, code, expires_at: expiresAt.toISOString() }
    }
    throw new Error('No free phone code after five tries')
  }

  return {
    socketHandler,

    /** §7 web-call-data: the chat of the call, a call live in it, ICE servers and the phone fallback. */
    async webCallData(
      viewer: Viewer,
      input: { isSupportCall: boolean; organizerId: number | null; chatId: number | null },
    ): Promise<WebCallData> {
      let chatId = input.chatId
      if (chatId === null && input.isSupportCall) {
        chatId = (await chats.openChat(viewer.user.id, null)).chatId
      } else if (chatId === null && input.organizerId !== null) {
        if ((await chats.publishedOrganizer(input.organizerId)) === null) throw chatNotFound()
        chatId = (await chats.openChat(viewer.user.id, input.organizerId)).chatId
      }
      const chat = chatId === null ? null : await chats.chat(chatId)
      if (chat === null || partyOf(chat, viewer) === null) throw chatNotFound()
      if (input.isSupportCall !== (chat.organizerId === null)) throw chatNotFound()
      if (!allowed(chat)) throw callsDisabled()
      await calls.removeExpiredPhoneCodes(now())
      return {
        chat_id: chat.id,
        call_id: await calls.liveCallInChat(chat.id, now()),
        ice_servers: [...settings.iceServers],
        phone: await phoneCode(viewer, chat, input.isSupportCall),
      }
    },

    /** Calls whose ringing instance went away are missed all the same. */
    async sweepStaleRinging(): Promise<number> {
      const stale = await calls.ringingSince(new Date(now().getTime() - ringMs - 15_000))
      for (const callId of stale) {
        await end(callId, () => ({ status: 'missed', reason: 'missed' }))
      }
      return stale.length
    },

    close(): void {
      unsubscribe()
      for (const timer of ringTimers.values()) clearTimeout(timer)
      ringTimers.clear()
    },
  }
}

/**
 * The record message's client key: the same on every instance (so a call that two instances end
 * records once), yet a keyed hash, so no participant can send a message under it first and make
 * that message the call's record (a forged "Call, 59:59", or one deleted to hide the call).
 */
export function callRecordKey(key: Buffer, callId: number): string {
  const hex = createHmac('sha256', key)
    .update(`call-record:${String(callId)}`)
    .digest('hex')
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

export type WebCallService = ReturnType<typeof createWebCallService>
