import { tourType } from '@tourmarket/domain/enums'
import { decodeFacetTokens, type RawFacets } from '../facet-counts.ts'
import type { DateCriteria, TourSearchCriteria } from '../criteria.ts'
import {
  durationBuckets,
  facetTokenKinds,
  facetTokenTexts,
  FACET_TOKEN_BASE,
  type TourFacetKey,
} from '../facets.ts'
import type { TourSearchOptions, TourSearchResult } from '../repository.ts'
import { INT4_MAX } from '../sql.ts'
import { tourFlag, type TourColumns } from './tour-index.ts'

// One search over the in-memory columns, answering exactly what repository.ts's SQL answers
// (the property test in engine.test.ts holds them to it): the same conditions, the same "every
// facet but its own" counting, the same order.

const EARTH_RADIUS_KM = 6371
const KM_PER_DEGREE_OF_LATITUDE = 111.2
/** Longest trip a duration bucket without an upper end reaches (as facet-counts.ts). */
const DURATION_DAYS_MAX = 366
const MILLISECONDS_PER_DAY = 86_400_000

const landingTokenKinds: Partial<Record<string, number>> = {
  countries: facetTokenKinds.countries,
  regions: facetTokenKinds.regions,
  cities: facetTokenKinds.cities,
  rest_kinds: facetTokenKinds.rest_kinds,
  collections: facetTokenKinds.collections,
  water_objects: facetTokenKinds.water_objects,
  ships: facetTokenKinds.ships,
}

/** A day number (days since 1970-01-01) of a yyyy-MM-dd date. */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / MILLISECONDS_PER_DAY)
}

export type QueryInputs = {
  readonly columns: TourColumns
  readonly criteria: TourSearchCriteria
  readonly options: TourSearchOptions
  /** Per zone of columns.zones, the day number of today there. */
  readonly todayByZone: Int32Array
  /** With a phrase: the rank of each tour whose document matches it. */
  readonly textRanks?: ReadonlyMap<number, number> | undefined
}

type SelectedFacet = { readonly kind: number; readonly accepts: Uint8Array }

/** Per selected facet, which dense tokens satisfy it (an empty selection satisfies nothing). */
function selectedFacets(columns: TourColumns, criteria: TourSearchCriteria): SelectedFacet[] {
  const entries = Object.entries(criteria.facets) as [TourFacetKey, readonly (string | number)[]][]
  return entries.map(([key, values]) => {
    const kind = facetTokenKinds[key]
    const accepts = new Uint8Array(columns.tokenValues.length)
    const texts = facetTokenTexts[key]
    for (const value of values) {
      const id =
        texts === undefined
          ? typeof value === 'number' && Math.abs(value) <= INT4_MAX
            ? value
            : undefined
          : texts.indexOf(String(value)) + 1 || undefined
      if (id === undefined || id < 0 || id >= FACET_TOKEN_BASE) continue
      const dense = columns.denseOfToken.get(kind * FACET_TOKEN_BASE + id)
      if (dense !== undefined) accepts[dense] = 1
    }
    return { kind, accepts }
  })
}

function withinRadius(
  columns: TourColumns,
  slot: number,
  geo: NonNullable<TourSearchCriteria['geo']>,
): boolean {
  const { lat, lng, radiusKm } = geo
  const span = radiusKm / KM_PER_DEGREE_OF_LATITUDE
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const lats = columns.pointLats.pool.values
  const lngs = columns.pointLngs.pool.values
  const first = columns.pointLats.starts[slot]!
  const end = first + columns.pointLats.counts[slot]!
  for (let index = first; index < end; index += 1) {
    const pointLat = lats[index]!
    const pointLng = lngs[index]!
    // NaN (a point without coordinates) fails every comparison, as NULL does in SQL.
    if (!(pointLat >= lat - span && pointLat <= lat + span) || Number.isNaN(pointLng)) continue
    const distance =
      2 *
      EARTH_RADIUS_KM *
      Math.asin(
        Math.min(
          1,
          Math.sqrt(
            Math.sin(radians(pointLat - lat) / 2) ** 2 +
              Math.cos(radians(lat)) *
                Math.cos(radians(pointLat)) *
                Math.sin(radians(pointLng - lng) / 2) ** 2,
          ),
        ),
      )
    if (distance <= radiusKm) return true
  }
  return false
}

