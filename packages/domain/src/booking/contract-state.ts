import type { BookingRequestStatus } from '../enums/index.ts'
import { contractState, type ContractState } from '../enums/organizer.ts'
import { isCanceledStatus } from './booking-process.ts'

/**
 * §3 contract states, read from the booking the contract is (meet data's contract_id is the
 * booking's id): money received and the booking going ahead is 1 concluded and prepaid; money
 * received and the booking cancelled since (refunded or not) is 2 terminated after payment;
 * no payment received yet, whatever the status, is 3.
 */
export function contractStateOf(booking: {
  readonly status: BookingRequestStatus
  /** Whether any of its invoices was ever paid. */
  readonly paymentReceived: boolean
}): ContractState {
  if (!booking.paymentReceived) return contractState.noPaymentsReceived
  return isCanceledStatus(booking.status)
    ? contractState.terminatedAfterPayment
    : contractState.concludedAndPrepaid
}
