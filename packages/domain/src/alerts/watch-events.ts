import { CATALOGUE_SLUG, parseSearchQuery, toSearchQuery } from '../search/index.ts'

/** Issue 44: the price drop a new tour alert watches for unless the tourist says otherwise. */
export const DEFAULT_PRICE_DROP_PERCENT = 10
export const PRICE_DROP_PERCENT_MIN = 1
export const PRICE_DROP_PERCENT_MAX = 90

/** How an alert's events go out: each at once, or gathered into one mail a day. */
export const alertDeliveries = ['instant', 'digest'] as const
export type AlertDelivery = (typeof alertDeliveries)[number]

/** What a watch on a favourite tour looks for; a search watch looks for new tours only. */
export type TourWatchSettings = {
  readonly newDates: boolean
  /** Alert when a date's price falls by at least this percent; null: price drops are not watched. */
  readonly priceDropPercent: number | null
  /** Alert when a date that had no free seat gets one (a cancellation, seats added). */
  readonly seatFreed: boolean
}

/** A date of the tour as it is now. */
export type CurrentDate = {
  readonly dateId: number
  readonly startDate: string
  readonly currency: string
  readonly priceMinor: number
  readonly freeSeats: number
  /** Open for booking: not closed and still ahead. A date that is not says nothing new. */
  readonly bookable: boolean
}

/** What a watch last saw of a date: the price a drop is measured from, the free seats. */
export type SeenDate = {
  readonly dateId: number
  readonly currency: string
  /**
   * The price a drop is measured from: the price when first seen, raised with the price, and
   * lowered only by a drop that was alerted, so several small cuts add up to one alert.
   */
  readonly referencePriceMinor: number
  readonly freeSeats: number
  /** How many times the date freed a seat after selling out: keys each such event apart. */
  readonly freedCount: number
}

export type AlertEvent =
  | {
      readonly kind: 'new-date'
      readonly dateId: number
      readonly startDate: string
      readonly currency: string
      readonly priceMinor: number
    }
  | {
      readonly kind: 'price-drop'
      readonly dateId: number
      readonly startDate: string
      readonly currency: string
      readonly fromMinor: number
      readonly toMinor: number
      readonly percent: number
    }
  | {
      readonly kind: 'seat-freed'
      readonly dateId: number
      readonly startDate: string
      readonly freeSeats: number
      readonly freedCount: number
    }
  | { readonly kind: 'new-tour'; readonly tourId: number }

export type AlertEventKind = AlertEvent['kind']

/** The percent a price fell by, rounded down (a 9.99 % cut is not a 10 % one); 0 for a rise. */
export function priceDropPercent(fromMinor: number, toMinor: number): number {
  if (fromMinor <= 0 || toMinor >= fromMinor) return 0
  return Math.floor(((fromMinor - toMinor) * 100) / fromMinor)
}

export function isPriceDrop(fromMinor: number, toMinor: number, thresholdPercent: number): boolean {
  return toMinor < fromMinor && priceDropPercent(fromMinor, toMinor) >= thresholdPercent
}

/**
 * The key that makes an event once per watch (the unique (watch, key) in the database): a new
 * date or tour once ever, a drop once per price reached, a freed seat once per sell-out.
 */
export function alertEventKey(event: AlertEvent): string {
  switch (event.kind) {
    case 'new-date':
      return `new-date:${String(event.dateId)}`
    case 'price-drop':
      return `price-drop:${String(event.dateId)}:${event.currency}:${String(event.toMinor)}`
    case 'seat-freed':
      return `seat-freed:${String(event.dateId)}:${String(event.freedCount)}`
    case 'new-tour':
      return `new-tour:${String(event.tourId)}`
    default: {
      const unknown: never = event
      throw new Error(`Unknown alert event ${JSON.stringify(unknown)}`)
    }
  }
}

function seenOf(date: CurrentDate, before: SeenDate | undefined): SeenDate {
  return {
    dateId: date.dateId,
    currency: date.currency,
    referencePriceMinor: date.priceMinor,
    freeSeats: date.freeSeats,
    freedCount: before?.freedCount ?? 0,
  }
}

/**
 * What a watch on a tour should hear of, comparing the dates it saw with the dates now, and what
 * it sees from now on. The first look (`seen` null) only records: a new watch is not told of
 * what was there when it was made. Dates no longer listed are forgotten.
 */
