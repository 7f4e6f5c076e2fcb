import { normalizeSearchFilter } from '@tourmarket/domain/search'
import { describe, expect, it, vi } from 'vitest'
import { AppError } from '../src/errors.ts'
import { buildSearchCriteria, toUsdMinor, withoutNul } from '../src/modules/search/criteria.ts'
import { DEFAULT_RADIUS_KM } from '../src/modules/search/facets.ts'
import { createResponseCache } from '../src/modules/search/response-cache.ts'
import { completionKindsFor, isQueryFlagSet, parseTourIds } from '../src/modules/search/service.ts'
import { testCurrencyRates } from './factories.ts'

const now = '2027-01-10T12:00:00.000Z'

function criteriaFor(input: Record<string, unknown>, currency: 'USD' | 'EUR' = 'USD') {
  return buildSearchCriteria({
    filter: normalizeSearchFilter(input),
    landing: undefined,
    currency,
    rates: testCurrencyRates,
    now,
  })
}

describe('§3 search filter → search criteria', () => {
  it('§5 tour type 1 is the default: an absent type searches tours, not excursions', () => {
    expect(criteriaFor({}).facets.tour_types).toEqual([1])
    expect(criteriaFor({ type: 2 }).facets.tour_types).toEqual([2])
  })

  it('converts price bounds from whole units of X-Currency into USD minor units', () => {
    expect(criteriaFor({ priceMin: 100, priceMax: 920 }, 'EUR').dates).toEqual({
      priceUsdMin: 108_70,
      priceUsdMax: 1000_00,
    })
    expect(toUsdMinor(92, 'EUR', testCurrencyRates)).toBe(100_00)
  })

  it('isAuthorTourSearch means operator type author; contradicting operatorType matches nothing', () => {
    expect(criteriaFor({ isAuthorTourSearch: 1 }).facets.operator_types).toEqual(['author'])
    expect(
      criteriaFor({ isAuthorTourSearch: 1, operatorType: 'author' }).facets.operator_types,
    ).toEqual(['author'])
    expect(
      criteriaFor({ isAuthorTourSearch: 1, operatorType: 'organization' }).facets.operator_types,
    ).toEqual([])
  })

  it('cruisesType ids 1-3 name river, sea and ocean; another id matches nothing', () => {
    expect(criteriaFor({ cruisesType: 2 }).facets.cruise_types).toEqual(['sea'])
    expect(criteriaFor({ cruisesType: 9 }).facets.cruise_types).toEqual([])
  })

  it('a place search without a radius looks DEFAULT_RADIUS_KM around the point', () => {
    expect(criteriaFor({ lat: 45, lng: 9 }).geo).toEqual({
      lat: 45,
      lng: 9,
      radiusKm: DEFAULT_RADIUS_KM,
    })
  })

  it('ship and water object landings search cruises', () => {
    const criteria = buildSearchCriteria({
      filter: normalizeSearchFilter({ slug: 'aurora' }),
      landing: { kind: 'ships', id: 4 },
      currency: 'USD',
      rates: testCurrencyRates,
      now,
    })
    expect(criteria.cruiseMode).toBe(true)
    expect(criteriaFor({}).cruiseMode).toBe(false)
    expect(criteriaFor({ isCruisesSearch: '1' }).cruiseMode).toBe(true)
  })

  it('a placeName beside a point names the place searched around and is no phrase', () => {
    const criteria = criteriaFor({ placeName: 'Rome', lat: 41.9, lng: 12.5, radius: 100 })
    expect(criteria.text).toBeUndefined()
    expect(criteria.geo).toEqual({ lat: 41.9, lng: 12.5, radiusKm: 100 })
  })

  it('drops NUL from the full-text phrase, and a phrase of only NUL', () => {
    expect(withoutNul('ro\u0000me')).toBe('rome')
    expect(criteriaFor({ placeName: 'ro\u0000me' }).text).toBe('rome')
    expect(criteriaFor({ placeName: '\u0000' }).text).toBeUndefined()
  })
})

