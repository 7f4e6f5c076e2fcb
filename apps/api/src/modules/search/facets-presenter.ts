import {
  comfortLevels,
  difficulties,
  extendedAccommodationKinds,
  type BrandCurrency,
} from '@tourmarket/domain/enums'
import { type Locale } from '@tourmarket/domain/i18n'
import { convertMoney, money, type CurrencyRates } from '@tourmarket/domain/money'
import { type SearchFilter } from '@tourmarket/domain/search'
import type { NamedFacetOption, SearchFacets } from '@tourmarket/contracts'
import { localize } from '../../platform/i18n/localize.ts'
import type { FacetSelections } from './criteria.ts'
import { cruiseTypes, durationBuckets, type TourFacetKey } from './facets.ts'
import { moneyDto } from './presenter.ts'
import type { FacetNameRow, RawFacets } from './repository.ts'

/** Facets whose options are catalogue rows with names. */
export const namedFacetKeys = [
  'rest_kinds',
  'countries',
  'regions',
  'cities',
  'collections',
  'languages',
  'ships',
  'water_objects',
  'start_cities',
] as const satisfies readonly TourFacetKey[]
type NamedFacetKey = (typeof namedFacetKeys)[number]

/** The ids whose names the facets need: every counted option and every selected one. */
export function facetIdsToName(
  raw: RawFacets,
  selections: FacetSelections,
): { [Key in NamedFacetKey]?: number[] } {
  const ids: { [Key in NamedFacetKey]?: number[] } = {}
  for (const key of namedFacetKeys) {
    const counted = (raw.values[key] ?? []).map(([id]) => Number(id))
    const wanted = new Set([...counted, ...((selections[key] as readonly number[]) ?? [])])
    if (wanted.size > 0) ids[key] = [...wanted]
  }
  return ids
}

type Counted<Value> = { value: Value; count: number; selected: boolean }

/** Counted options plus the selected ones without tours (count 0), each once. */
function countedOptions<Value extends string | number>(
  counts: readonly (readonly [Value, number])[],
  selected: readonly Value[] | undefined,
): Counted<Value>[] {
  const chosen = new Set<Value>(selected ?? [])
  const options = counts.map(([value, count]) => ({ value, count, selected: chosen.has(value) }))
  for (const value of chosen) {
    if (!options.some((option) => option.value === value)) {
      options.push({ value, count: 0, selected: true })
    }
  }
  return options
}

function inOrder<Value>(options: Counted<Value>[], order: readonly Value[]): Counted<Value>[] {
  return options
    .filter((option) => order.includes(option.value))
    .sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value))
}

function monthKey(yyyymm: number): string {
  const year = Math.floor(yyyymm / 100)
  const month = yyyymm % 100
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`
}

/** A month is selected when it overlaps the dateFrom–dateTo window. */
function monthSelected(month: string, filter: SearchFilter): boolean {
  if (filter.dateFrom === undefined && filter.dateTo === undefined) return false
  const first = `${month}-01`
  const last = `${month}-31`
  return (
    (filter.dateTo === undefined || first <= filter.dateTo) &&
    (filter.dateFrom === undefined || last >= filter.dateFrom)
  )
}

export type FacetPresentation = {
  readonly raw: RawFacets
  readonly names: readonly FacetNameRow[]
  readonly selections: FacetSelections
  readonly filter: SearchFilter
  readonly cruiseMode: boolean
  readonly language: Locale
  readonly currency: BrandCurrency
  readonly rates: CurrencyRates
}

/** Facet counts and names → the §3 filter options DTO, localised, prices in the request currency. */
export function presentFacets(input: FacetPresentation): SearchFacets {
  const { raw, selections, filter, language, currency, rates } = input
  const nameOf = new Map(input.names.map((row) => [`${row.facet}:${row.id}`, row]))

  const named = (key: NamedFacetKey): NamedFacetOption[] => {
    const counts = (raw.values[key] ?? []).map(([id, n]) => [Number(id), n] as const)
    return countedOptions(counts, selections[key] as readonly number[] | undefined)
      .flatMap((option) => {
        const row = nameOf.get(`${key}:${option.value}`)
        if (row === undefined) return []
        return [
          {
            id: option.value,
            name: localize(language, row.name, row.name_ru),
            slug: row.slug,
            count: option.count,
            selected: option.selected,
          },
        ]
      })
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
  }

  const values = <Value extends string | number>(key: TourFacetKey) =>
    countedOptions(
      (raw.values[key] ?? []) as readonly (readonly [Value, number])[],
      selections[key] as readonly Value[] | undefined,
    )

  const [priceLow, priceHigh] = raw.price
  const inCurrency = (usdMinor: number) =>
    moneyDto(convertMoney(money(usdMinor, 'USD'), currency, rates))
  const monthCounts = raw.months.map(([month, count]) => [monthKey(month), count] as const)
  const durationCounts = new Map(raw.durations)

  return {
    rest_kinds: named('rest_kinds'),
    countries: named('countries'),
    regions: named('regions'),
    cities: named('cities'),
    collections: named('collections'),
    languages: named('languages').map(({ id, name, slug, count, selected }) => ({
      id,
      code: slug,
      name,
      count,
      selected,
    })),
    accommodation: inOrder(values<string>('accommodation'), extendedAccommodationKinds),
    comfort: inOrder(values<string>('comfort'), comfortLevels),
    difficulty: inOrder(values<number>('difficulty'), difficulties),
    durations: durationBuckets.flatMap((bucket) => {
      const count = durationCounts.get(bucket.key) ?? 0
      const selected = filter.daysMin === bucket.min && filter.daysMax === (bucket.max ?? undefined)
      return count > 0 || selected
        ? [{ key: bucket.key, days_min: bucket.min, days_max: bucket.max, count, selected }]
        : []
    }),
    operator_types: inOrder(values<'organization' | 'author'>('operator_types'), [
      'organization',
      'author',
    ] as const),
    tour_types: inOrder(values<number>('tour_types'), [1, 2]),
    cruise_types: input.cruiseMode
      ? inOrder(
          values<string>('cruise_types'),
          cruiseTypes.map((type) => type.value),
        ).map((option) => {
          const type = cruiseTypes.find((known) => known.value === option.value)!
          return { id: type.id, value: type.value, count: option.count, selected: option.selected }
        })
      : [],
    ships: input.cruiseMode ? named('ships') : [],
    water_objects: input.cruiseMode ? named('water_objects') : [],
    start_cities: input.cruiseMode ? named('start_cities') : [],
    price:
      priceLow === null || priceHigh === null
        ? null
        : { min: inCurrency(priceLow), max: inCurrency(priceHigh) },
    months: monthCounts.map(([month, count]) => ({
      value: month,
      count,
      selected: monthSelected(month, filter),
    })),
  }
}
