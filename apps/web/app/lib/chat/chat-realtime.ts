import { accessTokenOf, type ApiClient } from '@tourmarket/api-client/client'
import type { CallClientMessage, CallEvent, ChatEventMessage } from '@tourmarket/contracts'
import { createTranslator, type Locale } from '@tourmarket/domain/i18n'
import { callApi } from '../api-call.ts'
import { loadApiContracts } from '../api-contracts.ts'
import { browserSessionStore } from '../browser-session.ts'
import { warnMissingKey } from '../../i18n/translator.ts'
import { chatNotificationMessages } from './chat-notification-messages.ts'
import { playChatSound } from './chat-sound.ts'
import { reconnectDelay, socketUrl } from './socket-address.ts'
import { tokenExpiresAt, tokenRefreshDelay } from './socket-token.ts'
import { notifyHiddenTab, stopTabNotification } from './tab-notification.ts'

// §4/§7 the tab's one messenger socket (/ws), its unread counter and what a new message does to a
// hidden tab. Loaded after hydration by the header once a user is signed in (decision 0011: not on
// any first load); the chat page uses the same instance.

export type ConnectionStatus = 'connecting' | 'open' | 'closed'

export type RealtimeSignal =
  | { readonly kind: 'event'; readonly event: ChatEventMessage; readonly replayed: boolean }
  /** Authenticated; `replayTruncated`: more was missed than replayed, so reload what is shown. */
  | { readonly kind: 'ready'; readonly replayTruncated: boolean }

export type RealtimeOptions = {
  readonly api: ApiClient
  /** §3 Config `wsUrl`: a ws(s) URL, or a path on the page's origin. */
  readonly wsUrl: string
  /** The page language, for the title a hidden tab alternates with (§4). */
  readonly locale: Locale
}

/** Where the newest message id this browser has seen is kept: a reconnect replays only the rest. */
const LAST_MESSAGE_STORAGE_KEY = 'chat_last_message_id'
/** The unread counter is asked again this long after the last event that may change it. */
const UNREAD_DEBOUNCE_MS = 250
let options: RealtimeOptions | null = null
let holders = 0
let socket: WebSocket | null = null
let status: ConnectionStatus = 'closed'
let attempt = 0
let retryTimer: ReturnType<typeof setTimeout> | null = null
/** The token the open socket was last given (`auth` or `reauth`): it closes when that expires. */
let socketToken: string | null = null
let tokenRefreshTimer: ReturnType<typeof setTimeout> | null = null
let unreadTimer: ReturnType<typeof setTimeout> | null = null
let unread: number | null = null
let stopWatchingToken: (() => void) | null = null
let contractsLoaded: ReturnType<typeof loadApiContracts> | null = null

const signalListeners = new Set<(signal: RealtimeSignal) => void>()
const callListeners = new Set<(event: CallEvent) => void>()
const stateListeners = new Set<() => void>()

function changed(): void {
  for (const listener of stateListeners) listener()
}

function setStatus(next: ConnectionStatus): void {
  if (status === next) return
  status = next
  changed()
}

function storedLastMessageId(): number {
  try {
    const value = Number(window.localStorage.getItem(LAST_MESSAGE_STORAGE_KEY))
    return Number.isSafeInteger(value) && value > 0 ? value : 0
  } catch {
    return 0
  }
}

let lastMessageId = 0

/** A message the tab has seen (from an event or a page of messages): replays start after it. */
export function noteMessageId(id: number): void {
  if (id <= lastMessageId) return
  lastMessageId = id
  try {
    if (id > storedLastMessageId()) {
      window.localStorage.setItem(LAST_MESSAGE_STORAGE_KEY, String(id))
    }
  } catch {
    // Without storage a new tab replays what the server still has for it (at most its limit).
  }
}

/** The unread counter over the viewer's chats (§4 counters), or null before it first loads. */
export function unreadCount(): number | null {
  return unread
}

export function connectionStatus(): ConnectionStatus {
  return status
}

/** Re-renders on a change of the unread count or the connection (useSyncExternalStore). */
export function subscribeRealtimeState(listener: () => void): () => void {
  stateListeners.add(listener)
  return () => stateListeners.delete(listener)
}

/** Every event and `ready` of the socket. */
export function subscribeRealtime(listener: (signal: RealtimeSignal) => void): () => void {
  signalListeners.add(listener)
  return () => signalListeners.delete(listener)
}

