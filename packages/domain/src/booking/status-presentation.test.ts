import { describe, expect, it } from 'vitest'
import { bookingRequestStatuses, invoiceStatuses } from '../enums/index.ts'
import { bookingStatusTone, invoiceStatusTone, isPaidInFull } from './status-presentation.ts'

describe('§4 booking status tones', () => {
  it('§4 marks waiting for payment as a warning and every cancellation as an error', () => {
    expect(bookingRequestStatuses.map(bookingStatusTone)).toEqual([
      'info',
      'warning',
      'success',
      'neutral',
      'error',
      'error',
      'error',
      'error',
    ])
  })

  it('§4 refuses a status id it does not know instead of guessing', () => {
    expect(() => bookingStatusTone(9 as never)).toThrow('Unknown booking status: 9')
    expect(() => invoiceStatusTone(0 as never)).toThrow('Unknown invoice status: 0')
  })
})

describe('§4 invoice status tones', () => {
  it('§4 a new invoice awaits payment, a payed one is settled, a canceled one is inert', () => {
    expect(invoiceStatuses.map(invoiceStatusTone)).toEqual(['warning', 'success', 'neutral'])
  })
})

describe('a booking paid in full', () => {
  it('reads as paid in full once its prepayment status has nothing outstanding', () => {
    expect(isPaidInFull(3, { paidMinor: 300_00, outstandingMinor: 0 })).toBe(true)
  })

  it('is not, while something is outstanding, nothing was paid, or in another status', () => {
    expect(isPaidInFull(3, { paidMinor: 60_00, outstandingMinor: 240_00 })).toBe(false)
    expect(isPaidInFull(3, { paidMinor: 0, outstandingMinor: 0 })).toBe(false)
    for (const status of bookingRequestStatuses.filter((candidate) => candidate !== 3)) {
      expect(isPaidInFull(status, { paidMinor: 300_00, outstandingMinor: 0 })).toBe(false)
    }
  })
})
