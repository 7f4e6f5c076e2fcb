import { sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { intArray } from './sql.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

// The search read model (migration 0013): search_tours and search_tour_documents are tables whose
// rows the views search_tours_source and search_tour_documents_source define. A write that
// changes what search shows calls updateSearchRows for the tours it touched (through the
// searchIndex service, which also tells the other instances); refreshSearchIndexes rebuilds every
// row (seed, first run). search_completion_terms stays a materialized view (refreshCompletionTerms).

/** Per database handle: moved on by every change, so response caches drop what they computed before. */
const generations = new WeakMap<AppDatabase, number>()

export function searchIndexGeneration(db: AppDatabase): number {
  return generations.get(db) ?? 0
}

/** Cached answers computed before now are stale: called for local writes and for every change the feed brings. */
export function advanceSearchIndexGeneration(db: AppDatabase): void {
  generations.set(db, searchIndexGeneration(db) + 1)
}

/** The completion terms' refresh: one instance at a time. */
const COMPLETION_LOCK_KEY = 21_000_003

/** Past this many tours one statement's id array gets unwieldy; updates go in batches. */
const UPDATE_BATCH_SIZE = 1_000

/**
 * Brings the search rows of these tours up to date with the catalogue: each is deleted and, if
 * the tour is still listed (published, by a published organizer), built again from
 * search_tours_source, in one transaction per 1,000 tours. Idempotent; unknown ids are ignored.
 */
export async function updateSearchRows(db: AppDatabase, tourIds: readonly number[]): Promise<void> {
  const ids = [...new Set(tourIds)].sort((a, b) => a - b)
  for (let start = 0; start < ids.length; start += UPDATE_BATCH_SIZE) {
    // rebuild_search_rows (migration 0013) locks the tours, deletes their rows and builds them
    // again from the sources, as one statement: one round trip, its own transaction.
    const batch = intArray(ids.slice(start, start + UPDATE_BATCH_SIZE))
    await db.execute(sql`SELECT rebuild_search_rows(${batch})`)
  }
  advanceSearchIndexGeneration(db)
}

/** The tours of an organizer (listed or not): its publication and operator type are in their rows. */
export async function toursOfOrganizer(db: AppDatabase, organizerId: number): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM tours WHERE organizer_id = ${organizerId}::int`,
  )
  return rows.map((row) => row.id)
}

/**
 * Rebuilds every search row from the catalogue, in one statement (rebuild_all_search_rows):
 * searches keep reading the previous rows until it commits, and per-tour updates wait for it.
 * Then the planner's statistics of every table and the completion terms. For the seed and a
 * first run.
 */
export async function refreshSearchIndexes(db: AppDatabase): Promise<void> {
  await db.execute(sql`SELECT rebuild_all_search_rows()`)
  // The planner's statistics follow a table's contents only as autovacuum gets to it, and PGlite
  // has no autovacuum. After a bulk load without them, every table looked a few rows long: the
  // planner nested loops over thousands of tours (collections' counts took 400–860 ms, not 20).
  await db.execute(sql`ANALYZE`)
  await refreshCompletionTerms(db)
  advanceSearchIndexGeneration(db)
}

/**
 * Refreshes search_completion_terms from search_tours, and search_words from them. One instance at a time (the others skip:
 * the refresh they would run is under way); CONCURRENTLY keeps completion answering meanwhile,
 * once the view has rows to diff against. False when another instance held the lock. With
 * `waitForLock`, waits for the refresh under way instead, then runs its own: a refresh that began
 * before the caller's rows committed would not have them.
 */
export async function refreshCompletionTerms(
  db: AppDatabase,
  { waitForLock = false }: { waitForLock?: boolean } = {},
): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const [lock] = await selectRows<{ locked: boolean }>(
      transaction,
      waitForLock
        ? sql`SELECT true AS locked FROM (SELECT pg_advisory_xact_lock(${COMPLETION_LOCK_KEY}::bigint)) AS taken`
        : sql`SELECT pg_try_advisory_xact_lock(${COMPLETION_LOCK_KEY}::bigint) AS locked`,
    )
    if (lock?.locked !== true) return false
    const [row] = await selectRows<{ found: boolean }>(
      transaction,
      sql`SELECT EXISTS (SELECT 1 FROM search_completion_terms) AS found`,
    )
    const concurrently = row?.found === true ? sql`CONCURRENTLY` : sql``
    await transaction.execute(
      sql`REFRESH MATERIALIZED VIEW ${concurrently} search_completion_terms`,
    )
    // The words typos are corrected to (text-match.ts) are the completion terms' words.
    await transaction.execute(sql`REFRESH MATERIALIZED VIEW ${concurrently} search_words`)
    return true
  })
}

/** True when the catalogue has published tours the read model has never seen (e.g. a seed that did not refresh). */
export async function isSearchIndexMissingTours(db: AppDatabase): Promise<boolean> {
  const [row] = await selectRows<{ missing: boolean }>(
    db,
    sql`SELECT NOT EXISTS (SELECT 1 FROM search_tours)
      AND EXISTS (SELECT 1 FROM tours WHERE is_published) AS missing`,
  )
  return row?.missing === true
}
