import { tourType } from '@tourmarket/domain/enums'
import type { TourSearchCriteria } from '../criteria.ts'
import { facetTokenKinds, facetTokenTexts, FACET_TOKEN_BASE, type TourFacetKey } from '../facets.ts'
import { INT4_MAX } from '../sql.ts'
import { upcomingStart } from './query-dates.ts'
import { perPartition, type QueryInputs, type QueryScratch } from './query-state.ts'
import { tourFlag, type TourColumns } from './tour-index.ts'

// Which tours a search reads and which of them it keeps: the landing page's or phrase's
// candidates, the conditions every result meets (filter-sql.ts basePredicates) and the selected
// facets, as repository.ts's SQL decides them.

const EARTH_RADIUS_KM = 6371
const KM_PER_DEGREE_OF_LATITUDE = 111.2

const landingTokenKinds: Partial<Record<string, number>> = {
  countries: facetTokenKinds.countries,
  regions: facetTokenKinds.regions,
  cities: facetTokenKinds.cities,
  rest_kinds: facetTokenKinds.rest_kinds,
  collections: facetTokenKinds.collections,
  water_objects: facetTokenKinds.water_objects,
  ships: facetTokenKinds.ships,
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

/** The part of the catalogue a search reads: cruises or not, excursions or not. */
export type Partition = { readonly cruise: number; readonly excludedType: number }

export function partitionOf(criteria: TourSearchCriteria): Partition {
  return {
    cruise: criteria.cruiseMode ? tourFlag.cruise : 0,
    excludedType: criteria.excursionsEnabled ? -1 : tourType.excursion,
  }
}

/** A live tour of the partition (on-request tours are in none), upcoming dates or not. */
export function inPartition(columns: TourColumns, partition: Partition, slot: number): boolean {
  if (columns.alive[slot] === 0) return false
  if ((columns.flags[slot]! & (tourFlag.onRequest | tourFlag.cruise)) !== partition.cruise)
    return false
  return columns.type[slot] !== partition.excludedType
}

/**
 * The slots a search over the whole partition reads: live tours of the partition with an
 * upcoming date, ascending. Kept per index version, partition and day (`scratch`), so a search
 * does not test the rest again.
 */
export function liveSlotsOf(
  inputs: QueryInputs,
  scratch: QueryScratch,
  partition: Partition,
): Int32Array {
  return perPartition(scratch.liveSlots, inputs, partition, () => {
    const { columns, todayByZone } = inputs
    const { slots, zone, dateStart, dateCount } = columns
    const live = new Int32Array(slots)
    let count = 0
    for (let slot = 0; slot < slots; slot += 1) {
      if (!inPartition(columns, partition, slot)) continue
      const today = todayByZone[zone[slot]!]!
      if (upcomingStart(columns, slot, today) === dateStart[slot]! + dateCount[slot]!) continue
      live[count] = slot
      count += 1
    }
    return live.slice(0, count)
  })
}

export type SlotCondition = (slot: number) => boolean

/**
 * The conditions every result meets and no facet leaves out (filter-sql.ts basePredicates)
 * beyond the partition (cruise, on request, excursions), which the loop checks inline: one
 * closure per condition the search has, made once per search.
 */
export function baseConditions(inputs: QueryInputs): SlotCondition[] {
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

/**
 * The only tours a search can find, when a landing page or a phrase names few of them (their
 * posting list or matches): ascending, each once. Undefined means every tour is read.
 */
export function candidateSlots(inputs: QueryInputs): Int32Array | undefined {
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

/** The selected facets, made once per search: per facet, which dense tokens satisfy it. */
export type FacetFilter = {
  readonly count: number
  /** Per facet, the column of its kind when a tour has at most one token of it. */
  readonly singles: readonly (Int32Array | undefined)[]
  /** Per facet with singles, which dense tokens satisfy it. */
  readonly accepts: readonly Uint8Array[]
  /** Per slot, bit `facet` set when the tour satisfies that facet (facets without singles). */
  readonly passes: Int32Array
  readonly kinds: readonly number[]
  /** How many selected facets a tour may fail and still count (for that facet's own counts). */
  readonly maxFailed: number
}

/** Facet kinds start at 1: a tour that fails no selected facet answers this. */
export const PASSES_EVERY_FACET = 0
/** A tour that fails more selected facets than the filter allows. */
export const FAILS_FACETS = -1

function hasToken(columns: TourColumns, slot: number, dense: number): boolean {
  const { tokens, tokenStart, tokenCount } = columns
  const end = tokenStart[slot]! + tokenCount[slot]!
  for (let index = tokenStart[slot]!; index < end; index += 1)
    if (tokens[index] === dense) return true
  return false
}

/**
 * The selected facets as a FacetFilter; an empty selection satisfies nothing. `withFacets` lets
 * a tour fail one facet and count for it. A facet a tour can have several values of (rest
 * kinds, languages) is answered from its accepted tokens' posting lists into `passes` (a
 * scratch buffer of at least a slot per tour), not by reading every tour's tokens.
 */
export function facetFilterOf(
  columns: TourColumns,
  criteria: TourSearchCriteria,
  withFacets: boolean,
  passes: Int32Array,
): FacetFilter {
  const entries = Object.entries(criteria.facets) as [TourFacetKey, readonly (string | number)[]][]
  let passesCleared = false
  const selected = entries.map(([key, values], facet) => {
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
    if (columns.singleTokens[kind] === undefined) {
      if (!passesCleared) {
        passes.fill(0, 0, columns.slots)
        passesCleared = true
      }
      const bit = 1 << facet
      for (let dense = 0; dense < accepts.length; dense += 1) {
        if (accepts[dense] !== 1) continue
        for (const slot of columns.postings[dense] ?? [])
          if (columns.retokenized[slot] === 0 || hasToken(columns, slot, dense))
            passes[slot]! |= bit
      }
    }
    return { kind, accepts }
  })
  return {
    count: selected.length,
    accepts: selected.map((facet) => facet.accepts),
    singles: selected.map((facet) => columns.singleTokens[facet.kind]),
    passes,
    kinds: selected.map((facet) => facet.kind),
    maxFailed: withFacets ? 1 : 0,
  }
}

/**
 * How a tour meets the selected facets: PASSES_EVERY_FACET, the kind of the one facet it fails
 * (when the filter lets it count for that facet), or FAILS_FACETS.
 */
export function failedFacet(filter: FacetFilter, slot: number): number {
  let failed = 0
  let failedKind = PASSES_EVERY_FACET
  for (let facet = 0; facet < filter.count; facet += 1) {
    const single = filter.singles[facet]
    let passesFacet: boolean
    if (single !== undefined) {
      const dense = single[slot]!
      passesFacet = dense !== -1 && filter.accepts[facet]![dense] === 1
    } else passesFacet = (filter.passes[slot]! & (1 << facet)) !== 0
    if (!passesFacet) {
      failed += 1
      if (failed > filter.maxFailed) return FAILS_FACETS
      failedKind = filter.kinds[facet]!
    }
  }
  return failedKind
}
