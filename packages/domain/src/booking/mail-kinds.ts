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
  'booking-date-changed',
  'trip-reminder',
  'organizer-new-request',
  'organizer-booking-paid',
  'organizer-booking-cancelled',
] as const

export type BookingMailKind = (typeof bookingMailKinds)[number]

/** The mails to the organizer's team; the rest go to the tourist (the booking's contact). */
const organizerMailKinds: ReadonlySet<string> = new Set<BookingMailKind>([
  'organizer-new-request',
  'organizer-booking-paid',
  'organizer-booking-cancelled',
])

export function isBookingMailKind(value: unknown): value is BookingMailKind {
  return typeof value === 'string' && (bookingMailKinds as readonly string[]).includes(value)
}

/** A mail to the organizer's team rather than the tourist. */
export function isOrganizerMailKind(kind: BookingMailKind): boolean {
  return organizerMailKinds.has(kind)
}
