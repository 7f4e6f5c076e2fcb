import { isOneOf } from './guard.ts'

/** §3 Sort: default, price (cheaper first), -price (more expensive first). */
export const tourSorts = ['default', 'price', '-price'] as const
export type TourSort = (typeof tourSorts)[number]
export const defaultTourSort = 'default' satisfies TourSort

export function isTourSort(value: unknown): value is TourSort {
  return isOneOf(tourSorts, value)
}

/** §3 Operator type. */
export const operatorTypes = ['any', 'organization', 'author'] as const
export type OperatorType = (typeof operatorTypes)[number]
export const defaultOperatorType = 'any' satisfies OperatorType

export function isOperatorType(value: unknown): value is OperatorType {
  return isOneOf(operatorTypes, value)
}

/** §3 Tour type: 1 tour, 2 excursion. */
export const tourType = { tour: 1, excursion: 2 } as const
export type TourType = (typeof tourType)[keyof typeof tourType]
export const tourTypes: readonly TourType[] = [tourType.tour, tourType.excursion]

export function isTourType(value: unknown): value is TourType {
  return isOneOf(tourTypes, value)
}

/** §3 Accommodation kinds, the main list. */
export const accommodationKinds = [
  'camp-site',
  'guest-house',
  'flat',
  'cabin',
  'hotel',
  'tent',
  'train',
  'not-set',
] as const
export type AccommodationKind = (typeof accommodationKinds)[number]

/**
 * §3 names a second accommodation list that also holds `any` and `tourist-base`; the spec shows
 * no more of it, so it is read as the main list plus those two.
 */
export const extendedAccommodationKinds = [...accommodationKinds, 'any', 'tourist-base'] as const
export type ExtendedAccommodationKind = (typeof extendedAccommodationKinds)[number]

export function isAccommodationKind(value: unknown): value is AccommodationKind {
  return isOneOf(accommodationKinds, value)
}

export function isExtendedAccommodationKind(value: unknown): value is ExtendedAccommodationKind {
  return isOneOf(extendedAccommodationKinds, value)
}

/** §3 Comfort. */
export const comfortLevels = ['base', 'base_plus', 'medium', 'improved', 'premium'] as const
export type ComfortLevel = (typeof comfortLevels)[number]

export function isComfortLevel(value: unknown): value is ComfortLevel {
  return isOneOf(comfortLevels, value)
}

/** §3 Difficulty 1-4: Easy, Moderate, Challenging, Extreme. */
export const difficulty = { easy: 1, moderate: 2, challenging: 3, extreme: 4 } as const
export type Difficulty = (typeof difficulty)[keyof typeof difficulty]
export const difficulties: readonly Difficulty[] = [
  difficulty.easy,
  difficulty.moderate,
  difficulty.challenging,
  difficulty.extreme,
]

export function isDifficulty(value: unknown): value is Difficulty {
  return isOneOf(difficulties, value)
}

/**
 * §3 Filter keys. The spec names them in words ("tours direction", "group size"); these are the
 * same words as camelCase identifiers, in the spec's order.
 */
export const filterKeys = [
  'toursDirection',
  'activities',
  'cruiseTypes',
  'startCity',
  'direction',
  'ships',
  'dates',
  'price',
  'duration',
  'age',
  'accommodation',
  'difficulty',
  'collections',
  'languages',
  'authorOperator',
  'groupSize',
  'comfort',
] as const
export type FilterKey = (typeof filterKeys)[number]

export function isFilterKey(value: unknown): value is FilterKey {
  return isOneOf(filterKeys, value)
}

/** §3 Place kinds. */
export const placeKinds = [
  'cities',
  'regions',
  'showplaces',
  'rest_kinds',
  'collections',
  'tours',
  'water_objects',
  'ships',
] as const
export type PlaceKind = (typeof placeKinds)[number]

/** §3: filter kinds are the place kinds plus countries and world_parts. */
export const filterPlaceKinds = [...placeKinds, 'countries', 'world_parts'] as const
export type FilterPlaceKind = (typeof filterPlaceKinds)[number]

export function isPlaceKind(value: unknown): value is PlaceKind {
  return isOneOf(placeKinds, value)
}

export function isFilterPlaceKind(value: unknown): value is FilterPlaceKind {
  return isOneOf(filterPlaceKinds, value)
}
