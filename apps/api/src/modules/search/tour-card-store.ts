import { calendarDateInTimeZone, isUpcomingTourDate } from '@tourmarket/domain/pricing'
import type { AppDatabase } from '../../db/database.ts'
import type { CacheObserver } from '../../platform/cache/cache-observer.ts'
import type { SearchChange } from './change-feed.ts'
import type { DateCriteria } from './criteria.ts'
import { createKeptFreshness } from './kept-freshness.ts'
import {
  loadTourCardSources,
  type CardCandidateDate,
  type CardDateRow,
  type TourCardRow,
  type TourCardSourceRow,
} from './tour-cards-repository.ts'

/** How many dates a card lists. */
const NEAREST_DATES_SHOWN = 3

/**
 * Tours whose card sources are kept. A search page shows 20 cards and searches favour the popular
 * tours, so this holds the cards of most pages; the least recently shown are dropped past it.
 */
const TOUR_CARD_SOURCES_KEPT = 20_000

/** Whether a date meets the search's date-level conditions (as filter-sql.ts's datePredicates). */
function meetsDateCriteria(candidate: CardCandidateDate, criteria: DateCriteria): boolean {
  const { start, price_usd_minor: price } = candidate.date
  const days = candidate.duration_days
  return (
    (criteria.from === undefined || start >= criteria.from) &&
    (criteria.to === undefined || start <= criteria.to) &&
    (criteria.priceUsdMin === undefined || price >= criteria.priceUsdMin) &&
    (criteria.priceUsdMax === undefined || price <= criteria.priceUsdMax) &&
    (criteria.perDayUsdMin === undefined || price >= criteria.perDayUsdMin * days) &&
    (criteria.perDayUsdMax === undefined || price <= criteria.perDayUsdMax * days) &&
    (criteria.daysMin === undefined || days >= criteria.daysMin) &&
    (criteria.daysMax === undefined || days <= criteria.daysMax)
  )
}

/**
 * The dates a card lists: of the open dates (by start, then id) those upcoming in the start
 * city's zone (`today` there) and meeting the search's conditions, the first three, and the
 * cheapest (then the earliest, then the lowest id), which prices the card.
 */
function cardDates(
  openDates: readonly CardCandidateDate[],
  today: string,
  criteria: DateCriteria,
): { nearest: CardDateRow[]; cheapest: CardDateRow | null } {
  const nearest: CardDateRow[] = []
  let cheapest: CardDateRow | null = null
  for (const candidate of openDates) {
    if (!isUpcomingTourDate(candidate.date.start, today)) continue
    if (!meetsDateCriteria(candidate, criteria)) continue
    const { date } = candidate
    if (nearest.length < NEAREST_DATES_SHOWN) nearest.push(date)
    // Dates come by start then id, so the first of equal prices is the earliest.
    if (cheapest === null || date.price_usd_minor < cheapest.price_usd_minor) cheapest = date
  }
  return { nearest, cheapest }
}

type Kept = { readonly source: TourCardSourceRow; readonly fromDay: string }

/**
 * Card sources by tour, kept in memory (issue 45: loading and parsing ~20 card rows was 3 ms of a
 * search's CPU). Freshness is the search engine's: every write that changes what a card shows
 * announces its tours on the change feed (issue 21), which drops theirs; a card's dates are
 * picked per search and hour from the kept open dates.
 */
export function createTourCardStore({
  db,
  generation,
  keep = TOUR_CARD_SOURCES_KEPT,
  observe,
}: {
  readonly db: AppDatabase
  /** The read model's generation (search-indexes.ts). */
  readonly generation: () => number
  readonly keep?: number
  /** Told of each tour's lookup: kept (hit) or read (miss). */
  readonly observe?: CacheObserver | undefined
}) {
  const kept = new Map<number, Kept>()
  const freshness = createKeptFreshness(generation)
  const todayByZone = new Map<string, string>()
  let todayAt = ''

  function todayIn(zone: string, instant: Date): string {
    const at = instant.toISOString()
    if (at !== todayAt) {
      todayByZone.clear()
      todayAt = at
    }
    let today = todayByZone.get(zone)
    if (today === undefined) {
      today = calendarDateInTimeZone(instant, zone)
      todayByZone.set(zone, today)
    }
    return today
  }

  function remember(id: number, entry: Kept): void {
    kept.delete(id)
    kept.set(id, entry)
    if (kept.size > keep) kept.delete(kept.keys().next().value!)
  }

  async function sourcesOf(
    tourIds: readonly number[],
    instant: Date,
  ): Promise<Map<number, TourCardSourceRow>> {
    // Every zone's today is on or after UTC's yesterday, so an upcoming date starts today or later.
    const fromDay = instant.toISOString().slice(0, 10)
    if (!freshness.isCurrent()) kept.clear()
    const found = new Map<number, TourCardSourceRow>()
    const missing: number[] = []
    for (const id of tourIds) {
      const entry = kept.get(id)
      // Kept from a later instant (a clock set back) may lack dates now upcoming: read again.
      if (entry === undefined || entry.fromDay > fromDay) missing.push(id)
      else {
        remember(id, entry)
        found.set(id, entry.source)
      }
    }
    if (observe !== undefined) {
      for (let index = found.size; index > 0; index--) observe('hit')
      for (let index = missing.length; index > 0; index--) observe('miss')
    }
    if (missing.length === 0) return found
    const mark = freshness.mark()
    const loaded = await loadTourCardSources(db, missing, fromDay)
    const keepLoaded = freshness.unchangedSince(mark)
    for (const source of loaded) {
      found.set(source.id, source)
      if (keepLoaded) remember(source.id, { source, fromDay })
    }
    return found
  }

  return {
    /**
     * The card rows of the listed ones of `tourIds`, in their order, with the dates that are
     * upcoming at `instant` and meet `criteria`.
     */
    async cards(
      tourIds: readonly number[],
      instant: Date,
      criteria: DateCriteria,
    ): Promise<TourCardRow[]> {
      const sources = await sourcesOf(tourIds, instant)
      return tourIds.flatMap((id) => {
        const source = sources.get(id)
        if (source === undefined) return []
        const { open_dates: openDates, time_zone: zone, ...card } = source
        const { nearest, cheapest } = cardDates(openDates, todayIn(zone, instant), criteria)
        return [{ ...card, nearest_dates: nearest, cheapest_date: cheapest }]
      })
    },
    /** A change on the feed: these tours' cards (or all) are read again when next shown. */
    apply(change: SearchChange): void {
      if (!freshness.changed() || 'all' in change) kept.clear()
      else for (const id of change.tourIds) kept.delete(id)
    },
  }
}

export type TourCardStore = ReturnType<typeof createTourCardStore>
