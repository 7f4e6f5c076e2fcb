import type { CurrencyService } from '../../platform/currency/service.ts'
import type { OrganizerService } from '../organizers/service.ts'
import { createAccommodationService } from './accommodation-service.ts'
import { createComplaintService } from './complaint-service.ts'
import type { TourRepository } from './repository.ts'
import { createReviewService } from './review-service.ts'
import { createTourItineraryService } from './tour-itinerary-service.ts'
import { createTourLookups } from './tour-lookups.ts'
import { createTourPageLoader } from './tour-page.ts'
import { createTourPageService } from './tour-page-service.ts'
import {
  createTourPageCache,
  TOUR_PAGE_CACHE_MAX_ENTRIES,
  TOUR_PAGE_CACHE_TTL_MS,
  type TourPageCache,
} from './tour-page-cache.ts'
import type { CacheObserver } from '../../platform/cache/cache-observer.ts'

export type TourServiceDependencies = {
  repository: TourRepository
  organizers: OrganizerService
  currency: CurrencyService
  /** The clock that decides which dates have started. */
  now: () => Date
  /** §1 the brand's excursionsEnabled (decision 0032); true when not given. */
  excursionsEnabled?: boolean
  /** Told of every lookup in the default page cache (the app's /metrics). */
  observePages?: CacheObserver
  /** Where /spa/tour pages are kept; by default TOUR_PAGE_CACHE_TTL_MS on this process's clock. */
  pageCache?: TourPageCache
}

/** The tour page and what hangs off it (§7), one use case per file. */
export function createTourService({
  repository,
  organizers,
  currency,
  now,
  excursionsEnabled = true,
  observePages,
  pageCache = createTourPageCache({
    ttlMs: TOUR_PAGE_CACHE_TTL_MS,
    maxEntries: TOUR_PAGE_CACHE_MAX_ENTRIES,
    ...(observePages === undefined ? {} : { observe: observePages }),
  }),
}: TourServiceDependencies) {
  const lookups = createTourLookups({ repository, currency, now, excursionsEnabled })
  const loadTourPage = createTourPageLoader({ repository, organizers, lookups })
  return {
    ...createTourPageService({ repository, currency, lookups, loadTourPage, pageCache }),
    ...createTourItineraryService({ repository, organizers, lookups }),
    ...createReviewService({ repository, organizers, lookups }),
    ...createAccommodationService({ repository, now }),
    ...createComplaintService({ repository, lookups }),
  }
}

export type TourService = ReturnType<typeof createTourService>
