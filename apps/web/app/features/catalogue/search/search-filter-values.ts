import type { LandingKind, SearchFacets } from '@tourmarket/contracts'
import {
  accommodationLabelKey,
  comfortLabelKey,
  difficultyLabelKey,
  type BrandCurrency,
} from '@tourmarket/domain/enums'
import { type Translator } from '@tourmarket/domain/i18n'
import { sliderConfig, type SliderConfig } from '@tourmarket/domain/money'
import {
  AGE_CAP,
  PRICE_MAX,
  PRICE_PER_DAY_MAX,
  RADIUS_MAX_KM,
  type SearchFilter,
  type SearchFilterInput,
} from '@tourmarket/domain/search'

/** §9 the price slider of the currency: 0 to its maximum by its step. */
export function priceSliderConfig(currency: BrandCurrency): SliderConfig {
  return sliderConfig(currency)
}

/**
 * The price-per-day slider. §9 gives its limit only in roubles (30000 against 200000 for a whole
 * tour), so each currency's maximum is scaled by that same share, and it moves by the §9
 * alternative (finer) step, which divides every scaled maximum.
 */
export function pricePerDaySliderConfig(currency: BrandCurrency): SliderConfig {
  const whole = sliderConfig(currency)
  return {
    min: 0,
    max: (whole.max * PRICE_PER_DAY_MAX) / PRICE_MAX,
    step: sliderConfig(currency, { alternativeSteps: true }).step,
  }
}

/** Landings only cruises have: the API searches cruises on them, so cruise filters apply. */
const cruiseLandingKinds: readonly LandingKind[] = ['ships', 'water_objects']

/** Whether the page lists cruises: §3 isCruisesSearch, or a ship's or a water's landing page. */
export function isCruiseSearch(
  filter: SearchFilter,
  landing: { readonly kind: LandingKind } | null,
): boolean {
  return (
    filter.isCruisesSearch === true ||
    (landing !== null && cruiseLandingKinds.includes(landing.kind))
  )
}

/** §5 minimum ages a visitor can pick: 1 to 17 (0 and the cap of 18 mean no age filter). */
export const MIN_AGE_CHOICES: readonly number[] = Array.from(
  { length: AGE_CAP - 1 },
  (_, index) => index + 1,
)

/**
 * Group sizes offered for "group size up to". §3 names the filter without values; these cover a
 * private trip to a coach group.
 */
export const MAX_GROUP_SIZE_CHOICES: readonly number[] = [2, 4, 6, 8, 10, 15, 20, 30]

/**
 * How far around a place the search looks when the URL gives lat and lng but no radius: the API's
 * own default (decision 0008), so the radius shown is the one searched.
 */
export const PLACE_RADIUS_DEFAULT_KM = 50

/** Radii a visitor can pick, from around the town to the §5 cap. */
export const PLACE_RADIUS_CHOICES_KM: readonly number[] = [25, 50, 100, 200, RADIUS_MAX_KM]

/**
 * A select's numeric choices with `current` among them, in order: a value from a shared link that
 * is not one of the offered choices is still shown as chosen.
 */
export function choicesWith(
  choices: readonly number[],
  current: number | undefined,
): readonly number[] {
  return current === undefined || choices.includes(current)
    ? choices
    : [...choices, current].toSorted((first, second) => first - second)
}

/** A place picked from the city suggestions, with its coordinates in degrees. */
export type PickedPlace = {
  readonly name: string
  readonly latitude: number
  readonly longitude: number
}

/**
 * §3 place search: the point and radius the API searches around, and the place's name for the
 * chip and the field, so a shared link reads "Within 50 km of Rome" rather than coordinates.
 */
export function placeChange(place: PickedPlace, radius: number): SearchFilterInput {
  return { placeName: place.name, lat: place.latitude, lng: place.longitude, radius }
}

/** Removes the whole place search: without the point, the name and radius mean nothing. */
export const PLACE_REMOVAL: SearchFilterInput = {
  placeName: undefined,
  lat: undefined,
  lng: undefined,
  radius: undefined,
}

/**
 * Minimum cabin counts offered for §3 cruisesCabinsCapacity, which the API reads as the ship
 * having at least that many cabins; the demo fleet has ships of 20 to 110 cabins.
 */
export const CABINS_CAPACITY_CHOICES: readonly number[] = [25, 50, 75, 100]

