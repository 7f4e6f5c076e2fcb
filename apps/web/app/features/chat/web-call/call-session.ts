import type { CallEvent, IceServer, WebCallData } from '@tourmarket/contracts'
import { sendCallMessage, subscribeCallSignals } from '../../../lib/chat/chat-realtime.ts'
import {
  callIdOf,
  idleCall,
  reduceCall,
  type CallAction,
  type CallEndOutcome,
  type CallPeer,
  type CallState,
} from './call-state.ts'

// The tab's one web call (issue 20): the microphone, the RTCPeerConnection and the signals over
// the chat socket, with the state the panels show (call-state.ts). A module, like the socket it
// rides on, so the chat header's button and the page's panels share it.

type Media = {
  /** The microphone. */
  local: MediaStream | null
  connection: RTCPeerConnection | null
  /** The other side's socket: SDP and ICE go to it. */
  remoteSocket: string | null
  /** ICE candidates that arrived before the remote description. */
  pendingCandidates: RTCIceCandidateInit[]
  iceServers: IceServer[]
}

let state: CallState = idleCall
let remote: MediaStream | null = null
let media: Media = emptyMedia()
let loadCallData: ((chatId: number) => Promise<WebCallData>) | null = null
let stopListening: (() => void) | null = null
const listeners = new Set<() => void>()

function emptyMedia(): Media {
  return {
    local: null,
    connection: null,
    remoteSocket: null,
    pendingCandidates: [],
    iceServers: [],
  }
}

function dispatch(action: CallAction): void {
  const next = reduceCall(state, action)
  if (next === state) return
  state = next
  if (next.phase === 'idle' || next.phase === 'ended') release()
  for (const listener of listeners) listener()
}

/** Stops the microphone and closes the connection. */
function release(): void {
  for (const track of media.local?.getTracks() ?? []) track.stop()
  media.connection?.close()
  media = emptyMedia()
  remote = null
}

export function callState(): CallState {
  return state
}

/** The other side's audio, for the page's <audio> element. */
export function remoteAudio(): MediaStream | null {
  return remote
}

export function subscribeCall(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The microphone, or why not: refused (§8 message) or missing. */
async function microphone(): Promise<MediaStream | CallEndOutcome> {
  if (typeof navigator.mediaDevices?.getUserMedia !== 'function') return 'microphone_denied'
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: true, video: false })
  } catch (error) {
    console.warn('The microphone could not be used for the call', error)
    return 'microphone_denied'
  }
}

function end(reason: CallEndOutcome): void {
  dispatch({ type: 'ended', callId: null, reason })
}

function signal(payload: {
  description?: RTCSessionDescriptionInit
  candidate?: RTCIceCandidateInit
}): void {
  const callId = callIdOf(state)
  const to = media.remoteSocket
  if (callId === null || to === null) return
  const description =
    payload.description?.sdp === undefined ||
    (payload.description.type !== 'offer' && payload.description.type !== 'answer')
      ? undefined
      : { type: payload.description.type, sdp: payload.description.sdp }
  const candidate =
    payload.candidate?.candidate === undefined
      ? undefined
      : {
          candidate: payload.candidate.candidate,
          sdpMid: payload.candidate.sdpMid ?? null,
          sdpMLineIndex: payload.candidate.sdpMLineIndex ?? null,
        }
  sendCallMessage({
    type: 'call_signal',
    call_id: callId,
    to,
    ...(description === undefined ? {} : { description }),
    ...(candidate === undefined ? {} : { candidate }),
  })
}

/** The peer connection with the microphone on it; audio that arrives goes to `remote`. */
function connect(): RTCPeerConnection {
  const connection = new RTCPeerConnection({ iceServers: media.iceServers })
  media.connection = connection
  for (const track of media.local?.getTracks() ?? []) {
    if (media.local !== null) connection.addTrack(track, media.local)
  }
  connection.addEventListener('icecandidate', (event) => {
    if (event.candidate !== null) signal({ candidate: event.candidate.toJSON() })
  })
  connection.addEventListener('track', (event) => {
    remote = event.streams[0] ?? new MediaStream([event.track])
    for (const listener of listeners) listener()
  })
  connection.addEventListener('connectionstatechange', () => {
    if (media.connection !== connection) return
    if (connection.connectionState === 'connected') dispatch({ type: 'connected', at: Date.now() })
    if (connection.connectionState === 'failed') hangUp('failed')
  })
  return connection
}

async function applyCandidates(connection: RTCPeerConnection): Promise<void> {
  const waiting = media.pendingCandidates
  media.pendingCandidates = []
  for (const candidate of waiting) await connection.addIceCandidate(candidate)
}

async function onSignal(event: Extract<CallEvent, { kind: 'signal' }>): Promise<void> {
  if (callIdOf(state) !== event.call_id) return
  const connection = media.connection ?? (media.remoteSocket === event.from ? connect() : null)
  if (connection === null) return
  if (event.description !== undefined) {
    await connection.setRemoteDescription(event.description)
    await applyCandidates(connection)
    if (event.description.type === 'offer') {
      await connection.setLocalDescription(await connection.createAnswer())
      if (connection.localDescription !== null) {
        signal({ description: connection.localDescription.toJSON() as RTCSessionDescriptionInit })
      }
    }
  }
  if (event.candidate !== undefined) {
    const candidate: RTCIceCandidateInit = {
      candidate: event.candidate.candidate,
      sdpMid: event.candidate.sdpMid ?? null,
      sdpMLineIndex: event.candidate.sdpMLineIndex ?? null,
    }
    if (connection.remoteDescription === null) media.pendingCandidates.push(candidate)
    else await connection.addIceCandidate(candidate)
  }
}

