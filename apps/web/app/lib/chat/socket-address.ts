// Pure helpers of the messenger socket (lib/chat/chat-realtime.ts).

const RECONNECT_BASE_MS = 1000
const RECONNECT_MAX_MS = 30_000

/** The wait before reconnect attempt `attempt` (0 first): doubling from 1 s up to 30 s, jittered. */
export function reconnectDelay(attempt: number, random: number): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(attempt, 0))
  return Math.round(ceiling * (0.5 + random / 2))
}

/** The socket's address: a configured path is taken on the page's origin, ws or wss like it. */
export function socketUrl(wsUrl: string, location: Pick<Location, 'protocol' | 'host'>): string {
  if (/^wss?:\/\//.test(wsUrl)) return wsUrl
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${wsUrl}`
}