/** A range slider's value as a filter change: an end left at its limit is no restriction (§5). */
export function rangeChange<MinKey extends string, MaxKey extends string>(
  minKey: MinKey,
  maxKey: MaxKey,
  value: readonly number[],
  limits: { readonly min: number; readonly max: number },
): Record<MinKey | MaxKey, number | undefined> {
  const [low = limits.min, high = limits.max] = value
  return {
    [minKey]: low > limits.min ? low : undefined,
    [maxKey]: high < limits.max ? high : undefined,
  } as Record<MinKey | MaxKey, number | undefined>
}

/** An active filter as a removable chip: its text and the change that removes it. */
export type FilterChip = {
  readonly key: string
  readonly label: string
  readonly removal: SearchFilterInput
}

type Formats = {
  readonly t: Translator
  readonly formatPrice: (value: number) => string
  readonly formatDate: (date: string) => string
}

/** Names the facets do not carry: the continent's, looked up by the page when it is set. */
export type ChipNames = {
  readonly continent?: string
}

function rangeText(
  low: number | undefined,
  high: number | undefined,
  format: (value: number) => string,
): string {
  if (high === undefined) return `≥ ${format(low ?? 0)}`
  if (low === undefined) return `≤ ${format(high)}`
  return `${format(low)}–${format(high)}`
}

type NamedOption = { readonly id: number; readonly name: string }

function namedChips(
  key: string,
  ids: readonly number[] | undefined,
  options: readonly NamedOption[],
): FilterChip[] {
  return (ids ?? []).flatMap((id) => {
    const option = options.find((item) => item.id === id)
    if (option === undefined) return []
    return [
      {
        key: `${key}:${String(id)}`,
        label: option.name,
        removal: { [key]: ids?.filter((other) => other !== id) },
      },
    ]
  })
}

/** The chip of a filter holding one id (start city, water object), named from its facet. */
function singleNamedChip(
  key: string,
  id: number | undefined,
  options: readonly NamedOption[],
): FilterChip[] {
  const option = id === undefined ? undefined : options.find((item) => item.id === id)
  return option === undefined ? [] : [{ key, label: option.name, removal: { [key]: undefined } }]
}

/**
 * §3 place search as one chip: the radius around the named place (or its coordinates, when a
 * link gave none), or, with no point, the place name as a phrase the API searches for.
 */
function placeChips(filter: SearchFilter, t: Translator): FilterChip[] {
  if (filter.lat !== undefined && filter.lng !== undefined) {
    const place = filter.placeName ?? `${String(filter.lat)}, ${String(filter.lng)}`
    return [
      {
        key: 'place',
        label: t('search.filter.withinRadius', {
          radius: filter.radius ?? PLACE_RADIUS_DEFAULT_KM,
          place,
        }),
        removal: PLACE_REMOVAL,
      },
    ]
  }
  if (filter.placeName === undefined) return []
  return [
    {
      key: 'placeName',
      label: t('search.filter.phrase', { phrase: filter.placeName }),
      removal: { placeName: undefined },
    },
  ]
}

/** The cruise filters, in the order the filter column shows them. */
function cruiseChips(filter: SearchFilter, facets: SearchFacets, t: Translator): FilterChip[] {
  const chips: FilterChip[] = []
  const cruiseType = facets.cruise_types.find((item) => item.id === filter.cruisesType)
  if (cruiseType !== undefined) {
    chips.push({
      key: 'cruisesType',
      label: t(`search.filter.cruiseType.${cruiseType.value}`),
      removal: { cruisesType: undefined },
    })
  }
  chips.push(
    ...singleNamedChip('waterObject', filter.waterObject, facets.water_objects),
    ...namedChips('ships', filter.ships, facets.ships),
    ...singleNamedChip('cruisesStartCity', filter.cruisesStartCity, facets.start_cities),
  )
  if (filter.cruisesCabinsCapacity !== undefined) {
    chips.push({
      key: 'cruisesCabinsCapacity',
      label: `${t('search.filter.cabinsCapacity')}: ${t('search.filter.cabinsValue', { count: filter.cruisesCabinsCapacity })}`,
      removal: { cruisesCabinsCapacity: undefined },
    })
  }
  if (filter.onlyReturningCruises === true) {
    chips.push({
      key: 'onlyReturningCruises',
      label: t('search.filter.onlyReturningCruises'),
      removal: { onlyReturningCruises: undefined },
    })
  }
  return chips
}

