// The organizer's side of the bench's chats: sockets through the balancer that behave as the
// storefront's client does (§4): authenticate with the newest message id seen, and on any close
// reconnect, so the API replays what was missed. Every message id that arrives is kept.
export type ChatListener = {
  readonly delivered: Set<number>
  /** Closes, reconnecting, since the listener started. */
  readonly reconnects: number
  close(): void
}

type ServerMessage =
  | { type: 'ready' }
  | { type: 'event'; data: { event: string; message?: { id: number } } }
  | { type: string }

export function listenForMessages(options: {
  publicUrl: string
  token: string
  sockets: number
}): Promise<ChatListener> {
  const delivered = new Set<number>()
  let newest = 0
  let reconnects = 0
  let closing = false
  const open = new Set<WebSocket>()

  function connect(): Promise<void> {
    return new Promise((resolveReady) => {
      const socket = new WebSocket(`${options.publicUrl.replace(/^http/, 'ws')}/ws`)
      open.add(socket)
      socket.addEventListener('open', () => {
        socket.send(JSON.stringify({ type: 'auth', token: options.token, after_id: newest }))
      })
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as ServerMessage
        if (message.type === 'ready') resolveReady()
        if (message.type !== 'event' || !('data' in message)) return
        const id = message.data.message?.id
        if (message.data.event === 'new_message' && id !== undefined) {
          delivered.add(id)
          newest = Math.max(newest, id)
        }
      })
      socket.addEventListener('close', () => {
        open.delete(socket)
        if (closing) return
        reconnects += 1
        // The client's back-off is longer; a bench wants to see recovery, so it asks often.
        setTimeout(() => void connect(), 250)
        resolveReady()
      })
    })
  }

  return Promise.all(Array.from({ length: options.sockets }, () => connect())).then(() => ({
    delivered,
    get reconnects() {
      return reconnects
    },
    close() {
      closing = true
      for (const socket of open) socket.close()
    },
  }))
}
