import { sql, type SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { selectRows } from './sql.ts'

// The search read model (search_tours, search_tour_documents, search_completion_terms) is derived
// from the catalogue and rebuilt here. Call refreshSearchIndexes after seeding or changing it.

/** Per database handle: bumped by each refresh so response caches drop what they computed before. */
const generations = new WeakMap<AppDatabase, number>()

export function searchIndexGeneration(db: AppDatabase): number {
  return generations.get(db) ?? 0
}

/** In refresh order: the documents and the completion terms read search_tours. */
const views = ['search_tours', 'search_tour_documents', 'search_completion_terms'] as const
type SearchView = (typeof views)[number]

async function hasRows(db: AppDatabase, view: SearchView) {
  const [row] = await selectRows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(view)}) AS found`,
  )
  return row?.found === true
}

async function refreshView(db: AppDatabase, view: SearchView) {
  // CONCURRENTLY keeps serving the previous rows while rebuilding; it needs rows to diff against,
  // and an empty view has nothing to serve anyway, so the first build takes the faster path.
  const concurrently = (await hasRows(db, view)) ? sql`CONCURRENTLY` : sql``
  await db.execute(sql`REFRESH MATERIALIZED VIEW ${concurrently} ${sql.identifier(view)}`)
}

/** Rebuilds the search read model from the catalogue tables. */
export async function refreshSearchIndexes(db: AppDatabase): Promise<void> {
  for (const view of views) await refreshView(db, view)
  generations.set(db, searchIndexGeneration(db) + 1)
}

/**
 * Organizer publication is read at query time (organizerIsPublished below), so search needs no
 * refresh when it changes; only cached answers must go, and a published organizer whose tours
 * the read model never held (unpublished at the last refresh) needs them indexed.
 */
export async function organizerPublicationChanged(
  db: AppDatabase,
  organizerId: number,
): Promise<void> {
  const [row] = await selectRows<{ missing: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM tours t JOIN organizers o ON o.id = t.organizer_id
      WHERE t.organizer_id = ${organizerId}::int AND t.is_published AND o.is_published
        AND NOT EXISTS (SELECT 1 FROM search_tours s WHERE s.tour_id = t.id)) AS missing`,
  )
  if (row?.missing === true) {
    await refreshSearchIndexes(db)
    return
  }
  generations.set(db, searchIndexGeneration(db) + 1)
}

/**
 * Whether the organizer of a read-model row (its organizer id column) is published now: the read
 * model is refreshed only by the seed, and unpublishing must hide an organizer's tours at once. The
 * unpublished set is small and PostgreSQL evaluates it once per statement (a hashed subplan).
 */
export function organizerIsPublished(organizerIdColumn: SQL): SQL {
  return sql`${organizerIdColumn} NOT IN (SELECT id FROM organizers WHERE NOT is_published)`
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