/** Issue 20: the web call's signals on this socket (features/chat/web-call). */
export function subscribeCallSignals(listener: (event: CallEvent) => void): () => void {
  callListeners.add(listener)
  return () => callListeners.delete(listener)
}

/** Sends a web call's message on the socket; false when it is not connected and ready. */
export function sendCallMessage(message: CallClientMessage): boolean {
  if (socket === null || status !== 'open' || socket.readyState !== WebSocket.OPEN) return false
  socket.send(JSON.stringify(message))
  return true
}

/**
 * §4 counters: unread-count. §8 chat failures are logged and keep the last count (zero at first).
 * A 401 refreshes the session through the client's one shared refresh.
 */
async function loadUnread(): Promise<void> {
  const current = options
  if (current === null) return
  try {
    const { count } = await callApi(current.api, 'chatUnreadCount')
    if (options !== current) return
    unread = count
  } catch (error) {
    console.warn('The unread chat messages could not be counted', error)
    unread ??= 0
  }
  changed()
}

/** Asks the counter again soon (events come in bursts; one call answers them all). */
export function refreshUnread(): void {
  if (options === null) return
  if (unreadTimer !== null) clearTimeout(unreadTimer)
  unreadTimer = setTimeout(() => {
    unreadTimer = null
    void loadUnread()
  }, UNREAD_DEBOUNCE_MS)
}

function emit(signal: RealtimeSignal): void {
  for (const listener of signalListeners) {
    try {
      listener(signal)
    } catch (error) {
      console.error('A chat event listener failed', error)
    }
  }
}

const countersChange = new Set<ChatEventMessage['event']>([
  'new_message',
  'message_was_deleted',
  'message_was_moderated',
  'chat_created',
  'chat_is_read',
])

function onEvent(event: ChatEventMessage, replayed: boolean): void {
  if (event.message !== undefined) noteMessageId(event.message.id)
  emit({ kind: 'event', event, replayed })
  if (replayed) return
  if (countersChange.has(event.event)) refreshUnread()
  if (event.event === 'new_message' && event.message?.type === 'input') {
    const translate = createTranslator(
      options?.locale ?? 'en-US',
      chatNotificationMessages,
      warnMissingKey,
    )
    notifyHiddenTab((count) => translate('chat.notification.title', { count }))
    playChatSound()
  }
}

function scheduleReconnect(): void {
  if (options === null || retryTimer !== null) return
  const delay = reconnectDelay(attempt, Math.random())
  attempt += 1
  retryTimer = setTimeout(() => {
    retryTimer = null
    connect()
  }, delay)
}

/**
 * Close code 4401: the token is missing, bad or expired, or its session ended (a logout elsewhere,
 * a revoked session). An authenticated call refreshes it through the API client's one shared
 * refresh (the same call loads the counter); then the socket reconnects with the new token, unless
 * the refresh failed and cleared the session: the tab is then signed out and stops reconnecting.
 * Any other close (4403 the account's access changed, 4429 too many sockets, 1012, 1013) reconnects
 * with backoff.
 */
async function reauthenticate(): Promise<void> {
  await loadUnread()
  if (options === null || currentToken() === null) return
  scheduleReconnect()
}

function currentToken(): string | null {
  return accessTokenOf(browserSessionStore().getToken())
}

function stopTokenRefresh(): void {
  if (tokenRefreshTimer !== null) clearTimeout(tokenRefreshTimer)
  tokenRefreshTimer = null
}

/**
 * The API closes the socket (4401) when its token expires (decision 0022), which would cut a web
 * call: shortly before, the session is refreshed through the API client's one shared refresh, and
 * the new token reaches the socket as `reauth` (keepSocketToken). Unless another tab or a request
 * refreshed first: its token arrives through the store the same way.
 */
function scheduleTokenRefresh(token: string): void {
  stopTokenRefresh()
  const expiresAt = tokenExpiresAt(token)
  if (expiresAt === null) return
  tokenRefreshTimer = setTimeout(
    () => {
      tokenRefreshTimer = null
      if (options === null || socket === null || currentToken() !== token) return
      void options.api.refreshSession?.()
    },
    tokenRefreshDelay(expiresAt, Date.now(), Math.random()),
  )
}

/** Gives the open, authenticated socket the tab's newest token, and plans that one's refresh. */
function keepSocketToken(): void {
  const token = currentToken()
  if (socket === null || status !== 'open' || token === null || token === socketToken) return
  socket.send(JSON.stringify({ type: 'reauth', token }))
  socketToken = token
  scheduleTokenRefresh(token)
}

