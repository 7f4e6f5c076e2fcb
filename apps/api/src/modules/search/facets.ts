import type { LandingKind } from '@tourmarket/contracts'
import { comfortLevels, extendedAccommodationKinds } from '@tourmarket/domain/enums'

/**
 * Duration facet buckets in days. The §5 duration range is 0-20 days; the buckets follow how
 * trips are planned (a day, a weekend, up to a week, up to two, longer) and each maps onto a
 * daysMin/daysMax pair the storefront can send back.
 */
export const durationBuckets = [
  { key: '1', min: 1, max: 1 },
  { key: '2-3', min: 2, max: 3 },
  { key: '4-7', min: 4, max: 7 },
  { key: '8-14', min: 8, max: 14 },
  { key: '15+', min: 15, max: null },
] as const satisfies readonly { key: string; min: number; max: number | null }[]
export type DurationBucket = (typeof durationBuckets)[number]

/**
 * §3 names the cruisesType filter but not its values; the catalogue stores river, sea and ocean
 * cruises, numbered in that order.
 */
export const cruiseTypes = [
  { id: 1, value: 'river' },
  { id: 2, value: 'sea' },
  { id: 3, value: 'ocean' },
] as const
export type CruiseTypeValue = (typeof cruiseTypes)[number]['value']

/** Named facet lists keep their largest options (plus the selected ones): a city list of thousands helps no one. */
export const FACET_OPTIONS_MAX = 50

/** Without a radius, a place search (lat, lng) looks this far around the point. */
export const DEFAULT_RADIUS_KM = 50

/** Facets over the tour's own attributes; each is computed with every filter except its own. */
export const tourFacetKeys = [
  'rest_kinds',
  'countries',
  'regions',
  'cities',
  'collections',
  'languages',
  'accommodation',
  'comfort',
  'difficulty',
  'operator_types',
  'tour_types',
  'cruise_types',
  'ships',
  'water_objects',
  'start_cities',
] as const
export type TourFacetKey = (typeof tourFacetKeys)[number]

/**
 * search_tours.facet_tokens holds each facet value of a tour as kind * FACET_TOKEN_BASE + id,
 * with these kinds (migration 0002 builds them with the same numbers). Text values are numbered
 * by their 1-based position in facetTokenTexts.
 */
export const FACET_TOKEN_BASE = 100_000_000
export const facetTokenKinds: Readonly<Record<TourFacetKey, number>> = {
  rest_kinds: 1,
  countries: 2,
  regions: 3,
  cities: 4,
  collections: 5,
  languages: 6,
  accommodation: 7,
  comfort: 8,
  difficulty: 9,
  operator_types: 10,
  tour_types: 11,
  cruise_types: 12,
  ships: 13,
  water_objects: 14,
  start_cities: 15,
}

/** The text facets' values in token order; the migration lists them in the same order. */
export const facetTokenTexts: Readonly<Partial<Record<TourFacetKey, readonly string[]>>> = {
  accommodation: extendedAccommodationKinds,
  comfort: comfortLevels,
  operator_types: ['organization', 'author'],
  cruise_types: cruiseTypes.map((type) => type.value),
}

/** Facets only cruise mode shows. */
export const cruiseFacetKeys: readonly TourFacetKey[] = [
  'cruise_types',
  'ships',
  'water_objects',
  'start_cities',
]

/** Landing kinds that only cruises have: their pages search in cruise mode. */
export const cruiseLandingKinds: readonly LandingKind[] = ['ships', 'water_objects']
