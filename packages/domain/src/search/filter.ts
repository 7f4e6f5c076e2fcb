import {
  comfortLevels,
  defaultOperatorType,
  defaultTourSort,
  difficulties,
  operatorTypes,
  tourSorts,
  tourType,
  tourTypes,
} from '../enums/index.ts'
import type { ComfortLevel, Difficulty, OperatorType, TourSort, TourType } from '../enums/index.ts'
import {
  AGE_CAP,
  DAYS_MAX,
  PRICE_MAX,
  PRICE_PER_DAY_MAX,
  RADIUS_MAX_KM,
  searchAccommodationKinds,
} from './constants.ts'
import type { SearchAccommodationKind } from './constants.ts'
import {
  readDate,
  readFlag,
  readId,
  readIdList,
  readLiteral,
  readLiteralList,
  readNumber,
  readText,
  readWholeNumber,
  roundTo,
} from './coerce.ts'

/**
 * §3 Tour search filter, normalised (§5): every field present holds a valid, non-default value;
 * a field that is absent means "no restriction". Ids are positive integers, lists are
 * non-empty, without repeats, in a fixed order; prices are whole major units of the search
 * currency; dates are yyyy-MM-dd; radius is in kilometres.
 */
export type SearchFilter = {
  readonly slug?: string
  readonly organizer?: number
  readonly accommodation?: readonly SearchAccommodationKind[]
  readonly comfort?: readonly ComfortLevel[]
  readonly maxGroupSize?: number
  readonly difficulty?: readonly Difficulty[]
  readonly priceMin?: number
  readonly priceMax?: number
  readonly pricePerDayMin?: number
  readonly pricePerDayMax?: number
  readonly minAge?: number
  readonly dateFrom?: string
  readonly dateTo?: string
  readonly daysMin?: number
  readonly daysMax?: number
  readonly restKinds?: readonly number[]
  readonly cities?: readonly number[]
  readonly regions?: readonly number[]
  readonly countries?: readonly number[]
  readonly continent?: number
  readonly collections?: readonly number[]
  readonly languages?: readonly number[]
  readonly showplace?: number
  readonly isCruisesSearch?: true
  readonly cruisesType?: number
  readonly cruisesStartCity?: number
  readonly cruisesCabinsCapacity?: number
  readonly onlyReturningCruises?: true
  readonly ships?: readonly number[]
  readonly waterObject?: number
  readonly placeName?: string
  readonly radius?: number
  readonly lat?: number
  readonly lng?: number
  readonly page?: number
  readonly sort?: Exclude<TourSort, typeof defaultTourSort>
  readonly isAuthorTourSearch?: true
  readonly operatorType?: Exclude<OperatorType, typeof defaultOperatorType>
  readonly type?: Exclude<TourType, typeof tourType.tour>
}

export type SearchFilterKey = keyof SearchFilter

/** Anything a form, a query or a stored object may hold under the filter's field names. */
export type SearchFilterInput = { readonly [Key in SearchFilterKey]?: unknown }

type Range = { min?: number; max?: number }

/**
 * §5 range rule: both ends are clamped to 0..limit. A minimum above the maximum is read as the
 * two ends given the wrong way round and swapped, rather than dropping what the user chose.
 * The defaults, 0 for the minimum and the limit for the maximum, are then dropped.
 */
function normalizeRange(minValue: unknown, maxValue: unknown, limit: number): Range {
  const clamp = (value: number | undefined) =>
    value === undefined ? undefined : roundTo(Math.min(Math.max(value, 0), limit), 0)
  let min = clamp(readNumber(minValue))
  let max = clamp(readNumber(maxValue))
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
  return {
    ...(min !== undefined && min !== 0 && { min }),
    ...(max !== undefined && max !== limit && { max }),
  }
}

/** §5: an age below 0 or at the cap and above becomes 0, and 0 (no age limit) is dropped. */
function normalizeMinAge(value: unknown): number | undefined {
  const age = readWholeNumber(value)
  return age !== undefined && age > 0 && age < AGE_CAP ? age : undefined
}

/** §5: page below 1 becomes 1, which is the default and so dropped. */
function normalizePage(value: unknown): number | undefined {
  const page = readWholeNumber(value)
  return page !== undefined && page > 1 ? page : undefined
}

function positiveWholeNumber(value: unknown): number | undefined {
  const number = readWholeNumber(value)
  return number !== undefined && number > 0 ? number : undefined
}

