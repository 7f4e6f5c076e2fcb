import { sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { closeRedisConnection } from '../../platform/http/redis-connection.ts'
import pg from 'pg'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/database.ts'

/**
 * What changed in the search read model: these tours' rows (search_tours) were rebuilt, or all of
 * them were (a full rebuild, or a listener that may have missed changes while disconnected).
 */
export type SearchChange = { readonly tourIds: readonly number[] } | { readonly all: true }

/**
 * Tells every API instance that search rows changed, so each drops its cached answers and the
 * in-memory search engine re-reads those rows. Published after the rows are committed, so a
 * listener reading search_tours sees them. A change lost in transit (a broker down) leaves an
 * instance stale until the next one: listeners that reconnect are handed `{ all: true }`.
 */
export type SearchChangeFeed = {
  publish(change: SearchChange): Promise<void>
  /** Calls `listener` for every change published by any instance, this one included. */
  subscribe(listener: (change: SearchChange) => void): () => void
  close(): Promise<void>
}

/** Redis channel and PostgreSQL NOTIFY channel the instances of one deployment share. */
const SEARCH_CHANNEL = 'tourmarket:search-changes'
const NOTIFY_CHANNEL = 'tourmarket_search_changes'

/** NOTIFY payloads must stay under 8,000 bytes: ~7 bytes per id, so changes go in slices. */
const NOTIFY_IDS_PER_MESSAGE = 500

/** A change as received from another process, or undefined when it is not one. */
export function parseSearchChange(payload: string): SearchChange | undefined {
  let value: unknown
  try {
    value = JSON.parse(payload)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  if ('all' in value && value.all === true) return { all: true }
  if ('tourIds' in value && Array.isArray(value.tourIds)) {
    const ids: unknown[] = value.tourIds
    if (ids.every((id): id is number => Number.isSafeInteger(id))) return { tourIds: ids }
  }
  return undefined
}

function createListeners() {
  const listeners = new Set<(change: SearchChange) => void>()
  return {
    deliver(change: SearchChange) {
      for (const listener of listeners) listener(change)
    },
    subscribe(listener: (change: SearchChange) => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    clear: () => listeners.clear(),
  }
}

/** One process (PGlite, or a single instance): no broker. */
export function createInProcessSearchChangeFeed(): SearchChangeFeed {
  const listeners = createListeners()
  return {
    async publish(change) {
      // Delivered after the publisher's own work, as a broker would.
      queueMicrotask(() => listeners.deliver(change))
    },
    subscribe: listeners.subscribe,
    async close() {
      listeners.clear()
    },
  }
}

/**
 * Across instances through Redis pub/sub (REDIS_URL), like the chat's bus (chat/realtime/
 * redis-bus.ts): a subscribed connection can do nothing else, so there are two. ioredis
 * reconnects and resubscribes by itself; what was published meanwhile is lost, so each
 * reconnection is delivered as `{ all: true }`.
 */
export function createRedisSearchChangeFeed(options: {
  url: string
  channel?: string
  onError: (error: unknown) => void
}): SearchChangeFeed {
  const channel = options.channel ?? SEARCH_CHANNEL
  const publisher = new Redis(options.url, { maxRetriesPerRequest: 2 })
  const subscriber = new Redis(options.url, { maxRetriesPerRequest: null })
  publisher.on('error', options.onError)
  subscriber.on('error', options.onError)
  const listeners = createListeners()
  let readyBefore = false
  subscriber.on('ready', () => {
    if (readyBefore) listeners.deliver({ all: true })
    readyBefore = true
  })
  const subscribed = subscriber.subscribe(channel)
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return
    const change = parseSearchChange(payload)
    if (change === undefined) options.onError(new Error(`Not a search change: ${payload}`))
    else listeners.deliver(change)
  })
  return {
    async publish(change) {
      await subscribed
      await publisher.publish(channel, JSON.stringify(change))
    },
    subscribe: listeners.subscribe,
    async close() {
      listeners.clear()
      await Promise.all([closeRedisConnection(subscriber), closeRedisConnection(publisher)])
    },
  }
}

/** How long a broken LISTEN connection waits before trying again. */
const RELISTEN_DELAY_MS = 1_000

/**
 * Across instances through PostgreSQL LISTEN/NOTIFY, for a deployment on PostgreSQL without
 * Redis. NOTIFY goes through the pool (`notify`); LISTEN needs a connection of its own, which is
 * reopened when it breaks, and every reopening is delivered as `{ all: true }` (NOTIFYs sent
 * while it was down are gone). Search changes follow catalogue and booking writes, far rarer than
 * chat messages, so the commit-time lock NOTIFY takes (why the chat avoids it) does not matter here.
 */
export function createPostgresSearchChangeFeed(options: {
  connectionString: string
  notify: (channel: string, payload: string) => Promise<void>
  onError: (error: unknown) => void
}): SearchChangeFeed {
  const listeners = createListeners()
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  let closed = false
  let listenedBefore = false

  async function listen(): Promise<void> {
    const connection = new pg.Client({ connectionString: options.connectionString })
    client = connection
    connection.on('notification', (message) => {
      if (message.channel !== NOTIFY_CHANNEL || message.payload === undefined) return
      const change = parseSearchChange(message.payload)
      if (change === undefined)
        options.onError(new Error(`Not a search change: ${message.payload}`))
      else listeners.deliver(change)
    })
    const reopen = (error: unknown) => {
      if (client !== connection) return
      client = undefined
      if (error !== undefined) options.onError(error)
      connection.end().catch(() => undefined)
      if (closed) return
      retry = setTimeout(() => {
        retry = undefined
        listen().catch(reopenLater)
      }, RELISTEN_DELAY_MS)
    }
    connection.on('error', reopen)
    connection.on('end', () => reopen(undefined))
    try {
      await connection.connect()
      await connection.query(`LISTEN ${NOTIFY_CHANNEL}`)
    } catch (error) {
      reopen(error)
      return
    }
    if (listenedBefore) listeners.deliver({ all: true })
    listenedBefore = true
  }
  const reopenLater = (error: unknown) => options.onError(error)
  const listening = listen()

  return {
    async publish(change) {
      await listening
      if ('all' in change) {
        await options.notify(NOTIFY_CHANNEL, JSON.stringify(change))
        return
      }
      for (let start = 0; start < change.tourIds.length; start += NOTIFY_IDS_PER_MESSAGE) {
        const slice = change.tourIds.slice(start, start + NOTIFY_IDS_PER_MESSAGE)
        await options.notify(NOTIFY_CHANNEL, JSON.stringify({ tourIds: slice }))
      }
    },
    subscribe: listeners.subscribe,
    async close() {
      closed = true
      listeners.clear()
      if (retry !== undefined) clearTimeout(retry)
      await listening
      const connection = client
      client = undefined
      await connection?.end().catch(() => undefined)
    },
  }
}

/**
 * The feed a deployment's settings call for: Redis when REDIS_URL is set; else, on a PostgreSQL
 * server, LISTEN/NOTIFY (instances share nothing else); else (PGlite, one process) in-process.
 */
export function createConfiguredSearchChangeFeed(options: {
  config: Pick<Config, 'redisUrl' | 'database'>
  database: Database
  onError: (error: unknown) => void
}): SearchChangeFeed {
  const { config, database, onError } = options
  if (config.redisUrl !== undefined) {
    return createRedisSearchChangeFeed({ url: config.redisUrl, onError })
  }
  if (database.kind === 'postgres' && config.database.kind === 'postgres') {
    return createPostgresSearchChangeFeed({
      connectionString: config.database.url,
      notify: async (channel, payload) => {
        await database.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`)
      },
      onError,
    })
  }
  return createInProcessSearchChangeFeed()
}
