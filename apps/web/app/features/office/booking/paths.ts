/** The office's forms on a booking's page, by the `intent` each posts. */
export const OFFICE_BOOKING_INTENTS = ['confirm', 'decline', 'cancel', 'complete', 'meet'] as const

export type OfficeBookingIntent = (typeof OFFICE_BOOKING_INTENTS)[number]

/** A booking's page in the office (English path; localise with the text's `path`). */
export function officeBookingPath(id: number): string {
  return `/office/bookings/${String(id)}`
}

/** A date's manifest page in the office. */
export function officeDatePath(tourDateId: number): string {
  return `/office/dates/${String(tourDateId)}`
}

/** A date's manifest as a CSV file. */
export function officeDateCsvPath(tourDateId: number): string {
  return `${officeDatePath(tourDateId)}/manifest.csv`
}
