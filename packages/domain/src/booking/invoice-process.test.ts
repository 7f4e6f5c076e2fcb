import { describe, expect, it } from 'vitest'
import {
  bookingRequestStatuses,
  invoiceStatus,
  invoiceStatuses,
  isInvoiceStatus,
} from '../enums/index.ts'
import {
  INVOICE_ACTORS,
  applyInvoiceTransition,
  availableInvoiceTransitions,
  canInvoiceTransition,
  invoiceTransitionNames,
  invoiceTransitionOnBookingStatus,
  isCanceledInvoiceStatus,
  isFinalInvoiceStatus,
  isInvoiceTransition,
} from './invoice-process.ts'

describe('§4 invoice status ids', () => {
  it('§4 numbers new 1, payed 2, canceled 3', () => {
    expect(invoiceStatus).toEqual({ new: 1, payed: 2, canceled: 3 })
    expect(invoiceStatuses).toEqual([1, 2, 3])
  })

  it('§4 recognises invoice status ids and transition names from outside', () => {
    expect(isInvoiceStatus(2)).toBe(true)
    expect(isInvoiceStatus(4)).toBe(false)
    expect(isInvoiceTransition('record-payment')).toBe(true)
    expect(isInvoiceTransition('refund')).toBe(false)
  })
})

describe('§4 invoice transitions: allowed', () => {
  it('§4 the system records a payment on a new invoice', () => {
    expect(applyInvoiceTransition(1, 'record-payment', 'system')).toEqual({ ok: true, to: 2 })
  })

  it.each(['system', 'admin'] as const)('§4 %s cancels a new invoice', (actor) => {
    expect(applyInvoiceTransition(1, 'cancel', actor)).toEqual({ ok: true, to: 3 })
  })

  it('§4 allows nothing else, for any state, transition and actor', () => {
    const allowed = new Set(['record-payment|1|system', 'cancel|1|system', 'cancel|1|admin'])
    for (const state of invoiceStatuses)
      for (const transition of invoiceTransitionNames)
        for (const actor of INVOICE_ACTORS)
          expect(canInvoiceTransition(state, transition, actor)).toBe(
            allowed.has(`${transition}|${state}|${actor}`),
          )
  })
})

describe('§4 invoice transitions: refused', () => {
  it('§4 an admin cannot mark an invoice payed; only the provider confirmation can', () => {
    expect(applyInvoiceTransition(1, 'record-payment', 'admin')).toEqual({
      ok: false,
      reason: 'actor-not-allowed',
    })
  })

  it('§4 a payed invoice is never canceled (a refund is a separate document)', () => {
    expect(applyInvoiceTransition(2, 'cancel', 'admin')).toEqual({
      ok: false,
      reason: 'not-allowed-from-state',
    })
  })

  it('§4 a canceled invoice cannot be paid', () => {
    expect(applyInvoiceTransition(3, 'record-payment', 'system')).toEqual({
      ok: false,
      reason: 'not-allowed-from-state',
    })
  })
})

describe('§4 invoice final statuses', () => {
  it('§4 payed and canceled are final; canceled alone counts as canceled', () => {
    expect(invoiceStatuses.filter(isFinalInvoiceStatus)).toEqual([2, 3])
    expect(invoiceStatuses.filter(isCanceledInvoiceStatus)).toEqual([3])
  })

  it.each([2, 3] as const)('§4 final invoice status %i has no exits', (state) => {
    for (const actor of INVOICE_ACTORS)
      expect(availableInvoiceTransitions(state, actor)).toEqual([])
  })

  it('§4 a new invoice can be paid by the system or canceled', () => {
    expect(availableInvoiceTransitions(1, 'system')).toEqual(['record-payment', 'cancel'])
    expect(availableInvoiceTransitions(1, 'admin')).toEqual(['cancel'])
  })
})

describe('§4 invoice follows its booking', () => {
  it('§4 a new invoice is canceled when its booking is canceled, by any party', () => {
    for (const booking of [5, 6, 7, 8] as const)
      expect(invoiceTransitionOnBookingStatus(booking, 1)).toBe('cancel')
  })

  it('§4 open or completed bookings, and settled invoices, cause nothing', () => {
    for (const booking of [1, 2, 3, 4] as const)
      expect(invoiceTransitionOnBookingStatus(booking, 1)).toBeNull()
    for (const booking of bookingRequestStatuses) {
      expect(invoiceTransitionOnBookingStatus(booking, 2)).toBeNull()
      expect(invoiceTransitionOnBookingStatus(booking, 3)).toBeNull()
    }
  })
})
