import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bookingRequestStatuses, invoiceStatuses } from '../enums/index.ts'
import type { BookingRequestStatus, InvoiceStatus } from '../enums/index.ts'
import {
  BOOKING_ACTORS,
  applyTransition,
  bookingTransitionNames,
  decideBookingTransition,
  isFinalBookingStatus,
} from './booking-process.ts'
import {
  INVOICE_ACTORS,
  applyInvoiceTransition,
  invoiceTransitionNames,
  isFinalInvoiceStatus,
} from './invoice-process.ts'

const bookingStep = fc.record({
  transition: fc.constantFrom(...bookingTransitionNames),
  actor: fc.constantFrom(...BOOKING_ACTORS),
})

const invoiceStep = fc.record({
  transition: fc.constantFrom(...invoiceTransitionNames),
  actor: fc.constantFrom(...INVOICE_ACTORS),
})

describe('§4 booking process properties', () => {
  it('§4 no sequence of transitions leaves a final state or reaches an undefined one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...bookingRequestStatuses),
        fc.array(bookingStep, { maxLength: 30 }),
        (start, steps) => {
          let state: BookingRequestStatus = start
          let reachedFinal = isFinalBookingStatus(state)
          for (const { transition, actor } of steps) {
            const result = applyTransition(state, transition, actor)
            if (reachedFinal) expect(result.ok).toBe(false)
            if (result.ok) state = result.to
            expect(bookingRequestStatuses).toContain(state)
            reachedFinal ||= isFinalBookingStatus(state)
          }
        },
      ),
    )
  })

  it('§4 a timed decision never allows what the state and actor rules refuse', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...bookingRequestStatuses),
        bookingStep,
        fc.record({
          now: fc.integer(),
          tourStartsAt: fc.integer(),
          tourEndsAt: fc.integer(),
          confirmationDeadline: fc.option(fc.integer()),
          prepaymentDeadline: fc.option(fc.integer()),
        }),
        (state, { transition, actor }, moment) => {
          const decision = decideBookingTransition(state, transition, actor, moment)
          if (decision.ok) expect(applyTransition(state, transition, actor)).toEqual(decision)
        },
      ),
    )
  })
})

describe('§4 invoice process properties', () => {
  it('§4 no sequence of transitions leaves a final state or reaches an undefined one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...invoiceStatuses),
        fc.array(invoiceStep, { maxLength: 10 }),
        (start, steps) => {
          let state: InvoiceStatus = start
          let reachedFinal = isFinalInvoiceStatus(state)
          for (const { transition, actor } of steps) {
            const result = applyInvoiceTransition(state, transition, actor)
            if (reachedFinal) expect(result.ok).toBe(false)
            if (result.ok) state = result.to
            expect(invoiceStatuses).toContain(state)
            reachedFinal ||= isFinalInvoiceStatus(state)
          }
        },
      ),
    )
  })
})
