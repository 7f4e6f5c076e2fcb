import {
  CALL_RING_SECONDS,
  type CallEndReason,
  type CallEvent,
  type IceServer,
} from '@tourmarket/contracts'
import type { BrandConfig } from '@tourmarket/domain/brand'
import type { ChatCallStatus } from '../../../db/schema/calls.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import type {
  CallChats,
  ChatAudience,
  ChatBus,
  ChatRecord,
  SocketPeer,
} from '../../chat/service.ts'
import { callRecordKey, callRecordText } from '../call-record.ts'
import type { WebCallRepository } from '../repository.ts'

/** Which side of a chat: its tourist, or its counterpart (the organizer's accounts, or support). */
export type Party = 'tourist' | 'counterpart'

export type WebCallSettings = {
  readonly iceServers: readonly IceServer[]
  /** The number a caller dials before the code; null: no phone fallback. */
  readonly phoneNumber: string | null
}

export type WebCallServiceOptions = {
  brand: BrandConfig
  settings: WebCallSettings
  calls: WebCallRepository
  /** The chats calls are placed in, and their record messages (chat hands them in). */
  chats: CallChats
  bus: ChatBus
  /** Keys each call's record key (callRecordKey), so no participant can know one in advance. */
  recordKey: Buffer
  reportError: (error: unknown, message: string) => void
  now?: () => Date
  /** How long a call rings before it is missed (tests shorten it). */
  ringMs?: number
}

export function audienceOf(chat: ChatRecord): ChatAudience {
  return { chatId: chat.id, touristUserId: chat.userId, organizerId: chat.organizerId }
}

export const other = (party: Party): Party => (party === 'tourist' ? 'counterpart' : 'tourist')

/**
 * What the web call use cases share, built once per service: the options, the calls this
 * instance's sockets hold and their ring timers, publishing, and ending a call.
 */
export function createWebCallDeps(options: WebCallServiceOptions) {
  const { brand, calls, chats, bus, reportError } = options
  const now = options.now ?? (() => new Date())
  const ringMs = options.ringMs ?? CALL_RING_SECONDS * 1000

  /** This instance's sockets and the calls each placed or took (they alone may signal). */
  const socketCalls = new Map<string, Map<number, { audience: ChatAudience; party: Party }>>()
  const ringTimers = new Map<number, NodeJS.Timeout>()

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
    const side = chats.sideIn(chat, viewer)
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
      const message = await chats.sharedMessage(messageId, 'en-US')
      if (message !== null) await bus.publish({ audience, event: 'new_message', message })
    }
  }

  return {
    ...options,
    now,
    ringMs,
    socketCalls,
    ringTimers,
    publish,
    unsubscribe,
    hold,
    partyOf,
    allowed,
    callerName,
    end,
  }
}

export type WebCallDeps = ReturnType<typeof createWebCallDeps>
