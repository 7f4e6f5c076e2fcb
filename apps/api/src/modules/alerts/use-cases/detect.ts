import { alertEventKey, tourWatchEvents, type AlertEvent } from '@tourmarket/domain/alerts'
import { calendarDateInTimeZone } from '@tourmarket/domain/pricing'
import type { AppDatabase } from '../../../db/database.ts'
import type { WatchRow } from '../repository.ts'
import { alertSendJobKind, type AlertsOptions } from './deps.ts'

/**
 * Issue 44 item 2: what changed for an alert. After a tour's change commits (a date added, a
 * price, seats given back by a cancellation or added), each active watch on it compares the dates
 * with what it saw (packages/domain alerts) under the watch's row lock, records the events once
 * per (watch, key) and, for an instant alert, writes the job that sends them, in one transaction.
 * It runs at once rather than as a job of its own: a job run a second later would compare with
 * the state by then, and a seat sold and given back in between would be missed. A periodic sweep
 * catches what a process that died after a commit left unseen; saved searches are looked at there.
 */
export function createAlertDetection(options: AlertsOptions) {
  const { repository, jobs, now } = options

  /** Records the events and, for an instant alert, the job that sends them; in `tx`. */
  async function record(tx: AppDatabase, watch: WatchRow, events: readonly AlertEvent[]) {
    const ids: number[] = []
    for (const event of events) {
      const id = await repository.recordEvent(tx, {
        watchId: watch.id,
        eventKey: alertEventKey(event),
        event,
        delivery: watch.delivery,
      })
      if (id !== null) ids.push(id)
    }
    const [first] = ids
    if (first !== undefined && watch.delivery === 'instant') {
      await jobs.enqueue(tx, {
        kind: alertSendJobKind,
        key: `${alertSendJobKind}:${String(watch.id)}:${String(first)}`,
        payload: { watchId: watch.id, eventIds: ids },
      })
    }
    return ids.length
  }

  /**
   * Looks at one tour alert's dates: tells what changed since it last looked; `fresh` (an alert
   * just turned back on) only records them. Answers how many events it recorded.
   */
  async function checkWatch(watchId: number, fresh = false): Promise<number> {
    const watch = await repository.watch(watchId)
    if (watch?.tourId == null || !watch.isActive) return 0
    // Read before the transaction: PGlite's one connection would wait on itself inside it.
    const tour = await repository.tour(watch.tourId)
    if (tour === undefined) return 0
    const today = calendarDateInTimeZone(now(), tour.timeZone)
    const counted = await repository.withWatchLocked(watchId, async (tx, locked) => {
      if (!locked.isActive || locked.tourId !== tour.id) return 0
      const current = await repository.currentDates(tx, tour.id, today)
      const seen =
        fresh || locked.checkedAt === null ? null : await repository.seenDates(tx, locked.id)
      const { events, nextSeen } = tourWatchEvents(
        {
          newDates: locked.newDates,
          priceDropPercent: locked.priceDropPercent,
          seatFreed: locked.seatFreed,
        },
        seen,
        current,
      )
      await repository.replaceSeenDates(tx, locked.id, nextSeen, now())
      return record(tx, locked, events)
    })
    return counted ?? 0
  }

  return {
    checkWatch,

    /** After a committed change of these tours: those an active alert watches are looked at. */
    async toursChanged(tourIds: readonly number[]): Promise<void> {
      for (const tourId of await repository.watchedTourIds(tourIds)) {
        for (const watchId of await repository.activeTourWatchIds(tourId)) {
          await checkWatch(watchId)
        }
      }
    },

    /** The periodic sweep over every active tour alert; answers the events recorded. */
    async checkTourWatches(): Promise<number> {
      let recorded = 0
      for (const watchId of await repository.activeTourWatchIds(null)) {
        recorded += await checkWatch(watchId)
      }
      return recorded
    },

    /**
     * The periodic job: each active saved search is run through search, and tours put on the site
     * since it was saved that it finds now are its news. Answers the events recorded.
     */
    async checkSavedSearches(): Promise<number> {
      let recorded = 0
      for (const watch of await repository.activeSearchWatches()) {
        const candidates = new Set(await repository.toursCreatedAfter(watch.createdAt))
        if (candidates.size === 0 || watch.searchQuery === null) continue
        const found = (await options.searchTourIds(watch.searchQuery)).filter((id) =>
          candidates.has(id),
        )
        const events: AlertEvent[] = found.map((tourId) => ({ kind: 'new-tour', tourId }))
        recorded +=
          (await repository.withWatchLocked(watch.id, async (tx, locked) => {
            if (!locked.isActive) return 0
            return record(tx, locked, events)
          })) ?? 0
      }
      return recorded
    },
  }
}

export type AlertDetection = ReturnType<typeof createAlertDetection>