describe('§7 get-by-ids: ids', () => {
  it('reads comma lists and repeated keys, keeping the first occurrence', () => {
    expect(parseTourIds(['3,1', '3', ' 2 '])).toEqual([3, 1, 2])
    expect(parseTourIds(undefined)).toEqual([])
  })

  it('refuses more than 100 ids, or one that is not an id, naming ids', () => {
    const many = Array.from({ length: 101 }, (_, index) => String(index + 1))
    for (const value of [many, '1,x', '0', '-4', '1.5']) {
      const error = (() => {
        try {
          parseTourIds(value)
        } catch (caught) {
          return caught
        }
        return undefined
      })()
      expect(error).toBeInstanceOf(AppError)
      expect((error as AppError).status).toBe(400)
      expect((error as AppError).errors).toHaveProperty('ids')
    }
    expect(parseTourIds(many.slice(0, 100))).toHaveLength(100)
  })
})

describe('§7 completion options', () => {
  it('`only` keeps, `exclude` removes, unknown kinds are ignored', () => {
    expect(completionKindsFor('cities,ships', undefined)).toEqual(['cities', 'ships'])
    expect(completionKindsFor(['cities', 'nonsense'], 'cities')).toEqual([])
    expect(completionKindsFor(undefined, 'tours')).not.toContain('tours')
    expect(completionKindsFor('nonsense', undefined)).toHaveLength(9)
  })

  it('§5 booleans are sent as 1', () => {
    expect(isQueryFlagSet('1')).toBe(true)
    expect(isQueryFlagSet(['true', '0'])).toBe(true)
    expect(isQueryFlagSet('0')).toBe(false)
    expect(isQueryFlagSet(undefined)).toBe(false)
  })
})

describe('search response cache', () => {
  function cacheAt(clock: { now: number }, maxEntries = 10) {
    return createResponseCache({ ttlMs: 1000, staleMs: 5000, maxEntries, now: () => clock.now })
  }

  it('reuses an answer while it is fresh', async () => {
    const clock = { now: 0 }
    const cache = cacheAt(clock)
    const compute = vi.fn(async () => clock.now)
    expect(await cache.getOrCompute('a', compute)).toBe(0)
    clock.now = 999
    expect(await cache.getOrCompute('a', compute)).toBe(0)
    expect(compute).toHaveBeenCalledTimes(1)
  })

  it('serves a stale answer while one background computation replaces it', async () => {
    const clock = { now: 0 }
    const cache = cacheAt(clock)
    await cache.getOrCompute('a', async () => 'old')
    clock.now = 1000
    let finish: (value: string) => void = () => undefined
    const compute = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)))
    expect(await cache.getOrCompute('a', compute)).toBe('old')
    expect(await cache.getOrCompute('a', compute)).toBe('old')
    expect(compute).toHaveBeenCalledTimes(1)
    finish('new')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cache.getOrCompute('a', compute)).toBe('new')
  })

  it('computes again, and waits, once an answer is older than staleMs', async () => {
    const clock = { now: 0 }
    const cache = cacheAt(clock)
    await cache.getOrCompute('a', async () => 'old')
    clock.now = 5000
    expect(await cache.getOrCompute('a', async () => 'new')).toBe('new')
  })

  it('shares one computation between requests that arrive together', async () => {
    const cache = cacheAt({ now: 0 })
    const compute = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('x'), 5)))
    const answers = await Promise.all([1, 2, 3].map(() => cache.getOrCompute('k', compute)))
    expect(answers).toEqual(['x', 'x', 'x'])
    expect(compute).toHaveBeenCalledTimes(1)
  })

  it('does not keep a failure; a failed background computation keeps the stale answer', async () => {
    const clock = { now: 0 }
    const cache = cacheAt(clock)
    await expect(cache.getOrCompute('k', () => Promise.reject(new Error('down')))).rejects.toThrow()
    expect(await cache.getOrCompute('k', async () => 'up')).toBe('up')
    clock.now = 2000
    expect(await cache.getOrCompute('k', () => Promise.reject(new Error('down')))).toBe('up')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cache.getOrCompute('k', async () => 'again')).toBe('up')
  })

  it('drops the oldest entries beyond maxEntries', async () => {
    const cache = cacheAt({ now: 0 }, 2)
    for (const key of ['a', 'b', 'c']) await cache.getOrCompute(key, async () => key)
    expect(cache.size).toBe(2)
    const compute = vi.fn(async () => 'again')
    expect(await cache.getOrCompute('a', compute)).toBe('again')
  })
})
