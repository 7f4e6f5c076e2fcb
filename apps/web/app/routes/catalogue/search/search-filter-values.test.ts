import type { SearchFacets } from '@tourmarket/api-client'
import { translatorFor } from '../../../i18n/translator.ts'
import { describe, expect, it } from 'vitest'
import {
  activeFilterChips,
  pricePerDaySliderConfig,
  priceSliderConfig,
  rangeChange,
} from './search-filter-values.ts'

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
