import { describe, expect, it } from 'vitest'
import {
  bookingRequestStatus,
  bookingRequestStatuses,
  isBookingRequestStatus,
} from '../enums/index.ts'
import type { BookingRequestStatus } from '../enums/index.ts'
import {
  BOOKING_ACTORS,
  applyTransition,
  availableTransitions,
  bookingTransitionNames,
  canTransition,
  checkBookingTiming,
  decideBookingTransition,
  initialBookingStatus,
  isBookingActor,
  isBookingTransition,
  isCanceledStatus,
  isFinalBookingStatus,
} from './booking-process.ts'
import type { BookingActor, BookingMoment, BookingTransition } from './booking-process.ts'

// Written out by hand, independently of `bookingTransitions`, so a change to the data shows here.
const expectedAllowed: ReadonlyArray<
  readonly [
    BookingTransition,
    readonly BookingRequestStatus[],
    readonly BookingActor[],
    BookingRequestStatus,
  ]
> = [
  ['confirm', [1], ['organizer', 'admin'], 2],
  ['decline', [1], ['organizer'], 6],
  ['record-prepayment', [2], ['system'], 3],
  ['record-full-payment', [2], ['system'], 3],
  ['complete', [3], ['organizer', 'system', 'admin'], 4],
  ['cancel-by-tourist', [1, 2, 3], ['tourist'], 5],
  ['cancel-by-author', [2, 3], ['organizer'], 6],
  ['expire-unconfirmed', [1], ['system'], 7],
  ['expire-unpaid', [2], ['system'], 7],
  ['cancel-by-admin', [1, 2, 3], ['admin'], 8],
]

const allowedCases = expectedAllowed.flatMap(([transition, from, actors, to]) =>
  from.flatMap((state) => actors.map((actor) => ({ transition, state, actor, to }))),
)

