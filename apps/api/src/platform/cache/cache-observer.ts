/** Where a cached answer came from: kept (hit), joined to a computation under way, or computed now (miss). */
export type CacheOutcome = 'hit' | 'joined' | 'miss'

/** What a cache tells about each lookup (the app's /metrics counts them). */
export type CacheObserver = (outcome: CacheOutcome) => void
