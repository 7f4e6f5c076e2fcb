import type { TourPage, TourPageResponse } from '@tourmarket/contracts'
import type { TourPageOptions } from './tour-page.ts'
import type { RequestContext } from './tour-lookups.ts'
import type { CacheObserver } from '../../platform/cache/cache-observer.ts'

/**
 * What changed in the catalogue: some tours, or anything (a currency rate, an organizer, a bulk
 * load). The shape of the search change feed's events, so the feed can be connected as it is.
 */
export type TourChange = { readonly tourIds: readonly number[] } | { readonly all: true }

export type TourPageCacheOptions = {
  /**
   * How long a page is served without asking the database again. The safety net for the changes
   * nobody announces (a date starting at midnight, a new review, an organizer's new name); the
   * ones announced through invalidate() take effect at once.
   */
  ttlMs: number
  /** Pages kept at most (each is one tour in one language, currency and format); oldest go first. */
  maxEntries: number
  now?: () => number
  /** Told of every lookup: a kept page (hit), a load under way (joined) or a new load (miss). */
  observe?: CacheObserver
}

/** 30 s: a tour page is what the catalogue said at most this long ago. */
export const TOUR_PAGE_CACHE_TTL_MS = 30_000
/** A tour page is ~10–60 KB in memory; this bounds the cache to some tens of MB. */
export const TOUR_PAGE_CACHE_MAX_ENTRIES = 1_000

type Entry = { readonly page: TourPage; readonly expiresAt: number }

/**
 * §7 /spa/tour pages kept in the API process, per slug, format, language and currency: the same
 * for every visitor, since the page carries nothing of the person asking (the storefront loads the
 * signed-in user separately). Requests for a page being loaded wait for that load instead of
 * starting their own. Only pages are kept: a redirect, a 404 or a 410 is asked again every time.
 */
export function createTourPageCache({
  ttlMs,
  maxEntries,
  now = Date.now,
  observe = () => undefined,
}: TourPageCacheOptions) {
  const entries = new Map<string, Entry>()
  const loading = new Map<string, Promise<TourPageResponse>>()
  /** Bumped by every invalidation, so a load that began before one does not store stale data. */
  let generation = 0

  function keyOf(slug: string, options: TourPageOptions, context: RequestContext): string {
    const flags = [options.expandProgram, options.expandReviews, options.withAlt]
      .map((flag) => (flag ? '1' : '0'))
      .join('')
    return `${context.language}|${context.currency}|${options.format}|${flags}|${slug}`
  }

  function store(key: string, page: TourPage): void {
    entries.delete(key)
    entries.set(key, { page, expiresAt: now() + ttlMs })
    // A Map iterates in insertion order: the first keys are the oldest.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break
      entries.delete(oldest)
    }
  }

  return {
    /**
     * The answer for this slug, options and context: a kept page, the load already under way, or
     * `load` now (a redirect or an error it gives is passed on and not kept).
     */
    async page(
      slug: string,
      options: TourPageOptions,
      context: RequestContext,
      load: () => Promise<TourPageResponse>,
    ): Promise<TourPageResponse> {
      const key = keyOf(slug, options, context)
      const kept = entries.get(key)
      if (kept !== undefined && kept.expiresAt > now()) {
        observe('hit')
        return kept.page
      }
      const pending = loading.get(key)
      if (pending !== undefined) {
        observe('joined')
        return pending
      }
      observe('miss')
      const startedIn = generation
      const answer = load().then((loaded) => {
        if (!('redirect' in loaded) && generation === startedIn) store(key, loaded)
        return loaded
      })
      loading.set(key, answer)
      try {
        return await answer
      } finally {
        if (loading.get(key) === answer) loading.delete(key)
      }
    },

    /** Forgets the pages of these tours (every language, currency and slug), or every page. */
    invalidate(change: TourChange): void {
      generation++
      loading.clear()
      if ('all' in change) {
        entries.clear()
        return
      }
      const ids = new Set(change.tourIds)
      for (const [key, entry] of entries) if (ids.has(entry.page.id)) entries.delete(key)
    },

    /** How many pages are kept (for tests and diagnostics). */
    get size(): number {
      return entries.size
    },
  }
}

export type TourPageCache = ReturnType<typeof createTourPageCache>