/** The int4 rule of sql.ts's int4Condition: past int4 the answer is fixed, whatever the tour. */
function int4Condition(
  value: number,
  condition: (value: number) => (slot: number) => boolean,
  pastInt4: boolean,
): (slot: number) => boolean {
  return Math.abs(value) > INT4_MAX ? () => pastInt4 : condition(value)
}

type SlotCondition = (slot: number) => boolean

/**
 * The conditions every result meets and no facet leaves out (filter-sql.ts basePredicates)
 * beyond the partition (cruise, on request, excursions), which the loop checks inline: one
 * closure per condition the search has, made once per search.
 */
function baseConditions(inputs: QueryInputs): SlotCondition[] {
  const { columns, criteria, textRanks } = inputs
  const { flags, organizerId, minAge, maxGroupSize, cabinsCapacity, tourId } = columns
  const { worldParts, showplaces } = columns
  const { tokens, tokenStart, tokenCount, denseOfToken } = columns
  const conditions: SlotCondition[] = []
  if (textRanks !== undefined) conditions.push((slot) => textRanks.has(tourId[slot]!))
  const landing = criteria.landing
  if (landing !== undefined) {
    const kind = landingTokenKinds[landing.kind]
    if (kind !== undefined) {
      const dense = denseOfToken.get(kind * FACET_TOKEN_BASE + landing.id) ?? -1
      conditions.push((slot) => {
        const end = tokenStart[slot]! + tokenCount[slot]!
        for (let index = tokenStart[slot]!; index < end; index += 1)
          if (tokens[index] === dense) return true
        return false
      })
    } else if (landing.kind === 'world_parts') {
      conditions.push((slot) => worldParts.includes(slot, landing.id))
    } else {
      conditions.push((slot) => showplaces.includes(slot, landing.id))
    }
  }
  const { organizerId: wantedOrganizer, travellerAge, maxGroupSize: groupSize } = criteria
  if (wantedOrganizer !== undefined)
    conditions.push(
      int4Condition(wantedOrganizer, (id) => (slot) => organizerId[slot] === id, false),
    )
  if (travellerAge !== undefined)
    conditions.push(int4Condition(travellerAge, (age) => (slot) => minAge[slot]! <= age, true))
  if (groupSize !== undefined)
    conditions.push(int4Condition(groupSize, (size) => (slot) => maxGroupSize[slot]! <= size, true))
  if (criteria.showplaceId !== undefined)
    conditions.push(
      int4Condition(criteria.showplaceId, (id) => (slot) => showplaces.includes(slot, id), false),
    )
  if (criteria.continentId !== undefined)
    conditions.push(
      int4Condition(criteria.continentId, (id) => (slot) => worldParts.includes(slot, id), false),
    )
  if (criteria.minCabinsCapacity !== undefined)
    conditions.push(
      int4Condition(
        criteria.minCabinsCapacity,
        (capacity) => (slot) => cabinsCapacity[slot]! >= capacity,
        false,
      ),
    )
  if (criteria.onlyReturningCruises)
    conditions.push((slot) => (flags[slot]! & tourFlag.returningCruise) !== 0)
  const geo = criteria.geo
  if (geo !== undefined) conditions.push((slot) => withinRadius(columns, slot, geo))
  return conditions
}