export function tourWatchEvents(
  settings: TourWatchSettings,
  seen: readonly SeenDate[] | null,
  current: readonly CurrentDate[],
): { readonly events: AlertEvent[]; readonly nextSeen: SeenDate[] } {
  const before = new Map((seen ?? []).map((date) => [date.dateId, date]))
  const events: AlertEvent[] = []
  const nextSeen: SeenDate[] = []
  for (const date of current) {
    const was = before.get(date.dateId)
    if (seen === null) {
      nextSeen.push(seenOf(date, undefined))
      continue
    }
    if (was === undefined) {
      if (settings.newDates && date.bookable && date.freeSeats > 0) {
        events.push({
          kind: 'new-date',
          dateId: date.dateId,
          startDate: date.startDate,
          currency: date.currency,
          priceMinor: date.priceMinor,
        })
      }
      nextSeen.push(seenOf(date, undefined))
      continue
    }
    let next: SeenDate = { ...was, freeSeats: date.freeSeats }
    if (was.currency !== date.currency || date.priceMinor > was.referencePriceMinor) {
      // Another currency is not comparable, and a rise moves the reference up with it.
      next = { ...next, currency: date.currency, referencePriceMinor: date.priceMinor }
    } else if (
      settings.priceDropPercent !== null &&
      date.bookable &&
      isPriceDrop(was.referencePriceMinor, date.priceMinor, settings.priceDropPercent)
    ) {
      events.push({
        kind: 'price-drop',
        dateId: date.dateId,
        startDate: date.startDate,
        currency: date.currency,
        fromMinor: was.referencePriceMinor,
        toMinor: date.priceMinor,
        percent: priceDropPercent(was.referencePriceMinor, date.priceMinor),
      })
      next = { ...next, referencePriceMinor: date.priceMinor }
    }
    if (was.freeSeats === 0 && date.freeSeats > 0) {
      const freedCount = was.freedCount + 1
      next = { ...next, freedCount }
      if (settings.seatFreed && date.bookable) {
        events.push({
          kind: 'seat-freed',
          dateId: date.dateId,
          startDate: date.startDate,
          freeSeats: date.freeSeats,
          freedCount,
        })
      }
    }
    nextSeen.push(next)
  }
  return { events, nextSeen }
}

/**
 * A saved search as stored: the tours page's filter in its canonical query (defaults dropped,
 * keys in order), without the page and the sort, which do not change which tours match. A landing
 * page's slug (the country in /italy) comes first as `slug=`, since it filters too. Equal searches
 * store equal text, so saving one twice finds the first.
 */
export function savedSearchQuery(query: string): string {
  const record: Record<string, string[]> = {}
  for (const pair of query.replace(/^\?/, '').split('&')) {
    if (pair === '') continue
    const [rawKey = '', rawValue = ''] = pair.split('=', 2)
    const key = decodeQueryPart(rawKey)
    if (key !== null) (record[key] ??= []).push(decodeQueryPart(rawValue) ?? '')
  }
  const slug = record.slug?.[0]
  const { page: _page, sort: _sort, ...filter } = parseSearchQuery(record)
  const params = Object.entries(toSearchQuery(filter))
  if (slug !== undefined && SLUG.test(slug) && slug !== CATALOGUE_SLUG)
    params.unshift(['slug', slug])
  return params
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')
}

/** A tours page's path slug: lowercase words, maybe nested (/europe/italy). */
const SLUG = /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/

/** The tours page a saved search opens: its landing's path, or /tours, with the filter. */
export function savedSearchPath(saved: string): string {
  const [first, ...rest] = saved.split('&')
  const slug = first?.startsWith('slug=') === true ? decodeURIComponent(first.slice(5)) : null
  const filter = slug === null ? saved : rest.join('&')
  return `/${slug ?? CATALOGUE_SLUG}${filter === '' ? '' : `?${filter}`}`
}

/** A query's key or value as typed; null for a broken escape, which the filter then ignores. */
function decodeQueryPart(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '))
  } catch {
    return null
  }
}

/** Pending events of one account, gathered per watch for one digest mail, oldest first. */
export type DigestEntry<Event> = {
  readonly watchId: number
  readonly at: string
  readonly event: Event
}

export function groupDigest<Event>(
  entries: readonly DigestEntry<Event>[],
): { readonly watchId: number; readonly events: Event[] }[] {
  const groups = new Map<number, { at: string; events: { at: string; event: Event }[] }>()
  for (const entry of entries) {
    const group = groups.get(entry.watchId) ?? { at: entry.at, events: [] }
    if (entry.at < group.at) group.at = entry.at
    group.events.push({ at: entry.at, event: entry.event })
    groups.set(entry.watchId, group)
  }
  return [...groups.entries()]
    .sort(([idA, a], [idB, b]) => a.at.localeCompare(b.at) || idA - idB)
    .map(([watchId, group]) => ({
      watchId,
      events: group.events.sort((a, b) => a.at.localeCompare(b.at)).map((item) => item.event),
    }))
}

/** A day: an account's digest goes out once its oldest pending event is this old. */
export const DIGEST_INTERVAL_MS = 24 * 60 * 60 * 1000

/** Whether an account's digest is due: its oldest pending event waited a day. */
export function isDigestDue(oldestPendingAt: Date, now: Date): boolean {
  return now.getTime() - oldestPendingAt.getTime() >= DIGEST_INTERVAL_MS
}
