// The refusals several bookings use cases throw.
import type {
  BookingTransition,
  BookingTimingRefusal,
  TransitionRefusal,
} from '@tourmarket/domain/booking'
import { AppError } from '../../../errors.ts'

export function notFound(): AppError {
  return new AppError({
    code: 'booking_not_found',
    message: 'There is no such booking.',
  })
}

export function forbidden(): AppError {
  return new AppError({
    code: 'forbidden',
    message: 'This booking belongs to another account.',
  })
}

export function seatsLeftMessage(free: number): string {
  if (free <= 0) return 'No seats are left on this date.'
  return free === 1
    ? 'Only 1 seat is left on this date.'
    : `Only ${free} seats are left on this date.`
}

export function notEnoughSeats(free: number): AppError {
  return new AppError({
    code: 'not_enough_seats',
    message: seatsLeftMessage(free),
    extra: { number_of_free_seats: Math.max(0, free) },
  })
}

const transitionVerb: Record<BookingTransition, string> = {
  confirm: 'confirmed',
  decline: 'declined',
  'record-prepayment': 'marked as prepaid',
  'record-full-payment': 'marked as paid',
  complete: 'completed',
  'cancel-by-tourist': 'canceled',
  'cancel-by-author': 'canceled',
  'expire-unconfirmed': 'expired',
  'expire-unpaid': 'expired',
  'cancel-by-admin': 'canceled',
}

/** 409 transition_not_allowed with the machine's reason and a sentence for people. */
export function transitionRefused(
  transition: BookingTransition,
  reason: TransitionRefusal | BookingTimingRefusal,
): AppError {
  const verb = transitionVerb[transition]
  const message = {
    'not-allowed-from-state': `The booking cannot be ${verb} in its current status.`,
    'actor-not-allowed': `You may not have this booking ${verb}.`,
    'too-late': `The tour has started; the booking can no longer be ${verb}.`,
    'too-early': `It is too early for this booking to be ${verb}.`,
  }[reason]
  return new AppError({
    code: 'transition_not_allowed',
    message,
    extra: { reason, transition },
  })
}
