import { bookingRequestStatus } from '../enums/index.ts'
import type { BookingRequestStatus } from '../enums/index.ts'
import { applyRule, availableRules } from './process.ts'
import type { TransitionResult, TransitionRule } from './process.ts'

export const BOOKING_ACTORS = ['tourist', 'organizer', 'system', 'admin'] as const

export type BookingActor = (typeof BOOKING_ACTORS)[number]

/**
 * When a transition may happen relative to the tour and its deadlines. Kept beside the rule so the
 * timing is data too; `decideBookingTransition` enforces it.
 */
export type BookingTiming =
  | 'before-tour-start'
  | 'after-tour-end'
  | 'after-confirmation-deadline'
  | 'after-prepayment-deadline'

export type BookingTransitionRule = TransitionRule<BookingRequestStatus, BookingActor> & {
  readonly when?: BookingTiming
}

const { pendingConfirm, pendingPrepayment, madePrepayment } = bookingRequestStatus
const open = [pendingConfirm, pendingPrepayment, madePrepayment] as const

/** The §4 booking process; docs/decisions/0004-booking-and-invoice-status-machines.md explains it. */
export const bookingTransitions = {
  // An admin may confirm on an organizer's behalf (e.g. confirmed by phone through support).
  confirm: { from: [pendingConfirm], to: pendingPrepayment, actors: ['organizer', 'admin'] },
  decline: {
    from: [pendingConfirm],
    to: bookingRequestStatus.canceledByAuthor,
    actors: ['organizer'],
  },
  // Payments are recorded only on the provider's confirmation, never on a browser's word.
  'record-prepayment': { from: [pendingPrepayment], to: madePrepayment, actors: ['system'] },
  'record-full-payment': { from: [pendingPrepayment], to: madePrepayment, actors: ['system'] },
  // The organizer marks its trip done from the office (issue 40); still only after it ended.
  complete: {
    from: [madePrepayment],
    to: bookingRequestStatus.tourComplete,
    actors: ['organizer', 'system', 'admin'],
    when: 'after-tour-end',
  },
  'cancel-by-tourist': {
    from: open,
    to: bookingRequestStatus.canceledByTourist,
    actors: ['tourist'],
    when: 'before-tour-start',
  },
  // From pending confirm the organizer declines instead; both end in canceled by author.
  'cancel-by-author': {
    from: [pendingPrepayment, madePrepayment],
    to: bookingRequestStatus.canceledByAuthor,
    actors: ['organizer'],
    when: 'before-tour-start',
  },
  'expire-unconfirmed': {
    from: [pendingConfirm],
    to: bookingRequestStatus.canceledBySystem,
    actors: ['system'],
    when: 'after-confirmation-deadline',
  },
  'expire-unpaid': {
    from: [pendingPrepayment],
    to: bookingRequestStatus.canceledBySystem,
    actors: ['system'],
    when: 'after-prepayment-deadline',
  },
  'cancel-by-admin': { from: open, to: bookingRequestStatus.canceledByAdmin, actors: ['admin'] },
} as const satisfies Record<string, BookingTransitionRule>

export type BookingTransition = keyof typeof bookingTransitions

const rules: Readonly<Record<BookingTransition, BookingTransitionRule>> = bookingTransitions

export const bookingTransitionNames = Object.keys(bookingTransitions) as BookingTransition[]

const finalBookingStatuses: readonly BookingRequestStatus[] = [
  bookingRequestStatus.tourComplete,
  bookingRequestStatus.canceledByTourist,
  bookingRequestStatus.canceledByAuthor,
  bookingRequestStatus.canceledBySystem,
  bookingRequestStatus.canceledByAdmin,
]

const canceledBookingStatuses: readonly BookingRequestStatus[] = [
  bookingRequestStatus.canceledByTourist,
  bookingRequestStatus.canceledByAuthor,
  bookingRequestStatus.canceledBySystem,
  bookingRequestStatus.canceledByAdmin,
]