/** The caller's side once the call is taken: the offer goes to the socket that took it. */
async function offer(to: string): Promise<void> {
  media.remoteSocket = to
  const connection = connect()
  await connection.setLocalDescription(await connection.createOffer())
  if (connection.localDescription !== null) {
    signal({ description: connection.localDescription.toJSON() as RTCSessionDescriptionInit })
  }
}

function onCallEvent(event: CallEvent): void {
  switch (event.kind) {
    case 'outgoing':
      dispatch({ type: 'outgoing', callId: event.call_id, chatId: event.chat_id })
      return
    case 'ring':
      dispatch({
        type: 'ring',
        peer: { chatId: event.chat_id, title: event.caller_name },
        callId: event.call_id,
        from: event.from,
      })
      return
    case 'accepted': {
      const wasOutgoing = state.phase === 'outgoing' && state.callId === event.call_id
      dispatch({ type: 'accepted', callId: event.call_id })
      if (wasOutgoing) {
        offer(event.by).catch((error: unknown) => {
          console.error('The call could not be connected', error)
          hangUp('failed')
        })
      }
      return
    }
    case 'signal':
      onSignal(event).catch((error: unknown) => {
        console.error('A call signal could not be applied', error)
      })
      return
    case 'ended':
      dispatch({ type: 'ended', callId: event.call_id, reason: event.reason })
      return
    case 'refused':
      if (
        (state.phase === 'preparing' || state.phase === 'outgoing') &&
        state.peer.chatId === event.chat_id
      ) {
        end(event.reason === 'not_found' ? 'failed' : event.reason)
      }
      return
  }
}

/** Listens for calls while the chat page is open; `load` is §7 web-call-data. */
export function attachCalls(load: (chatId: number) => Promise<WebCallData>): () => void {
  loadCallData = load
  stopListening ??= subscribeCallSignals(onCallEvent)
  return () => {
    if (state.phase !== 'idle' && state.phase !== 'ended') hangUp('self')
    stopListening?.()
    stopListening = null
    loadCallData = null
    state = idleCall
  }
}

/** Calls the other side of a chat: the microphone first (§8 when refused), then it rings there. */
export async function startCall(peer: CallPeer): Promise<void> {
  if (state.phase !== 'idle' && state.phase !== 'ended') return
  dispatch({ type: 'start', peer })
  const local = await microphone()
  // The state may have moved while waiting (cancelled, another call): read it afresh.
  if (callState().phase !== 'preparing') {
    if (typeof local !== 'string') for (const track of local.getTracks()) track.stop()
    return
  }
  if (typeof local === 'string') return end(local)
  media.local = local
  try {
    if (loadCallData === null) throw new Error('Calls are not attached')
    const data = await loadCallData(peer.chatId)
    media.iceServers = data.ice_servers
  } catch (error) {
    console.error('phone-code/web-call-data failed', error)
    return end('failed')
  }
  if (callState().phase !== 'preparing') return
  if (!sendCallMessage({ type: 'call_start', chat_id: peer.chatId })) end('failed')
}

/** Takes the ringing call: the microphone first; refused, the call is declined. */
export async function acceptCall(): Promise<void> {
  if (state.phase !== 'incoming') return
  const { callId, from, peer } = state
  const local = await microphone()
  const stillRinging = () => {
    const now = callState()
    return now.phase === 'incoming' && now.callId === callId
  }
  if (!stillRinging()) {
    if (typeof local !== 'string') for (const track of local.getTracks()) track.stop()
    return
  }
  if (typeof local === 'string') {
    sendCallMessage({ type: 'call_decline', call_id: callId })
    return end(local)
  }
  media.local = local
  media.remoteSocket = from
  try {
    media.iceServers = loadCallData === null ? [] : (await loadCallData(peer.chatId)).ice_servers
  } catch (error) {
    console.warn('phone-code/web-call-data failed; calling without ICE servers', error)
  }
  if (!stillRinging()) return
  dispatch({ type: 'accept' })
  if (!sendCallMessage({ type: 'call_accept', call_id: callId })) end('failed')
}

export function declineCall(): void {
  if (state.phase !== 'incoming') return
  sendCallMessage({ type: 'call_decline', call_id: state.callId })
  dispatch({ type: 'ended', callId: state.callId, reason: 'declined' })
}

/** Hangs up, or cancels a call still ringing at the other side. */
export function hangUp(reason: CallEndOutcome = 'self'): void {
  const callId = callIdOf(state)
  if (callId !== null) sendCallMessage({ type: 'call_hangup', call_id: callId })
  end(reason)
}

export function toggleMute(): void {
  if (state.phase !== 'active') return
  const muted = !state.muted
  for (const track of media.local?.getAudioTracks() ?? []) track.enabled = !muted
  dispatch({ type: 'toggleMute' })
}

export function dismissCall(): void {
  dispatch({ type: 'dismiss' })
}
