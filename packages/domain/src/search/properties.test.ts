import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countActiveFilters } from './active-filters.ts'
import { comfortLevels } from '../enums/index.ts'
import {
  AGE_CAP,
  DAYS_MAX,
  PRICE_MAX,
  PRICE_PER_DAY_MAX,
  RADIUS_MAX_KM,
  searchAccommodationKinds,
  TEXT_MAX_LENGTH,
} from './constants.ts'
import { normalizeSearchFilter } from './filter.ts'
import type { SearchFilter, SearchFilterInput, SearchFilterKey } from './filter.ts'
import { parseApiParams, parseSearchQuery, toApiParams, toSearchQuery } from './query.ts'

// Each field gets values that are often valid, often near a limit, and often junk.
const junk = fc.oneof(
  fc.anything(),
  fc.string(),
  fc.constantFrom('', ' ', 'NaN', 'Infinity', '0x10', '1e400', '-0', '1,2', 'true', 'any'),
)
const numberLike = (min: number, max: number) =>
  fc.oneof(
    fc.integer({ min, max }),
    fc.integer({ min, max }).map(String),
    fc.double({ min, max, noNaN: true }),
    junk,
  )
const idLike = numberLike(-3, 1_000_000)
const idListLike = fc.oneof(
  fc.array(idLike),
  fc.array(fc.integer({ min: -3, max: 50 })).map((ids) => ids.join(',')),
  junk,
)
const literalListLike = (values: readonly (string | number)[]) =>
  fc.oneof(
    fc.array(fc.oneof(fc.constantFrom(...values), junk)),
    fc.array(fc.constantFrom(...values.map(String))).map((items) => items.join(',')),
    junk,
  )
