import { isOneOf } from './guard.ts'

/** §4 Booking request status. Allowed transitions are not shown in the spec. */
export const bookingRequestStatus = {
  pendingConfirm: 1,
  pendingPrepayment: 2,
  madePrepayment: 3,
  tourComplete: 4,
  canceledByTourist: 5,
  canceledByAuthor: 6,
  canceledBySystem: 7,
  canceledByAdmin: 8,
} as const
export type BookingRequestStatus = (typeof bookingRequestStatus)[keyof typeof bookingRequestStatus]
export const bookingRequestStatuses: readonly BookingRequestStatus[] = [
  bookingRequestStatus.pendingConfirm,
  bookingRequestStatus.pendingPrepayment,
  bookingRequestStatus.madePrepayment,
  bookingRequestStatus.tourComplete,
  bookingRequestStatus.canceledByTourist,
  bookingRequestStatus.canceledByAuthor,
  bookingRequestStatus.canceledBySystem,
  bookingRequestStatus.canceledByAdmin,
]

export function isBookingRequestStatus(value: unknown): value is BookingRequestStatus {
  return isOneOf(bookingRequestStatuses, value)
}

/** §4 Invoice status; `payed` keeps the spec's (and the back end's) spelling. */
export const invoiceStatus = { new: 1, payed: 2, canceled: 3 } as const
export type InvoiceStatus = (typeof invoiceStatus)[keyof typeof invoiceStatus]
export const invoiceStatuses: readonly InvoiceStatus[] = [
  invoiceStatus.new,
  invoiceStatus.payed,
  invoiceStatus.canceled,
]

export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return isOneOf(invoiceStatuses, value)
}

/**
 * §3 Request helper kinds. The spec lists these "and others (rest not shown)", so the guard only
 * recognises the known ones and callers must tolerate other strings from the server. Booking,
 * payment, refund and cancellation are such others (issue 42): the questions a tourist most often
 * brings to support, which the leading sites offer as topics of their own.
 */
export const requestHelperKinds = [
  'learn_more',
  'corp_tour_request',
  'subsidies',
  'individual_tour',
  'phone_call_request',
  'common_help',
  'cashback',
  'certificate',
  'booking',
  'payment',
  'refund',
  'cancellation',
] as const
export type RequestHelperKind = (typeof requestHelperKinds)[number]

export function isKnownRequestHelperKind(value: unknown): value is RequestHelperKind {
  return isOneOf(requestHelperKinds, value)
}

/** §3 Travel info transport type: 1 plane, 2 train, 3 other, 4 none (lives in the city). */
export const travelTransportType = { plane: 1, train: 2, other: 3, cityResident: 4 } as const
export type TravelTransportType = (typeof travelTransportType)[keyof typeof travelTransportType]
export const travelTransportTypes: readonly TravelTransportType[] = [
  travelTransportType.plane,
  travelTransportType.train,
  travelTransportType.other,
  travelTransportType.cityResident,
]

export function isTravelTransportType(value: unknown): value is TravelTransportType {
  return isOneOf(travelTransportTypes, value)
}
