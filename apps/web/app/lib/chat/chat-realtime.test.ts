// The tab's messenger socket keeps its token fresh: the API closes it (4401) when the token it was
// given expires, which would cut a web call (decision 0022).
import type { ApiClient } from '@tourmarket/api-client/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** A WebSocket the test opens and answers by hand; it records what the page sends. */
class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly opened: FakeSocket[] = []
  readyState = FakeSocket.CONNECTING
  readonly sent: Record<string, unknown>[] = []

  constructor() {
    super()
    FakeSocket.opened.push(this)
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>)
  }

  close(): void {
    this.readyState = 3
  }

  open(): void {
    this.readyState = FakeSocket.OPEN
    this.dispatchEvent(new Event('open'))
  }

  receive(message: object): void {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }))
  }
}

const base64url = (value: string) =>
  btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
/** An access token as the API signs them, expiring `seconds` from now (the signature is not read). */
const tokenExpiringIn = (seconds: number, session = 'a') =>
  [
    base64url('{"alg":"HS256","typ":"JWT"}'),
    base64url(
      JSON.stringify({ sub: '7', sid: session, exp: Math.floor(Date.now() / 1000) + seconds }),
    ),
    'signature',
  ].join('.')

function storage(): Storage {
  const values = new Map<string, string>()
  return {
    get length() {
      return values.size
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  }
}

describe('the messenger socket’s token', () => {
  const noEvents = { addEventListener() {}, removeEventListener() {} }
  let release: (() => void) | null = null

  beforeEach(() => {
    FakeSocket.opened.length = 0
    vi.stubGlobal('window', {
      ...noEvents,
      localStorage: storage(),
      location: { protocol: 'http:', host: 'tours.test' },
    })
    vi.stubGlobal('document', { ...noEvents, cookie: '', visibilityState: 'visible' })
    vi.stubGlobal('WebSocket', FakeSocket)
  })
  afterEach(() => {
    release?.()
    release = null
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  /** The page's modules with the tab signed in with `token`, its socket open and ready. */
  async function signedInSocket(token: string, refreshSession: () => Promise<string | null>) {
    const { browserSessionStore } = await import('../browser-session.ts')
    const realtime = await import('./chat-realtime.ts')
    // Loaded by the page with its socket; here first, so the wait below is only for the socket.
    await import('@tourmarket/contracts')
    const store = browserSessionStore()
    store.setToken(`Bearer ${token}`)
    const api = {
      get: async () => ({ count: 0 }),
      post: async () => ({ count: 0 }),
      put: async () => ({}),
      patch: async () => ({}),
      delete: async () => ({}),
      refreshSession,
    } as unknown as ApiClient
    release = realtime.acquireChatRealtime({ api, wsUrl: '/ws', locale: 'en-US' })
    const socket = FakeSocket.opened.at(-1)!
    socket.open()
    socket.receive({ type: 'ready', replay_truncated: false })
    await expect.poll(() => realtime.connectionStatus()).toBe('open')
    return { store, socket }
  }

  it('hands the open socket each new token of the session as reauth', async () => {
    const first = tokenExpiringIn(15 * 60)
    const { store, socket } = await signedInSocket(first, async () => null)
    expect(socket.sent).toEqual([{ type: 'auth', token: first, after_id: 0, language: 'en-US' }])

    // What the API client's shared refresh does (after a 401, or the refresh below).
    const refreshed = tokenExpiringIn(15 * 60 + 1)
    store.setToken(`Bearer ${refreshed}`)
    expect(socket.sent.slice(1)).toEqual([{ type: 'reauth', token: refreshed }])
    socket.receive({ type: 'reauthenticated' })
  })

  it('refreshes the session shortly before the socket’s token expires, and passes the new one on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const first = tokenExpiringIn(15 * 60)
    const renewed = tokenExpiringIn(30 * 60)
    let storeOfTab: { setToken(value: string): void } | null = null
    const refreshSession = vi.fn(async () => {
      storeOfTab?.setToken(`Bearer ${renewed}`)
      return renewed
    })
    const { store, socket } = await signedInSocket(first, refreshSession)
    storeOfTab = store

    await vi.advanceTimersByTimeAsync(13 * 60_000)
    expect(refreshSession).not.toHaveBeenCalled()
    // At least a minute before the 15 minutes are up.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(refreshSession).toHaveBeenCalledTimes(1)
    expect(socket.sent.slice(1)).toEqual([{ type: 'reauth', token: renewed }])
  })
})
