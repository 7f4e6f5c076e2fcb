import type { SearchFacets } from '@tourmarket/contracts'
import { translatorFor } from '../../../i18n/translator.ts'
import { describe, expect, it } from 'vitest'
import {
  activeFilterChips,
  choicesWith,
  isCruiseSearch,
  PLACE_REMOVAL,
  placeChange,
  pricePerDaySliderConfig,
  priceSliderConfig,
  rangeChange,
} from './search-filter-values.ts'
import { canonicalSearch, withFilterChange } from './search-url.ts'

const emptyFacets: SearchFacets = {
  rest_kinds: [],
  countries: [{ id: 8, name: 'Italy', slug: 'italy', count: 37, selected: true }],
  regions: [],
  cities: [],
  collections: [],
  languages: [],
  accommodation: [],
  comfort: [],
  difficulty: [],
  durations: [],
  operator_types: [],
  tour_types: [],
  cruise_types: [],
  ships: [],
  water_objects: [],
  start_cities: [],
  price: null,
  months: [],
}

describe('§9 price sliders', () => {
  it('uses the currency maximum and step for the whole price', () => {
    expect(priceSliderConfig('EUR')).toEqual({ min: 0, max: 5000, step: 500 })
    expect(priceSliderConfig('RUB')).toEqual({ min: 0, max: 200000, step: 20000 })
  })

  it('scales the per-day maximum by 30000/200000 and moves by the alternative step', () => {
    expect(pricePerDaySliderConfig('RUB')).toEqual({ min: 0, max: 30000, step: 1000 })
    expect(pricePerDaySliderConfig('USD')).toEqual({ min: 0, max: 750, step: 50 })
  })

  it('§5 an end of the range left at its limit is no restriction', () => {
    expect(rangeChange('priceMin', 'priceMax', [0, 5000], { min: 0, max: 5000 })).toEqual({
      priceMin: undefined,
      priceMax: undefined,
    })
    expect(rangeChange('daysMin', 'daysMax', [2, 7], { min: 0, max: 20 })).toEqual({
      daysMin: 2,
      daysMax: 7,
    })
  })
})

describe('§3 active filter chips', () => {
  const formats = {
    t: translatorFor('en-US'),
    formatPrice: (value: number) => `$${String(value)}`,
    formatDate: (date: string) => date,
  }

  it('names each active value and removes only it', () => {
    const chips = activeFilterChips(
      { slug: 'italy', page: 2, sort: 'price', priceMax: 500, difficulty: [1, 3], countries: [8] },
      emptyFacets,
      formats,
    )
    expect(chips.map((chip) => chip.label)).toEqual([
      'Price: ≤ $500',
      'Easy',
      'Challenging',
      'Italy',
    ])
    expect(chips[1]?.removal).toEqual({ difficulty: [3] })
    expect(chips[3]?.removal).toEqual({ countries: [] })
  })

  it('shows a date range and removes both ends together', () => {
    const [chip] = activeFilterChips(
      { dateFrom: '2027-06-01', dateTo: '2027-06-10' },
      emptyFacets,
      formats,
    )
    expect(chip?.label).toBe('2027-06-01 – 2027-06-10')
    expect(chip?.removal).toEqual({ dateFrom: undefined, dateTo: undefined })
  })
})

describe('§3 place search', () => {
  const rome = { name: 'Rome', latitude: 41.9028, longitude: 12.4964 }
  const formats = {
    t: translatorFor('en-US'),
    formatPrice: String,
    formatDate: (date: string) => date,
  }

  it('puts the place, its point and the radius in the canonical URL', () => {
    expect(canonicalSearch(withFilterChange({ slug: 'europe' }, placeChange(rome, 100)))).toBe(
      'placeName=Rome&radius=100&lat=41.9028&lng=12.4964',
    )
  })

  it('shows one chip for the radius around the place, whose removal clears the whole search', () => {
    const filter = { placeName: 'Rome', radius: 100, lat: 41.9028, lng: 12.4964, daysMax: 7 }
    const [chip] = activeFilterChips(filter, emptyFacets, formats)
    expect(chip?.label).toBe('Within 100 km of Rome')
    expect(canonicalSearch(withFilterChange(filter, chip?.removal ?? {}))).toBe('daysMax=7')
    expect(chip?.removal).toBe(PLACE_REMOVAL)
  })

  it("names the API's default radius when a link gives none, and the point when it has no name", () => {
    const [chip] = activeFilterChips({ lat: 41.9, lng: 12.5 }, emptyFacets, formats)
    expect(chip?.label).toBe('Within 50 km of 41.9, 12.5')
  })

  it('shows a place name without a point as the phrase searched for', () => {
    const [chip] = activeFilterChips({ placeName: 'Colosseum' }, emptyFacets, formats)
    expect(chip?.label).toBe('Search: Colosseum')
    expect(chip?.removal).toEqual({ placeName: undefined })
  })

  it('words the chip in Russian around the place name, which keeps its own case', () => {
    const [chip] = activeFilterChips(
      { placeName: 'Рим', radius: 25, lat: 41.9, lng: 12.5 },
      emptyFacets,
      { ...formats, t: translatorFor('ru') },
    )
    expect(chip?.label).toBe('Рим, в радиусе 25 км')
  })
})