/** Date-level conditions as day numbers and numbers; each group absent when not asked. */
type DateChecks = {
  readonly from?: number
  readonly to?: number
  readonly priceMin?: number
  readonly priceMax?: number
  readonly perDayMin?: number
  readonly perDayMax?: number
  readonly daysMin?: number
  readonly daysMax?: number
  readonly hasDates: boolean
  readonly hasPrice: boolean
  readonly hasPerDay: boolean
  readonly hasDays: boolean
}

function dateChecksOf(dates: DateCriteria): DateChecks | undefined {
  if (Object.keys(dates).length === 0) return undefined
  return {
    ...(dates.from === undefined ? {} : { from: dayNumber(dates.from) }),
    ...(dates.to === undefined ? {} : { to: dayNumber(dates.to) }),
    ...(dates.priceUsdMin === undefined ? {} : { priceMin: dates.priceUsdMin }),
    ...(dates.priceUsdMax === undefined ? {} : { priceMax: dates.priceUsdMax }),
    ...(dates.perDayUsdMin === undefined ? {} : { perDayMin: dates.perDayUsdMin }),
    ...(dates.perDayUsdMax === undefined ? {} : { perDayMax: dates.perDayUsdMax }),
    ...(dates.daysMin === undefined ? {} : { daysMin: dates.daysMin }),
    ...(dates.daysMax === undefined ? {} : { daysMax: dates.daysMax }),
    hasDates: dates.from !== undefined || dates.to !== undefined,
    hasPrice: dates.priceUsdMin !== undefined || dates.priceUsdMax !== undefined,
    hasPerDay: dates.perDayUsdMin !== undefined || dates.perDayUsdMax !== undefined,
    hasDays: dates.daysMin !== undefined || dates.daysMax !== undefined,
  }
}

/** A comparison SQL would make: a missing (NULL) operand never satisfies it. */
const atLeast = (value: number, bound: number | undefined) =>
  bound === undefined || (!Number.isNaN(value) && value >= bound)
const atMost = (value: number, bound: number | undefined) =>
  bound === undefined || (!Number.isNaN(value) && value <= bound)

/** Per trip length in days, the duration buckets it falls in, one bit each. */
const bucketMaskByDuration = Int32Array.from({ length: DURATION_DAYS_MAX + 1 }, (_, duration) =>
  durationBuckets.reduce(
    (mask, bucket, index) =>
      duration >= bucket.min && duration <= (bucket.max ?? DURATION_DAYS_MAX)
        ? mask | (1 << index)
        : mask,
    0,
  ),
)

/** What one tour's upcoming dates give a search (date-summary.ts); NaN stands for NULL. */
type DateSummary = {
  /** A date meets every date-level condition. */
  matches: boolean
  /** Cheapest date meeting them all: the card's price and the price sort. */
  priceFrom: number
  /** Price facet: cheapest and dearest dates meeting every condition but the price. */
  priceLo: number
  priceHi: number
  /** Duration facet: buckets of dates meeting every condition but the days. */
  bucketMask: number
}

type Compare = (a: number, b: number) => number

function comparatorOf(inputs: QueryInputs, priceFrom: Float64Array): Compare {
  const { tourId, popularity } = inputs.columns
  const ranks = inputs.textRanks
  const byPopularity: Compare = (a, b) => popularity[b]! - popularity[a]! || tourId[b]! - tourId[a]!
  switch (inputs.options.sort) {
    case 'price':
      return (a, b) => {
        const left = priceFrom[a]!
        const right = priceFrom[b]!
        if (Number.isNaN(left) !== Number.isNaN(right)) return Number.isNaN(left) ? 1 : -1
        return (Number.isNaN(left) ? 0 : left - right) || tourId[a]! - tourId[b]!
      }
    case '-price':
      return (a, b) => {
        const left = priceFrom[a]!
        const right = priceFrom[b]!
        if (Number.isNaN(left) !== Number.isNaN(right)) return Number.isNaN(left) ? 1 : -1
        return (Number.isNaN(left) ? 0 : right - left) || tourId[b]! - tourId[a]!
      }
    case 'default':
      return ranks === undefined
        ? byPopularity
        : (a, b) => ranks.get(tourId[b]!)! - ranks.get(tourId[a]!)! || byPopularity(a, b)
  }
}

