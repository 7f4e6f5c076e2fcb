import type { TourSearchCriteria } from '../criteria.ts'
import type { TourSearchOptions } from '../repository.ts'
import type { TourColumns } from './tour-index.ts'

/** What one search reads: the columns, its criteria and options, and today in each zone. */
export type QueryInputs = {
  readonly columns: TourColumns
  readonly criteria: TourSearchCriteria
  readonly options: TourSearchOptions
  /** Per zone of columns.zones, the day number of today there. */
  readonly todayByZone: Int32Array
  /** With a phrase: the rank of each tour whose document matches it. */
  readonly textRanks?: ReadonlyMap<number, number> | undefined
  /** On a collection's page: each of its tours' place in the editor's order (smallest first). */
  readonly positions?: ReadonlyMap<number, number> | undefined
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
  /** Per slot, the selected facets it satisfies (FacetFilter.passes). */
  facetPasses: Int32Array
  /**
   * Token counts over a whole partition (every tour of a cruise/excursion partition with an
   * upcoming date), keyed by index version, partition and each zone's day: a broad search counts
   * by subtracting the few tours it leaves out from these.
   */
  partitionCounts: Map<string, PartitionCounts>
  /** The live slots of a partition (see LiveSlots), keyed as partitionCounts. */
  liveSlots: Map<string, Int32Array>
}

/** Counts over a whole partition: every token, and (per month index) tours with a date then. */
export type PartitionCounts = { readonly tokens: Int32Array; readonly months: Int32Array }

/**
 * What `compute` answers for a partition, kept in `cache` per index version, partition and each
 * zone's day; an older version's entries are dropped when a new one is computed.
 */
export function perPartition<Value>(
  cache: Map<string, Value>,
  inputs: QueryInputs,
  partition: { readonly cruise: number; readonly excludedType: number },
  compute: () => Value,
): Value {
  const { columns, todayByZone } = inputs
  const key = `${columns.version}|${partition.cruise}|${partition.excludedType}|${todayByZone.join(',')}`
  const cached = cache.get(key)
  if (cached !== undefined) return cached
  const value = compute()
  for (const stale of cache.keys())
    if (!stale.startsWith(`${columns.version}|`)) cache.delete(stale)
  cache.set(key, value)
  return value
}

export function createQueryScratch(): QueryScratch {
  return {
    priceFrom: new Float64Array(0),
    tokenCounts: new Int32Array(0),
    monthCounts: new Int32Array(0),
    tokenStates: new Uint8Array(0),
    failedKinds: new Uint8Array(0),
    facetPasses: new Int32Array(0),
    partitionCounts: new Map(),
    liveSlots: new Map(),
  }
}

/** How a tour's facet tokens count in a search. */
export const TokenState = {
  /** Outside the partition (or no upcoming date): in no count, partition counts included. */
  outside: 0,
  /** In the partition, but counted for no facet. */
  none: 1,
  /** Counted for every facet. */
  all: 2,
  /** Counted only for the one facet it fails (its failedKinds entry). */
  ownFacet: 3,
} as const

export function ensureScratch(scratch: QueryScratch, columns: TourColumns): void {
  if (scratch.priceFrom.length < columns.slots)
    scratch.priceFrom = new Float64Array(Math.max(columns.slots, scratch.priceFrom.length * 2))
  if (scratch.tokenCounts.length < columns.tokenValues.length)
    scratch.tokenCounts = new Int32Array(columns.tokenValues.length * 2)
  if (scratch.monthCounts.length < columns.monthsSpan)
    scratch.monthCounts = new Int32Array(columns.monthsSpan)
  if (scratch.tokenStates.length < columns.slots) {
    scratch.tokenStates = new Uint8Array(Math.max(columns.slots, scratch.tokenStates.length * 2))
    scratch.failedKinds = new Uint8Array(scratch.tokenStates.length)
    scratch.facetPasses = new Int32Array(scratch.tokenStates.length)
  }
  scratch.tokenCounts.fill(0)
  scratch.monthCounts.fill(0)
}
