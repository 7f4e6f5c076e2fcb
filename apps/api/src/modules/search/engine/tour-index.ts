import { FACET_TOKEN_BASE, facetTokenKinds } from '../facets.ts'
import type { EngineTourRow } from './tour-rows.ts'

/**
 * The search read model held in memory as columns: one slot per tour, hot values in typed
 * arrays, a tour's variable-length lists (facet tokens, dates) as slices of shared pools. A
 * changed tour gets a new slice at the end of a pool (the old one is left unused until the next
 * full build), so an update never moves other tours.
 */

/** A growable typed pool that hands out slices. */
class Pool<Values extends Int32Array | Float64Array> {
  values: Values
  length = 0
  private readonly create: (size: number) => Values
  constructor(create: (size: number) => Values) {
    this.create = create
    this.values = create(1024)
  }
  /** Appends the items and answers where they start. */
  append(items: ArrayLike<number>): number {
    const start = this.length
    if (start + items.length > this.values.length) {
      const bigger = this.create(Math.max(this.values.length * 2, start + items.length))
      bigger.set(this.values.subarray(0, start))
      this.values = bigger
    }
    this.values.set(items, start)
    this.length += items.length
    return start
  }
}

/** Per slot, a list of numbers held as a slice of one pool. */
class SlotLists<Values extends Int32Array | Float64Array> {
  readonly pool: Pool<Values>
  starts = new Int32Array(0)
  counts = new Int32Array(0)
  constructor(create: (size: number) => Values) {
    this.pool = new Pool(create)
  }
  grow(capacity: number) {
    const starts = new Int32Array(capacity)
    starts.set(this.starts)
    this.starts = starts
    const counts = new Int32Array(capacity)
    counts.set(this.counts)
    this.counts = counts
  }
  set(slot: number, items: ArrayLike<number>) {
    this.starts[slot] = this.pool.append(items)
    this.counts[slot] = items.length
  }
  includes(slot: number, value: number): boolean {
    const values = this.pool.values
    const end = this.starts[slot]! + this.counts[slot]!
    for (let index = this.starts[slot]!; index < end; index += 1)
      if (values[index] === value) return true
    return false
  }
}

const NO_VALUE = -1
/** A day no search runs on: the upcoming start of a tour not looked at yet. */
export const NO_DAY = -2_147_483_648

/**
 * Facets a tour has at most one value of. Their value is also kept in a column per kind, so
 * checking a selection of one (every search selects a tour type) is one read, not a scan of the
 * tour's tokens.
 */
export const singleValueKinds: readonly number[] = [
  facetTokenKinds.comfort,
  facetTokenKinds.difficulty,
  facetTokenKinds.operator_types,
  facetTokenKinds.tour_types,
  facetTokenKinds.cruise_types,
  facetTokenKinds.ships,
  facetTokenKinds.water_objects,
  facetTokenKinds.start_cities,
]
const MILLISECONDS_PER_DAY = 86_400_000

/** Months since January 1970 of a day number (query.ts turns them back into yyyymm). */
function monthIndexOfDay(day: number): number {
  const date = new Date(day * MILLISECONDS_PER_DAY)
  return (date.getUTCFullYear() - 1970) * 12 + date.getUTCMonth()
}

export type TourIndex = ReturnType<typeof createTourIndex>