/** The best `size` slots seen so far, kept sorted (a page is small; inserting is cheap). */
function createTopSlots(size: number, compare: Compare) {
  const kept: number[] = []
  return {
    offer(slot: number) {
      if (size === 0) return
      if (kept.length === size && compare(slot, kept[size - 1]!) >= 0) return
      let low = 0
      let high = kept.length
      while (low < high) {
        const middle = (low + high) >> 1
        if (compare(kept[middle]!, slot) <= 0) low = middle + 1
        else high = middle
      }
      kept.splice(low, 0, slot)
      if (kept.length > size) kept.pop()
    },
    kept,
  }
}

/** Months since January 1970 → yyyymm. */
function yearMonth(monthIndex: number): number {
  return (1970 + Math.floor(monthIndex / 12)) * 100 + (monthIndex % 12) + 1
}

/**
 * Buffers a search fills, kept by the engine between searches (a search runs to its end without
 * yielding, so one set serves every search of the process) to spare the collector.
 */
export type QueryScratch = {
  priceFrom: Float64Array
  tokenCounts: Int32Array
  monthCounts: Int32Array
  /** Per slot, how the tour's tokens count in this search (TokenState). */
  tokenStates: Uint8Array
  /** Per slot with TokenState.ownFacet, the kind of the one facet it fails. */
  failedKinds: Uint8Array
  /**
   * Token counts over a whole partition (every tour of a cruise/excursion partition with an
   * upcoming date), keyed by index version, partition and each zone's day: a broad search counts
   * by subtracting the few tours it leaves out from these.
   */
  partitionCounts: Map<string, PartitionCounts>
}

/** Counts over a whole partition: every token, and (per month index) tours with a date then. */
type PartitionCounts = { readonly tokens: Int32Array; readonly months: Int32Array }

export function createQueryScratch(): QueryScratch {
  return {
    priceFrom: new Float64Array(0),
    tokenCounts: new Int32Array(0),
    monthCounts: new Int32Array(0),
    tokenStates: new Uint8Array(0),
    failedKinds: new Uint8Array(0),
    partitionCounts: new Map(),
  }
}

/** How a tour's facet tokens count in a search. */
const TokenState = {
  /** Outside the partition (or no upcoming date): in no count, partition counts included. */
  outside: 0,
  /** In the partition, but counted for no facet. */
  none: 1,
  /** Counted for every facet. */
  all: 2,
  /** Counted only for the one facet it fails (its failedKinds entry). */
  ownFacet: 3,
} as const

function ensureScratch(scratch: QueryScratch, columns: TourColumns): void {
  if (scratch.priceFrom.length < columns.slots)
    scratch.priceFrom = new Float64Array(Math.max(columns.slots, scratch.priceFrom.length * 2))
  if (scratch.tokenCounts.length < columns.tokenValues.length)
    scratch.tokenCounts = new Int32Array(columns.tokenValues.length * 2)
  if (scratch.monthCounts.length < columns.monthsSpan)
    scratch.monthCounts = new Int32Array(columns.monthsSpan)
  if (scratch.tokenStates.length < columns.slots) {
    scratch.tokenStates = new Uint8Array(Math.max(columns.slots, scratch.tokenStates.length * 2))
    scratch.failedKinds = new Uint8Array(scratch.tokenStates.length)
  }
  scratch.tokenCounts.fill(0)
  scratch.monthCounts.fill(0)
}

