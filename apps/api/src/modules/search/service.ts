import type { AppDatabase } from '../../db/database.ts'
import type { CurrencyService } from '../currency/service.ts'
import { createAnswerCache } from './answer-cache.ts'
import { createCalendarService } from './calendar-service.ts'
import { createCompletionService } from './completion-service.ts'
import { createLandingService } from './landing-service.ts'
import { createTourSearchService } from './tour-search-service.ts'

export { completionKindsFor, isQueryFlagSet, parseTourIds } from './query-values.ts'

export type SearchService = ReturnType<typeof createSearchService>

export type SearchServiceOptions = {
  readonly db: AppDatabase
  readonly currency: CurrencyService
  readonly now?: () => Date
  readonly cache?: { readonly ttlMs: number; readonly staleMs: number }
  /** §1 excursionsEnabled of the brand; true when not given. */
  readonly excursionsEnabled?: boolean
}

/**
 * Tour search, facets, completion and landing pages (§7), read from the search read model;
 * answers are cached per process (answer-cache.ts). Each use case has a file of its own.
 */
export function createSearchService(options: SearchServiceOptions) {
  const { db, currency, now = () => new Date(), excursionsEnabled = true } = options
  const answers = createAnswerCache({ db, now, timing: options.cache })
  const landings = createLandingService(db)
  return {
    ...createTourSearchService({ db, currency, now, answers, landings, excursionsEnabled }),
    ...createCompletionService({ db, answers, excursionsEnabled }),
    validateSlug: landings.validateSlug,
    ...createCalendarService({ db, now, answers }),
  }
}
