import { describe, expect, it } from 'vitest'
import { parseApiParams, parseSearchQuery, toApiParams, toSearchQuery } from './query.ts'

describe('§5 search query: alternative singular param names', () => {
  it('reads city, region and ship into cities, regions and ships', () => {
    expect(parseSearchQuery({ city: '5', region: '9', ship: '3' })).toEqual({
      cities: [5],
      regions: [9],
      ships: [3],
    })
  })

  it('merges a singular name with its list', () => {
    expect(parseSearchQuery({ cities: '6,2', city: ['5', '6'] })).toEqual({ cities: [2, 5, 6] })
  })

  it('reads the same aliases in API params', () => {
    expect(parseApiParams({ slug: 'altai', ship: '4' })).toEqual({ slug: 'altai', ships: [4] })
  })
})

describe('§5 search query: parsing', () => {
  it('reads comma-separated and repeated list keys', () => {
    expect(parseSearchQuery({ countries: ['1,3', '2'], accommodation: 'hotel,tent' })).toEqual({
      accommodation: ['hotel', 'tent'],
      countries: [1, 2, 3],
    })
  })

  it('reads the first value of a repeated scalar key', () => {
    expect(parseSearchQuery({ page: ['3', '5'], sort: ['price', '-price'] })).toEqual({
      page: 3,
      sort: 'price',
    })
  })

  it('takes the slug from the route path and ignores a slug query key', () => {
    expect(parseSearchQuery({ slug: 'elsewhere', page: '2' }, { slug: 'altai' })).toEqual({
      slug: 'altai',
      page: 2,
    })
    expect(parseSearchQuery({ slug: 'elsewhere' })).toEqual({})
  })
})

describe('§5 search query: the canonical URL query', () => {
  it('drops defaults and maximum values, writes booleans as 1, lists sorted and comma-joined', () => {
    expect(
      toSearchQuery({
        slug: 'altai',
        page: 1,
        sort: 'default',
        operatorType: 'any',
        type: 1,
        priceMin: 0,
        priceMax: 200000,
        daysMax: 20,
        pricePerDayMax: 30000,
        isCruisesSearch: true,
        onlyReturningCruises: false,
        cities: [9, 2, 9],
      }),
    ).toEqual({ cities: '2,9', isCruisesSearch: '1' })
  })

  it('lists keys in the §3 field order whatever order they were given in', () => {
    const query = toSearchQuery({ type: 2, page: 3, cities: [1], priceMin: 100, comfort: ['base'] })
    expect(Object.keys(query)).toEqual(['comfort', 'priceMin', 'cities', 'page', 'type'])
  })

  it('gives equal queries for equal filters', () => {
    expect(toSearchQuery({ cities: '3,1', difficulty: [4, 1] })).toEqual(
      toSearchQuery({ difficulty: ['1', '4'], cities: [1, 3] }),
    )
  })
})

describe('§5 search query: API params', () => {
  it('sends booleans as 1, includes the slug, drops defaults', () => {
    expect(
      toApiParams({
        slug: 'altai',
        isAuthorTourSearch: true,
        operatorType: 'organization',
        sort: 'default',
        lat: 51.5,
        lng: -0.12,
        radius: 25,
        minAge: 12,
      }),
    ).toEqual({
      slug: 'altai',
      minAge: '12',
      radius: '25',
      lat: '51.5',
      lng: '-0.12',
      isAuthorTourSearch: '1',
      operatorType: 'organization',
    })
  })

  it('reads back what it sends', () => {
    const filter = { slug: 'baikal', dateFrom: '2025-07-01', ships: [3, 8], type: 2 } as const
    expect(parseApiParams(toApiParams(filter))).toEqual(filter)
  })
})
