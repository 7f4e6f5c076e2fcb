import { describe, expect, it } from 'vitest'
import { bookingRequestStatus, contractState } from '../enums/index.ts'
import { contractStateOf } from './contract-state.ts'

describe('§3 contract states from the booking', () => {
  it('1 concluded and prepaid: paid, going ahead or done', () => {
    for (const status of [bookingRequestStatus.madePrepayment, bookingRequestStatus.tourComplete]) {
      expect(contractStateOf({ status, paymentReceived: true })).toBe(
        contractState.concludedAndPrepaid,
      )
    }
  })

  it('2 terminated after payment: paid, then cancelled by anyone', () => {
    for (const status of [
      bookingRequestStatus.canceledByTourist,
      bookingRequestStatus.canceledByAuthor,
      bookingRequestStatus.canceledBySystem,
      bookingRequestStatus.canceledByAdmin,
    ]) {
      expect(contractStateOf({ status, paymentReceived: true })).toBe(
        contractState.terminatedAfterPayment,
      )
    }
  })

  it('3 no payments received: awaiting confirmation or payment, or cancelled before paying', () => {
    for (const status of [
      bookingRequestStatus.pendingConfirm,
      bookingRequestStatus.pendingPrepayment,
      bookingRequestStatus.canceledBySystem,
    ]) {
      expect(contractStateOf({ status, paymentReceived: false })).toBe(
        contractState.noPaymentsReceived,
      )
    }
  })
})
