import type {
  CalendarPeriodsResponse,
  Landing,
  SearchFacets,
  ToursByRequestResponse,
  TourCard,
} from '@tourmarket/contracts'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import type { SearchFilter } from '@tourmarket/domain/search'

/** What the search page renders: the normalised filter (§5) and the API's answer to it. */
export type SearchPageData = {
  readonly mode: 'tours' | 'by-request'
  /** The page's path, to which filter links add their query. */
  readonly pathname: string
  readonly filter: SearchFilter
  readonly tours: readonly TourCard[]
  readonly meta: {
    readonly page: number
    readonly per_page: number
    readonly total: number
    readonly total_pages: number
  }
  readonly landing: Landing | null
  /** The countries with tours upon request (their lists' links); empty on the tour search. */
  readonly onRequestCountries: ToursByRequestResponse['countries']
  /** The §3 facets with counts; null on the on-request list, which has no filters. */
  readonly facets: SearchFacets | null
  /** The name of the §3 continent in the URL, which no facet names; null without one. */
  readonly continentName: string | null
  /** For the empty state: the countries with the most tours, as landing links. */
  readonly popularDestinations: readonly { readonly name: string; readonly slug: string }[]
  /** §7 /spa/calendar-periods for the quick-date chips; null on the on-request list or on failure. */
  readonly datePeriods: CalendarPeriodsResponse | null
  /** The page's language, for its metadata. */
  readonly locale: Locale
  /** The request's currency: the price sliders' §9 maxima and steps depend on it. */
  readonly currency: BrandCurrency
}
