import type { SearchFacets } from '@tourmarket/api-client'
import {
  accommodationLabelKey,
  AGE_CAP,
  comfortLabelKey,
  difficultyLabelKey,
  PRICE_MAX,
  PRICE_PER_DAY_MAX,
  sliderConfig,
  type BrandCurrency,
  type SearchFilter,
  type SearchFilterInput,
  type SliderConfig,
  type Translator,
} from '@tourmarket/domain'

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

function rangeText(
  low: number | undefined,
  high: number | undefined,
  format: (value: number) => string,
): string {
  if (high === undefined) return `≥ ${format(low ?? 0)}`
  if (low === undefined) return `≤ ${format(high)}`
  return `${format(low)}–${format(high)}`
}

function namedChips(
  key: string,
  ids: readonly number[] | undefined,
  options: readonly { readonly id: number; readonly name: string }[],
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

/**
 * The chips above the results (design "Search page"): one per active value the visitor can
 * recognise by name. The landing slug, page and sort are not filters the visitor removes here.
 */
export function activeFilterChips(
  filter: SearchFilter,
  facets: SearchFacets,
  { t, formatPrice, formatDate }: Formats,
): FilterChip[] {
  const chips: FilterChip[] = []
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
    ...namedChips('restKinds', filter.restKinds, facets.rest_kinds),
    ...namedChips('countries', filter.countries, facets.countries),
    ...namedChips('regions', filter.regions, facets.regions),
    ...namedChips('cities', filter.cities, facets.cities),
    ...namedChips('collections', filter.collections, facets.collections),
    ...namedChips('languages', filter.languages, facets.languages),
    ...namedChips('ships', filter.ships, facets.ships),
  )
  return chips
}
