import {
  parseApiParams,
  type BrandCurrency,
  type Locale,
  type SearchFilter,
  type SearchQuery,
} from '@tourmarket/domain'
import {
  COMPLETION_LIMIT_DEFAULT,
  MAX_RECORD_ID,
  SEARCH_PER_PAGE_DEFAULT,
  TOUR_IDS_MAX,
  completionKinds,
  type Breadcrumb,
  type CalendarPeriodsResponse,
  type CompletionKind,
  type CompletionResponse,
  type Landing,
  type TourCard,
  type TourCardsResponse,
  type ToursByRequestResponse,
  type ToursPageResponse,
  type ToursResponse,
  type ValidateSlugResponse,
} from '@tourmarket/api-client'
import type { AppDatabase } from '../../db/database.ts'
import { AppError } from '../../errors.ts'
import { localize } from '../../lib/localize.ts'
import type { CurrencyService } from '../currency/service.ts'
import { findCompletions } from './completion-repository.ts'
import {
  buildSearchCriteria,
  withoutNul,
  type DateCriteria,
  type LandingTarget,
  type SearchSort,
  type TourSearchCriteria,
} from './criteria.ts'
import { cruiseFacetKeys, tourFacetKeys } from './facets.ts'
import { facetIdsToName, presentFacets } from './facets-presenter.ts'
import { findLandingBySlug, findTourIdBySlug, loadLanding } from './landing-repository.ts'
import { presentTourCard } from './presenter.ts'
import {
  findOnRequestTours,
  loadCalendarPeriods,
  loadFacetNames,
  loadTourCards,
  searchTours,
  type TourSearchOptions,
  type TourSearchResult,
} from './repository.ts'
import { createResponseCache } from './response-cache.ts'
import {
  isSearchIndexMissingTours,
  refreshSearchIndexes,
  searchIndexGeneration,
} from './search-indexes.ts'

/** How long a computed search or completion answer is reused (per process; see 0008-search). */
export const SEARCH_CACHE_TTL_MS = 30_000
/** Until this age an expired answer is still served while it is recomputed in the background. */
export const SEARCH_CACHE_STALE_MS = 300_000
export const SEARCH_CACHE_MAX_ENTRIES = 5_000

/** Pages past this one are empty on any real catalogue; capping keeps the SQL offset in range. */
const PAGE_MAX = 1_000_000

/** The first crumb of every landing (§3 breadcrumb item). */
const homeCrumbText: Readonly<Record<Locale, string>> = { 'en-US': 'Home', ru: 'Главная' }

export type SearchRequestContext = {
  readonly language: Locale
  readonly currency: BrandCurrency
}

export type ToursPageOptions = {
  readonly perPage?: number | undefined
  readonly expandFilters: boolean
}

export type CompletionInput = {
  readonly phrase?: unknown
  readonly limit?: number | undefined
  readonly only?: unknown
  readonly exclude?: unknown
  readonly isCruisesSearch?: unknown
}

export type SearchService = ReturnType<typeof createSearchService>

export type SearchServiceOptions = {
  readonly db: AppDatabase
  readonly currency: CurrencyService
  readonly now?: () => Date
  readonly cache?: { readonly ttlMs: number; readonly staleMs: number }
}

/** The part of the request context an answer depends on (the caller may pass a whole request). */
function keyOf(context: SearchRequestContext): [Locale, BrandCurrency] {
  return [context.language, context.currency]
}

/** The calendar date (UTC) of an instant: tour dates starting before it are past. */
function calendarDate(instant: Date): string {
  return instant.toISOString().slice(0, 10)
}

/** Items of a comma-separated and/or repeated query value; anything but strings is ignored. */
function listItems(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value]
  return values
    .filter((item): item is string => typeof item === 'string')
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

