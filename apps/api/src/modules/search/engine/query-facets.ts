import { decodeFacetTokens, type RawFacets } from '../facet-counts.ts'
import { durationBuckets, facetTokenKinds } from '../facets.ts'
import { liveSlotsOf, type Partition } from './query-conditions.ts'
import { countDateMonths, upcomingStart } from './query-dates.ts'
import {
  perPartition,
  TokenState,
  type PartitionCounts,
  type QueryInputs,
  type QueryScratch,
} from './query-state.ts'
import type { TourColumns } from './tour-index.ts'

// The facet counts of a search, "every facet but its own" as facet-counts.ts's SQL counts them,
// from the token states the read of the slots left, and the facets the response carries.

/** What reading the slots left for the facet counts. */
export type SlotsRead = {
  readonly partition: Partition
  /**
   * The slots read: the candidates (candidateSlots), or every live slot of the partition
   * (liveSlotsOf); a slot read has its TokenState, any other is outside.
   */
  readonly visited: Int32Array
  /** The visited slots are the partition's live slots, not candidates. */
  readonly wholePartition: boolean
  /** Tours of the partition with an upcoming date. */
  readonly partitionSize: number
  /** Of them, the tours that count for every facet (TokenState.all). */
  readonly countedForAll: number
  /** Price facet: the cheapest and dearest of the results' dates (NaN: none). */
  readonly priceLow: number
  readonly priceHigh: number
  /** Duration facet: per bucket, results with a date in it. */
  readonly bucketCounts: Int32Array
}

/** Adds `sign` to the count of each month in which the tour has an upcoming date. */
function countMonths(
  columns: TourColumns,
  slot: number,
  today: number,
  monthCounts: Int32Array,
  sign: number,
): void {
  const { dateStart, dateCount } = columns
  const end = dateStart[slot]! + dateCount[slot]!
  countDateMonths(columns, upcomingStart(columns, slot, today), end, monthCounts, sign)
}

/** Token and month counts over a partition: its tours with an upcoming date (cached, see QueryScratch). */
function partitionCountsOf(
  inputs: QueryInputs,
  scratch: QueryScratch,
  partition: Partition,
): PartitionCounts {
  return perPartition(scratch.partitionCounts, inputs, partition, () => {
    const { columns, todayByZone } = inputs
    const { zone, tokens, tokenStart, tokenCount } = columns
    const counts: PartitionCounts = {
      tokens: new Int32Array(scratch.tokenCounts.length),
      months: new Int32Array(scratch.monthCounts.length),
    }
    const live = liveSlotsOf(inputs, scratch, partition)
    for (let position = 0; position < live.length; position += 1) {
      const slot = live[position]!
      const end = tokenStart[slot]! + tokenCount[slot]!
      for (let index = tokenStart[slot]!; index < end; index += 1)
        counts.tokens[tokens[index]!]! += 1
      countMonths(columns, slot, todayByZone[zone[slot]!]!, counts.months, 1)
    }
    return counts
  })
}

/** Most of the partition counts for every facet: its counts less the others' are cheaper. */
function countsByComplement(read: SlotsRead): boolean {
  return read.wholePartition && read.countedForAll * 2 > read.partitionSize
}

