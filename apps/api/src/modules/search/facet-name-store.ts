import type { AppDatabase } from '../../db/database.ts'
import type { CacheObserver } from '../../platform/cache/cache-observer.ts'
import type { TourFacetKey } from './facets.ts'
import { loadFacetNames, type FacetNameRow } from './facet-names-repository.ts'
import { createKeptFreshness } from './kept-freshness.ts'

type WantedIds = { readonly [Key in TourFacetKey]?: readonly number[] }

/**
 * The names of the places, activities, collections, languages, ships and waters the facets count,
 * kept in memory (issue 45: a broad search names ~250 options). Places and collections renamed in
 * the console announce their tours on the change feed (issue 21), so any change forgets them all;
 * a load that raced a change is used but not kept.
 */
export function createFacetNameStore({
  db,
  generation,
  observe,
}: {
  readonly db: AppDatabase
  /** The read model's generation (search-indexes.ts). */
  readonly generation: () => number
  /** Told of each search's lookup: every name kept (hit), or some read (miss). */
  readonly observe?: CacheObserver | undefined
}) {
  const kept = new Map<string, FacetNameRow>()
  const freshness = createKeptFreshness(generation)

  return {
    async names(wanted: WantedIds): Promise<FacetNameRow[]> {
      if (!freshness.isCurrent()) kept.clear()
      const found: FacetNameRow[] = []
      const missing: { [Key in TourFacetKey]?: number[] } = {}
      let anyMissing = false
      for (const [facet, ids] of Object.entries(wanted) as [TourFacetKey, readonly number[]][]) {
        for (const id of ids) {
          const row = kept.get(`${facet}:${String(id)}`)
          if (row !== undefined) found.push(row)
          else {
            ;(missing[facet] ??= []).push(id)
            anyMissing = true
          }
        }
      }
      observe?.(anyMissing ? 'miss' : 'hit')
      if (!anyMissing) return found
      const mark = freshness.mark()
      const loaded = await loadFacetNames(db, missing)
      if (freshness.unchangedSince(mark)) {
        for (const row of loaded) kept.set(`${row.facet}:${String(row.id)}`, row)
      }
      return [...found, ...loaded]
    },
    /** A change on the feed: every name is read again when next needed. */
    apply(): void {
      freshness.changed()
      kept.clear()
    },
  }
}

export type FacetNameStore = ReturnType<typeof createFacetNameStore>
