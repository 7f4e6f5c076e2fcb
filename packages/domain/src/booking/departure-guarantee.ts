import { addDays, type CalendarDate } from '../inputs/calendar.ts'

/**
 * Issue 44 item 1: a date that is not guaranteed (§3 not_guaranteed) runs only once enough
 * travellers book. The organizer sets the minimum and the decision day (so many days before the
 * start); by that day the date is confirmed or cancelled, and a cancelled date's travellers get a
 * full refund by that same day.
 */
export const guaranteeDecisionLimits = {
  /**
   * Two weeks before the start: late enough for bookings to come in, early enough for travellers
   * to plan (flights, leave) when the date does not run.
   */
  defaultDays: 14,
  /** The day before the start at the latest: a decision on the day itself leaves nobody time. */
  minDays: 1,
  /** Half a year ahead at most; dates are sold up to 18 months ahead. */
  maxDays: 180,
} as const

/** The day the organizer decides whether a date runs: `daysBefore` days before its start. */
export function guaranteeDecisionDate(start: CalendarDate, daysBefore: number): CalendarDate {
  return addDays(start, -daysBefore)
}

/** The facts of a not-guaranteed date a meter is drawn from (as the API sends them). */
export type GuaranteeFacts = {
  /** Seats taken on the date by bookings (and holds still running). */
  readonly booked: number
  /** The travellers it needs to run. */
  readonly minTravellers: number
  /** yyyy-MM-dd, in the tour's time. */
  readonly decisionDate: CalendarDate
}

/**
 * - reached: enough travellers booked, the date runs;
 * - waiting: fewer than needed, the decision day still ahead;
 * - decided: fewer than needed and the decision day has come (the organizer has said, or says
 *   today, whether it runs).
 */
export type GuaranteeState = 'reached' | 'waiting' | 'decided'

export type GuaranteeMeter = {
  readonly booked: number
  readonly minTravellers: number
  /** What the meter bar shows: the booked count, never past the minimum. */
  readonly filled: number
  /** Travellers still needed (0 once reached). */
  readonly missing: number
  readonly decisionDate: CalendarDate
  readonly state: GuaranteeState
}

/** The meter of a not-guaranteed date on `today` (yyyy-MM-dd in the tour's time). */
export function guaranteeMeter(facts: GuaranteeFacts, today: CalendarDate): GuaranteeMeter {
  const minTravellers = Math.max(1, facts.minTravellers)
  const booked = Math.max(0, facts.booked)
  const missing = Math.max(0, minTravellers - booked)
  const state: GuaranteeState =
    missing === 0 ? 'reached' : today < facts.decisionDate ? 'waiting' : 'decided'
  return {
    booked,
    minTravellers,
    filled: Math.min(booked, minTravellers),
    missing,
    decisionDate: facts.decisionDate,
    state,
  }
}