/** Counts the listed facets' tokens into scratch.tokenCounts (the others' stay 0). */
export function countFacetTokens(
  inputs: QueryInputs,
  scratch: QueryScratch,
  read: SlotsRead,
): void {
  const { columns, options } = inputs
  const { tokens, tokenStart, tokenCount, tokenKinds } = columns
  const { tokenCounts, tokenStates, failedKinds } = scratch
  const { visited } = read
  if (countsByComplement(read)) {
    // Most of the partition counts for every facet: start from the partition's counts and
    // take away what the others do not count.
    tokenCounts.set(partitionCountsOf(inputs, scratch, read.partition).tokens)
    for (let position = 0; position < visited.length; position += 1) {
      const slot = visited[position]!
      const state = tokenStates[slot]!
      if (state !== TokenState.none && state !== TokenState.ownFacet) continue
      const end = tokenStart[slot]! + tokenCount[slot]!
      // A tour that counts for its own facet only is taken away from the others'.
      const keptKind = state === TokenState.ownFacet ? failedKinds[slot]! : -1
      for (let index = tokenStart[slot]!; index < end; index += 1) {
        const dense = tokens[index]!
        if (tokenKinds[dense] !== keptKind) tokenCounts[dense]! -= 1
      }
    }
  } else {
    for (let position = 0; position < visited.length; position += 1) {
      const slot = visited[position]!
      const state = tokenStates[slot]!
      if (state === TokenState.all) {
        // Most counted tours count for every facet: no kind to look at.
        const end = tokenStart[slot]! + tokenCount[slot]!
        for (let index = tokenStart[slot]!; index < end; index += 1)
          tokenCounts[tokens[index]!]! += 1
      } else if (state === TokenState.ownFacet) {
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
  const countedKinds = new Uint8Array(32)
  for (const key of options.facetKeys) countedKinds[facetTokenKinds[key]] = 1
  for (let dense = 0; dense < columns.tokenValues.length; dense += 1)
    if (countedKinds[tokenKinds[dense]!] !== 1) tokenCounts[dense] = 0
}

/**
 * Counts the month facet into scratch.monthCounts for a search without date conditions (with
 * them, the read of the slots counted it). A tour then counts in the month facet exactly when
 * it counts for every facet (TokenState.all), so months are counted the same two ways as tokens.
 */
export function countUndatedMonths(
  inputs: QueryInputs,
  scratch: QueryScratch,
  read: SlotsRead,
): void {
  const { columns, todayByZone } = inputs
  const { zone } = columns
  const { monthCounts, tokenStates } = scratch
  const { visited } = read
  const zoneToday = (slot: number) => todayByZone[zone[slot]!]!
  if (countsByComplement(read)) {
    monthCounts.set(partitionCountsOf(inputs, scratch, read.partition).months)
    for (let position = 0; position < visited.length; position += 1) {
      const slot = visited[position]!
      const state = tokenStates[slot]!
      if (state === TokenState.none || state === TokenState.ownFacet)
        countMonths(columns, slot, zoneToday(slot), monthCounts, -1)
    }
  } else {
    for (let position = 0; position < visited.length; position += 1) {
      const slot = visited[position]!
      if (tokenStates[slot] === TokenState.all)
        countMonths(columns, slot, zoneToday(slot), monthCounts, 1)
    }
  }
}

/** Months since January 1970 → yyyymm. */
function yearMonth(monthIndex: number): number {
  return (1970 + Math.floor(monthIndex / 12)) * 100 + (monthIndex % 12) + 1
}

/** The facets a response carries, from the counts in `scratch`. */
export function facetsOf(inputs: QueryInputs, scratch: QueryScratch, read: SlotsRead): RawFacets {
  const { columns, criteria, options } = inputs
  const { tokenCounts, monthCounts } = scratch
  const withDateFacets = options.withDateFacets
  const counted: [number, number][] = []
  for (let dense = 0; dense < columns.tokenValues.length; dense += 1) {
    const count = tokenCounts[dense]!
    if (count > 0) counted.push([columns.tokenValues[dense]!, count])
  }
  const months: [number, number][] = []
  if (withDateFacets)
    for (let month = 0; month < columns.monthsSpan; month += 1)
      if (monthCounts[month]! > 0) months.push([yearMonth(month), monthCounts[month]!])
  const { priceLow, priceHigh, bucketCounts } = read
  return {
    values: decodeFacetTokens(counted, criteria, options.facetKeys),
    price: withDateFacets
      ? [Number.isNaN(priceLow) ? null : priceLow, Number.isNaN(priceHigh) ? null : priceHigh]
      : [null, null],
    months,
    durations: withDateFacets
      ? durationBuckets.map((bucket, index) => [bucket.key, bucketCounts[index]!] as const)
      : [],
  }
}
