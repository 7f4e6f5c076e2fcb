import { addDays, parseCalendarDate, type CalendarDate } from '../inputs/calendar.ts'
import { guaranteeDecisionLimits } from '../booking/departure-guarantee.ts'
import { isPrepaymentType, prepaymentType } from '../pricing/tour-date.ts'
import type { OfficeDateMessageKey } from './date-messages.ts'

/** Bounds of a date's fields as the office accepts them (issue 40 item 3). */
export const tourDateLimits = {
  /** tour_dates.number_of_seats is a smallint; a group of a thousand is a charter, not a date. */
  maxSeats: 999,
  /** A discount of 100 % is a free trip, which the checkout cannot take. */
  maxDiscountPercent: 99,
  /** Ten million in major units: above any trip, and far inside the integer column. */
  maxPriceMinor: 1_000_000_000,
  /** The rest falls due at most a year before the start. */
  maxFullPaymentDays: 365,
} as const

/** The fields of a date as the office's forms and calls name them. */
export type TourDateField =
  | 'start'
  | 'base_price_minor'
  | 'discount_percent'
  | 'number_of_seats'
  | 'min_travellers'
  | 'decision_days'
  | 'prepayment_type'
  | 'prepayment_size'
  | 'full_payment_days'

/** What an organizer sets on a date (prices in minor units of the date's currency). */
export type TourDateTerms = {
  readonly basePriceMinor: number
  readonly discountPercent: number
  readonly numberOfSeats: number
  readonly notGuaranteed: boolean
  /** For a date that is not guaranteed: the travellers it needs; null leaves it to the tour's group minimum. */
  readonly minTravellers: number | null
  /** For a date that is not guaranteed: the organizer decides this many days before the start. */
  readonly decisionDays: number
  readonly prepaymentType: number
  readonly prepaymentSize: number
  readonly fullPaymentDays: number
}

/** One refusal: the field, and a key of `officeDateMessages` with its parameters. */
export type TourDateProblem = {
  readonly field: TourDateField
  readonly key: OfficeDateMessageKey
  readonly params?: Readonly<Record<string, number>>
}

function isWholeBetween(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max
}

/** The last day of a trip of `durationDays` days starting on `start` (a one-day trip ends the day it starts). */
export function tripEndDate(start: CalendarDate, durationDays: number): CalendarDate {
  if (!Number.isInteger(durationDays) || durationDays < 1) {
    throw new RangeError(`A trip lasts at least one whole day, got ${String(durationDays)}`)
  }
  return addDays(start, durationDays - 1)
}

/**
 * Whether a new start date can be offered: a real day after `today` in the tour's start city (the
 * upcoming rule search and the tour page apply), so a date the organizer adds is bookable at once.
 */
export function startDateProblem(start: string, today: CalendarDate): TourDateProblem | null {
  if (parseCalendarDate(start) === null) return { field: 'start', key: 'officeDates.start.invalid' }
  if (start <= today) return { field: 'start', key: 'officeDates.start.notUpcoming' }
  return null
}

function prepaymentSizeProblem(terms: TourDateTerms): TourDateProblem | null {
  const size = terms.prepaymentSize
  switch (terms.prepaymentType) {
    case prepaymentType.percent:
      return isWholeBetween(size, 1, 100)
        ? null
        : { field: 'prepayment_size', key: 'officeDates.prepaymentSize.percent' }
    case prepaymentType.fixedAmount:
      // A deposit above the price would be capped at the price anyway: say so instead.
      return isWholeBetween(size, 1, Math.max(1, terms.basePriceMinor))
        ? null
        : { field: 'prepayment_size', key: 'officeDates.prepaymentSize.fixed' }
    case prepaymentType.fullPayment:
      return size === 0
        ? null
        : { field: 'prepayment_size', key: 'officeDates.prepaymentSize.none' }
    default:
      return null
  }
}

/**
 * Every refusal of a date's terms, each naming its field (empty when all pass): a price above
 * zero, 1–999 seats, a discount of 0–99 %, full payment 0–365 days before the start, a prepayment
 * size that fits its type (1–100 % of the price; a fixed sum per tourist above zero and not above
 * the price; nothing for full payment), and for a date that is not guaranteed a minimum group
 * within the seats and a decision day 1–180 days before the start.
 */
