import type { ChatEventMessage, ChatSocketServerMessage } from '@tourmarket/contracts'
import type { ChatAuthorSide } from '../../../db/schema/chat.ts'
import type { Locale } from '@tourmarket/domain/i18n'
import { inLanguage, presentMessage } from '../presenter.ts'
import type { DeliveredBusEvent } from './bus.ts'

/** What the hub needs of a WebSocket: enough to send, see its backlog, and close it. */
export type SocketLike = {
  send(data: string): void
  readonly bufferedAmount: number
  close(code: number, reason: string): void
}

/** A signed-in socket: who it is and which chats it follows (see ChatScope). */
export type Subscriber = {
  readonly socket: SocketLike
  readonly userId: number
  readonly organizerId: number | null
  readonly isSupport: boolean
  /** The page language the socket's reader asked for (names in events). */
  readonly language: Locale
  /** This socket's own id (web calls address their signals to one socket). */
  readonly connectionId?: string
  /** The session its token belongs to (a revoked session closes its sockets). */
  readonly sessionId?: string
}

/**
 * Past this many bytes waiting to go out, a socket is too slow to keep: it is closed (1013, try
 * again later) and catches up from the database when it reconnects, so memory stays bounded.
 */
export const SLOW_CONSUMER_BYTES = 1024 * 1024
export const CLOSE_TRY_AGAIN_LATER = 1013

/**
 * The sockets of this instance, by who they listen for, and delivery of bus events to them:
 * each socket gets the event presented for its own side of the chat.
 */
export function createSocketHub() {
  const byUser = new Map<number, Set<Subscriber>>()
  const byOrganizer = new Map<number, Set<Subscriber>>()
  const support = new Set<Subscriber>()

  const addTo = <Key>(map: Map<Key, Set<Subscriber>>, key: Key, subscriber: Subscriber) => {
    let set = map.get(key)
    if (set === undefined) map.set(key, (set = new Set()))
    set.add(subscriber)
  }
  const removeFrom = <Key>(map: Map<Key, Set<Subscriber>>, key: Key, subscriber: Subscriber) => {
    const set = map.get(key)
    set?.delete(subscriber)
    if (set?.size === 0) map.delete(key)
  }

  function send(subscriber: Subscriber, message: ChatSocketServerMessage): void {
    if (subscriber.socket.bufferedAmount > SLOW_CONSUMER_BYTES) {
      subscriber.socket.close(CLOSE_TRY_AGAIN_LATER, 'too slow')
      return
    }
    subscriber.socket.send(JSON.stringify(message))
  }

  function recipients(event: DeliveredBusEvent): Map<Subscriber, ChatAuthorSide> {
    const { audience } = event
    const sides = new Map<Subscriber, ChatAuthorSide>()
    if (event.onlySide !== 'counterpart') {
      for (const subscriber of byUser.get(audience.touristUserId) ?? [])
        sides.set(subscriber, 'tourist')
    }
    if (event.onlySide !== 'tourist') {
      const counterparts =
        audience.organizerId === null ? support : (byOrganizer.get(audience.organizerId) ?? [])
      const side = audience.organizerId === null ? 'support' : 'organizer'
      for (const subscriber of counterparts) if (!sides.has(subscriber)) sides.set(subscriber, side)
    }
    return sides
  }

  return {
    add(subscriber: Subscriber): () => void {
      addTo(byUser, subscriber.userId, subscriber)
      if (subscriber.organizerId !== null) addTo(byOrganizer, subscriber.organizerId, subscriber)
      if (subscriber.isSupport) support.add(subscriber)
      return () => {
        removeFrom(byUser, subscriber.userId, subscriber)
        if (subscriber.organizerId !== null)
          removeFrom(byOrganizer, subscriber.organizerId, subscriber)
        support.delete(subscriber)
      }
    },

    send,

    /** This instance's sockets an event is for, each with the side of the chat it hears it as. */
    recipients,

    /** Delivers one bus event to this instance's sockets of the chat, but those `withheld`. */
    deliver(event: DeliveredBusEvent, withheld: ReadonlySet<Subscriber> = new Set()): void {
      if ('call' in event) {
        for (const subscriber of recipients(event).keys()) {
          if (withheld.has(subscriber)) continue
          if (event.toConnection !== undefined && subscriber.connectionId !== event.toConnection)
            continue
          send(subscriber, { type: 'call', data: event.call })
        }
        return
      }
      for (const [subscriber, side] of recipients(event)) {
        if (withheld.has(subscriber)) continue
        const data: ChatEventMessage = { event: event.event, chat_id: event.audience.chatId }
        if (event.message !== undefined) {
          data.message = presentMessage(inLanguage(event.message, subscriber.language), side, 0)
        }
        if (event.messageId !== undefined) data.message_id = event.messageId
        if (event.file !== undefined) data.file = event.file
        if (event.readMessageId !== undefined) data.read_message_id = event.readMessageId
        if (event.isFrozen !== undefined) data.is_frozen = event.isFrozen
        if (event.notificationsEnabled !== undefined) {
          data.notifications_enabled = event.notificationsEnabled
        }
        send(subscriber, { type: 'event', data })
      }
    },
  }
}
