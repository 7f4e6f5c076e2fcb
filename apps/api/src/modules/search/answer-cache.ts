import type { BrandCurrency } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import type { AppDatabase } from '../../db/database.ts'
import { createResponseCache } from './response-cache.ts'
import {
  isSearchIndexMissingTours,
  refreshSearchIndexes,
  searchIndexGeneration,
} from './search-indexes.ts'
import type { CacheObserver } from '../../platform/cache/cache-observer.ts'

/**
 * How long a computed answer is reused: not at all (issue 21). Searches answer from the
 * in-memory engine in milliseconds and must show a write within seconds, so the cache only lets
 * identical requests that arrive while one is computed share that computation.
 */
export const SEARCH_CACHE_TTL_MS = 0
export const SEARCH_CACHE_STALE_MS = 0
export const SEARCH_CACHE_MAX_ENTRIES = 5_000

export type SearchRequestContext = {
  readonly language: Locale
  readonly currency: BrandCurrency
}

/** The part of the request context an answer depends on (the caller may pass a whole request). */
export function keyOf(context: SearchRequestContext): [Locale, BrandCurrency] {
  return [context.language, context.currency]
}

const QUARTER_HOUR_MS = 15 * 60_000

/**
 * The instant a search judges "upcoming" at (ISO 8601): `instant` down to its quarter hour. A
 * tour date is upcoming when it starts after today in the tour's start-city zone
 * (isUpcomingTourDate); every zone's UTC offset is a whole number of quarter hours, so every
 * zone's date stays the same through a quarter hour, and answers keyed by it stay right.
 */
export function searchInstant(instant: Date): string {
  return new Date(Math.floor(instant.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS).toISOString()
}

export type AnswerCacheOptions = {
  readonly db: AppDatabase
  readonly now: () => Date
  /** Told of every lookup (the app's /metrics). */
  readonly observe?: CacheObserver
}

/**
 * The search service's answers, shared by identical concurrent requests (the TTLs above are 0),
 * keyed by the normalised request, language, currency, the quarter hour (searchInstant) and the read model's
 * generation (every change of search rows, from any instance, starts a new one).
 */
export function createAnswerCache({ db, now, observe }: AnswerCacheOptions) {
  const cache = createResponseCache({
    ttlMs: SEARCH_CACHE_TTL_MS,
    staleMs: SEARCH_CACHE_STALE_MS,
    maxEntries: SEARCH_CACHE_MAX_ENTRIES,
    ...(observe === undefined ? {} : { observe }),
  })
  let readiness: Promise<void> | undefined

  /** A catalogue seeded without a refresh is indexed on first use, once per process. */
  function ensureIndexed(): Promise<void> {
    readiness ??= (async () => {
      if (await isSearchIndexMissingTours(db)) await refreshSearchIndexes(db)
    })().catch((error: unknown) => {
      readiness = undefined
      throw error
    })
    return readiness
  }

  function cached<Value>(parts: readonly unknown[], compute: () => Promise<Value>) {
    return ensureIndexed().then(() => {
      const key = JSON.stringify([searchIndexGeneration(db), searchInstant(now()), ...parts])
      return cache.getOrCompute(key, compute)
    })
  }

  return { cache, cached }
}

export type AnswerCache = ReturnType<typeof createAnswerCache>