/** §7 get-by-ids: ids as given, first occurrence kept; a non-id or more than 100 is a 400. */
export function parseTourIds(value: unknown): number[] {
  const items = listItems(value)
  const invalid = items.filter(
    (item) => !/^\d{1,10}$/.test(item) || Number(item) < 1 || Number(item) > MAX_RECORD_ID,
  )
  if (invalid.length > 0) {
    throw new AppError({
      status: 400,
      code: 'validation_failed',
      message: 'Validation failed.',
      errors: { ids: [`Not a tour id: ${invalid.slice(0, 3).join(', ')}.`] },
    })
  }
  const ids = [...new Set(items.map(Number))]
  if (ids.length > TOUR_IDS_MAX) {
    throw new AppError({
      status: 400,
      code: 'validation_failed',
      message: 'Validation failed.',
      errors: { ids: [`Maximum ${TOUR_IDS_MAX}.`] },
    })
  }
  return ids
}

/** §5 booleans are sent as 1 ('true' from forms is read the same way). */
export function isQueryFlagSet(value: unknown): boolean {
  const first: unknown = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' && ['1', 'true'].includes(first.trim())
}

/** §9 completion kinds after `only` and `exclude`; unknown kind names are ignored. */
export function completionKindsFor(only: unknown, exclude: unknown): CompletionKind[] {
  const isKind = (item: string): item is CompletionKind =>
    (completionKinds as readonly string[]).includes(item)
  const onlyKinds = listItems(only).filter(isKind)
  const excluded = new Set(listItems(exclude).filter(isKind))
  const base = onlyKinds.length > 0 ? onlyKinds : completionKinds
  return completionKinds.filter((kind) => base.includes(kind) && !excluded.has(kind))
}

/** The longest phrase completion looks at; longer input is cut, since no name is that long. */
const COMPLETION_PHRASE_MAX = 100

/**
 * Tour search, facets, completion and landing pages (§7), read from the search read model.
 * Answers are cached per process (fresh for SEARCH_CACHE_TTL_MS, then served stale while
 * recomputed, up to SEARCH_CACHE_STALE_MS), keyed by the normalised request, language, currency,
 * today's date and the read model's generation (a refresh starts a new one).
 */
