import type { OfficeDateManifest } from '@tourmarket/contracts'
import { csvFile } from '../../../../lib/csv.ts'

/** The header row's words and a status's words, in the reader's language. */
export type ManifestCsvWords = {
  readonly columns: readonly [
    booking: string,
    status: string,
    contact: string,
    email: string,
    phone: string,
    tourist: string,
    birthday: string,
    food: string,
    comment: string,
  ]
  readonly status: (status: OfficeDateManifest['bookings'][number]['status']) => string
}

/**
 * A date's manifest as a CSV file: one row per tourist with their booking's number, status and
 * contact, in booking order.
 */
export function manifestCsv(manifest: OfficeDateManifest, words: ManifestCsvWords): string {
  const rows: string[][] = [[...words.columns]]
  for (const booking of manifest.bookings) {
    const contact = `${booking.contact.first_name} ${booking.contact.last_name}`.trim()
    for (const tourist of booking.tourists) {
      rows.push([
        String(booking.id),
        words.status(booking.status),
        contact,
        booking.contact.email,
        booking.contact.phone,
        tourist.full_name,
        tourist.birthday,
        tourist.food_restriction ?? '',
        booking.comment,
      ])
    }
  }
  return csvFile(rows)
}
