import { tourType, type BrandCurrency } from '@tourmarket/domain/enums'
import { convertMoney, minorUnitDigits, money, type CurrencyRates } from '@tourmarket/domain/money'
import { type SearchFilter } from '@tourmarket/domain/search'
import type { LandingKind } from '@tourmarket/contracts'
import {
  DEFAULT_RADIUS_KM,
  cruiseLandingKinds,
  cruiseTypes,
  type CruiseTypeValue,
  type TourFacetKey,
} from './facets.ts'

/**
 * Date-level conditions: a tour matches when one of its upcoming open dates meets all of them
 * together. Prices are USD minor units, compared with tour_dates.price_usd_minor.
 */
export type DateCriteria = {
  readonly from?: string
  readonly to?: string
  readonly priceUsdMin?: number
  readonly priceUsdMax?: number
  readonly perDayUsdMin?: number
  readonly perDayUsdMax?: number
  readonly daysMin?: number
  readonly daysMax?: number
}

/** The selected values of each faceted filter; absent means no restriction, [] matches nothing. */
export type FacetSelections = {
  readonly rest_kinds?: readonly number[]
  readonly countries?: readonly number[]
  readonly regions?: readonly number[]
  readonly cities?: readonly number[]
  readonly collections?: readonly number[]
  readonly languages?: readonly number[]
  readonly accommodation?: readonly string[]
  readonly comfort?: readonly string[]
  readonly difficulty?: readonly number[]
  readonly operator_types?: readonly string[]
  readonly tour_types: readonly number[]
  readonly cruise_types?: readonly CruiseTypeValue[]
  readonly ships?: readonly number[]
  readonly water_objects?: readonly number[]
  readonly start_cities?: readonly number[]
}

export type LandingTarget = { readonly kind: LandingKind; readonly id: number }

/** Everything a tour search asks of the database, in plain values (no HTTP, no SQL). */
export type TourSearchCriteria = {
  /**
   * The instant (ISO 8601, searchInstant) a date's being upcoming is judged at: it starts after
   * today in its tour's start-city time zone (isUpcomingTourDate).
   */
  readonly now: string
  /** §3 isCruisesSearch: cruises only; otherwise cruises are left out. */
  readonly cruiseMode: boolean
  readonly landing?: LandingTarget
  /** Full-text phrase (§3 placeName). */
  readonly text?: string
  readonly geo?: { readonly lat: number; readonly lng: number; readonly radiusKm: number }
  readonly organizerId?: number
  /** A traveller of this age may join: the tour's minimum age is at most this. */
  readonly travellerAge?: number
  /** Groups of at most this many people. */
  readonly maxGroupSize?: number
  readonly showplaceId?: number
  readonly continentId?: number
  readonly minCabinsCapacity?: number
  readonly onlyReturningCruises: boolean
  /** §1 excursionsEnabled: false on a brand that does not sell excursions (decision 0032). */
  readonly excursionsEnabled: boolean
  readonly facets: FacetSelections
  readonly dates: DateCriteria
}

export type SearchSort = 'default' | 'price' | '-price'

/** PostgreSQL rejects NUL in text; it is never part of a real phrase, so it is removed. */
export function withoutNul(text: string): string {
  return text.replaceAll('\u0000', '')
}

/** Whole major units of the request currency → USD minor units at the given rates. */
export function toUsdMinor(
  amountMajor: number,
  currency: BrandCurrency,
  rates: CurrencyRates,
): number {
  const minor = amountMajor * 10 ** minorUnitDigits[currency]
  return convertMoney(money(minor, currency), 'USD', rates).amountMinor
}

function operatorTypesOf(filter: SearchFilter): readonly string[] | undefined {
  // isAuthorTourSearch and operatorType both restrict the organizer kind; together they must agree.
  const wanted = [
    ...(filter.operatorType === undefined ? [] : [filter.operatorType]),
    ...(filter.isAuthorTourSearch ? ['author'] : []),
  ]
  if (wanted.length === 0) return undefined
  return wanted.every((type) => type === wanted[0]) ? [wanted[0]!] : []
}