export function createSearchService(options: SearchServiceOptions) {
  const { db, currency, now = () => new Date() } = options
  const cache = createResponseCache({
    ttlMs: options.cache?.ttlMs ?? SEARCH_CACHE_TTL_MS,
    staleMs: options.cache?.staleMs ?? SEARCH_CACHE_STALE_MS,
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

  async function landingFor(slug: string | undefined): Promise<LandingTarget | undefined> {
    if (slug === undefined) return undefined
    const target = await findLandingBySlug(db, withoutNul(slug))
    if (target === undefined) {
      throw new AppError({
        status: 404,
        code: 'landing_not_found',
        message: 'Page not found.',
      })
    }
    return target
  }

  async function presentLanding(
    target: LandingTarget,
    language: Locale,
  ): Promise<Landing | undefined> {
    const row = await loadLanding(db, target)
    if (row === undefined) return undefined
    const title = localize(language, row.name, row.name_ru)
    const breadcrumbs: Breadcrumb[] = [
      { url: '/', text: homeCrumbText[language] },
      ...row.ancestors.map((place) => ({
        url: `/${place.slug}`,
        text: localize(language, place.name, place.name_ru),
      })),
      { url: `/${row.slug}`, text: title },
    ]
    return {
      kind: target.kind,
      id: target.id,
      slug: row.slug,
      title,
      description: localize(language, row.description, row.description_ru),
      breadcrumbs,
    }
  }

  async function cardsFor(
    tourIds: readonly number[],
    context: SearchRequestContext & { withAlt: boolean },
    dates: DateCriteria = {},
  ): Promise<TourCard[]> {
    const [rows, rates] = await Promise.all([
      loadTourCards(db, tourIds, { today: calendarDate(now()), criteria: dates }),
      currency.rates(),
    ])
    const byId = new Map(rows.map((row) => [row.id, row]))
    return tourIds.flatMap((id) => {
      const row = byId.get(id)
      return row === undefined
        ? []
        : [presentTourCard(row, { ...context, rates, withAlt: context.withAlt })]
    })
  }

  /**
   * Facet counts and the total do not depend on the page or the sort, and cost far more than a
   * page: they are cached by the search criteria alone (currency-free: prices are in USD), so
   * paging through a search, or re-sorting it, only reads the page.
   */
  async function searchWithFacets(
    criteria: TourSearchCriteria,
    options: TourSearchOptions,
  ): Promise<TourSearchResult> {
    if (options.facetKeys.length === 0 && !options.withDateFacets) {
      return searchTours(db, criteria, options)
    }
    const key = JSON.stringify(['facets', searchIndexGeneration(db), criteria, options.facetKeys])
    let pageComputedHere: readonly number[] | undefined
    const counted = await cache.getOrCompute(key, async () => {
      const result = await searchTours(db, criteria, options)
      pageComputedHere = result.tourIds
      return { total: result.total, facets: result.facets }
    })
    const tourIds =
      pageComputedHere ??
      (
        await searchTours(db, criteria, {
          ...options,
          facetKeys: [],
          withDateFacets: false,
          withTotal: false,
        })
      ).tourIds
    return { total: counted.total, tourIds, facets: counted.facets }
  }

  async function search(
    filter: SearchFilter,
    page: { perPage: number; withFacets: boolean; withLanding: boolean },
    context: SearchRequestContext,
  ) {
    const landingTarget = await landingFor(filter.slug)
    const rates = await currency.rates()
    const criteria: TourSearchCriteria = buildSearchCriteria({
      filter,
      landing: landingTarget,
      currency: context.currency,
      rates,
      today: calendarDate(now()),
    })
    const pageNumber = filter.page ?? 1
    const sort: SearchSort = filter.sort ?? 'default'
    const facetKeys = page.withFacets
      ? tourFacetKeys.filter((key) => criteria.cruiseMode || !cruiseFacetKeys.includes(key))
      : []
    const [result, landing] = await Promise.all([
      searchWithFacets(criteria, {
        sort,
        limit: page.perPage,
        offset: (Math.min(pageNumber, PAGE_MAX) - 1) * page.perPage,
        facetKeys,
        withDateFacets: page.withFacets,
      }),
      page.withLanding && landingTarget !== undefined
        ? presentLanding(landingTarget, context.language)
        : undefined,
    ])
    const facets = result.facets
    const [cards, names] = await Promise.all([
      cardsFor(result.tourIds, { ...context, withAlt: true }, criteria.dates),
      facets === undefined ? [] : loadFacetNames(db, facetIdsToName(facets, criteria.facets)),
    ])
    const filters =
      facets === undefined
        ? null
        : presentFacets({
            raw: facets,
            names,
            selections: criteria.facets,
            filter,
            cruiseMode: criteria.cruiseMode,
            language: context.language,
            currency: context.currency,
            rates,
          })
    return { pageNumber, total: result.total, cards, landing: landing ?? null, filters }
  }

  return {
    /** §7 /spa/tours: the cards of one page and the total; no facets, no landing (widgets). */
    tours(query: SearchQuery, perPage: number | undefined, context: SearchRequestContext) {
      const filter = parseApiParams(query)
      const size = perPage ?? SEARCH_PER_PAGE_DEFAULT
      return cached(['tours', filter, size, keyOf(context)], async (): Promise<ToursResponse> => {
        const found = await search(
          filter,
          { perPage: size, withFacets: false, withLanding: false },
          context,
        )
        return { data: found.cards, total: found.total }
      })
    },

    /** §7 /spa/tours-page: cards, page meta, the slug's landing and, with expand=filters, facets. */
    toursPage(query: SearchQuery, options: ToursPageOptions, context: SearchRequestContext) {
      const filter = parseApiParams(query)
      const size = options.perPage ?? SEARCH_PER_PAGE_DEFAULT
      const key = ['tours-page', filter, size, options.expandFilters, keyOf(context)]
      return cached(key, async (): Promise<ToursPageResponse> => {
        const found = await search(
          filter,
          { perPage: size, withFacets: options.expandFilters, withLanding: true },
          context,
        )
        return {
          data: found.cards,
          meta: {
            page: found.pageNumber,
            per_page: size,
            total: found.total,
            total_pages: Math.ceil(found.total / size),
          },
          landing: found.landing,
          filters: found.filters,
        }
      })
    },

    /** §7 tour/get-by-ids: cards in the order asked; unknown or unpublished ids are skipped. */
    async toursByIds(
      ids: readonly number[],
      withAlt: boolean,
      context: SearchRequestContext,
    ): Promise<TourCardsResponse> {
      return { data: await cardsFor(ids, { ...context, withAlt }) }
    },

    /** §7 tours-by-request: on-request tours, most popular first. */
    toursByRequest(page: unknown, perPage: number | undefined, context: SearchRequestContext) {
      const pageNumber = parseApiParams({ page: page as SearchQuery[string] }).page ?? 1
      const size = perPage ?? SEARCH_PER_PAGE_DEFAULT
      return cached(['by-request', pageNumber, size, keyOf(context)], async () => {
        const found = await findOnRequestTours(db, {
          limit: size,
          offset: (Math.min(pageNumber, PAGE_MAX) - 1) * size,
        })
        const response: ToursByRequestResponse = {
          data: await cardsFor(found.tourIds, { ...context, withAlt: true }),
          meta: {
            page: pageNumber,
            per_page: size,
            total: found.total,
            total_pages: Math.ceil(found.total / size),
          },
        }
        return response
      })
    },

    /** §7 tours-filter-completion; §5: an empty or non-string phrase completes to nothing. */
    complete(input: CompletionInput, context: SearchRequestContext): Promise<CompletionResponse> {
      const phrase =
        typeof input.phrase === 'string'
          ? withoutNul(input.phrase).trim().toLowerCase().slice(0, COMPLETION_PHRASE_MAX)
          : ''
      const kinds = completionKindsFor(input.only, input.exclude)
      if (phrase === '' || kinds.length === 0) return Promise.resolve({ data: [] })
      const lookup = {
        phrase,
        kinds,
        limit: input.limit ?? COMPLETION_LIMIT_DEFAULT,
        cruiseMode: isQueryFlagSet(input.isCruisesSearch),
      }
      return cached(['completion', lookup, context.language], async () => {
        const rows = await findCompletions(db, lookup)
        return {
          data: rows.map((row) => ({
            kind: row.kind,
            id: row.id,
            name: localize(context.language, row.name, row.name_ru),
            slug: row.slug,
            url: row.url,
            subtitle:
              row.subtitle === null
                ? null
                : localize(context.language, row.subtitle, row.subtitle_ru),
          })),
        }
      })
    },

    /**
     * §7 validate-slug (§2: a route may carry a validity check): whether a slug names a landing
     * page or a tour. An unknown slug is a valid question with the answer "no", so it is a 200.
     */
    async validateSlug(slug: string): Promise<ValidateSlugResponse> {
      const text = withoutNul(slug).trim()
      if (text === '') return { valid: false, kind: null, id: null }
      const landing = await findLandingBySlug(db, text)
      if (landing !== undefined) return { valid: true, kind: landing.kind, id: landing.id }
      const tourId = await findTourIdBySlug(db, text)
      return tourId === undefined
        ? { valid: false, kind: null, id: null }
        : { valid: true, kind: 'tours', id: tourId }
    },

    /** §7 calendar-periods: months (and seasons) with future dates of listed tours, with counts. */
    calendarPeriods(context: SearchRequestContext): Promise<CalendarPeriodsResponse> {
      return cached(['calendar', context.language], async () => {
        const row = await loadCalendarPeriods(db, calendarDate(now()))
        return {
          months: row.months.map(([month, toursCount, datesCount]) => ({
            month: `${Math.floor(month / 100)}-${String(month % 100).padStart(2, '0')}`,
            tours_count: toursCount,
            dates_count: datesCount,
          })),
          seasons: row.seasons.map(([id, slug, name, nameRu, months, toursCount]) => ({
            id,
            slug,
            name: localize(context.language, name, nameRu),
            months,
            tours_count: toursCount,
          })),
        }
      })
    },
  }
}
