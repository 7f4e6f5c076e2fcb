import type { BrandCurrency } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import type { AppDatabase } from '../../db/database.ts'
import { createResponseCache } from './response-cache.ts'
import {
  isSearchIndexMissingTours,
  refreshSearchIndexes,
  searchIndexGeneration,
} from './search-indexes.ts'

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

/** The calendar date (UTC) of an instant: tour dates starting before it are past. */
export function calendarDate(instant: Date): string {
  return instant.toISOString().slice(0, 10)
}

export type AnswerCacheOptions = {
  readonly db: AppDatabase
  readonly now: () => Date
  readonly timing?: { readonly ttlMs: number; readonly staleMs: number } | undefined
}

/**
 * The search service's answers, shared by identical concurrent requests (and, with a `timing`,
 * cached: fresh for ttlMs, then served stale while recomputed, up to staleMs), keyed by the
 * normalised request, language, currency, today's date and the read model's generation.
 */
export function createAnswerCache({ db, now, timing }: AnswerCacheOptions) {
  const cache = createResponseCache({
    ttlMs: timing?.ttlMs ?? SEARCH_CACHE_TTL_MS,
    staleMs: timing?.staleMs ?? SEARCH_CACHE_STALE_MS,
    maxEntries: SEARCH_CACHE_MAX_ENTRIES,
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
      const key = JSON.stringify([searchIndexGeneration(db), calendarDate(now()), ...parts])
      return cache.getOrCompute(key, compute)
    })
  }

  return { cache, cached }
}

export type AnswerCache = ReturnType<typeof createAnswerCache>
