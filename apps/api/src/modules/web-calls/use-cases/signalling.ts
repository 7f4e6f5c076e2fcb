import { callClientMessageSchema, type CallClientMessage } from '@tourmarket/contracts'
import type { SocketMessageHandler, SocketPeer } from '../../chat/service.ts'
import { createCallMoves } from './call-moves.ts'
import type { WebCallDeps } from './deps.ts'

/** Signals a socket may send per window: an ICE exchange is a few dozen; a flood closes it. */
const SIGNAL_BUDGET = 200
const SIGNAL_WINDOW_MS = 10_000

/**
 * Issue 20, the signalling over the chat socket: a socket's call messages, within their budget,
 * handled one after another, and its calls ended when it goes away.
 */
export function createSignallingUseCases(deps: WebCallDeps) {
  const { socketCalls, end, reportError } = deps
  const { start, accept, decline, hangUp, relay } = createCallMoves(deps)
  const budgets = new Map<string, { windowStart: number; used: number }>()
  /** Each socket's messages are handled in order: an ICE candidate never overtakes its offer. */
  const queues = new Map<string, Promise<void>>()

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

  return { socketHandler }
}
