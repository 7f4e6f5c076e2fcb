import { describe, expect, it } from 'vitest'
import { countActiveFilters } from './active-filters.ts'

describe('§3 filter keys: counting active filters', () => {
  it('counts nothing for an empty filter or one holding only defaults', () => {
    expect(countActiveFilters({})).toBe(0)
    expect(
      countActiveFilters({ priceMin: 0, priceMax: 200000, minAge: 18, sort: 'default', page: 1 }),
    ).toBe(0)
  })

  it('counts a range once however many of its ends are set', () => {
    expect(countActiveFilters({ priceMin: 100, priceMax: 900, pricePerDayMax: 50 })).toBe(1)
    expect(countActiveFilters({ dateFrom: '2025-07-01', dateTo: '2025-07-09' })).toBe(1)
  })

  it('counts each filter group the user set', () => {
    expect(
      countActiveFilters({
        cities: [1],
        regions: [2],
        restKinds: [3],
        daysMax: 7,
        minAge: 10,
        difficulty: [2],
        comfort: ['base'],
        operatorType: 'author',
        onlyReturningCruises: true,
      }),
    ).toBe(8)
  })

  it('does not count slug, page, sort, search mode, tour type or organizer', () => {
    expect(
      countActiveFilters({
        slug: 'altai',
        page: 3,
        sort: 'price',
        isCruisesSearch: true,
        type: 2,
        organizer: 5,
      }),
    ).toBe(0)
  })
})