/** A date range given the wrong way round is swapped, as the numeric ranges are. */
function normalizeDates(fromValue: unknown, toValue: unknown): { from?: string; to?: string } {
  let from = readDate(fromValue)
  let to = readDate(toValue)
  if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from]
  return { ...(from !== undefined && { from }), ...(to !== undefined && { to }) }
}

/**
 * Coordinates are kept to 6 decimals (about 0.1 m) and only as a pair inside the valid ranges;
 * the radius (kilometres, 3 decimals) means nothing without them. Out-of-range coordinates are
 * dropped, not clamped: a clamped coordinate is a different place.
 */
function normalizeGeo(
  latValue: unknown,
  lngValue: unknown,
  radiusValue: unknown,
): { lat?: number; lng?: number; radius?: number } {
  const read = (value: unknown, bound: number) => {
    const number = readNumber(value)
    const rounded = number === undefined ? undefined : roundTo(number, 6)
    return rounded !== undefined && Math.abs(rounded) <= bound ? rounded : undefined
  }
  const lat = read(latValue, 90)
  const lng = read(lngValue, 180)
  if (lat === undefined || lng === undefined) return {}
  const radiusNumber = readNumber(radiusValue)
  const radius =
    radiusNumber === undefined ? undefined : roundTo(Math.min(radiusNumber, RADIUS_MAX_KM), 3)
  return { ...(radius !== undefined && radius > 0 && { radius }), lat, lng }
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * §5 Search filter normalisation. Accepts anything (a typed filter, form values, junk) and never
 * throws; the result holds only valid, non-default values. Normalising twice changes nothing.
 */
export function normalizeSearchFilter(input: unknown): SearchFilter {
  const source: SearchFilterInput = isRecord(input) ? input : {}
  const price = normalizeRange(source.priceMin, source.priceMax, PRICE_MAX)
  const pricePerDay = normalizeRange(
    source.pricePerDayMin,
    source.pricePerDayMax,
    PRICE_PER_DAY_MAX,
  )
  const days = normalizeRange(source.daysMin, source.daysMax, DAYS_MAX)
  const dates = normalizeDates(source.dateFrom, source.dateTo)
  const geo = normalizeGeo(source.lat, source.lng, source.radius)
  const sort = readLiteral(source.sort, tourSorts)
  const operatorType = readLiteral(source.operatorType, operatorTypes)
  const type = readLiteral(source.type, tourTypes)

  // Every field must be listed (`-?`), in the §3 order the canonical query keeps.
  const filter: { [Key in SearchFilterKey]-?: SearchFilter[Key] | undefined } = {
    slug: readText(source.slug),
    organizer: readId(source.organizer),
    accommodation: readLiteralList(source.accommodation, searchAccommodationKinds),
    comfort: readLiteralList(source.comfort, comfortLevels),
    maxGroupSize: positiveWholeNumber(source.maxGroupSize),
    difficulty: readLiteralList(source.difficulty, difficulties),
    priceMin: price.min,
    priceMax: price.max,
    pricePerDayMin: pricePerDay.min,
    pricePerDayMax: pricePerDay.max,
    minAge: normalizeMinAge(source.minAge),
    dateFrom: dates.from,
    dateTo: dates.to,
    daysMin: days.min,
    daysMax: days.max,
    restKinds: readIdList(source.restKinds),
    cities: readIdList(source.cities),
    regions: readIdList(source.regions),
    countries: readIdList(source.countries),
    continent: readId(source.continent),
    collections: readIdList(source.collections),
    languages: readIdList(source.languages),
    showplace: readId(source.showplace),
    isCruisesSearch: readFlag(source.isCruisesSearch),
    cruisesType: readId(source.cruisesType),
    cruisesStartCity: readId(source.cruisesStartCity),
    cruisesCabinsCapacity: positiveWholeNumber(source.cruisesCabinsCapacity),
    onlyReturningCruises: readFlag(source.onlyReturningCruises),
    ships: readIdList(source.ships),
    waterObject: readId(source.waterObject),
    placeName: readText(source.placeName),
    radius: geo.radius,
    lat: geo.lat,
    lng: geo.lng,
    page: normalizePage(source.page),
    sort: sort === defaultTourSort ? undefined : sort,
    isAuthorTourSearch: readFlag(source.isAuthorTourSearch),
    operatorType: operatorType === defaultOperatorType ? undefined : operatorType,
    type: type === tourType.tour ? undefined : type,
  }
  return withoutUndefined(filter)
}

/** Absent, not `undefined`: a normalised filter compares equal to one rebuilt from its query. */
function withoutUndefined(filter: SearchFilter): SearchFilter {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as SearchFilter
}