function cruiseTypesOf(id: number | undefined): readonly CruiseTypeValue[] | undefined {
  if (id === undefined) return undefined
  const known = cruiseTypes.find((type) => type.id === id)
  return known === undefined ? [] : [known.value]
}

function textOf(placeName: string | undefined): string | undefined {
  const text = placeName === undefined ? '' : withoutNul(placeName).trim()
  return text === '' ? undefined : text
}

function defined<Value>(value: Value | undefined): value is Value {
  return value !== undefined
}

function facetSelectionsOf(filter: SearchFilter): FacetSelections {
  const selections: { [Key in TourFacetKey]?: readonly (string | number)[] } = {
    rest_kinds: filter.restKinds,
    countries: filter.countries,
    regions: filter.regions,
    cities: filter.cities,
    collections: filter.collections,
    languages: filter.languages,
    accommodation: filter.accommodation,
    comfort: filter.comfort,
    difficulty: filter.difficulty,
    operator_types: operatorTypesOf(filter),
    // §5: tour type 1 is the default, dropped from the filter; absent means tours, not excursions.
    tour_types: [filter.type ?? tourType.tour],
    cruise_types: cruiseTypesOf(filter.cruisesType),
    ships: filter.ships,
    water_objects: filter.waterObject === undefined ? undefined : [filter.waterObject],
    start_cities: filter.cruisesStartCity === undefined ? undefined : [filter.cruisesStartCity],
  }
  return Object.fromEntries(
    Object.entries(selections).filter(([, values]) => defined(values)),
  ) as FacetSelections
}

/**
 * Normalised §3 filter → search criteria. Price bounds are whole units of the request currency
 * (§5 clamps them) and become USD minor units here, so one SQL comparison serves every currency.
 */
export function buildSearchCriteria(input: {
  filter: SearchFilter
  landing: LandingTarget | undefined
  currency: BrandCurrency
  rates: CurrencyRates
  now: string
  /** §1 the brand's excursionsEnabled; true when not given. */
  excursionsEnabled?: boolean
}): TourSearchCriteria {
  const { filter, landing, currency, rates, now, excursionsEnabled = true } = input
  const usd = (amount: number | undefined) =>
    amount === undefined ? undefined : toUsdMinor(amount, currency, rates)
  const dates: DateCriteria = {
    from: filter.dateFrom,
    to: filter.dateTo,
    priceUsdMin: usd(filter.priceMin),
    priceUsdMax: usd(filter.priceMax),
    perDayUsdMin: usd(filter.pricePerDayMin),
    perDayUsdMax: usd(filter.pricePerDayMax),
    daysMin: filter.daysMin,
    daysMax: filter.daysMax,
  }
  const geo =
    filter.lat === undefined || filter.lng === undefined
      ? undefined
      : { lat: filter.lat, lng: filter.lng, radiusKm: filter.radius ?? DEFAULT_RADIUS_KM }
  const criteria: TourSearchCriteria = {
    now,
    excursionsEnabled,
    cruiseMode:
      filter.isCruisesSearch === true ||
      (landing !== undefined && cruiseLandingKinds.includes(landing.kind)),
    landing,
    // With a point, placeName names the place searched around; only alone is it a phrase.
    text: geo === undefined ? textOf(filter.placeName) : undefined,
    geo,
    organizerId: filter.organizer,
    travellerAge: filter.minAge,
    maxGroupSize: filter.maxGroupSize,
    showplaceId: filter.showplace,
    continentId: filter.continent,
    minCabinsCapacity: filter.cruisesCabinsCapacity,
    onlyReturningCruises: filter.onlyReturningCruises === true,
    facets: facetSelectionsOf(filter),
    dates: Object.fromEntries(
      Object.entries(dates).filter(([, value]) => defined(value)),
    ) as DateCriteria,
  }
  return Object.fromEntries(
    Object.entries(criteria).filter(([, value]) => defined(value)),
  ) as TourSearchCriteria
}

/** True when any date-level condition is set, i.e. a tour's dates must be looked at one by one. */
export function hasDateConditions(dates: DateCriteria): boolean {
  return Object.keys(dates).length > 0
}
