import { durationBuckets } from '../facets.ts'
import type { TourSearchResult } from '../repository.ts'
import {
  baseConditions,
  candidateSlots,
  facetFilterOf,
  failedFacet,
  FAILS_FACETS,
  inPartition,
  liveSlotsOf,
  partitionOf,
  PASSES_EVERY_FACET,
} from './query-conditions.ts'
import {
  createDateSummary,
  dateChecksOf,
  summarizeDates,
  summarizeUndated,
  upcomingStart,
} from './query-dates.ts'
import { countFacetTokens, countUndatedMonths, facetsOf, type SlotsRead } from './query-facets.ts'
import { comparatorOf, createTopSlots, type TopSlots } from './query-order.ts'
import { ensureScratch, TokenState, type QueryInputs, type QueryScratch } from './query-state.ts'

// One search over the in-memory columns, answering exactly what repository.ts's SQL answers
// (the property test in search-engine.test.ts holds them to it): the same conditions, the same
// "every facet but its own" counting, the same order. Its stages: which tours to read and keep
// (query-conditions.ts), what their dates give (query-dates.ts), the order and page
// (query-order.ts), the facet counts and the facets answered (query-facets.ts).

/** What reading the slots found: the results' count beside what the facet counts need. */
type Reading = SlotsRead & { readonly total: number }

/**
 * Reads the candidate slots once: keeps the results in `top`, and leaves in `scratch` each read
 * tour's card price and how its tokens count (TokenState), with the month counts when the search
 * has date conditions.
 */
function readSlots(inputs: QueryInputs, scratch: QueryScratch, top: TopSlots): Reading {
  const { columns, criteria, options, todayByZone } = inputs
  const { zone, dateStart, dateCount } = columns
  const withFacets = options.facetKeys.length > 0 || options.withDateFacets
  const withDateFacets = options.withDateFacets
  const facetFilter = facetFilterOf(columns, criteria, withFacets, scratch.facetPasses)
  const checks = dateChecksOf(criteria.dates)
  const conditions = baseConditions(inputs)
  const conditionCount = conditions.length
  const partition = partitionOf(criteria)
  const { priceFrom, monthCounts, tokenStates, failedKinds } = scratch
  const summary = createDateSummary()
  // Tours per set of duration buckets (a bit each), spread over the buckets after the read.
  const bucketMaskCounts = new Int32Array(1 << durationBuckets.length)
  let partitionSize = 0
  let countedForAll = 0
  let priceLow = Number.NaN
  let priceHigh = Number.NaN
  let total = 0

  const candidates = candidateSlots(inputs)
  // Every live slot of the partition, or the candidates, which are checked one by one.
  const visited = candidates ?? liveSlotsOf(inputs, scratch, partition)
  const checked = candidates !== undefined
  slots: for (let position = 0; position < visited.length; position += 1) {
    const slot = visited[position]!
    const today = todayByZone[zone[slot]!]!
    const pastLastDate = dateStart[slot]! + dateCount[slot]!
    const upcoming = upcomingStart(columns, slot, today)
    if (checked) {
      tokenStates[slot] = TokenState.outside
      if (!inPartition(columns, partition, slot) || upcoming === pastLastDate) continue
    }
    partitionSize += 1
    tokenStates[slot] = TokenState.none
    for (let condition = 0; condition < conditionCount; condition += 1)
      if (!conditions[condition]!(slot)) continue slots
    const failedKind = failedFacet(facetFilter, slot)
    if (failedKind === FAILS_FACETS) continue
    const passesFacets = failedKind === PASSES_EVERY_FACET

    if (checks === undefined) summarizeUndated(columns, slot, upcoming, pastLastDate, summary)
    else {
      // Without date conditions months are counted after the read (countUndatedMonths).
      const months = withDateFacets && passesFacets ? monthCounts : undefined
      summarizeDates(columns, checks, slot, upcoming, pastLastDate, summary, months)
    }
    priceFrom[slot] = summary.priceFrom

    if (passesFacets && summary.matches) {
      total += 1
      top.offer(slot)
    }
    if (!withFacets) continue
    if (summary.matches) {
      if (passesFacets) {
        tokenStates[slot] = TokenState.all
        countedForAll += 1
      } else {
        tokenStates[slot] = TokenState.ownFacet
        failedKinds[slot] = failedKind
      }
    }
    if (withDateFacets && passesFacets) {
      if (!Number.isNaN(summary.priceLo) && !(summary.priceLo >= priceLow))
        priceLow = summary.priceLo
      if (!Number.isNaN(summary.priceHi) && !(summary.priceHi <= priceHigh))
        priceHigh = summary.priceHi
      bucketMaskCounts[summary.bucketMask]! += 1
    }
  }
  const bucketCounts = new Int32Array(durationBuckets.length)
  for (let mask = 1; mask < bucketMaskCounts.length; mask += 1)
    for (let bucket = 0; bucket < durationBuckets.length; bucket += 1)
      if (mask & (1 << bucket)) bucketCounts[bucket]! += bucketMaskCounts[mask]!
  return {
    partition,
    visited,
    wholePartition: !checked,
    partitionSize,
    countedForAll,
    priceLow,
    priceHigh,
    bucketCounts,
    total,
  }
}

/** Runs one search over the columns. */
export function runQuery(inputs: QueryInputs, scratch: QueryScratch): TourSearchResult {
  const { columns, criteria, options } = inputs
  const withFacets = options.facetKeys.length > 0 || options.withDateFacets
  ensureScratch(scratch, columns)
  const top = createTopSlots(
    options.offset + options.limit,
    comparatorOf(inputs, scratch.priceFrom),
  )
  const reading = readSlots(inputs, scratch, top)
  if (withFacets && options.facetKeys.length > 0) countFacetTokens(inputs, scratch, reading)
  if (options.withDateFacets && dateChecksOf(criteria.dates) === undefined)
    countUndatedMonths(inputs, scratch, reading)

  const tourIds = top.kept.slice(options.offset).map((slot) => columns.tourId[slot]!)
  const result: TourSearchResult = {
    total: (options.withTotal ?? true) ? reading.total : 0,
    tourIds,
  }
  if (!withFacets) return result
  return { ...result, facets: facetsOf(inputs, scratch, reading) }
}