/** Adds `sign` to the count of each month in which the tour has an upcoming date. */
function countMonths(
  columns: TourColumns,
  slot: number,
  today: number,
  monthCounts: Int32Array,
  sign: number,
): void {
  const { dateStart, dateCount, dateDays, dateMonths } = columns
  const end = dateStart[slot]! + dateCount[slot]!
  let lastMonth = -1
  for (let index = dateStart[slot]!; index < end; index += 1) {
    if (dateDays[index]! <= today) continue
    const month = dateMonths[index]!
    // Dates are sorted, so a month's dates are next to each other.
    if (month !== lastMonth) {
      monthCounts[month]! += sign
      lastMonth = month
    }
  }
}

/** Token and month counts over a partition: its tours with an upcoming date (cached, see QueryScratch). */
function partitionCountsOf(
  inputs: QueryInputs,
  scratch: QueryScratch,
  cruise: number,
  excludedType: number,
): PartitionCounts {
  const { columns, todayByZone } = inputs
  const key = `${columns.version}|${cruise}|${excludedType}|${todayByZone.join(',')}`
  const cached = scratch.partitionCounts.get(key)
  if (cached !== undefined) return cached
  const { slots, alive, flags, type, zone, dateStart, dateCount, dateDays } = columns
  const { tokens, tokenStart, tokenCount } = columns
  const counts: PartitionCounts = {
    tokens: new Int32Array(scratch.tokenCounts.length),
    months: new Int32Array(scratch.monthCounts.length),
  }
  for (let slot = 0; slot < slots; slot += 1) {
    if (alive[slot] === 0) continue
    if ((flags[slot]! & (tourFlag.onRequest | tourFlag.cruise)) !== cruise) continue
    if (type[slot] === excludedType) continue
    const today = todayByZone[zone[slot]!]!
    const lastDate = dateStart[slot]! + dateCount[slot]! - 1
    if (dateCount[slot] === 0 || dateDays[lastDate]! <= today) continue
    const end = tokenStart[slot]! + tokenCount[slot]!
    for (let index = tokenStart[slot]!; index < end; index += 1) counts.tokens[tokens[index]!]! += 1
    countMonths(columns, slot, today, counts.months, 1)
  }
  // An older version's counts are of no use any more.
  for (const stale of scratch.partitionCounts.keys())
    if (!stale.startsWith(`${columns.version}|`)) scratch.partitionCounts.delete(stale)
  scratch.partitionCounts.set(key, counts)
  return counts
}

/**
 * The only tours a search can find, when a landing page or a phrase names few of them (their
 * posting list or matches): ascending, each once. Undefined means every tour is read.
 */
function candidateSlots(inputs: QueryInputs): Int32Array | undefined {
  const { columns, criteria, textRanks } = inputs
  const lists: (readonly number[])[] = []
  const landing = criteria.landing
  const landingKind = landing === undefined ? undefined : landingTokenKinds[landing.kind]
  if (landing !== undefined && landingKind !== undefined) {
    const dense = columns.denseOfToken.get(landingKind * FACET_TOKEN_BASE + landing.id)
    lists.push(dense === undefined ? [] : (columns.postings[dense] ?? []))
  }
  if (textRanks !== undefined) {
    const slots: number[] = []
    for (const tour of textRanks.keys()) {
      const slot = columns.slotOfTour.get(tour)
      if (slot !== undefined) slots.push(slot)
    }
    lists.push(slots)
  }
  const shortest = lists.reduce<readonly number[] | undefined>(
    (best, list) => (best === undefined || list.length < best.length ? list : best),
    undefined,
  )
  // Reading a quarter of the tours out of order costs about what reading them all in order does.
  if (shortest === undefined || shortest.length * 4 > columns.slots) return undefined
  return Int32Array.from(new Set(shortest)).sort()
}