describe('select choices', () => {
  it('adds a value from a link that is not offered, in order', () => {
    expect(choicesWith([25, 50, 100], 75)).toEqual([25, 50, 75, 100])
    expect(choicesWith([25, 50, 100], 50)).toEqual([25, 50, 100])
    expect(choicesWith([25, 50, 100], undefined)).toEqual([25, 50, 100])
  })
})

describe('§3 cruise filters', () => {
  const cruiseFacets: SearchFacets = {
    ...emptyFacets,
    cruise_types: [{ id: 1, value: 'river', count: 12, selected: true }],
    water_objects: [{ id: 1, name: 'Volga', slug: 'volga', count: 5, selected: true }],
    ships: [{ id: 3, name: 'MS Aurora', slug: 'ms-aurora', count: 4, selected: true }],
    start_cities: [{ id: 7, name: 'Kazan', slug: 'kazan', count: 2, selected: true }],
  }
  const formats = { t: translatorFor('en-US'), formatPrice: String, formatDate: String }

  it('is cruise mode with isCruisesSearch or on a ship or water landing', () => {
    expect(isCruiseSearch({ isCruisesSearch: true }, null)).toBe(true)
    expect(isCruiseSearch({}, { kind: 'water_objects' })).toBe(true)
    expect(isCruiseSearch({}, { kind: 'ships' })).toBe(true)
    expect(isCruiseSearch({}, { kind: 'countries' })).toBe(false)
    expect(isCruiseSearch({}, null)).toBe(false)
  })

  it('names each cruise filter in the order of the filter column and removes only it', () => {
    const chips = activeFilterChips(
      {
        isCruisesSearch: true,
        cruisesType: 1,
        waterObject: 1,
        ships: [3],
        cruisesStartCity: 7,
        cruisesCabinsCapacity: 50,
        onlyReturningCruises: true,
      },
      cruiseFacets,
      formats,
    )
    expect(chips.map((chip) => chip.label)).toEqual([
      'River',
      'Volga',
      'MS Aurora',
      'Kazan',
      'Cabins on the ship: at least 50 cabins',
      'Round-trip cruises only',
    ])
    expect(chips.map((chip) => chip.removal)).toEqual([
      { cruisesType: undefined },
      { waterObject: undefined },
      { ships: [] },
      { cruisesStartCity: undefined },
      { cruisesCabinsCapacity: undefined },
      { onlyReturningCruises: undefined },
    ])
  })

  it('counts cabins in Russian with the genitive after «от»', () => {
    const t = translatorFor('ru')
    expect(t('search.filter.cabinsValue', { count: 21 })).toBe('от 21 каюты')
    expect(t('search.filter.cabinsValue', { count: 50 })).toBe('от 50 кают')
  })
})

describe('§3 continent and showplace, which only links set', () => {
  const formats = { t: translatorFor('en-US'), formatPrice: String, formatDate: String }

  it('names the continent when the page looked it up, and says what a showplace chip is', () => {
    const filter = { continent: 1, showplace: 12 }
    const named = activeFilterChips(filter, emptyFacets, formats, { continent: 'Europe' })
    expect(named.map((chip) => [chip.label, chip.removal])).toEqual([
      ['Europe', { continent: undefined }],
      ['Showplace', { showplace: undefined }],
    ])
    const [unnamed] = activeFilterChips(filter, emptyFacets, formats)
    expect(unnamed?.label).toBe('Part of the world')
  })
})