export function isBookingActor(value: unknown): value is BookingActor {
  return (BOOKING_ACTORS as readonly unknown[]).includes(value)
}

/** For names arriving from outside (an API path or body). */
export function isBookingTransition(value: unknown): value is BookingTransition {
  return typeof value === 'string' && Object.hasOwn(bookingTransitions, value)
}

export function isFinalBookingStatus(status: BookingRequestStatus): boolean {
  return finalBookingStatuses.includes(status)
}

export function isCanceledStatus(status: BookingRequestStatus): boolean {
  return canceledBookingStatuses.includes(status)
}

/**
 * Where a new request starts: a guaranteed date with instant booking needs no organizer, so the
 * tourist goes straight to paying; anything else waits for the organizer to confirm.
 */
export function initialBookingStatus(request: {
  readonly dateGuaranteed: boolean
  readonly instantBooking: boolean
}): BookingRequestStatus {
  return request.dateGuaranteed && request.instantBooking ? pendingPrepayment : pendingConfirm
}

/** Checks state and actor only; use `decideBookingTransition` when the timing must hold too. */
export function canTransition(
  state: BookingRequestStatus,
  transition: BookingTransition,
  actor: BookingActor,
): boolean {
  return applyRule(rules[transition], state, actor).ok
}

export function applyTransition(
  state: BookingRequestStatus,
  transition: BookingTransition,
  actor: BookingActor,
): TransitionResult<BookingRequestStatus> {
  return applyRule(rules[transition], state, actor)
}

export function availableTransitions(
  state: BookingRequestStatus,
  actor: BookingActor,
): BookingTransition[] {
  return availableRules(rules, state, actor)
}

/**
 * Instants in epoch milliseconds. Tour dates are calendar dates in the tour's time zone, so the
 * caller, who knows that zone, turns them into the instant the first day starts and the last ends.
 * A deadline of null has not been set and so never passes.
 */
export type BookingMoment = {
  readonly now: number
  readonly tourStartsAt: number
  readonly tourEndsAt: number
  readonly confirmationDeadline: number | null
  readonly prepaymentDeadline: number | null
}

export type BookingTimingRefusal = 'too-early' | 'too-late'

export type BookingDecision =
  | TransitionResult<BookingRequestStatus>
  | { readonly ok: false; readonly reason: BookingTimingRefusal }

export function checkBookingTiming(
  timing: BookingTiming,
  moment: BookingMoment,
): { readonly ok: true } | { readonly ok: false; readonly reason: BookingTimingRefusal } {
  switch (timing) {
    case 'before-tour-start':
      return moment.now < moment.tourStartsAt ? { ok: true } : { ok: false, reason: 'too-late' }
    case 'after-tour-end':
      return moment.now >= moment.tourEndsAt ? { ok: true } : { ok: false, reason: 'too-early' }
    case 'after-confirmation-deadline':
      return hasPassed(moment.confirmationDeadline, moment.now)
        ? { ok: true }
        : { ok: false, reason: 'too-early' }
    case 'after-prepayment-deadline':
      return hasPassed(moment.prepaymentDeadline, moment.now)
        ? { ok: true }
        : { ok: false, reason: 'too-early' }
    default: {
      const unhandled: never = timing
      throw new Error(`Unknown booking timing: ${String(unhandled)}`)
    }
  }
}

function hasPassed(deadline: number | null, now: number): boolean {
  return deadline !== null && now >= deadline
}

/** The full decision a service makes: state, then actor, then timing. */
export function decideBookingTransition(
  state: BookingRequestStatus,
  transition: BookingTransition,
  actor: BookingActor,
  moment: BookingMoment,
): BookingDecision {
  const rule = rules[transition]
  const result = applyRule(rule, state, actor)
  if (!result.ok || rule.when === undefined) return result
  const timing = checkBookingTiming(rule.when, moment)
  return timing.ok ? result : timing
}