/** Runs one search over the columns. */
export function runQuery(inputs: QueryInputs, scratch: QueryScratch): TourSearchResult {
  const { columns, criteria, options, todayByZone } = inputs
  const {
    slots,
    alive,
    flags,
    type,
    zone,
    tokens,
    tokenStart,
    tokenCount,
    tokenKinds,
    dateStart,
    dateCount,
    dateDays,
    dateMonths,
    datePrices,
    dateDurations,
    tourId,
    summaryUpcoming,
    summaryMinPrice,
    summaryMaxPrice,
    summaryBuckets,
  } = columns
  const withFacets = options.facetKeys.length > 0 || options.withDateFacets
  const withDateFacets = options.withDateFacets
  const withTotal = options.withTotal ?? true
  const selected = selectedFacets(columns, criteria)
  const selectedCount = selected.length
  const selectedAccepts = selected.map((facet) => facet.accepts)
  const selectedSingles = selected.map((facet) => columns.singleTokens[facet.kind])
  const selectedKinds = selected.map((facet) => facet.kind)
  const checks = dateChecksOf(criteria.dates)
  const conditions = baseConditions(inputs)
  const conditionCount = conditions.length
  const cruise = criteria.cruiseMode ? tourFlag.cruise : 0
  const excludedType = criteria.excursionsEnabled ? -1 : tourType.excursion
  const maxFailed = withFacets ? 1 : 0

  ensureScratch(scratch, columns)
  const { priceFrom, tokenCounts, monthCounts, tokenStates, failedKinds } = scratch
  let partitionSize = 0
  let countedForAll = 0
  const countedKinds = new Uint8Array(32)
  for (const key of options.facetKeys) countedKinds[facetTokenKinds[key]] = 1
  const bucketCounts = new Int32Array(durationBuckets.length)
  let priceLow = Number.NaN
  let priceHigh = Number.NaN

  const compare = comparatorOf(inputs, priceFrom)
  const top = createTopSlots(options.offset + options.limit, compare)
  let total = 0
  const summary: DateSummary = {
    matches: false,
    priceFrom: Number.NaN,
    priceLo: Number.NaN,
    priceHi: Number.NaN,
    bucketMask: 0,
  }

  const candidates = candidateSlots(inputs)
  const visited = candidates === undefined ? slots : candidates.length
  slots: for (let position = 0; position < visited; position += 1) {
    const slot = candidates === undefined ? position : candidates[position]!
    tokenStates[slot] = TokenState.outside
    if (alive[slot] === 0) continue
    const slotFlags = flags[slot]!
    if ((slotFlags & (tourFlag.onRequest | tourFlag.cruise)) !== cruise) continue
    if (type[slot] === excludedType) continue
    const today = todayByZone[zone[slot]!]!
    const firstDate = dateStart[slot]!
    const pastLastDate = firstDate + dateCount[slot]!
    // Dates are sorted by start: the upcoming ones are a suffix.
    let upcoming = firstDate
    while (upcoming < pastLastDate && dateDays[upcoming]! <= today) upcoming += 1
    if (upcoming === pastLastDate) continue
    partitionSize += 1
    tokenStates[slot] = TokenState.none
    for (let condition = 0; condition < conditionCount; condition += 1)
      if (!conditions[condition]!(slot)) continue slots

    let failed = 0
    let failedKind = 0
    const firstToken = tokenStart[slot]!
    const pastLastToken = firstToken + tokenCount[slot]!
    for (let facet = 0; facet < selectedCount; facet += 1) {
      const accepts = selectedAccepts[facet]!
      const single = selectedSingles[facet]
      let passes = false
      if (single !== undefined) {
        const dense = single[slot]!
        passes = dense !== -1 && accepts[dense] === 1
      } else {
        for (let index = firstToken; index < pastLastToken; index += 1) {
          if (accepts[tokens[index]!] === 1) {
            passes = true
            break
          }
        }
      }
      if (!passes) {
        failed += 1
        if (failed > maxFailed) continue slots
        failedKind = selectedKinds[facet]!
      }
    }

    // Without date conditions months are counted after the pass (see below).
    const monthsHere = withDateFacets && failed === 0
    if (checks === undefined) {
      // Without date conditions a tour's summary depends only on where its upcoming dates
      // start: it is computed once per tour and day, not per search.
      if (summaryUpcoming[slot] !== upcoming) {
        let low = Number.NaN
        let high = Number.NaN
        let buckets = 0
        for (let index = upcoming; index < pastLastDate; index += 1) {
          const price = datePrices[index]!
          if (!Number.isNaN(price)) {
            if (!(price >= low)) low = price
            if (!(price <= high)) high = price
          }
          const duration = dateDurations[index]!
          if (duration >= 0 && duration <= DURATION_DAYS_MAX)
            buckets |= bucketMaskByDuration[duration]!
        }
        summaryUpcoming[slot] = upcoming
        summaryMinPrice[slot] = low
        summaryMaxPrice[slot] = high
        summaryBuckets[slot] = buckets
      }
      summary.matches = true
      summary.priceFrom = summaryMinPrice[slot]!
      summary.priceLo = summary.priceFrom
      summary.priceHi = summaryMaxPrice[slot]!
      summary.bucketMask = summaryBuckets[slot]!
    } else {
      summary.matches = false
      summary.priceFrom = Number.NaN
      summary.priceLo = Number.NaN
      summary.priceHi = Number.NaN
      summary.bucketMask = 0
      let lastMonth = -1
      for (let index = upcoming; index < pastLastDate; index += 1) {
        const price = datePrices[index]!
        const duration = dateDurations[index]!
        const day = dateDays[index]!
        const inDates = atLeast(day, checks.from) && atMost(day, checks.to)
        const inPrice = atLeast(price, checks.priceMin) && atMost(price, checks.priceMax)
        const inPerDay =
          (checks.perDayMin === undefined ||
            (!Number.isNaN(price) && duration !== -1 && price >= checks.perDayMin * duration)) &&
          (checks.perDayMax === undefined ||
            (!Number.isNaN(price) && duration !== -1 && price <= checks.perDayMax * duration))
        const inDays =
          (checks.daysMin === undefined || (duration !== -1 && duration >= checks.daysMin)) &&
          (checks.daysMax === undefined || (duration !== -1 && duration <= checks.daysMax))
        const all = inDates && inPrice && inPerDay && inDays
        if (all) summary.matches = true
        if (all && !Number.isNaN(price) && !(price >= summary.priceFrom)) summary.priceFrom = price
        if (inDates && inPerDay && inDays && !Number.isNaN(price)) {
          if (!(price >= summary.priceLo)) summary.priceLo = price
          if (!(price <= summary.priceHi)) summary.priceHi = price
        }
        if (monthsHere && inPrice && inPerDay && inDays) {
          const month = dateMonths[index]!
          if (month !== lastMonth) {
            monthCounts[month]! += 1
            lastMonth = month
          }
        }
        if (inDates && inPrice && inPerDay && duration >= 0 && duration <= DURATION_DAYS_MAX)
          summary.bucketMask |= bucketMaskByDuration[duration]!
      }
    }
    priceFrom[slot] = summary.priceFrom

    if (failed === 0 && summary.matches) {
      total += 1
      top.offer(slot)
    }
    if (!withFacets) continue
    if (summary.matches) {
      if (failed === 0) {
        tokenStates[slot] = TokenState.all
        countedForAll += 1
      } else {
        tokenStates[slot] = TokenState.ownFacet
        failedKinds[slot] = failedKind
      }
    }
    if (withDateFacets && failed === 0) {
      if (!Number.isNaN(summary.priceLo) && !(summary.priceLo >= priceLow))
        priceLow = summary.priceLo
      if (!Number.isNaN(summary.priceHi) && !(summary.priceHi <= priceHigh))
        priceHigh = summary.priceHi
      const mask = summary.bucketMask
      if (mask !== 0)
        for (let bucket = 0; bucket < durationBuckets.length; bucket += 1)
          if (mask & (1 << bucket)) bucketCounts[bucket]! += 1
    }
  }

  if (withFacets && options.facetKeys.length > 0) {
    const countsFor = (tour: number, sign: number, exceptKind: number) => {
      const end = tokenStart[tour]! + tokenCount[tour]!
      for (let index = tokenStart[tour]!; index < end; index += 1) {
        const dense = tokens[index]!
        if (tokenKinds[dense] !== exceptKind) tokenCounts[dense]! += sign
      }
    }
    if (candidates === undefined && countedForAll * 2 > partitionSize) {
      // Most of the partition counts for every facet: start from the partition's counts and
      // take away what the others do not count.
      tokenCounts.set(partitionCountsOf(inputs, scratch, cruise, excludedType).tokens)
      for (let slot = 0; slot < slots; slot += 1) {
        const state = tokenStates[slot]!
        if (state === TokenState.none) countsFor(slot, -1, -1)
        else if (state === TokenState.ownFacet) countsFor(slot, -1, failedKinds[slot]!)
      }
    } else {
      for (let position = 0; position < visited; position += 1) {
        const slot = candidates === undefined ? position : candidates[position]!
        const state = tokenStates[slot]!
        if (state === TokenState.all) countsFor(slot, 1, -1)
        else if (state === TokenState.ownFacet) {
          const end = tokenStart[slot]! + tokenCount[slot]!
          const kind = failedKinds[slot]!
          for (let index = tokenStart[slot]!; index < end; index += 1) {
            const dense = tokens[index]!
            if (tokenKinds[dense] === kind) tokenCounts[dense]! += 1
          }
        }
      }
    }
    // Counts of facets this search does not list are dropped below.
    for (let dense = 0; dense < columns.tokenValues.length; dense += 1)
      if (countedKinds[tokenKinds[dense]!] !== 1) tokenCounts[dense] = 0
  }

  if (withDateFacets && checks === undefined) {
    // Without date conditions a tour counts in the month facet exactly when it counts for every
    // facet (TokenState.all), so months are counted the same two ways as tokens.
    const zoneToday = (slot: number) => todayByZone[zone[slot]!]!
    if (candidates === undefined && countedForAll * 2 > partitionSize) {
      monthCounts.set(partitionCountsOf(inputs, scratch, cruise, excludedType).months)
      for (let slot = 0; slot < slots; slot += 1) {
        const state = tokenStates[slot]!
        if (state === TokenState.none || state === TokenState.ownFacet)
          countMonths(columns, slot, zoneToday(slot), monthCounts, -1)
      }
    } else {
      for (let position = 0; position < visited; position += 1) {
        const slot = candidates === undefined ? position : candidates[position]!
        if (tokenStates[slot] === TokenState.all)
          countMonths(columns, slot, zoneToday(slot), monthCounts, 1)
      }
    }
  }

  const tourIds = top.kept.slice(options.offset).map((slot) => tourId[slot]!)
  const result: TourSearchResult = { total: withTotal ? total : 0, tourIds }
  if (!withFacets) return result
  const counted: [number, number][] = []
  for (let dense = 0; dense < columns.tokenValues.length; dense += 1) {
    const count = tokenCounts[dense]!
    if (count > 0) counted.push([columns.tokenValues[dense]!, count])
  }
  const months: [number, number][] = []
  if (withDateFacets)
    for (let month = 0; month < columns.monthsSpan; month += 1)
      if (monthCounts[month]! > 0) months.push([yearMonth(month), monthCounts[month]!])
  const facets: RawFacets = {
    values: decodeFacetTokens(counted, criteria, options.facetKeys),
    price: withDateFacets
      ? [Number.isNaN(priceLow) ? null : priceLow, Number.isNaN(priceHigh) ? null : priceHigh]
      : [null, null],
    months,
    durations: withDateFacets
      ? durationBuckets.map((bucket, index) => [bucket.key, bucketCounts[index]!] as const)
      : [],
  }
  return { ...result, facets }
}
