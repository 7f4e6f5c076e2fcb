import { tourType } from '@tourmarket/domain/enums'
import { parseApiParams, type SearchFilter, type SearchQuery } from '@tourmarket/domain/search'
import {
  SEARCH_PER_PAGE_DEFAULT,
  type TourCard,
  type TourCardsResponse,
  type ToursByRequestResponse,
  type ToursPageResponse,
  type ToursResponse,
} from '@tourmarket/contracts'
import type { AppDatabase } from '../../db/database.ts'
import type { CurrencyService } from '../../platform/currency/service.ts'
import { localize } from '../../platform/i18n/localize.ts'
import {
  keyOf,
  searchInstant,
  type AnswerCache,
  type SearchRequestContext,
} from './answer-cache.ts'
import {
  buildSearchCriteria,
  type DateCriteria,
  type SearchSort,
  type TourSearchCriteria,
} from './criteria.ts'
import type { FacetNameStore } from './facet-name-store.ts'
import { cruiseFacetKeys, tourFacetKeys } from './facets.ts'
import { facetIdsToName, presentFacets } from './facets-presenter.ts'
import type { LandingService } from './landing-service.ts'
import { presentTourCard } from './presenter.ts'
import {
  findOnRequestCountries,
  findOnRequestTours,
  searchTours,
  type TourSearchOptions,
  type TourSearchResult,
} from './repository.ts'
import type { SearchEngine } from './engine/engine.ts'
import { searchIndexGeneration } from './search-indexes.ts'
import type { TourCardStore } from './tour-card-store.ts'

/** Pages past this one are empty on any real catalogue; capping keeps the SQL offset in range. */
const PAGE_MAX = 1_000_000

export type ToursPageOptions = {
  readonly perPage?: number | undefined
  readonly expandFilters: boolean
}

export type TourSearchServiceDependencies = {
  readonly db: AppDatabase
  readonly currency: CurrencyService
  readonly now: () => Date
  readonly answers: AnswerCache
  readonly landings: LandingService
  /** Answers searches from memory once built and current; SQL answers until then. */
  readonly engine: SearchEngine
  /** Cards' and facet options' sources, kept in memory and current by the change feed. */
  readonly cards: TourCardStore
  readonly facetNames: FacetNameStore
  /** §1: false on a brand that sells no excursions; they are then never shown (decision 0032). */
  readonly excursionsEnabled: boolean
}

/** Tour search (§7): result pages with their facets and landing, cards by id, on-request tours. */
export function createTourSearchService({
  db,
  currency,
  now,
  answers,
  landings,
  excursionsEnabled,
  engine,
  cards,
  facetNames,
}: TourSearchServiceDependencies) {
  const { cache, cached } = answers
  const { landingFor, presentLanding } = landings

  async function cardsFor(
    tourIds: readonly number[],
    context: SearchRequestContext & { withAlt: boolean },
    dates: DateCriteria = {},
  ): Promise<TourCard[]> {
    const [rows, rates] = await Promise.all([
      cards.cards(tourIds, new Date(searchInstant(now())), dates),
      currency.rates(),
    ])
    const byId = new Map(rows.map((row) => [row.id, row]))
    return tourIds.flatMap((id) => {
      const row = byId.get(id)
      return row === undefined || (!excursionsEnabled && row.type === tourType.excursion)
        ? []
        : [presentTourCard(row, { ...context, rates, withAlt: context.withAlt })]
    })
  }

  /**
   * The engine answers everything in one pass over memory. Without it (not built yet, or
   * catching up with a full refresh), SQL answers: there facet counts and the total cost far
   * more than a page and do not depend on the page or the sort, so they are cached by the
   * criteria alone (currency-free: prices are in USD) and paging or re-sorting reads the page.
   */
  async function searchWithFacets(
    criteria: TourSearchCriteria,
    options: TourSearchOptions,
  ): Promise<TourSearchResult> {
    if (engine.isCurrent) return engine.search(criteria, options)
    void engine.start().catch(() => undefined)
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
      now: searchInstant(now()),
      excursionsEnabled,
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
      facets === undefined ? [] : facetNames.names(facetIdsToName(facets, criteria.facets)),
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

    /**
     * §7 tours-by-request: on-request tours, most popular first; with a slug, those of the landing
     * it names (an unknown one is landing_not_found), and the countries that have any.
     */
    toursByRequest(
      page: unknown,
      perPage: number | undefined,
      slug: string | undefined,
      context: SearchRequestContext,
    ) {
      const pageNumber = parseApiParams({ page: page as SearchQuery[string] }).page ?? 1
      const size = perPage ?? SEARCH_PER_PAGE_DEFAULT
      const key = ['by-request', pageNumber, size, slug ?? null, keyOf(context)]
      return cached(key, async () => {
        const target = await landingFor(slug)
        const [found, landing, countries] = await Promise.all([
          findOnRequestTours(
            db,
            { limit: size, offset: (Math.min(pageNumber, PAGE_MAX) - 1) * size },
            target,
          ),
          target === undefined ? undefined : presentLanding(target, context.language),
          findOnRequestCountries(db),
        ])
        const response: ToursByRequestResponse = {
          data: await cardsFor(found.tourIds, { ...context, withAlt: true }),
          meta: {
            page: pageNumber,
            per_page: size,
            total: found.total,
            total_pages: Math.ceil(found.total / size),
          },
          landing: landing ?? null,
          countries: countries.map((country) => ({
            slug: country.slug,
            name: localize(context.language, country.name, country.name_ru),
            count: country.count,
          })),
        }
        return response
      })
    },
  }
}
