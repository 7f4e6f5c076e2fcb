import { Redis } from 'ioredis'
import { closeRedisConnection } from '../../../platform/http/redis-connection.ts'
import type { BusEvent, ChatBus } from './bus.ts'

/** The one pub/sub channel every instance of a deployment shares. */
const CHAT_CHANNEL = 'tourmarket:chat-events'

/**
 * The bus across instances: Redis pub/sub (REDIS_URL). A subscribed connection can do nothing
 * else, so there are two. ioredis reconnects and resubscribes by itself; events published while
 * an instance is cut off are not replayed by Redis, so each reconnection is announced
 * (onReconnected) and the instance's sockets catch up from the database.
 */
export function createRedisBus(options: {
  url: string
  channel?: string
  onError: (error: unknown) => void
}): ChatBus {
  const channel = options.channel ?? CHAT_CHANNEL
  const publisher = new Redis(options.url, { maxRetriesPerRequest: 2, lazyConnect: false })
  const subscriber = new Redis(options.url, { maxRetriesPerRequest: null })
  publisher.on('error', options.onError)
  subscriber.on('error', options.onError)
  const listeners = new Set<(event: BusEvent) => void>()
  const reconnectListeners = new Set<() => void>()
  let readyBefore = false
  subscriber.on('ready', () => {
    if (readyBefore) for (const listener of reconnectListeners) listener()
    readyBefore = true
  })
  const subscribed = subscriber.subscribe(channel)
  // Closed before Redis ever answered, the subscription rejects ("Connection is closed"); a
  // publish still meets that failure, and an unused bus leaves no unhandled rejection behind.
  subscribed.catch(() => undefined)
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return
    let event: BusEvent
    try {
      event = JSON.parse(payload) as BusEvent
    } catch (error) {
      options.onError(error)
      return
    }
    for (const listener of listeners) listener(event)
  })
  return {
    broker: 'redis',
    async ping() {
      await publisher.ping()
    },
    async publish(event) {
      await subscribed
      await publisher.publish(channel, JSON.stringify(event))
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onReconnected(listener) {
      reconnectListeners.add(listener)
      return () => reconnectListeners.delete(listener)
    },
    async close() {
      listeners.clear()
      reconnectListeners.clear()
      await Promise.all([closeRedisConnection(subscriber), closeRedisConnection(publisher)])
    },
  }
}
