import { sql } from 'drizzle-orm'
import { calendarDateInTimeZone } from '@tourmarket/domain/pricing'
import type { AppDatabase } from '../../../db/database.ts'
import type { SearchChange } from '../change-feed.ts'
import type { TourSearchCriteria } from '../criteria.ts'
import type { TourSearchOptions, TourSearchResult } from '../repository.ts'
import { selectRows } from '../../../platform/sql/select-rows.ts'
import { phraseQuery } from '../text-match.ts'
import { runQuery } from './query.ts'
import { dayNumber } from './query-dates.ts'
import { createQueryScratch } from './query-state.ts'
import { createTourIndex, type TourIndex } from './tour-index.ts'
import { loadAllTourRows, loadTourRows } from './tour-rows.ts'

export type SearchEngine = ReturnType<typeof createSearchEngine>

/**
 * The in-memory search engine (docs/decisions/0039-search-engine.md): the search_tours read model
 * held as columns in this process, built from the database at start and kept current by
 * `apply` (fed by the search change feed), answering searches without a database round trip
 * except for a phrase, whose full-text match (typos forgiven, text-match.ts) PostgreSQL's index
 * answers.
 */
export function createSearchEngine(options: {
  db: AppDatabase
  /** The read model's generation (search-indexes.ts): every change starts a new one. */
  generation: () => number
}) {
  const { db, generation } = options
  let index: TourIndex | undefined
  /** The generation the index reflects; another one means a change it has not applied yet. */
  let indexedGeneration = -1
  let building: Promise<void> | undefined
  /** Changes apply one after another, in the order they arrive. */
  let applying: Promise<void> = Promise.resolve()
  /** Changes received and not applied yet: until they are, SQL answers (it is current). */
  let pending = 0
  let rebuilding = false
  let todayCache: { now: string; zones: number; days: Int32Array } | undefined
  const scratch = createQueryScratch()

  async function build(): Promise<void> {
    // Read before the rows: the rows are then at least as new as this generation.
    const building = generation()
    const fresh = createTourIndex()
    for await (const rows of loadAllTourRows(db)) for (const row of rows) fresh.upsert(row)
    index = fresh
    indexedGeneration = building
  }

  /** Each zone's day at the search's instant (a quarter hour: searchInstant), as day numbers. */
  function todayByZone(zones: readonly string[], now: string): Int32Array {
    if (todayCache?.now === now && todayCache.zones === zones.length) return todayCache.days
    const instant = new Date(now)
    const days = Int32Array.from(zones, (zone) => dayNumber(calendarDateInTimeZone(instant, zone)))
    todayCache = { now, zones: zones.length, days }
    return days
  }

  async function textRanks(text: string): Promise<Map<number, number>> {
    const query = await phraseQuery(db, text)
    const rows = await selectRows<{ tour_id: number; rank: number }>(
      db,
      sql`SELECT tour_id, ts_rank(document, ${query})::float8 AS rank
        FROM search_tour_documents WHERE document @@ ${query}`,
    )
    return new Map(rows.map((row) => [row.tour_id, row.rank]))
  }

  /**
   * Per collection, its tours' places in the editor's order (issue 43), read on a collection
   * page's first search; every change the engine applies forgets them (the console's reorder
   * announces the collection's tours as changed).
   */
  const collectionPositions = new Map<number, Promise<ReadonlyMap<number, number>>>()

  function positionsOf(collectionId: number): Promise<ReadonlyMap<number, number>> {
    let positions = collectionPositions.get(collectionId)
    if (positions === undefined) {
      positions = selectRows<{ tour_id: number; position: number }>(
        db,
        sql`SELECT tour_id, position FROM tour_collections WHERE collection_id = ${collectionId}::int`,
      ).then((rows) => new Map(rows.map((row) => [row.tour_id, row.position])))
      const read = positions
      read.catch(() => {
        if (collectionPositions.get(collectionId) === read) collectionPositions.delete(collectionId)
      })
      collectionPositions.set(collectionId, positions)
    }
    return positions
  }

  async function applyNow(change: SearchChange): Promise<void> {
    collectionPositions.clear()
    if ('all' in change || index === undefined) {
      await build()
      return
    }
    const rows = await loadTourRows(db, change.tourIds)
    const current = index
    const found = new Set(rows.map((row) => row.tour_id))
    // A tour the read model no longer holds is no longer listed (unpublished, its organizer too).
    for (const tourId of change.tourIds) if (!found.has(tourId)) current.remove(tourId)
    for (const row of rows) current.upsert(row)
  }

  const engine = {
    /** Builds the index (once; later calls wait for the same build); answers its tours. */
    async start(): Promise<number> {
      building ??= build().catch((error: unknown) => {
        building = undefined
        throw error
      })
      await building
      return index?.size ?? 0
    },
    /**
     * True when built, with every change it was told of applied, and no refresh it was not told
     * of (a seed, a test) since. When a refresh went unannounced, a rebuild starts here (once);
     * meanwhile the caller answers from SQL.
     */
    get isCurrent(): boolean {
      if (index === undefined || pending > 0) return false
      if (indexedGeneration === generation()) return true
      if (!rebuilding) {
        rebuilding = true
        // A failed rebuild is tried again by the next search; SQL answers meanwhile.
        void engine
          .apply({ all: true })
          .catch(() => undefined)
          .finally(() => {
            rebuilding = false
          })
      }
      return false
    },
    /** Brings the index up to date with a change of the read model. */
    apply(change: SearchChange): Promise<void> {
      pending += 1
      const next = applying.then(() => applyNow(change))
      applying = next.then(
        () => {
          pending -= 1
          // Every change delivered so far is applied: the index is as new as the generation.
          if (pending === 0) indexedGeneration = generation()
        },
        () => {
          pending -= 1
          engine.invalidate()
        },
      )
      return next
    },
    /** Forgets what the index reflects: the next search starts a rebuild (a change was lost). */
    invalidate(): void {
      indexedGeneration = -1
    },
    async search(
      criteria: TourSearchCriteria,
      searchOptions: TourSearchOptions,
    ): Promise<TourSearchResult> {
      if (index === undefined) throw new Error('The search engine is not built yet')
      const [ranks, positions] = await Promise.all([
        criteria.text === undefined ? undefined : textRanks(criteria.text),
        criteria.landing?.kind === 'collections' && searchOptions.sort === 'default'
          ? positionsOf(criteria.landing.id)
          : undefined,
      ])
      const columns = index.columns()
      return runQuery(
        {
          columns,
          criteria,
          options: searchOptions,
          todayByZone: todayByZone(columns.zones, criteria.now),
          textRanks: ranks,
          positions,
        },
        scratch,
      )
    },
    get size(): number {
      return index?.size ?? 0
    },
  }
  return engine
}
