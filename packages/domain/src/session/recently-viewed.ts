import { normaliseFavouriteIds, parseFavouriteTourId } from './favourites.ts'

/** Issue 42: the local storage key of the tours a visitor opened, newest first. */
export const RECENTLY_VIEWED_STORAGE_KEY = 'recently_viewed_tours'

/**
 * How many tours the list keeps, on the device and in the account: enough for a row of cards
 * and a search overlay, few enough that merging and sending the list stays cheap.
 */
export const RECENTLY_VIEWED_LIMIT = 12

/** One tour opened, and when (ISO 8601, UTC): the time orders the list and decides a merge. */
export type RecentlyViewedTour = {
  readonly tourId: number
  readonly viewedAt: string
}

function validTime(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

/**
 * The list as it must be: each tour once (its latest view), newest first, at most the limit.
 * Anything that is not a tour id or a time is dropped, so hand-edited storage cannot break it.
 */
export function normaliseRecentlyViewed(entries: readonly unknown[]): RecentlyViewedTour[] {
  const latest = new Map<number, string>()
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue
    const { tourId, viewedAt } = entry as Record<string, unknown>
    const id = parseFavouriteTourId(tourId)
    const time = validTime(viewedAt)
    if (!id.ok || time === null) continue
    const known = latest.get(id.tourId)
    if (known === undefined || known < time) latest.set(id.tourId, time)
  }
  return [...latest]
    .map(([tourId, viewedAt]) => ({ tourId, viewedAt }))
    .sort((a, b) => (a.viewedAt === b.viewedAt ? 0 : a.viewedAt < b.viewedAt ? 1 : -1))
    .slice(0, RECENTLY_VIEWED_LIMIT)
}

/** A tour opened now goes to the top; its older view leaves, and the oldest past the limit. */
export function recordRecentlyViewed(
  entries: readonly RecentlyViewedTour[],
  tourId: number,
  viewedAt: Date,
): RecentlyViewedTour[] {
  return normaliseRecentlyViewed([{ tourId, viewedAt: viewedAt.toISOString() }, ...entries])
}

/** At sign-in the device's list and the account's become one: each tour's latest view wins. */
export function mergeRecentlyViewed(
  first: readonly RecentlyViewedTour[],
  second: readonly RecentlyViewedTour[],
): RecentlyViewedTour[] {
  return normaliseRecentlyViewed([...first, ...second])
}

/** Local storage is shared and editable by hand: anything unreadable reads as nothing viewed. */
export function parseStoredRecentlyViewed(raw: string | null): RecentlyViewedTour[] {
  if (raw === null) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? normaliseRecentlyViewed(parsed) : []
  } catch {
    return []
  }
}

/**
 * Issue 42: a shared favourites list is its tour ids in the address (`?ids=5,9,2`), so anyone
 * given the link sees the same tours without an account or a stored token. The list keeps the
 * sharer's order; what is not an id is dropped, and so are ids past the page's 100.
 */
export const SHARED_LIST_MAX = 100

export function parseSharedTourIds(value: string | null): number[] {
  if (value === null) return []
  return normaliseFavouriteIds(value.split(',').map((part) => part.trim())).slice(
    0,
    SHARED_LIST_MAX,
  )
}

export function sharedTourIdsParam(ids: readonly number[]): string {
  return normaliseFavouriteIds(ids).slice(0, SHARED_LIST_MAX).join(',')
}
