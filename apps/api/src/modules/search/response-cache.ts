import type { CacheObserver } from '../../platform/cache/cache-observer.ts'

/**
 * A small per-process cache of computed responses: not data of record.
 *
 * - An answer is fresh for `ttlMs`. After that, until `staleMs`, it is still served while one
 *   recomputation runs in the background (stale-while-revalidate), so a popular search never
 *   makes its callers wait for the database once it has been computed.
 * - Identical requests arriving while an answer is computed share that computation.
 * - A failed computation is not kept (a failed background one leaves the stale answer).
 * - Beyond `maxEntries` the oldest entries go first.
 */
export type ResponseCache = {
  getOrCompute<Value>(key: string, compute: () => Promise<Value>): Promise<Value>
  readonly size: number
}

type Entry = {
  value: Promise<unknown>
  /** Set once `value` has resolved: before that, there is nothing stale to serve. */
  computedAt?: number
  refreshing: boolean
}

export function createResponseCache(options: {
  ttlMs: number
  staleMs: number
  maxEntries: number
  now?: () => number
  /** Told of every lookup: a kept answer, fresh or stale (hit), a computation under way (joined), or a new one (miss). */
  observe?: CacheObserver
}): ResponseCache {
  const { ttlMs, staleMs, maxEntries, now = Date.now, observe = () => undefined } = options
  const entries = new Map<string, Entry>()

  function start(key: string, compute: () => Promise<unknown>): Entry {
    const value = compute()
    const entry: Entry = { value, refreshing: false }
    value.then(
      () => {
        entry.computedAt = now()
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key)
      },
    )
    entries.delete(key)
    entries.set(key, entry)
    // Map keeps insertion order: the first key is the oldest entry.
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      entries.delete(oldest)
    }
    return entry
  }

  function refreshInBackground(key: string, entry: Entry, compute: () => Promise<unknown>) {
    entry.refreshing = true
    compute().then(
      (fresh) => {
        if (entries.get(key) !== entry) return
        const replacement = start(key, () => Promise.resolve(fresh))
        replacement.computedAt = now()
      },
      () => {
        entry.refreshing = false
      },
    )
  }

  return {
    getOrCompute<Value>(key: string, compute: () => Promise<Value>): Promise<Value> {
      const entry = entries.get(key)
      if (entry !== undefined) {
        if (entry.computedAt === undefined) {
          observe('joined')
          return entry.value as Promise<Value>
        }
        const age = now() - entry.computedAt
        if (age < ttlMs) {
          observe('hit')
          return entry.value as Promise<Value>
        }
        if (age < staleMs) {
          if (!entry.refreshing) refreshInBackground(key, entry, compute)
          observe('hit')
          return entry.value as Promise<Value>
        }
      }
      observe('miss')
      return start(key, compute).value as Promise<Value>
    },
    get size() {
      return entries.size
    },
  }
}