describe('§4 booking request status ids', () => {
  it('§4 numbers the eight statuses 1 to 8 as the API does', () => {
    expect(bookingRequestStatus).toEqual({
      pendingConfirm: 1,
      pendingPrepayment: 2,
      madePrepayment: 3,
      tourComplete: 4,
      canceledByTourist: 5,
      canceledByAuthor: 6,
      canceledBySystem: 7,
      canceledByAdmin: 8,
    })
    expect(bookingRequestStatuses).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('§4 recognises status ids, actors and transition names from outside', () => {
    expect(isBookingRequestStatus(3)).toBe(true)
    expect(isBookingRequestStatus(0)).toBe(false)
    expect(isBookingRequestStatus(9)).toBe(false)
    expect(isBookingRequestStatus('3')).toBe(false)
    expect(isBookingActor('organizer')).toBe(true)
    expect(isBookingActor('author')).toBe(false)
    expect(isBookingTransition('confirm')).toBe(true)
    expect(isBookingTransition('toString')).toBe(false)
    expect(isBookingTransition(1)).toBe(false)
  })
})

describe('§4 booking transitions: allowed', () => {
  it.each(allowedCases)('§4 $transition by $actor from $state reaches $to', (c) => {
    expect(applyTransition(c.state, c.transition, c.actor)).toEqual({ ok: true, to: c.to })
    expect(canTransition(c.state, c.transition, c.actor)).toBe(true)
  })

  it('§4 allows nothing beyond the table, for any state, transition and actor', () => {
    const allowedKeys = new Set(allowedCases.map((c) => `${c.transition}|${c.state}|${c.actor}`))
    for (const state of bookingRequestStatuses)
      for (const transition of bookingTransitionNames)
        for (const actor of BOOKING_ACTORS)
          expect(canTransition(state, transition, actor), `${transition} ${state} ${actor}`).toBe(
            allowedKeys.has(`${transition}|${state}|${actor}`),
          )
  })
})

describe('§4 booking transitions: refused', () => {
  it.each([
    ['confirm', 2, 'organizer'],
    ['decline', 3, 'organizer'],
    ['record-prepayment', 1, 'system'],
    ['record-full-payment', 3, 'system'],
    ['complete', 2, 'system'],
    ['cancel-by-tourist', 4, 'tourist'],
    ['cancel-by-author', 1, 'organizer'],
    ['expire-unconfirmed', 2, 'system'],
    ['expire-unpaid', 1, 'system'],
    ['cancel-by-admin', 7, 'admin'],
  ] as const)('§4 %s from %i is not allowed from that state', (transition, state, actor) => {
    expect(applyTransition(state, transition, actor)).toEqual({
      ok: false,
      reason: 'not-allowed-from-state',
    })
  })

  it.each([
    ['confirm', 1, 'tourist'],
    ['decline', 1, 'admin'],
    ['record-prepayment', 2, 'tourist'],
    ['record-full-payment', 2, 'admin'],
    ['complete', 3, 'tourist'],
    ['cancel-by-tourist', 2, 'organizer'],
    ['cancel-by-author', 3, 'tourist'],
    ['expire-unconfirmed', 1, 'admin'],
    ['expire-unpaid', 2, 'tourist'],
    ['cancel-by-admin', 3, 'system'],
  ] as const)('§4 %s from %i is refused for %s', (transition, state, actor) => {
    expect(applyTransition(state, transition, actor)).toEqual({
      ok: false,
      reason: 'actor-not-allowed',
    })
    expect(canTransition(state, transition, actor)).toBe(false)
  })

  it('§4 reports the state before the actor when both are wrong', () => {
    expect(applyTransition(5, 'confirm', 'tourist')).toEqual({
      ok: false,
      reason: 'not-allowed-from-state',
    })
  })
})

describe('§4 booking final and canceled statuses', () => {
  it('§4 tour complete and the four cancellations are final; the rest are not', () => {
    expect(bookingRequestStatuses.filter(isFinalBookingStatus)).toEqual([4, 5, 6, 7, 8])
  })

  it('§4 only the four cancellations count as canceled', () => {
    expect(bookingRequestStatuses.filter(isCanceledStatus)).toEqual([5, 6, 7, 8])
  })

  it.each([4, 5, 6, 7, 8] as const)('§4 final status %i has no exits for any actor', (state) => {
    for (const actor of BOOKING_ACTORS) expect(availableTransitions(state, actor)).toEqual([])
  })

  it.each([1, 2, 3] as const)('§4 open status %i can still be left by an admin', (state) => {
    expect(availableTransitions(state, 'admin')).toContain('cancel-by-admin')
  })
})

describe('§4 available booking transitions', () => {
  it('§4 lists what each actor may do while a request is pending confirm', () => {
    expect(availableTransitions(1, 'organizer')).toEqual(['confirm', 'decline'])
    expect(availableTransitions(1, 'tourist')).toEqual(['cancel-by-tourist'])
    expect(availableTransitions(1, 'system')).toEqual(['expire-unconfirmed'])
    expect(availableTransitions(1, 'admin')).toEqual(['confirm', 'cancel-by-admin'])
  })

  it('§4 lists the payments and cancellations of a request pending prepayment', () => {
    expect(availableTransitions(2, 'system')).toEqual([
      'record-prepayment',
      'record-full-payment',
      'expire-unpaid',
    ])
    expect(availableTransitions(2, 'organizer')).toEqual(['cancel-by-author'])
  })

  it('§4 lets organizer, system and admin complete a request with a prepayment made', () => {
    expect(availableTransitions(3, 'organizer')).toEqual(['complete', 'cancel-by-author'])
    expect(availableTransitions(3, 'system')).toEqual(['complete'])
    expect(availableTransitions(3, 'admin')).toEqual(['complete', 'cancel-by-admin'])
  })
})

describe('§4 where a booking request starts', () => {
  it('§4 a guaranteed date with instant booking starts at pending prepayment', () => {
    expect(initialBookingStatus({ dateGuaranteed: true, instantBooking: true })).toBe(2)
  })

  it.each([
    { dateGuaranteed: true, instantBooking: false },
    { dateGuaranteed: false, instantBooking: true },
    { dateGuaranteed: false, instantBooking: false },
  ])('§4 otherwise it waits at pending confirm (%o)', (request) => {
    expect(initialBookingStatus(request)).toBe(1)
  })
})

const day = 24 * 60 * 60 * 1000
const tourStartsAt = Date.UTC(2030, 5, 10)
const moment = (overrides: Partial<BookingMoment>): BookingMoment => ({
  now: tourStartsAt - 10 * day,
  tourStartsAt,
  tourEndsAt: tourStartsAt + 5 * day,
  confirmationDeadline: null,
  prepaymentDeadline: null,
  ...overrides,
})

describe('§4 booking transition timing', () => {
  it('§4 the tourist may cancel until the tour starts, not from its start on', () => {
    expect(decideBookingTransition(3, 'cancel-by-tourist', 'tourist', moment({}))).toEqual({
      ok: true,
      to: 5,
    })
    expect(
      decideBookingTransition(3, 'cancel-by-tourist', 'tourist', moment({ now: tourStartsAt - 1 })),
    ).toEqual({ ok: true, to: 5 })
    expect(
      decideBookingTransition(3, 'cancel-by-tourist', 'tourist', moment({ now: tourStartsAt })),
    ).toEqual({ ok: false, reason: 'too-late' })
  })

  it('§4 the organizer may cancel only before the tour starts', () => {
    expect(
      decideBookingTransition(2, 'cancel-by-author', 'organizer', moment({ now: tourStartsAt })),
    ).toEqual({ ok: false, reason: 'too-late' })
  })

  it('§4 the tour is complete only once it has ended', () => {
    const tourEndsAt = tourStartsAt + 5 * day
    expect(
      decideBookingTransition(3, 'complete', 'system', moment({ now: tourEndsAt - 1 })),
    ).toEqual({ ok: false, reason: 'too-early' })
    expect(decideBookingTransition(3, 'complete', 'admin', moment({ now: tourEndsAt }))).toEqual({
      ok: true,
      to: 4,
    })
    expect(
      decideBookingTransition(3, 'complete', 'organizer', moment({ now: tourEndsAt - 1 })),
    ).toEqual({ ok: false, reason: 'too-early' })
    expect(
      decideBookingTransition(3, 'complete', 'organizer', moment({ now: tourEndsAt })),
    ).toEqual({ ok: true, to: 4 })
  })

  it('§4 the system cancels an unconfirmed request only after the confirmation deadline', () => {
    const deadline = tourStartsAt - 7 * day
    const at = (now: number) =>
      decideBookingTransition(
        1,
        'expire-unconfirmed',
        'system',
        moment({ now, confirmationDeadline: deadline }),
      )
    expect(at(deadline - 1)).toEqual({ ok: false, reason: 'too-early' })
    expect(at(deadline)).toEqual({ ok: true, to: 7 })
  })

  it('§4 the system cancels an unpaid request only after the prepayment deadline', () => {
    const deadline = tourStartsAt - 3 * day
    const at = (now: number) =>
      decideBookingTransition(
        2,
        'expire-unpaid',
        'system',
        moment({ now, prepaymentDeadline: deadline }),
      )
    expect(at(deadline - 1)).toEqual({ ok: false, reason: 'too-early' })
    expect(at(deadline + 1)).toEqual({ ok: true, to: 7 })
  })

  it('§4 a deadline that was never set never passes', () => {
    expect(checkBookingTiming('after-prepayment-deadline', moment({ now: tourStartsAt }))).toEqual({
      ok: false,
      reason: 'too-early',
    })
    expect(
      checkBookingTiming('after-confirmation-deadline', moment({ now: tourStartsAt })),
    ).toEqual({ ok: false, reason: 'too-early' })
  })

  it('§4 transitions without a timing rule ignore the clock (admin cancels after the start)', () => {
    expect(
      decideBookingTransition(3, 'cancel-by-admin', 'admin', moment({ now: tourStartsAt + day })),
    ).toEqual({ ok: true, to: 8 })
  })

  it('§4 state and actor are checked before timing', () => {
    const late = moment({ now: tourStartsAt + day })
    expect(decideBookingTransition(4, 'cancel-by-tourist', 'tourist', late)).toEqual({
      ok: false,
      reason: 'not-allowed-from-state',
    })
    expect(decideBookingTransition(3, 'cancel-by-tourist', 'admin', late)).toEqual({
      ok: false,
      reason: 'actor-not-allowed',
    })
  })
})
