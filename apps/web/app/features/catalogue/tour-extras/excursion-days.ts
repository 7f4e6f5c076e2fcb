import type { TourDate } from '@tourmarket/contracts'

export type ExcursionCalendarRules = {
  /** Days with a date that has a free seat: §5 available dates, so only they can be picked. */
  readonly availableDates: readonly string[]
  /** Days whose every date is sold out, shown struck through. */
  readonly disabledDates: readonly string[]
}

/** The §5 calendar rules for an excursion's dates (tour/excursion-dates): a day is open if any date on it is. */
export function excursionCalendarRules(dates: readonly TourDate[]): ExcursionCalendarRules {
  const open = new Set<string>()
  const all = new Set<string>()
  for (const date of dates) {
    all.add(date.start)
    if (!date.is_busy) open.add(date.start)
  }
  return {
    availableDates: [...open].sort(),
    disabledDates: [...all].filter((day) => !open.has(day)).sort(),
  }
}

/** The date booked for a picked day: the cheapest with a free seat starting that day. */
export function excursionDateOn(dates: readonly TourDate[], day: string): TourDate | undefined {
  return dates
    .filter((date) => date.start === day && !date.is_busy)
    .reduce<TourDate | undefined>(
      (best, date) => (best === undefined || date.price < best.price ? date : best),
      undefined,
    )
}