function connect(): void {
  const current = options
  if (current === null || socket !== null) return
  const token = currentToken()
  if (token === null) return
  setStatus('connecting')
  let ready = false
  let opened: WebSocket
  try {
    opened = new WebSocket(socketUrl(current.wsUrl, window.location))
  } catch (error) {
    console.warn('The chat socket could not be opened', error)
    setStatus('closed')
    scheduleReconnect()
    return
  }
  socket = opened
  contractsLoaded ??= loadApiContracts()
  opened.addEventListener('open', () => {
    if (socket !== opened) return
    opened.send(
      JSON.stringify({ type: 'auth', token, after_id: lastMessageId, language: current.locale }),
    )
    socketToken = token
  })
  opened.addEventListener('message', (message) => {
    if (socket !== opened || typeof message.data !== 'string') return
    const text = message.data
    void contractsLoaded?.then((contracts) => {
      if (socket !== opened) return
      let raw: unknown
      try {
        raw = JSON.parse(text)
      } catch {
        raw = null
      }
      const parsed = contracts.chatSocketServerMessageSchema.safeParse(raw)
      if (!parsed.success) {
        console.warn('The chat socket sent a message this page does not understand', text)
        return
      }
      if (parsed.data.type === 'ready') {
        ready = true
        attempt = 0
        setStatus('open')
        // A token refreshed while it connected is handed over now; the one it has, refreshed later.
        if (socketToken !== null) scheduleTokenRefresh(socketToken)
        keepSocketToken()
        emit({ kind: 'ready', replayTruncated: parsed.data.replay_truncated })
        // §4: the messenger connects, then the counters load.
        void loadUnread()
      } else if (parsed.data.type === 'call') {
        for (const listener of callListeners) listener(parsed.data.data)
      } else if (parsed.data.type === 'event') {
        onEvent(parsed.data.data, !ready)
      }
      // `reauthenticated` asks for nothing: the socket stays open for the new token's lifetime.
    })
  })
  opened.addEventListener('close', (closed) => {
    if (socket !== opened) return
    socket = null
    socketToken = null
    stopTokenRefresh()
    setStatus('closed')
    if (options === null) return
    if (unread === null) void loadUnread()
    void contractsLoaded?.then((contracts) => {
      if (options === null) return
      if (closed.code === contracts.CHAT_SOCKET_UNAUTHORIZED) void reauthenticate()
      else scheduleReconnect()
    })
  })
}

function disconnect(): void {
  if (retryTimer !== null) clearTimeout(retryTimer)
  if (unreadTimer !== null) clearTimeout(unreadTimer)
  retryTimer = null
  unreadTimer = null
  stopTokenRefresh()
  const closing = socket
  socket = null
  socketToken = null
  if (closing !== null) {
    // Closing a socket still connecting makes the browser log an error; it closes once open.
    if (closing.readyState === WebSocket.CONNECTING) {
      closing.addEventListener('open', () => closing.close(1000))
    } else {
      closing.close(1000)
    }
  }
  setStatus('closed')
}

/** Reconnects at once when the browser is back online or the tab is shown, if it was waiting. */
function reconnectSoon(): void {
  if (options === null || socket !== null) return
  if (document.visibilityState === 'hidden') return
  if (retryTimer !== null) clearTimeout(retryTimer)
  retryTimer = null
  connect()
}

/**
 * Holds the tab's socket open for a signed-in user (§4: after login the messenger connects, then
 * the counters load). The header and the chat page each hold it; the last release closes it.
 */
export function acquireChatRealtime(next: RealtimeOptions): () => void {
  options = next
  holders += 1
  if (holders === 1) {
    lastMessageId = Math.max(lastMessageId, storedLastMessageId())
    stopWatchingToken = browserSessionStore().subscribe((value) => {
      if (value === null) disconnect()
      else if (socket === null && retryTimer === null) connect()
      else keepSocketToken()
    })
    window.addEventListener('online', reconnectSoon)
    document.addEventListener('visibilitychange', reconnectSoon)
    connect()
  }
  let released = false
  return () => {
    if (released) return
    released = true
    holders -= 1
    if (holders > 0) return
    options = null
    stopWatchingToken?.()
    stopWatchingToken = null
    window.removeEventListener('online', reconnectSoon)
    document.removeEventListener('visibilitychange', reconnectSoon)
    disconnect()
    stopTabNotification()
    unread = null
    attempt = 0
    changed()
  }
}