/**
 * Continent and showplace have no facet: they arrive by link. The continent is named when the
 * page could look it up; a showplace only says what kind of filter it is.
 */
function linkOnlyChips(filter: SearchFilter, t: Translator, names: ChipNames): FilterChip[] {
  const chips: FilterChip[] = []
  if (filter.continent !== undefined) {
    chips.push({
      key: 'continent',
      label: names.continent ?? t('search.filter.continent'),
      removal: { continent: undefined },
    })
  }
  if (filter.showplace !== undefined) {
    chips.push({
      key: 'showplace',
      label: t('search.filter.showplace'),
      removal: { showplace: undefined },
    })
  }
  return chips
}

/**
 * The chips above the results (design "Search page"): one per active value the visitor can
 * recognise by name. The landing slug, page and sort are not filters the visitor removes here.
 */
export function activeFilterChips(
  filter: SearchFilter,
  facets: SearchFacets,
  { t, formatPrice, formatDate }: Formats,
  names: ChipNames = {},
): FilterChip[] {
  const chips: FilterChip[] = [...placeChips(filter, t)]
  if (filter.dateFrom !== undefined) {
    chips.push({
      key: 'dates',
      label: [filter.dateFrom, filter.dateTo]
        .filter((date) => date !== undefined)
        .map(formatDate)
        .join(' – '),
      removal: { dateFrom: undefined, dateTo: undefined },
    })
  }
  if (filter.priceMin !== undefined || filter.priceMax !== undefined) {
    chips.push({
      key: 'price',
      label: `${t('search.filter.price')}: ${rangeText(filter.priceMin, filter.priceMax, formatPrice)}`,
      removal: { priceMin: undefined, priceMax: undefined },
    })
  }
  if (filter.pricePerDayMin !== undefined || filter.pricePerDayMax !== undefined) {
    chips.push({
      key: 'pricePerDay',
      label: `${t('search.filter.pricePerDay')}: ${rangeText(filter.pricePerDayMin, filter.pricePerDayMax, formatPrice)}`,
      removal: { pricePerDayMin: undefined, pricePerDayMax: undefined },
    })
  }
  if (filter.daysMin !== undefined || filter.daysMax !== undefined) {
    chips.push({
      key: 'days',
      label: `${t('search.filter.duration')}: ${rangeText(filter.daysMin, filter.daysMax, String)}`,
      removal: { daysMin: undefined, daysMax: undefined },
    })
  }
  for (const level of filter.difficulty ?? []) {
    chips.push({
      key: `difficulty:${String(level)}`,
      label: t(difficultyLabelKey(level)),
      removal: { difficulty: filter.difficulty?.filter((other) => other !== level) },
    })
  }
  for (const level of filter.comfort ?? []) {
    chips.push({
      key: `comfort:${level}`,
      label: t(comfortLabelKey(level)),
      removal: { comfort: filter.comfort?.filter((other) => other !== level) },
    })
  }
  for (const kind of filter.accommodation ?? []) {
    chips.push({
      key: `accommodation:${kind}`,
      label: t(accommodationLabelKey(kind)),
      removal: { accommodation: filter.accommodation?.filter((other) => other !== kind) },
    })
  }
  if (filter.minAge !== undefined) {
    chips.push({
      key: 'minAge',
      label: `${t('search.filter.minAge')}: ${t('search.filter.ageValue', { count: filter.minAge })}`,
      removal: { minAge: undefined },
    })
  }
  if (filter.maxGroupSize !== undefined) {
    chips.push({
      key: 'maxGroupSize',
      label: `${t('search.filter.maxGroupSize')}: ${t('search.filter.groupValue', { count: filter.maxGroupSize })}`,
      removal: { maxGroupSize: undefined },
    })
  }
  if (filter.operatorType !== undefined) {
    chips.push({
      key: 'operatorType',
      label: t(`search.filter.operatorType.${filter.operatorType}`),
      removal: { operatorType: undefined },
    })
  }
  chips.push(
    ...cruiseChips(filter, facets, t),
    ...namedChips('restKinds', filter.restKinds, facets.rest_kinds),
    ...linkOnlyChips(filter, t, names),
    ...namedChips('countries', filter.countries, facets.countries),
    ...namedChips('regions', filter.regions, facets.regions),
    ...namedChips('cities', filter.cities, facets.cities),
    ...namedChips('collections', filter.collections, facets.collections),
    ...namedChips('languages', filter.languages, facets.languages),
  )
  return chips
}