const flagLike = fc.oneof(fc.constantFrom(true, false, 1, 0, '1', '0', 'true'), junk)
const textLike = fc.oneof(fc.string(), fc.string({ minLength: 250, maxLength: 260 }), junk)
const dateLike = fc.oneof(
  fc
    .date({ min: new Date('1999-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(
      ([y, m, d]) => `${y}`.padStart(4, '0') + `-${m}`.padStart(3, '0') + `-${d}`.padStart(3, '0'),
    ),
  junk,
)

const fieldArbitraries: { [Key in SearchFilterKey]-?: fc.Arbitrary<unknown> } = {
  slug: textLike,
  organizer: idLike,
  accommodation: literalListLike([...searchAccommodationKinds, 'any', 'palace']),
  comfort: literalListLike([...comfortLevels, 'luxury']),
  maxGroupSize: numberLike(-5, 100),
  difficulty: literalListLike([0, 1, 2, 3, 4, 5]),
  priceMin: numberLike(-1000, 300_000),
  priceMax: numberLike(-1000, 300_000),
  pricePerDayMin: numberLike(-1000, 40_000),
  pricePerDayMax: numberLike(-1000, 40_000),
  minAge: numberLike(-5, 30),
  dateFrom: dateLike,
  dateTo: dateLike,
  daysMin: numberLike(-5, 30),
  daysMax: numberLike(-5, 30),
  restKinds: idListLike,
  cities: idListLike,
  regions: idListLike,
  countries: idListLike,
  continent: idLike,
  collections: idListLike,
  languages: idListLike,
  showplace: idLike,
  isCruisesSearch: flagLike,
  cruisesType: idLike,
  cruisesStartCity: idLike,
  cruisesCabinsCapacity: numberLike(-2, 10),
  onlyReturningCruises: flagLike,
  ships: idListLike,
  waterObject: idLike,
  placeName: textLike,
  radius: numberLike(-10, 1000),
  lat: numberLike(-100, 100),
  lng: numberLike(-200, 200),
  page: numberLike(-5, 1000),
  sort: fc.oneof(fc.constantFrom('default', 'price', '-price', 'name'), junk),
  isAuthorTourSearch: flagLike,
  operatorType: fc.oneof(fc.constantFrom('any', 'organization', 'author', 'agent'), junk),
  type: fc.oneof(fc.constantFrom(1, 2, '1', '2', 3), junk),
}
const filterInput: fc.Arbitrary<SearchFilterInput> = fc.record(fieldArbitraries, {
  requiredKeys: [],
})
const normalizedFilter = filterInput.map(normalizeSearchFilter)

const queryKey = fc.oneof(
  fc.constantFrom(...Object.keys(fieldArbitraries), 'city', 'region', 'ship'),
  fc.string(),
)
const queryValue = fc.oneof(fc.string(), fc.array(fc.string()), fc.constant(undefined))
const junkQuery = fc.dictionary(queryKey, fc.oneof(queryValue, fc.integer().map(String)))

const isValidDate = (text: string) => {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(text) &&
    date.getUTCDate() === day &&
    date.getUTCMonth() === month - 1
  )
}

const isIdList = (list: readonly number[]) =>
  list.length > 0 &&
  list.every(
    (id, index) =>
      Number.isSafeInteger(id) && id > 0 && (index === 0 || id > (list[index - 1] ?? 0)),
  )

const isRangeInLimits = (min: number | undefined, max: number | undefined, limit: number) =>
  (min === undefined || (Number.isInteger(min) && min > 0 && min <= limit)) &&
  (max === undefined || (Number.isInteger(max) && max >= 0 && max < limit)) &&
  (min === undefined || max === undefined || min <= max)

const isPositiveId = (id: number | undefined) =>
  id === undefined || (Number.isSafeInteger(id) && id > 0)

const isText = (text: string | undefined) =>
  text === undefined || (text.length > 0 && text.length <= TEXT_MAX_LENGTH && text.trim() === text)

/** Every §5 limit and every decision documented in filter.ts, checked on one filter. */
function isInRange(filter: SearchFilter): boolean {
  const f = filter
  return (
    Object.values(f).every((value) => value !== undefined) &&
    isRangeInLimits(f.priceMin, f.priceMax, PRICE_MAX) &&
    isRangeInLimits(f.pricePerDayMin, f.pricePerDayMax, PRICE_PER_DAY_MAX) &&
    isRangeInLimits(f.daysMin, f.daysMax, DAYS_MAX) &&
    (f.minAge === undefined ||
      (Number.isInteger(f.minAge) && f.minAge > 0 && f.minAge < AGE_CAP)) &&
    (f.page === undefined || (Number.isSafeInteger(f.page) && f.page > 1)) &&
    [f.restKinds, f.cities, f.regions, f.countries, f.collections, f.languages, f.ships].every(
      (list) => list === undefined || isIdList(list),
    ) &&
    [f.organizer, f.continent, f.showplace, f.cruisesType, f.cruisesStartCity, f.waterObject].every(
      isPositiveId,
    ) &&
    isPositiveId(f.maxGroupSize) &&
    isPositiveId(f.cruisesCabinsCapacity) &&
    (f.difficulty === undefined ||
      (f.difficulty.length > 0 && f.difficulty.every((d) => d >= 1 && d <= 4))) &&
    (f.accommodation === undefined ||
      f.accommodation.every((kind) => searchAccommodationKinds.includes(kind))) &&
    (f.comfort === undefined || f.comfort.every((level) => comfortLevels.includes(level))) &&
    (f.dateFrom === undefined || isValidDate(f.dateFrom)) &&
    (f.dateTo === undefined || isValidDate(f.dateTo)) &&
    (f.dateFrom === undefined || f.dateTo === undefined || f.dateFrom <= f.dateTo) &&
    (f.lat === undefined) === (f.lng === undefined) &&
    (f.lat === undefined || Math.abs(f.lat) <= 90) &&
    (f.lng === undefined || Math.abs(f.lng) <= 180) &&
    (f.radius === undefined ||
      (f.lat !== undefined && f.radius > 0 && f.radius <= RADIUS_MAX_KM)) &&
    [f.sort, f.operatorType, f.type].every(
      (value) => !['default', 'any', 1].includes(value ?? ''),
    ) &&
    [f.isCruisesSearch, f.onlyReturningCruises, f.isAuthorTourSearch].every(
      (flag) => flag === undefined || flag === true,
    ) &&
    isText(f.slug) &&
    isText(f.placeName)
  )
}

describe('§5 search filter normalisation: properties', () => {
  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), filterInput), (input) => {
        const filter = normalizeSearchFilter(input)
        toSearchQuery(filter)
        toApiParams(filter)
        countActiveFilters(input as SearchFilterInput)
      }),
    )
    fc.assert(
      fc.property(junkQuery, (query) => {
        parseSearchQuery(query)
        parseApiParams(query)
      }),
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(filterInput, (input) => {
        const once = normalizeSearchFilter(input)
        expect(normalizeSearchFilter(once)).toEqual(once)
      }),
    )
  })

  it('never produces an out-of-range value', () => {
    fc.assert(fc.property(filterInput, (input) => isInRange(normalizeSearchFilter(input))))
    fc.assert(fc.property(junkQuery, (query) => isInRange(parseSearchQuery(query))))
  })

  it('reads back its own canonical query and API params', () => {
    fc.assert(
      fc.property(normalizedFilter, (filter) => {
        expect(parseSearchQuery(toSearchQuery(filter), { slug: filter.slug })).toEqual(filter)
        expect(parseApiParams(toApiParams(filter))).toEqual(filter)
      }),
    )
  })

  it('writes every value of the canonical query as a non-empty string, booleans as 1', () => {
    fc.assert(
      fc.property(normalizedFilter, (filter) => {
        const params = toApiParams(filter)
        expect(Object.values(params).every((value) => value.length > 0)).toBe(true)
        for (const flag of ['isCruisesSearch', 'onlyReturningCruises', 'isAuthorTourSearch']) {
          expect(params[flag] === undefined || params[flag] === '1').toBe(true)
        }
      }),
    )
  })
})
