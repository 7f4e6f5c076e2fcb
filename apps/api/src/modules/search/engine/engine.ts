import { sql } from 'drizzle-orm'
import { calendarDateInTimeZone } from '@tourmarket/domain/pricing'
import type { AppDatabase } from '../../../db/database.ts'
import type { TourSearchCriteria } from '../criteria.ts'
import { textQuery } from '../filter-sql.ts'
import type { TourSearchOptions, TourSearchResult } from '../repository.ts'
import { selectRows } from '../sql.ts'
import { createQueryScratch, dayNumber, runQuery } from './query.ts'
import { createTourIndex, type TourIndex } from './tour-index.ts'
import { loadAllTourRows, loadTourRows, loadUnpublishedOrganizerIds } from './tour-rows.ts'

/** What changed in the read model: some tours, or everything (a full rebuild). */
export type SearchEngineChange = { readonly tourIds: readonly number[] } | { readonly all: true }

export type SearchEngine = ReturnType<typeof createSearchEngine>

const MILLISECONDS_PER_MINUTE = 60_000

/**
 * The in-memory search engine (docs/decisions/0039-search-engine.md): the search_tours read model
 * held as columns in this process, built from the database at start and kept current by
 * `apply` (fed by the search change feed), answering searches without a database round trip
 * except for a phrase, whose full-text match PostgreSQL's index answers.
 */
export function createSearchEngine(options: {
  db: AppDatabase
  now: () => Date
  /** The read model's generation (search-indexes.ts): a full refresh starts a new one. */
  generation: () => number
}) {
  const { db, now, generation } = options
  let index: TourIndex | undefined
  /** The generation the index reflects; another one means a full refresh it has not seen. */
  let indexedGeneration = -1
  let unpublishedOrganizers = new Set<number>()
  let building: Promise<void> | undefined
  /** Changes apply one after another, in the order they arrive. */
  let applying: Promise<void> = Promise.resolve()
  let todayCache: { minute: number; zones: number; days: Int32Array } | undefined
  let rebuilding = false
  const scratch = createQueryScratch()

  async function build(): Promise<void> {
    // Read before the rows: the rows are then at least as new as this generation.
    const building = generation()
    const fresh = createTourIndex()
    const organizers = loadUnpublishedOrganizerIds(db)
    for await (const rows of loadAllTourRows(db)) for (const row of rows) fresh.upsert(row)
    unpublishedOrganizers = await organizers
    index = fresh
    indexedGeneration = building
  }

  /** Local days change on whole minutes (zone offsets are whole minutes), so a minute's answer holds. */
  function todayByZone(zones: readonly string[], at: Date): Int32Array {
    const minute = Math.floor(at.getTime() / MILLISECONDS_PER_MINUTE)
    if (todayCache?.minute === minute && todayCache.zones === zones.length) return todayCache.days
    const days = Int32Array.from(zones, (zone) => dayNumber(calendarDateInTimeZone(at, zone)))
    todayCache = { minute, zones: zones.length, days }
    return days
  }

  async function textRanks(text: string): Promise<Map<number, number>> {
    const query = textQuery(text)
    const rows = await selectRows<{ tour_id: number; rank: number }>(
      db,
      sql`SELECT tour_id, ts_rank(document, ${query})::float8 AS rank
        FROM search_tour_documents WHERE document @@ ${query}`,
    )
    return new Map(rows.map((row) => [row.tour_id, row.rank]))
  }

  async function applyNow(change: SearchEngineChange): Promise<void> {
    if ('all' in change || index === undefined) {
      await build()
      return
    }
    const [rows, organizers] = await Promise.all([
      loadTourRows(db, change.tourIds),
      loadUnpublishedOrganizerIds(db),
    ])
    const current = index
    const found = new Set(rows.map((row) => row.tour_id))
    for (const tourId of change.tourIds) if (!found.has(tourId)) current.remove(tourId)
    for (const row of rows) current.upsert(row)
    unpublishedOrganizers = organizers
  }

  return {
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
     * True when built and current. After a full refresh of the read model it is not, until a
     * rebuild (started here, once) completes: meanwhile the caller answers from SQL.
     */
    get isCurrent(): boolean {
      if (index !== undefined && indexedGeneration === generation()) return true
      if (index !== undefined && !rebuilding) {
        rebuilding = true
        // A failed rebuild is tried again by the next search; SQL answers meanwhile.
        void this.apply({ all: true })
          .catch(() => undefined)
          .finally(() => {
            rebuilding = false
          })
      }
      return false
    },
    /** Brings the index up to date with a change of the read model. */
    apply(change: SearchEngineChange): Promise<void> {
      const next = applying.then(() => applyNow(change))
      applying = next.catch(() => undefined)
      return next
    },
    async search(
      criteria: TourSearchCriteria,
      searchOptions: TourSearchOptions,
    ): Promise<TourSearchResult> {
      if (index === undefined) throw new Error('The search engine is not built yet')
      const ranks = criteria.text === undefined ? undefined : await textRanks(criteria.text)
      const columns = index.columns()
      return runQuery(
        {
          columns,
          criteria,
          options: searchOptions,
          todayByZone: todayByZone(columns.zones, now()),
          textRanks: ranks,
          unpublishedOrganizers,
        },
        scratch,
      )
    },
    get size(): number {
      return index?.size ?? 0
    },
  }
}
