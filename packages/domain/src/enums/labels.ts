import type { Catalogues } from '../i18n/catalogue.ts'
import type { BookingRequestStatus, InvoiceStatus } from './booking.ts'
import type { ComfortLevel, Difficulty, ExtendedAccommodationKind } from './search.ts'
import type { Rating } from './ui.ts'

export type DifficultyLabelKey = `difficulty.${Difficulty}`
export type RatingLabelKey = `rating.${Rating}`
export type ComfortLabelKey = `comfort.${ComfortLevel}`
export type AccommodationLabelKey = `accommodation.${ExtendedAccommodationKind}`
export type BookingRequestStatusLabelKey = `bookingRequestStatus.${BookingRequestStatus}`
export type InvoiceStatusLabelKey = `invoiceStatus.${InvoiceStatus}`

export function difficultyLabelKey(level: Difficulty): DifficultyLabelKey {
  return `difficulty.${level}`
}

export function ratingLabelKey(value: Rating): RatingLabelKey {
  return `rating.${value}`
}

export function comfortLabelKey(level: ComfortLevel): ComfortLabelKey {
  return `comfort.${level}`
}

export function accommodationLabelKey(kind: ExtendedAccommodationKind): AccommodationLabelKey {
  return `accommodation.${kind}`
}

export function bookingRequestStatusLabelKey(
  status: BookingRequestStatus,
): BookingRequestStatusLabelKey {
  return `bookingRequestStatus.${status}`
}

export function invoiceStatusLabelKey(status: InvoiceStatus): InvoiceStatusLabelKey {
  return `invoiceStatus.${status}`
}

type EnumLabelKey =
  | DifficultyLabelKey
  | RatingLabelKey
  | ComfortLabelKey
  | AccommodationLabelKey
  | BookingRequestStatusLabelKey
  | InvoiceStatusLabelKey

/** Typing both locales as a full record makes a missing label a compile error, not a runtime gap. */
export type EnumLabels = Readonly<Record<EnumLabelKey, string>>

export const enUsEnumLabels: EnumLabels = {
  // §3 Difficulty 1-4
  'difficulty.1': 'Easy',
  'difficulty.2': 'Moderate',
  'difficulty.3': 'Challenging',
  'difficulty.4': 'Extreme',
  // §9 UI kit rating 1 to 5
  'rating.1': 'Terrible',
  'rating.2': 'Poor',
  'rating.3': 'Fair',
  'rating.4': 'Good',
  'rating.5': 'Excellent',
  // §3 Comfort
  'comfort.base': 'Base',
  'comfort.base_plus': 'Base plus',
  'comfort.medium': 'Medium',
  'comfort.improved': 'Improved',
  'comfort.premium': 'Premium',
  // §3 Accommodation kinds (both lists)
  'accommodation.camp-site': 'Camp site',
  'accommodation.guest-house': 'Guest house',
  'accommodation.flat': 'Flat',
  'accommodation.cabin': 'Cabin',
  'accommodation.hotel': 'Hotel',
  'accommodation.tent': 'Tent',
  'accommodation.train': 'Train',
  'accommodation.not-set': 'Not set',
  'accommodation.any': 'Any',
  'accommodation.tourist-base': 'Tourist base',
  // §4 Booking request status; "pending confirm" reads as a code name, shown as proper English
  'bookingRequestStatus.1': 'Pending confirmation',
  'bookingRequestStatus.2': 'Pending prepayment',
  'bookingRequestStatus.3': 'Made prepayment',
  'bookingRequestStatus.4': 'Tour complete',
  'bookingRequestStatus.5': 'Canceled by tourist',
  'bookingRequestStatus.6': 'Canceled by author',
  'bookingRequestStatus.7': 'Canceled by system',
  'bookingRequestStatus.8': 'Canceled by admin',
  // §4 Invoice status; the code is `payed`, the reader sees correct English
  'invoiceStatus.1': 'New',
  'invoiceStatus.2': 'Paid',
  'invoiceStatus.3': 'Canceled',
}

/** English alone, for the UI kit's defaults; the Russian labels are a module of their own. */
export const enumMessagesInEnglish: Catalogues = { 'en-US': enUsEnumLabels }
