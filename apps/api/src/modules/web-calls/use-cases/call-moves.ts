import type { CallClientMessage } from '@tourmarket/contracts'
import type { SocketPeer } from '../../chat/service.ts'
import { audienceOf, other, type Party, type WebCallDeps } from './deps.ts'

/** Calls one account may place per window (each one rings someone and leaves a record). */
const STARTS_PER_WINDOW = 10
const STARTS_WINDOW_MS = 10 * 60_000

/**
 * What a socket does to a call: place it, take or decline it, hang up, and relay its SDP and ICE
 * to the other side's socket. Only the two sides of a chat may call each other; after the
 * answer, only the socket that placed the call and the one that took it may signal.
 */
export function createCallMoves(deps: WebCallDeps) {
  const {
    calls,
    chats,
    now,
    ringMs,
    socketCalls,
    ringTimers,
    publish,
    hold,
    partyOf,
    allowed,
    callerName,
    end,
    reportError,
  } = deps
  const starts = new Map<number, number[]>()

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

  return { start, accept, decline, hangUp, relay }
}