export function createTourIndex() {
  let capacity = 0
  let slots = 0
  /** Moves on every change, so what a search derives from the whole index knows when it is stale. */
  let version = 0
  /** Tours listed now (a removed tour keeps its slot, not listed). */
  let listed = 0
  const slotOfTour = new Map<number, number>()

  // Per slot.
  let tourId = new Int32Array(0)
  let alive = new Uint8Array(0)
  let type = new Int32Array(0)
  let flags = new Uint8Array(0)
  let organizerId = new Int32Array(0)
  let minAge = new Float64Array(0)
  let maxGroupSize = new Float64Array(0)
  let cabinsCapacity = new Float64Array(0)
  let popularity = new Float64Array(0)
  let zone = new Int32Array(0)
  let tokenStart = new Int32Array(0)
  let tokenCount = new Int32Array(0)
  let dateStart = new Int32Array(0)
  let dateCount = new Int32Array(0)
  /**
   * Where a tour's upcoming dates start, as of the day in its zone it was found for
   * (query-dates.ts upcomingStart finds it once per tour and day; NO_DAY = not yet).
   */
  let upcomingFrom = new Int32Array(0)
  let upcomingDay = new Int32Array(0)
  /**
   * 1 when a tour's tokens were written more than once: its posting entries may then name
   * tokens it no longer has, so a search checks them against the tour (query-conditions.ts).
   */
  let retokenized = new Uint8Array(0)
  // A tour's date summary without date conditions, as of the upcoming date it was computed from
  // (query.ts fills these on first use; -1 = not computed).
  let summaryUpcoming = new Int32Array(0)
  let summaryMinPrice = new Float64Array(0)
  let summaryMaxPrice = new Float64Array(0)
  let summaryBuckets = new Int32Array(0)
  /** Shortest and longest trip of those dates (-1: none known), and summaryFlag bits. */
  let summaryMinDays = new Int32Array(0)
  let summaryMaxDays = new Int32Array(0)
  let summaryFlags = new Uint8Array(0)
  /**
   * Per dense token, the slots that have or once had it (a changed tour keeps its old entries;
   * a search re-checks the token): a landing page or a phrase reads only its tours.
   */
  const postings: number[][] = []
  /** Per single-value kind (indexed by kind), each slot's dense token, or -1 without one. */
  const singleTokens: (Int32Array | undefined)[] = []
  for (const kind of singleValueKinds) singleTokens[kind] = new Int32Array(0)
  /** One past the largest month index of any date. */
  let monthsSpan = 0
  /** Rarely read lists: continents, showplaces and the points a place search measures from. */
  const worldParts = new SlotLists((size) => new Int32Array(size))
  const showplaces = new SlotLists((size) => new Int32Array(size))
  const pointLats = new SlotLists((size) => new Float64Array(size))
  const pointLngs = new SlotLists((size) => new Float64Array(size))

  // Pools. Tokens are dense indexes into tokenValues (the read model's facet tokens).
  const tokens = new Pool((size) => new Int32Array(size))
  const dateDays = new Pool((size) => new Int32Array(size))
  const dateMonths = new Pool((size) => new Int32Array(size))
  const datePrices = new Pool((size) => new Float64Array(size))
  const dateDurations = new Pool((size) => new Int32Array(size))

  const denseOfToken = new Map<number, number>()
  const tokenValues: number[] = []
  const tokenKinds: number[] = []
  const zones: string[] = []
  const zoneIndex = new Map<string, number>()

  function grow(needed: number) {
    if (needed <= capacity) return
    const next = Math.max(needed, capacity * 2, 1024)
    const widen = <Column extends Int32Array | Uint8Array | Float64Array>(
      column: Column,
      create: (size: number) => Column,
    ): Column => {
      const bigger = create(next)
      bigger.set(column)
      return bigger
    }
    tourId = widen(tourId, (size) => new Int32Array(size))
    alive = widen(alive, (size) => new Uint8Array(size))
    type = widen(type, (size) => new Int32Array(size))
    flags = widen(flags, (size) => new Uint8Array(size))
    organizerId = widen(organizerId, (size) => new Int32Array(size))
    minAge = widen(minAge, (size) => new Float64Array(size))
    maxGroupSize = widen(maxGroupSize, (size) => new Float64Array(size))
    cabinsCapacity = widen(cabinsCapacity, (size) => new Float64Array(size))
    popularity = widen(popularity, (size) => new Float64Array(size))
    zone = widen(zone, (size) => new Int32Array(size))
    tokenStart = widen(tokenStart, (size) => new Int32Array(size))
    tokenCount = widen(tokenCount, (size) => new Int32Array(size))
    dateStart = widen(dateStart, (size) => new Int32Array(size))
    dateCount = widen(dateCount, (size) => new Int32Array(size))
    upcomingFrom = widen(upcomingFrom, (size) => new Int32Array(size))
    upcomingDay = widen(upcomingDay, (size) => new Int32Array(size))
    retokenized = widen(retokenized, (size) => new Uint8Array(size))
    summaryUpcoming = widen(summaryUpcoming, (size) => new Int32Array(size))
    summaryMinPrice = widen(summaryMinPrice, (size) => new Float64Array(size))
    summaryMaxPrice = widen(summaryMaxPrice, (size) => new Float64Array(size))
    summaryBuckets = widen(summaryBuckets, (size) => new Int32Array(size))
    summaryMinDays = widen(summaryMinDays, (size) => new Int32Array(size))
    summaryMaxDays = widen(summaryMaxDays, (size) => new Int32Array(size))
    summaryFlags = widen(summaryFlags, (size) => new Uint8Array(size))
    for (const lists of [worldParts, showplaces, pointLats, pointLngs]) lists.grow(next)
    for (const kind of singleValueKinds)
      singleTokens[kind] = widen(singleTokens[kind]!, (size) => new Int32Array(size))
    capacity = next
  }

  function denseToken(token: number): number {
    let dense = denseOfToken.get(token)
    if (dense === undefined) {
      dense = tokenValues.length
      denseOfToken.set(token, dense)
      tokenValues.push(token)
      tokenKinds.push(Math.floor(token / FACET_TOKEN_BASE))
    }
    return dense
  }

  function zoneOf(name: string): number {
    let index = zoneIndex.get(name)
    if (index === undefined) {
      index = zones.length
      zoneIndex.set(name, index)
      zones.push(name)
    }
    return index
  }

  const orNoValue = (value: number | null) => (value === null ? NO_VALUE : value)

  function write(slot: number, row: EngineTourRow) {
    tourId[slot] = row.tour_id
    alive[slot] = 1
    type[slot] = row.type
    flags[slot] =
      (row.is_cruise ? tourFlag.cruise : 0) |
      (row.is_on_request ? tourFlag.onRequest : 0) |
      (row.is_returning_cruise ? tourFlag.returningCruise : 0)
    organizerId[slot] = row.organizer_id
    minAge[slot] = row.min_age ?? Number.NaN
    maxGroupSize[slot] = row.max_group_size ?? Number.NaN
    cabinsCapacity[slot] = row.ship_cabins_capacity ?? Number.NaN
    popularity[slot] = row.popularity
    zone[slot] = zoneOf(row.time_zone)
    const denseTokens = row.facet_tokens.map(denseToken)
    const previous = tokens.values.subarray(tokenStart[slot], tokenStart[slot]! + tokenCount[slot]!)
    for (const dense of denseTokens)
      if (!previous.includes(dense)) (postings[dense] ??= []).push(slot)
    if (previous.some((dense) => !denseTokens.includes(dense))) retokenized[slot] = 1
    tokenStart[slot] = tokens.append(denseTokens)
    for (const kind of singleValueKinds) singleTokens[kind]![slot] = NO_VALUE
    for (const dense of denseTokens) {
      const single = singleTokens[tokenKinds[dense]!]
      if (single !== undefined) single[slot] = dense
    }
    tokenCount[slot] = row.facet_tokens.length
    dateStart[slot] = dateDays.append(row.date_days)
    const months = row.date_days.map(monthIndexOfDay)
    dateMonths.append(months)
    for (const month of months) if (month >= monthsSpan) monthsSpan = month + 1
    upcomingDay[slot] = NO_DAY
    summaryUpcoming[slot] = -1
    datePrices.append(row.date_prices.map((price) => price ?? Number.NaN))
    dateDurations.append(row.date_durations.map(orNoValue))
    dateCount[slot] = row.date_days.length
    worldParts.set(slot, row.world_part_ids)
    showplaces.set(slot, row.showplace_ids)
    pointLats.set(
      slot,
      row.point_lats.map((lat) => lat ?? Number.NaN),
    )
    pointLngs.set(
      slot,
      row.point_lngs.map((lng) => lng ?? Number.NaN),
    )
  }

  return {
    /** Adds a tour or replaces what the index holds of it. */
    upsert(row: EngineTourRow) {
      version += 1
      let slot = slotOfTour.get(row.tour_id)
      if (slot === undefined) {
        slot = slots
        grow(slots + 1)
        slots += 1
        slotOfTour.set(row.tour_id, slot)
      }
      if (alive[slot] === 0) listed += 1
      write(slot, row)
    },
    /** A tour search no longer shows (unpublished, deleted). */
    remove(tour: number) {
      const slot = slotOfTour.get(tour)
      if (slot !== undefined && alive[slot] === 1) {
        alive[slot] = 0
        listed -= 1
      }
      version += 1
    },
    /** The columns, read directly by the query loop (see query.ts); valid until the next write. */
    columns() {
      return {
        version,
        slots,
        tourId,
        alive,
        type,
        flags,
        organizerId,
        minAge,
        maxGroupSize,
        cabinsCapacity,
        popularity,
        zone,
        tokenStart,
        tokenCount,
        dateStart,
        dateCount,
        upcomingFrom,
        upcomingDay,
        retokenized,
        summaryUpcoming,
        summaryMinPrice,
        summaryMaxPrice,
        summaryBuckets,
        summaryMinDays,
        summaryMaxDays,
        summaryFlags,
        monthsSpan,
        singleTokens,
        postings,
        slotOfTour,
        worldParts,
        showplaces,
        pointLats,
        pointLngs,
        tokens: tokens.values,
        dateDays: dateDays.values,
        dateMonths: dateMonths.values,
        datePrices: datePrices.values,
        dateDurations: dateDurations.values,
        tokenValues,
        tokenKinds,
        zones,
        denseOfToken,
      }
    },
    /** How many tours the index lists. */
    get size() {
      return listed
    },
  }
}

export type TourColumns = ReturnType<TourIndex['columns']>

export const tourFlag = { cruise: 1, onRequest: 2, returningCruise: 4 } as const

/** What a tour's upcoming dates hold that their summary's minimums and maximums do not say. */
export const summaryFlag = { nullPrice: 1, nullDays: 2 } as const
