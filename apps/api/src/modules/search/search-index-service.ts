import type { AppDatabase } from '../../db/database.ts'
import type { SearchChangeFeed } from './change-feed.ts'
import {
  advanceSearchIndexGeneration,
  refreshCompletionTerms,
  refreshSearchIndexes,
  toursOfOrganizer,
  updateSearchRows,
} from './search-indexes.ts'

export type SearchIndexServiceOptions = {
  readonly db: AppDatabase
  readonly feed: SearchChangeFeed
}

/**
 * Keeps the search read model current (issue 21): every write that changes what search shows
 * calls toursChanged or organizerChanged once it has committed; the rows are rebuilt, then the
 * change is published so every instance (this one too) drops its cached answers and its search
 * engine re-reads those rows from `feed`.
 */
export function createSearchIndexService({ db, feed }: SearchIndexServiceOptions) {
  // Each change, from any instance, starts a new generation of this instance's cached answers.
  let completionStale = false
  const unsubscribe = feed.subscribe(() => {
    completionStale = true
    advanceSearchIndexGeneration(db)
  })

  async function toursChanged(tourIds: readonly number[]): Promise<void> {
    if (tourIds.length === 0) return
    await updateSearchRows(db, tourIds)
    await feed.publish({ tourIds: [...new Set(tourIds)] })
  }

  return {
    /** Where changes arrive, from this instance and the others (the search engine subscribes). */
    feed,
    /** These tours' dates, prices, seats, ratings or publication changed. */
    toursChanged,
    /**
     * As toursChanged, with the completion terms rebuilt before the change is published: a tour
     * just published, or a listed one renamed or given other places, completes at once instead of
     * after the next periodic refresh. The terms are counted over the whole catalogue, so this is
     * for the office's rare publish and rename, not for every write.
     */
    async toursAndCompletionChanged(tourIds: readonly number[]): Promise<void> {
      if (tourIds.length === 0) return
      await updateSearchRows(db, tourIds)
      await refreshCompletionTerms(db, { waitForLock: true })
      await feed.publish({ tourIds: [...new Set(tourIds)] })
    },
    /** The organizer's publication, operator type or identity check changed: all its tours. */
    async organizerChanged(organizerId: number): Promise<void> {
      await toursChanged(await toursOfOrganizer(db, organizerId))
    },
    /** Every row again (a catalogue loaded in bulk). */
    async rebuildAll(): Promise<void> {
      await refreshSearchIndexes(db)
      completionStale = false
      await feed.publish({ all: true })
    },
    /**
     * The completion terms count tours per place over the whole catalogue, so they are refreshed
     * as a whole, periodically, when changes arrived since the last time; returns whether it ran.
     */
    async refreshCompletionIfChanged(): Promise<boolean> {
      if (!completionStale) return false
      completionStale = false
      await refreshCompletionTerms(db)
      advanceSearchIndexGeneration(db)
      return true
    },
    /** Stops listening; the feed is closed by whoever made it. */
    close(): void {
      unsubscribe()
    },
  }
}

export type SearchIndexService = ReturnType<typeof createSearchIndexService>
