import { describe, expect, it } from 'vitest'
import { isFullyPaid, outstandingAmountMinor, paidAmountMinor } from './payment.ts'

describe('§4 fully paid is read from payed invoices, not a booking status', () => {
  const prepayment = { status: 2, amountMinor: 30_00 } as const
  const remainderOpen = { status: 1, amountMinor: 70_00 } as const
  const remainderPaid = { status: 2, amountMinor: 70_00 } as const
  const canceled = { status: 3, amountMinor: 100_00 } as const

  it('§4 counts only payed invoices', () => {
    expect(paidAmountMinor([prepayment, remainderOpen, canceled])).toBe(30_00)
    expect(paidAmountMinor([])).toBe(0)
  })

  it('§4 a prepayment alone is not full payment; prepayment plus remainder is', () => {
    expect(isFullyPaid(100_00, [prepayment, remainderOpen])).toBe(false)
    expect(isFullyPaid(100_00, [prepayment, remainderPaid])).toBe(true)
    expect(isFullyPaid(100_00, [canceled])).toBe(false)
  })

  it('§4 reports what is still owed, never below zero', () => {
    expect(outstandingAmountMinor(100_00, [prepayment])).toBe(70_00)
    expect(outstandingAmountMinor(100_00, [prepayment, remainderPaid, prepayment])).toBe(0)
  })
})
