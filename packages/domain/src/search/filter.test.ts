import { describe, expect, it } from 'vitest'
import { AGE_CAP, DAYS_MAX, PRICE_MAX, PRICE_PER_DAY_MAX, RADIUS_MAX_KM } from './constants.ts'
import { normalizeSearchFilter } from './filter.ts'

describe('§9 search constants', () => {
  it('price max 200000, per day 30000, days 20, age cap 18', () => {
    expect([PRICE_MAX, PRICE_PER_DAY_MAX, DAYS_MAX, AGE_CAP]).toEqual([200000, 30000, 20, 18])
  })
})

describe('§5 search filter normalisation: ranges', () => {
  it('clamps both ends of the price range to 0..200000', () => {
    expect(normalizeSearchFilter({ priceMin: -50, priceMax: 150000 })).toEqual({
      priceMax: 150000,
    })
    expect(normalizeSearchFilter({ priceMin: 250000 })).toEqual({ priceMin: 200000 })
    expect(normalizeSearchFilter({ priceMin: 100, priceMax: -5 })).toEqual({ priceMax: 100 })
  })

  it('clamps both ends of the price per day range to 0..30000', () => {
    expect(normalizeSearchFilter({ pricePerDayMin: 40000 })).toEqual({ pricePerDayMin: 30000 })
    expect(normalizeSearchFilter({ pricePerDayMin: 1000, pricePerDayMax: 2000 })).toEqual({
      pricePerDayMin: 1000,
      pricePerDayMax: 2000,
    })
  })

  it('clamps both ends of the days range to 0..20', () => {
    expect(normalizeSearchFilter({ daysMin: 25 })).toEqual({ daysMin: 20 })
    expect(normalizeSearchFilter({ daysMin: -1, daysMax: 7 })).toEqual({ daysMax: 7 })
  })

  it('drops the maximum values 200000, 30000 and 20 and the minimum 0', () => {
    expect(
      normalizeSearchFilter({
        priceMin: 0,
        priceMax: 200000,
        pricePerDayMin: 0,
        pricePerDayMax: 30000,
        daysMin: 0,
        daysMax: 20,
      }),
    ).toEqual({})
    expect(normalizeSearchFilter({ priceMax: 999999, daysMax: 21 })).toEqual({})
  })

  it('swaps a minimum greater than its maximum', () => {
    expect(normalizeSearchFilter({ priceMin: 5000, priceMax: 1000 })).toEqual({
      priceMin: 1000,
      priceMax: 5000,
    })
    expect(normalizeSearchFilter({ daysMin: 30, daysMax: 3 })).toEqual({ daysMin: 3 })
  })

  it('reads numeric strings and rounds prices and days to whole numbers', () => {
    expect(normalizeSearchFilter({ priceMin: '1500.6', daysMax: ' 7 ' })).toEqual({
      priceMin: 1501,
      daysMax: 7,
    })
    expect(normalizeSearchFilter({ priceMin: 'abc', priceMax: '0x10' })).toEqual({})
  })
})

describe('§5 search filter normalisation: minAge and page', () => {
  it('turns a minAge below 0, or 18 and above, into 0 and drops it', () => {
    expect(normalizeSearchFilter({ minAge: -1 })).toEqual({})
    expect(normalizeSearchFilter({ minAge: AGE_CAP })).toEqual({})
    expect(normalizeSearchFilter({ minAge: 40 })).toEqual({})
    expect(normalizeSearchFilter({ minAge: 0 })).toEqual({})
    expect(normalizeSearchFilter({ minAge: 17 })).toEqual({ minAge: 17 })
    expect(normalizeSearchFilter({ minAge: '12' })).toEqual({ minAge: 12 })
  })

  it('turns a page below 1 into 1, the default, which is dropped', () => {
    expect(normalizeSearchFilter({ page: 0 })).toEqual({})
    expect(normalizeSearchFilter({ page: -3 })).toEqual({})
    expect(normalizeSearchFilter({ page: 1 })).toEqual({})
    expect(normalizeSearchFilter({ page: '4' })).toEqual({ page: 4 })
  })
})

describe('§5 search filter normalisation: numeric lists keep only numbers', () => {
  it('keeps ids, drops the rest, removes repeats and sorts', () => {
    expect(
      normalizeSearchFilter({
        cities: ['7', 'x', 3, '3', '', '2.5', '-4', 0],
        regions: '10,,abc,2',
        restKinds: [],
        languages: 'none',
      }),
    ).toEqual({ cities: [3, 7], regions: [2, 10] })
  })

  it('keeps difficulty 1 to 4 only, in order', () => {
    expect(normalizeSearchFilter({ difficulty: ['4', 0, 5, 2, '2', 'hard'] })).toEqual({
      difficulty: [2, 4],
    })
  })

  it('keeps only known accommodation and comfort values, in their §3 order', () => {
    expect(
      normalizeSearchFilter({
        accommodation: 'tent,hotel,palace,any,tourist-base',
        comfort: ['premium', 'base', 'luxury'],
      }),
    ).toEqual({ accommodation: ['hotel', 'tent', 'tourist-base'], comfort: ['base', 'premium'] })
  })
})

