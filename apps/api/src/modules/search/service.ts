import type { AppDatabase } from '../../db/database.ts'
import type { CurrencyService } from '../../platform/currency/service.ts'
import { createAnswerCache } from './answer-cache.ts'
import type { SearchChangeFeed } from './change-feed.ts'
import { createCalendarService } from './calendar-service.ts'
import { createCompletionService } from './completion-service.ts'
import { createSearchEngine } from './engine/engine.ts'
import { createFacetNameStore } from './facet-name-store.ts'
import { createLandingService } from './landing-service.ts'
import { searchIndexGeneration } from './search-indexes.ts'
import { createTourCardStore } from './tour-card-store.ts'
import { createTourSearchService } from './tour-search-service.ts'
import type { CacheObserver } from '../../platform/cache/cache-observer.ts'

export { completionKindsFor, isQueryFlagSet, parseTourIds } from './query-values.ts'

export type SearchService = ReturnType<typeof createSearchService>

export type SearchServiceOptions = {
  readonly db: AppDatabase
  readonly currency: CurrencyService
  readonly now?: () => Date
  /** §1 excursionsEnabled of the brand; true when not given. */
  readonly excursionsEnabled?: boolean
  /** Where changes of the read model arrive: the engine re-reads those tours. */
  readonly changes: Pick<SearchChangeFeed, 'subscribe'>
  /** Told of every answer-cache lookup (the app's /metrics). */
  readonly observeAnswers?: CacheObserver
  /** Told of every lookup of the cards and facet names kept in memory (the app's /metrics). */
  readonly observeCards?: CacheObserver
  readonly observeFacetNames?: CacheObserver
}

/**
 * Tour search, facets, completion and landing pages (§7), read from the search read model (tours
 * and tours-page from the in-memory engine, kept current by the change feed); identical
 * concurrent requests share one answer (answer-cache.ts). Each use case has a file of its own.
 */
export function createSearchService(options: SearchServiceOptions) {
  const { db, currency, now = () => new Date(), excursionsEnabled = true } = options
  const answers = createAnswerCache({
    db,
    now,
    ...(options.observeAnswers === undefined ? {} : { observe: options.observeAnswers }),
  })
  const landings = createLandingService(db)
  const generation = () => searchIndexGeneration(db)
  const engine = createSearchEngine({ db, generation })
  const cards = createTourCardStore({ db, generation, observe: options.observeCards })
  const facetNames = createFacetNameStore({ db, generation, observe: options.observeFacetNames })
  options.changes.subscribe((change) => {
    cards.apply(change)
    facetNames.apply()
    // A failed re-read leaves the engine behind; it then answers nothing until rebuilt.
    engine.apply(change).catch(() => engine.invalidate())
  })
  return {
    ...createTourSearchService({
      db,
      currency,
      now,
      answers,
      landings,
      excursionsEnabled,
      engine,
      cards,
      facetNames,
    }),
    /** Builds the in-memory engine now rather than on the first search (server start). */
    warmUp: () => engine.start(),
    ...createCompletionService({ db, answers, excursionsEnabled }),
    validateSlug: landings.validateSlug,
    ...createCalendarService({ db, now, answers }),
  }
}