export function tourDateProblems(terms: TourDateTerms): TourDateProblem[] {
  const problems: TourDateProblem[] = []
  if (!isWholeBetween(terms.basePriceMinor, 1, tourDateLimits.maxPriceMinor)) {
    problems.push({
      field: 'base_price_minor',
      key: 'officeDates.price.outOfRange',
      params: { max: tourDateLimits.maxPriceMinor / 100 },
    })
  }
  if (!isWholeBetween(terms.discountPercent, 0, tourDateLimits.maxDiscountPercent)) {
    problems.push({
      field: 'discount_percent',
      key: 'officeDates.discount.outOfRange',
      params: { max: tourDateLimits.maxDiscountPercent },
    })
  }
  const seatsValid = isWholeBetween(terms.numberOfSeats, 1, tourDateLimits.maxSeats)
  if (!seatsValid) {
    problems.push({
      field: 'number_of_seats',
      key: 'officeDates.seats.outOfRange',
      params: { max: tourDateLimits.maxSeats },
    })
  }
  if (terms.notGuaranteed && terms.minTravellers !== null) {
    const most = seatsValid ? terms.numberOfSeats : tourDateLimits.maxSeats
    if (!isWholeBetween(terms.minTravellers, 1, most)) {
      problems.push({
        field: 'min_travellers',
        key: 'officeDates.minTravellers.outOfRange',
        params: { max: most },
      })
    }
  }
  if (
    terms.notGuaranteed &&
    !isWholeBetween(
      terms.decisionDays,
      guaranteeDecisionLimits.minDays,
      guaranteeDecisionLimits.maxDays,
    )
  ) {
    problems.push({
      field: 'decision_days',
      key: 'officeDates.decisionDays.outOfRange',
      params: { min: guaranteeDecisionLimits.minDays, max: guaranteeDecisionLimits.maxDays },
    })
  }
  if (!isPrepaymentType(terms.prepaymentType)) {
    problems.push({ field: 'prepayment_type', key: 'officeDates.prepaymentType.unknown' })
  } else {
    const sizeProblem = prepaymentSizeProblem(terms)
    if (sizeProblem !== null) problems.push(sizeProblem)
  }
  if (!isWholeBetween(terms.fullPaymentDays, 0, tourDateLimits.maxFullPaymentDays)) {
    problems.push({
      field: 'full_payment_days',
      key: 'officeDates.fullPaymentDays.outOfRange',
      params: { max: tourDateLimits.maxFullPaymentDays },
    })
  }
  return problems
}

/** A date's seats as stored: all of them and those still free. */
export type DateSeats = { readonly numberOfSeats: number; readonly numberOfFreeSeats: number }

/** Seats held by bookings (and holds): the seats less the free ones. */
export function soldSeats(seats: DateSeats): number {
  return Math.max(0, seats.numberOfSeats - seats.numberOfFreeSeats)
}

/**
 * A new number of seats for a date that may have sold some: the seats sold stay sold, so the
 * free ones are what is left; fewer seats than sold is refused.
 */
export function resizedSeats(
  current: DateSeats,
  numberOfSeats: number,
):
  | { readonly ok: true; readonly numberOfFreeSeats: number }
  | { readonly ok: false; readonly sold: number } {
  const sold = soldSeats(current)
  if (numberOfSeats < sold) return { ok: false, sold }
  return { ok: true, numberOfFreeSeats: numberOfSeats - sold }
}

/**
 * What an organizer may do with a date that has bookings: close it (no new bookings; those made
 * stand) but not delete it, nor move its start, since the bookings were made for that day.
 */
export function canDeleteTourDate(bookingsCount: number): boolean {
  return bookingsCount === 0
}

export function canMoveTourDateStart(bookingsCount: number): boolean {
  return bookingsCount === 0
}

/** How the office shows a date at a glance. */
export type OfficeDateStatus = 'open' | 'closed' | 'sold_out' | 'not_guaranteed'

/**
 * Closed by the organizer first; then sold out (no seat free); then, for a date that runs only
 * with enough travellers, not guaranteed until the seats sold reach its minimum; else open.
 */
export function officeDateStatus(
  date: DateSeats & {
    readonly isClosed: boolean
    readonly notGuaranteed: boolean
    readonly minTravellers: number
  },
): OfficeDateStatus {
  if (date.isClosed) return 'closed'
  if (date.numberOfFreeSeats <= 0) return 'sold_out'
  if (date.notGuaranteed && soldSeats(date) < date.minTravellers) return 'not_guaranteed'
  return 'open'
}
