/**
 * The booking mails (issue 38): what happened, and to whom. Bookings decides when each is sent;
 * the API's notification templates decide how it reads.
 */
export const bookingMailKinds = [
  'booking-created',
  'booking-confirmed',
  'booking-declined',
  'booking-paid',
  'booking-cancelled',
  'booking-refunded',
  'trip-reminder',
  'organizer-new-request',
  'organizer-booking-paid',
  'organizer-booking-cancelled',
] as const

export type BookingMailKind = (typeof bookingMailKinds)[number]
