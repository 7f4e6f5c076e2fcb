import type { CallEndReason } from '@tourmarket/contracts'

// The web call's state in one tab (issue 20), as a pure reducer: the panel renders it, the session
// (call-session.ts) feeds it what the microphone, the socket and the peer connection say.

export type CallPeer = {
  readonly chatId: number
  readonly title: string
  /** The picture the chat shows for the other side, when the tab knows it. */
  readonly avatar?: string | null
}

export type CallState =
  | { readonly phase: 'idle' }
  /** The microphone is asked for and the call's data loaded; nothing rings yet. */
  | { readonly phase: 'preparing'; readonly peer: CallPeer }
  /** Ringing at the other side; `callId` once the server has it. */
  | { readonly phase: 'outgoing'; readonly peer: CallPeer; readonly callId: number | null }
  | {
      readonly phase: 'incoming'
      readonly peer: CallPeer
      readonly callId: number
      /** The caller's socket: the answer and ICE go to it. */
      readonly from: string
    }
  /** Answered; audio is being connected. */
  | { readonly phase: 'connecting'; readonly peer: CallPeer; readonly callId: number }
  | {
      readonly phase: 'active'
      readonly peer: CallPeer
      readonly callId: number
      /** When the audio connected (ms since the epoch), for the timer. */
      readonly since: number
      readonly muted: boolean
    }
  | { readonly phase: 'ended'; readonly peer: CallPeer; readonly reason: CallEndOutcome }

/** How a call ended, from this tab's point of view. */
export type CallEndOutcome =
  | CallEndReason
  /** This tab hung up or cancelled. */
  | 'self'
  /** The microphone was refused (§8 message). */
  | 'microphone_denied'
  /** The brand or the chat does not allow calls, or the socket or network failed. */
  | 'disabled'
  | 'failed'
  /** Too many calls placed lately. */
  | 'too_many'

export type CallAction =
  | { readonly type: 'start'; readonly peer: CallPeer }
  | { readonly type: 'outgoing'; readonly callId: number; readonly chatId: number }
  | {
      readonly type: 'ring'
      readonly peer: CallPeer
      readonly callId: number
      readonly from: string
    }
  | { readonly type: 'accept' }
  | { readonly type: 'accepted'; readonly callId: number }
  | { readonly type: 'connected'; readonly at: number }
  | { readonly type: 'toggleMute' }
  | { readonly type: 'ended'; readonly callId: number | null; readonly reason: CallEndOutcome }
  | { readonly type: 'dismiss' }

export const idleCall: CallState = { phase: 'idle' }

/** The call this state is about, if the server has given it an id. */
export function callIdOf(state: CallState): number | null {
  return 'callId' in state ? state.callId : null
}

/** Whether the tab is busy with a call (a new ring is then refused by the tab). */
export function isInCall(state: CallState): boolean {
  return state.phase !== 'idle' && state.phase !== 'ended'
}

export function reduceCall(state: CallState, action: CallAction): CallState {
  switch (action.type) {
    case 'start':
      return isInCall(state) ? state : { phase: 'preparing', peer: action.peer }
    case 'outgoing':
      if (state.phase !== 'preparing' && state.phase !== 'outgoing') return state
      if (state.peer.chatId !== action.chatId) return state
      return { phase: 'outgoing', peer: state.peer, callId: action.callId }
    case 'ring':
      // One call at a time: a second ring is left to the server's ring timeout (missed).
      if (isInCall(state)) return state
      return { phase: 'incoming', peer: action.peer, callId: action.callId, from: action.from }
    case 'accept':
      return state.phase === 'incoming'
        ? { phase: 'connecting', peer: state.peer, callId: state.callId }
        : state
    case 'accepted':
      // The caller learns the call was taken; the callee's own accept already moved it, and a
      // tab still ringing learns another device of its side took it.
      if (state.phase === 'incoming' && state.callId === action.callId) return idleCall
      return state.phase === 'outgoing' && state.callId === action.callId
        ? { phase: 'connecting', peer: state.peer, callId: state.callId }
        : state
    case 'connected':
      return state.phase === 'connecting'
        ? {
            phase: 'active',
            peer: state.peer,
            callId: state.callId,
            since: action.at,
            muted: false,
          }
        : state
    case 'toggleMute':
      return state.phase === 'active' ? { ...state, muted: !state.muted } : state
    case 'ended': {
      if (state.phase === 'idle' || state.phase === 'ended') return state
      const current = callIdOf(state)
      // Another call's end (or an end before this tab knew the id) is not this call's.
      if (action.callId !== null && current !== null && current !== action.callId) return state
      if (action.callId !== null && current === null && state.phase !== 'outgoing') return state
      // Taken on another device: the notice simply goes away.
      if (action.reason === 'answered_elsewhere') return idleCall
      return { phase: 'ended', peer: state.peer, reason: action.reason }
    }
    case 'dismiss':
      return state.phase === 'ended' ? idleCall : state
  }
}

/** The in-call timer: m:ss, or h:mm:ss past an hour. */
export function callClock(milliseconds: number): string {
  const whole = Math.max(0, Math.floor(milliseconds / 1000))
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const seconds = String(whole % 60).padStart(2, '0')
  return hours > 0
    ? `${String(hours)}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${String(minutes)}:${seconds}`
}
