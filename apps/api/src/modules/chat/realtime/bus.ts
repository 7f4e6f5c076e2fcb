import type { CallEvent, ChatFile } from '@tourmarket/contracts'
import type { ChatEvent } from '@tourmarket/domain/enums'
import type { SharedMessage } from '../presenter.ts'

/** Who an event is for: the chat's tourist, and its organizer's accounts or (null) support. */
export type ChatAudience = {
  readonly chatId: number
  readonly touristUserId: number
  readonly organizerId: number | null
}

/**
 * One §4 realtime event as it crosses instances: side-neutral, so each instance presents it to
 * each of its sockets. `onlySide` keeps it to one side (chat_is_read goes to the other side).
 */
export type BusEvent = DeliveredBusEvent | SessionsEndedBusEvent | DateSeatsBusEvent

/**
 * Issue 44: a date's seats after a booking took or gave some back. Not the chat's: the live seat
 * counts (modules/seat-counts) ride the deployment's one realtime bus, handed to them by the
 * composition root, so every instance's tour-page sockets hear it.
 */
export type DateSeatsBusEvent = {
  readonly dateSeats: readonly {
    readonly dateId: number
    readonly tourId: number
    readonly numberOfSeats: number
    readonly numberOfFreeSeats: number
  }[]
}

/** What the hub delivers to the sockets of a chat. */
export type DeliveredBusEvent = ChatBusEvent | CallBusEvent

/**
 * Sessions a revocation just ended (logout, a reused refresh token, a password change): every
 * instance closes their sockets at once, wherever the revocation happened.
 */
export type SessionsEndedBusEvent = {
  readonly sessionsEnded: readonly { readonly sessionId: string; readonly userId: number }[]
}

export type ChatBusEvent = {
  readonly audience: ChatAudience
  readonly event: ChatEvent
  readonly onlySide?: 'tourist' | 'counterpart'
  readonly message?: SharedMessage
  readonly messageId?: number
  readonly file?: ChatFile
  readonly readMessageId?: number
  readonly isFrozen?: boolean
  readonly notificationsEnabled?: boolean
}

/**
 * A web call's signal (issue 20, modules/web-calls): to one side of the chat, or to the one socket
 * `toConnection` among that side's, which a forged address therefore cannot leave.
 */
export type CallBusEvent = {
  readonly audience: ChatAudience
  readonly onlySide?: 'tourist' | 'counterpart'
  readonly toConnection?: string
  readonly call: CallEvent
}

/**
 * Fan-out of chat events to every API instance (decision: realtime in docs/architecture.md).
 * Messages are stored before they are published, so a publish that is lost costs only latency:
 * a client catches up from the database when it reconnects.
 */
export type ChatBus = {
  /** Where events travel: this process alone, or Redis (which readiness then checks). */
  readonly broker: 'in-process' | 'redis'
  /** Resolves when the broker answers; rejects when it does not. */
  ping(): Promise<void>
  publish(event: BusEvent): Promise<void>
  /** Calls `listener` for every event published by any instance, this one included. */
  subscribe(listener: (event: BusEvent) => void): () => void
  /**
   * Calls `listener` when the broker's subscription comes back after a break: what was published
   * meanwhile never arrives, so this instance's sockets must catch up from the database.
   */
  onReconnected(listener: () => void): () => void
  close(): Promise<void>
}

/** The default bus: one process, no broker. */
export function createInProcessBus(): ChatBus {
  const listeners = new Set<(event: BusEvent) => void>()
  return {
    broker: 'in-process',
    async ping() {},
    async publish(event) {
      // Delivered after the publisher's own work, as a broker would.
      queueMicrotask(() => {
        for (const listener of listeners) listener(event)
      })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    // One process never loses its own events.
    onReconnected: () => () => undefined,
    async close() {
      listeners.clear()
    },
  }
}