describe('§5 search filter normalisation: defaults dropped', () => {
  it('drops sort default, operator type any and tour type 1, keeps the others', () => {
    expect(normalizeSearchFilter({ sort: 'default', operatorType: 'any', type: 1 })).toEqual({})
    expect(normalizeSearchFilter({ sort: '-price', operatorType: 'author', type: '2' })).toEqual({
      sort: '-price',
      operatorType: 'author',
      type: 2,
    })
  })

  it('drops unknown sort, operator type and tour type values', () => {
    expect(normalizeSearchFilter({ sort: 'name', operatorType: 'agent', type: 3 })).toEqual({})
  })

  it('keeps booleans only when true, read from true, 1, "1" or "true"', () => {
    expect(
      normalizeSearchFilter({
        isCruisesSearch: '1',
        onlyReturningCruises: true,
        isAuthorTourSearch: 1,
      }),
    ).toEqual({ isCruisesSearch: true, onlyReturningCruises: true, isAuthorTourSearch: true })
    expect(
      normalizeSearchFilter({
        isCruisesSearch: '0',
        onlyReturningCruises: false,
        isAuthorTourSearch: 'no',
      }),
    ).toEqual({})
  })

  it('drops empty and whitespace-only text, trims the rest', () => {
    expect(normalizeSearchFilter({ slug: '  ', placeName: '' })).toEqual({})
    expect(normalizeSearchFilter({ slug: ' altai ', placeName: 'Lake Baikal' })).toEqual({
      slug: 'altai',
      placeName: 'Lake Baikal',
    })
  })
})

describe('§5 search filter normalisation: dates', () => {
  it('keeps valid yyyy-MM-dd dates and drops the rest', () => {
    expect(normalizeSearchFilter({ dateFrom: '2024-02-29', dateTo: '2025-02-29' })).toEqual({
      dateFrom: '2024-02-29',
    })
    expect(normalizeSearchFilter({ dateFrom: '2025-13-01', dateTo: '01.06.2025' })).toEqual({})
    expect(normalizeSearchFilter({ dateFrom: '2025-04-31', dateTo: '2025-6-1' })).toEqual({})
  })

  it('swaps dateFrom and dateTo given the wrong way round', () => {
    expect(normalizeSearchFilter({ dateFrom: '2025-08-10', dateTo: '2025-07-01' })).toEqual({
      dateFrom: '2025-07-01',
      dateTo: '2025-08-10',
    })
  })
})

describe('§5 search filter normalisation: place and radius', () => {
  it('keeps lat in -90..90 and lng in -180..180, only as a pair', () => {
    expect(normalizeSearchFilter({ lat: 51.5, lng: -0.12 })).toEqual({ lat: 51.5, lng: -0.12 })
    expect(normalizeSearchFilter({ lat: 91, lng: 10 })).toEqual({})
    expect(normalizeSearchFilter({ lat: 10, lng: -181 })).toEqual({})
    expect(normalizeSearchFilter({ lat: 10 })).toEqual({})
  })

  it('keeps a positive radius only with lat and lng, capped at 500 km', () => {
    expect(normalizeSearchFilter({ radius: 50 })).toEqual({})
    expect(normalizeSearchFilter({ radius: 50, lat: 1, lng: 2 })).toEqual({
      radius: 50,
      lat: 1,
      lng: 2,
    })
    expect(normalizeSearchFilter({ radius: 0, lat: 1, lng: 2 })).toEqual({ lat: 1, lng: 2 })
    expect(normalizeSearchFilter({ radius: 9000, lat: 1, lng: 2 })).toEqual({
      radius: RADIUS_MAX_KM,
      lat: 1,
      lng: 2,
    })
  })

  it('keeps single ids positive and whole', () => {
    expect(
      normalizeSearchFilter({ organizer: '12', continent: 0, showplace: 2.5, waterObject: -1 }),
    ).toEqual({ organizer: 12 })
  })

  it('returns an empty filter for input that is not an object', () => {
    expect(normalizeSearchFilter(null)).toEqual({})
    expect(normalizeSearchFilter(undefined)).toEqual({})
  })
})
